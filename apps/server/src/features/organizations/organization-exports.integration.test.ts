import { errorBodySchema } from '@yadori/contract/errors';
import {
  ORGANIZATION_EXPORT_KEEP_HOURS,
  ORGANIZATION_EXPORTS_PER_DAY,
} from '@yadori/contract/organization.constants';
import {
  organizationExportResponseSchema,
  organizationExportsResponseSchema,
} from '@yadori/contract/organization.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { readEncryptedZip } from '../../lib/encrypted-zip.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_ORGANIZATIONS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type BookingKit, bookingKit, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { type OrganizationsKit, organizationsKit } from './organizations-test-kit.ts';

const SAKURA = DEMO_ORGANIZATIONS.sakuraTrading;
const BASE = `/book/hotel_brands/1/organizations/${SAKURA.id}`;
const ZIP_PASSWORD = 'zip-Pass-2026';
const HOUR = 60 * 60 * 1000;

/** Spec §1/§8: an organization admin's password-protected export, its job, its expiry and its limits. */
describe.each(testDatabaseKinds())('organization exports on %s', (kind) => {
  let kit: BookingKit;
  let o: OrganizationsKit;
  let admin: string;
  let number: string;
  beforeAll(async () => {
    kit = await bookingKit(kind);
    o = await organizationsKit(kit);
    admin = await o.corporateBearer(DEMO_MEMBERS.aiko.email);
    // A corporate stay whose guest's name would be a formula in a spreadsheet.
    const booked = await o.book(await o.corporateBearer(DEMO_MEMBERS.kenji.email), kit.checkin, {
      first_name: '太郎',
      last_name: '=HYPERLINK("http://evil.example")',
    });
    expect(booked.status).toBe(201);
    number = booked.body.data.number;
  });
  afterAll(() => kit?.close());
  const inject: OrganizationsKit['inject'] = (...args) => o.inject(...args);
  const corporateBearer = (email: string) => o.corporateBearer(email);
  const ask = (authorization: string, locale = 'ja', extra: Record<string, unknown> = {}) =>
    inject('POST', `${BASE}/exports`, {
      authorization,
      locale,
      body: {
        checkin_from: kit.checkin,
        checkin_to: tokyoDayAfter(kit.checkin, 30),
        password: ZIP_PASSWORD,
        password_confirmation: ZIP_PASSWORD,
        ...extra,
      },
    });
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);

  it('builds the CSV in a zip only the admin’s password opens, then expires it', async () => {
    const asked = await ask(admin);
    expect(asked.status).toBe(202);
    const pending = organizationExportResponseSchema.parse(asked.body).data;
    expect(pending).toMatchObject({ status: 'pending', row_count: null });
    const download = `${BASE}/exports/${pending.id}/download`;
    const early = await inject('GET', download, { authorization: admin });
    expect(early.status).toBe(409);
    expect(early.body.errors[0].code).toBe(1200);
    // The password waits sealed, never as typed.
    const [sealed] = rowsOf<{ password: string | null }>(
      await kit.t.db.execute(
        sql`select password_sealed as password from organization_exports where id = ${pending.id}`,
      ),
    );
    expect(sealed!.password).not.toContain(ZIP_PASSWORD);

    await kit.t.app.runDueJobs(new Date());
    const ready = organizationExportResponseSchema.parse(
      (await inject('GET', `${BASE}/exports/${pending.id}`, { authorization: admin })).body,
    ).data;
    expect(ready.status).toBe('ready');
    expect(ready.row_count).toBeGreaterThanOrEqual(1);
    const [forgotten] = rowsOf<{ password: string | null }>(
      await kit.t.db.execute(
        sql`select password_sealed as password from organization_exports where id = ${pending.id}`,
      ),
    );
    expect(forgotten!.password).toBeNull();

    const file = await inject('GET', download, { authorization: admin });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(ready.file_name);
    const zip = new Uint8Array(file.raw);
    await expect(readEncryptedZip(zip, 'not-the-password')).rejects.toThrow();
    const [csvFile] = await readEncryptedZip(zip, ZIP_PASSWORD);
    const bytes = csvFile!.data;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes.subarray(3));
    expect(csv.split('\r\n')[0]).toContain('予約番号');
    const line = csv.split('\r\n').find((l) => l.startsWith(number))!;
    expect(line).toContain('確定');
    // The guest's name is text in a spreadsheet, never a formula.
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"") 太郎"`);

    // Once its time is up it is expired at once — said so and refused with 1250 — even while its zip
    // still waits for the job that erases it. (The export's clock is moved back, not the app's.)
    await kit.t.db.execute(
      sql`update organization_exports set expires_at = now() - interval '1 second' where id = ${pending.id}`,
    );
    const stated = await inject('GET', `${BASE}/exports/${pending.id}`, { authorization: admin });
    expect(stated.body.data.status).toBe('expired');
    const gone = await inject('GET', download, { authorization: admin });
    expect(gone.status).toBe(410);
    expect(gone.body.errors[0].code).toBe(1250);
    // The erasing job was scheduled for the export's first expiry, a day ahead: it erases the zip then.
    await kit.t.app.runDueJobs(later(ORGANIZATION_EXPORT_KEEP_HOURS + 1));
    const [erased] = rowsOf<{ status: string; file: boolean }>(
      await kit.t.db.execute(
        sql`select status, file is not null as file from organization_exports where id = ${pending.id}`,
      ),
    );
    expect(erased).toEqual({ status: 'expired', file: false });
  });

  it('refuses bad input, other organizations’ exports (1252), non-admins, and more than the daily limit (1600)', async () => {
    const mismatch = await ask(admin, 'en', { password_confirmation: 'other-password' });
    expect(mismatch.status).toBe(400);
    errorBodySchema.parse(mismatch.body);
    expect((await ask(admin, 'en', { password: 'short', password_confirmation: 'short' })).status).toBe(400);
    expect((await ask(admin, 'en', { checkin_to: tokyoDayAfter(kit.checkin, 400) })).status).toBe(400);

    // An export of another organization, asked for by its own admin.
    const umi = { id: await o.otherOrganization('Umi Export', DEMO_MEMBERS.hanako.id) };
    const hanako = await inject('POST', '/book/hotels/hanami-tokyo/organization/sign_in', {
      body: { email: DEMO_MEMBERS.hanako.email, password: DEMO_MEMBER_PASSWORD, organization_id: umi.id },
    });
    const umiExport = await inject('POST', `/book/hotel_brands/1/organizations/${umi.id}/exports`, {
      authorization: `Bearer ${hanako.body.data.session}`,
      body: {
        checkin_from: kit.checkin,
        checkin_to: kit.checkin,
        password: ZIP_PASSWORD,
        password_confirmation: ZIP_PASSWORD,
      },
    });
    expect(umiExport.status).toBe(202);
    for (const url of [
      `${BASE}/exports/${umiExport.body.data.id}`,
      `${BASE}/exports/${umiExport.body.data.id}/download`,
    ]) {
      const other = await inject('GET', url, { authorization: admin });
      expect(other.status).toBe(404);
      expect(other.body.errors[0].code).toBe(1252);
    }
    // A member of the organization is refused like everyone who is not its admin.
    const kenji = await corporateBearer(DEMO_MEMBERS.kenji.email);
    expect((await ask(kenji)).status).toBe(403);
    expect((await inject('GET', `${BASE}/exports`, { authorization: kenji })).status).toBe(403);

    const today = organizationExportsResponseSchema.parse(
      (await inject('GET', `${BASE}/exports`, { authorization: admin })).body,
    ).data.length;
    const answers = await Promise.all(
      Array.from({ length: ORGANIZATION_EXPORTS_PER_DAY - today + 2 }, () => ask(admin)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(ORGANIZATION_EXPORTS_PER_DAY - today);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body.errors[0].code).toBe(1600);
    expect(limited.body.errors[0].details.base[0].error).toBe(
      '本日のデータ出力の上限に達しました。明日以降にもう一度お試しください。',
    );
  });
});
