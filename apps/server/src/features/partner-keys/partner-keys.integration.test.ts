import { createHash } from 'node:crypto';
import {
  PARTNER_KEY_PATTERN,
  PARTNER_KEY_PREFIX_LENGTH,
  PARTNER_KEYS_PER_HOTEL,
} from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestStaff, staffInject } from '../staff-accounts/staff-test-kit.ts';
import { requirePartner } from './partner-access.service.ts';
import { createTestPartnerKey } from './partner-keys-test-kit.ts';

// The console's API keys of a hotel (decision 059): made with the key shown once and only its sha256
// kept, listed without it, revoked (and then refused by the partner API), at most 20 live per hotel,
// audited by name, prefix and scopes; and who may do it.
const TOKYO = 1;
const KYOTO = 2;
const NARA = 3;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Caller = 'admin' | 'manager' | 'frontDesk' | 'otherHotelManager' | 'stranger' | 'nobody';
type Call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: test JSON
) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;

function asStaff(app: FastifyInstance, who: { authorization: string } | null): Call {
  return (method, url, body) =>
    staffInject(app, method, url, {
      ...(who ? { authorization: who.authorization } : {}),
      ...(body === undefined ? {} : { body }),
    });
}

/** A partner API call's request as requirePartner reads it. */
const partnerCall = (key: string) => ({ headers: { authorization: `Bearer ${key}` } }) as FastifyRequest;

describe.each(testDatabaseKinds())('API keys in the console (%s)', (kind) => {
  let t: TestApp;
  let as: Record<Caller, Call>;
  let managerEmail: string;
  const keysOf = (hotelId: number) => `/staff/hotels/${hotelId}/api_keys`;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const manager = await createTestStaff(t.db, {
      role: 'hotel_manager',
      hotelIds: [TOKYO],
      name: 'Mika Manager',
    });
    managerEmail = manager.email;
    as = {
      admin: asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin' })),
      manager: asStaff(t.app, manager),
      frontDesk: asStaff(t.app, await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] })),
      otherHotelManager: asStaff(
        t.app,
        await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [KYOTO] }),
      ),
      stranger: asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 })),
      nobody: asStaff(t.app, null),
    };
  }, 180_000);
  afterAll(() => t?.close());

  async function keyRow(id: number): Promise<Record<string, unknown>> {
    return rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select * from partner_api_keys where id = ${id}`),
    )[0]!;
  }

  async function auditRows(id: number) {
    return rowsOf<{ action: string; actor: string; hotel_id: number; before: unknown; after: unknown }>(
      await t.db.execute(sql`select action, actor, hotel_id, before, after from staff_audit_log
        where entity_type = 'api_key' and entity_id = ${String(id)} order by id`),
    );
  }

  it('makes a key shown once, keeps only its sha256, lists it without it, and revokes it for good', async () => {
    const created = await as.manager('POST', keysOf(TOKYO), {
      name: '  Front PMS  ',
      scopes: ['reservations:write', 'ari:write'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const made = created.body.data;
    expect(made.key).toMatch(PARTNER_KEY_PATTERN);
    expect(made).toMatchObject({
      name: 'Front PMS',
      prefix: made.key.slice(0, PARTNER_KEY_PREFIX_LENGTH),
      // In the contract's order, whatever order they were chosen in.
      scopes: ['ari:write', 'reservations:write'],
      created_by: { name: 'Mika Manager', email: managerEmail },
      last_used_at: null,
      revoked_at: null,
    });

    // The row holds the key's sha256 and nothing from which the key could be read back.
    const row = await keyRow(made.id);
    expect(row.token_hash).toBe(sha256(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key.slice(PARTNER_KEY_PREFIX_LENGTH));

    // The list shows it by prefix, never the key.
    const listed = await as.manager('GET', keysOf(TOKYO));
    expect(listed.status).toBe(200);
    const entry = listed.body.data.find((key: { id: number }) => key.id === made.id);
    const { key: _shownOnce, ...summary } = made;
    expect(entry).toEqual(summary);
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
    for (const key of listed.body.data) expect(key).not.toHaveProperty('key');

    // The key works on the partner API until it is revoked; then it is refused, and stays listed.
    const access = { hotelId: TOKYO, scope: 'ari:write' } as const;
    await expect(requirePartner(t.db, partnerCall(made.key), access, new Date())).resolves.toMatchObject({
      apiKeyId: made.id,
    });
    const revoked = await as.manager('DELETE', `${keysOf(TOKYO)}/${made.id}`);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: made.id, prefix: made.prefix });
    expect(Date.parse(revoked.body.data.revoked_at)).not.toBeNaN();
    expect(revoked.body.data).not.toHaveProperty('key');
    await expect(requirePartner(t.db, partnerCall(made.key), access, new Date())).rejects.toMatchObject({
      status: 401,
    });

    // Revoking again changes nothing and answers the key as it is.
    const again = await as.manager('DELETE', `${keysOf(TOKYO)}/${made.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    const relisted = (await as.manager('GET', keysOf(TOKYO))).body.data;
    expect(relisted.find((key: { id: number }) => key.id === made.id).revoked_at).toBe(
      revoked.body.data.revoked_at,
    );

    // Audited once each, by name, prefix and scopes — never the key or its hash.
    const audit = await auditRows(made.id);
    expect(audit.map((entry) => entry.action)).toEqual(['api_key.create', 'api_key.revoke']);
    const named = { name: 'Front PMS', prefix: made.prefix, scopes: ['ari:write', 'reservations:write'] };
    expect(audit[0]).toMatchObject({ actor: managerEmail, hotel_id: TOKYO, before: null, after: named });
    expect(audit[1]).toMatchObject({ actor: managerEmail, hotel_id: TOKYO, before: named, after: null });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(made.key);
    expect(written).not.toContain(sha256(made.key));
  });

  it('lists live keys first, the newest first; a key made elsewhere has no maker', async () => {
    const older = await createTestPartnerKey(t.db, { hotelId: KYOTO, scopes: ['ari:write'], name: 'Old' });
    const gone = await createTestPartnerKey(t.db, {
      hotelId: KYOTO,
      scopes: ['ari:write'],
      name: 'Gone',
      revoked: true,
    });
    const newer = (await as.admin('POST', keysOf(KYOTO), { name: 'New', scopes: ['reservations:read'] })).body
      .data;
    const listed = (await as.admin('GET', keysOf(KYOTO))).body.data as { id: number; created_by: unknown }[];
    expect(listed.map((key) => key.id)).toEqual([newer.id, older.id, gone.id]);
    expect(listed[1]!.created_by).toBeNull();
  });

  it(`keeps at most ${PARTNER_KEYS_PER_HOTEL} live keys a hotel (revoked ones do not count)`, async () => {
    await createTestPartnerKey(t.db, { hotelId: NARA, scopes: ['ari:write'], revoked: true });
    const live = [];
    for (let n = 0; n < PARTNER_KEYS_PER_HOTEL; n++)
      live.push(await createTestPartnerKey(t.db, { hotelId: NARA, scopes: ['ari:write'] }));
    const refused = await as.admin('POST', keysOf(NARA), { name: 'One too many', scopes: ['ari:write'] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].details.base[0].error).toMatch(
      new RegExp(`already has ${PARTNER_KEYS_PER_HOTEL} active API keys.*Revoke`),
    );
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from partner_api_keys where hotel_id = ${NARA}`),
      )[0]!.n;
    expect(await count()).toBe(PARTNER_KEYS_PER_HOTEL + 1);

    expect((await as.admin('DELETE', `${keysOf(NARA)}/${live[0]!.id}`)).status).toBe(200);
    const made = await as.admin('POST', keysOf(NARA), { name: 'In its place', scopes: ['ari:write'] });
    expect(made.status).toBe(201);
    expect(await count()).toBe(PARTNER_KEYS_PER_HOTEL + 2);
  });

  it.each([
    ['no body', undefined, null],
    ['an empty name', { name: '', scopes: ['ari:write'] }, 'name'],
    ['a name of spaces', { name: '   ', scopes: ['ari:write'] }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101), scopes: ['ari:write'] }, 'name'],
    ['a NUL in the name', { name: 'PMS\u0000', scopes: ['ari:write'] }, 'name'],
    ['no scopes', { name: 'PMS', scopes: [] }, 'scopes'],
    ['a scope twice', { name: 'PMS', scopes: ['ari:write', 'ari:write'] }, 'scopes'],
    ['an unknown scope', { name: 'PMS', scopes: ['everything'] }, 'scopes[0]'],
    ['an unknown field', { name: 'PMS', scopes: ['ari:write'], hotel_id: 2 }, null],
  ])('refuses %s with a 400 and makes nothing', async (_case, body, field) => {
    const before = (await as.manager('GET', keysOf(TOKYO))).body.data.length;
    const refused = await as.manager('POST', keysOf(TOKYO), body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    if (field) expect(Object.keys(refused.body.errors[0].details.fields ?? {})).toContain(field);
    expect((await as.manager('GET', keysOf(TOKYO))).body.data.length).toBe(before);
  });

  it('answers 400 for a key id that is not a number and 404 for a key that is not the hotel’s', async () => {
    expect((await as.manager('DELETE', `${keysOf(TOKYO)}/abc`)).status).toBe(400);
    expect((await as.manager('DELETE', `${keysOf(TOKYO)}/999999`)).status).toBe(404);
    const kyotoKey = await createTestPartnerKey(t.db, { hotelId: KYOTO, scopes: ['ari:write'] });
    const refused = await as.admin('DELETE', `${keysOf(TOKYO)}/${kyotoKey.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].details.base[0].error).toBe('There is no such API key at this hotel.');
    expect((await keyRow(kyotoKey.id)).revoked_at).toBeNull();
  });

  describe('who may manage a hotel’s keys', () => {
    const ALLOWED: Caller[] = ['admin', 'manager'];
    const REFUSED: [Caller, number][] = [
      ['frontDesk', 403],
      ['otherHotelManager', 404],
      ['stranger', 404],
      ['nobody', 401],
    ];

    it.each(ALLOWED)('%s lists, makes and revokes', async (caller) => {
      expect((await as[caller]('GET', keysOf(TOKYO))).status).toBe(200);
      const made = await as[caller]('POST', keysOf(TOKYO), { name: `By ${caller}`, scopes: ['ari:write'] });
      expect(made.status).toBe(201);
      expect((await as[caller]('DELETE', `${keysOf(TOKYO)}/${made.body.data.id}`)).status).toBe(200);
    });

    it.each(REFUSED)('%s gets %i for each, and nothing changes', async (caller, status) => {
      const live = await createTestPartnerKey(t.db, { hotelId: TOKYO, scopes: ['ari:write'] });
      const count = async () =>
        rowsOf<{ n: number }>(
          await t.db.execute(sql`select count(*)::int as n from partner_api_keys where hotel_id = ${TOKYO}`),
        )[0]!.n;
      const keys = await count();
      const answers = [
        await as[caller]('GET', keysOf(TOKYO)),
        await as[caller]('POST', keysOf(TOKYO), { name: 'Not mine', scopes: ['ari:write'] }),
        await as[caller]('DELETE', `${keysOf(TOKYO)}/${live.id}`),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(status);
        expect(answer.body.errors[0]).toMatchObject({ status });
      }
      expect(await count()).toBe(keys);
      expect((await keyRow(live.id)).revoked_at).toBeNull();
    });

    it('a partner key itself may not manage keys (its scopes grant no integrations.manage)', async () => {
      const pms = await createTestPartnerKey(t.db, {
        hotelId: TOKYO,
        scopes: ['ari:write', 'reservations:read', 'reservations:write'],
      });
      const answer = await staffInject(t.app, 'GET', keysOf(TOKYO), { authorization: pms.authorization });
      // The console's routes take console sessions only: a key is no session.
      expect(answer.status).toBe(401);
    });
  });
});
