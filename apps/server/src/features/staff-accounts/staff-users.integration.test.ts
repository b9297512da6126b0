import { errorBodySchema } from '@yadori/contract/errors';
import {
  STAFF_AUDIT_PAGE_SIZE,
  staffAuditLogResponseSchema,
  staffUserResponseSchema,
  staffUsersResponseSchema,
} from '@yadori/contract/staff.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { recordAudit } from './staff-access.service.ts';
import { createTestStaff, STAFF_TEST_PASSWORD, staffInject, type TestStaff } from './staff-test-kit.ts';

const TOKYO = DEMO_HOTELS.hanamiTokyo.id;
const KYOTO = DEMO_HOTELS.hanamiKyoto.id;
/** A hotel of the other demo brand (yamabuki). */
const YAMABUKI = DEMO_HOTELS.yamabukiRyokan.id;
const NEW_PASSWORD = 'Front-Desk-Pass-2027';

describe.each(testDatabaseKinds())('staff accounts of a brand and its audit log on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let manager: TestStaff;
  let frontDesk: TestStaff;
  /** A brand admin of a brand made for this test. */
  let stranger: TestStaff;
  let strangerBrandId: number;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const [brand] = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        insert into hotel_brands (code, name, settings)
        select 'stranger-brand', 'Stranger Hotels', settings from hotel_brands where id = 1
        returning id`),
    );
    strangerBrandId = Number(brand!.id);
    admin = await createTestStaff(t.db, { role: 'brand_admin', email: `admin.${kind}@staff.example` });
    manager = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
    frontDesk = await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] });
    stranger = await createTestStaff(t.db, { role: 'brand_admin', brandId: strangerBrandId });
  });
  afterAll(() => t?.close());

  const as = (who: TestStaff | null) => ({ authorization: who?.authorization });
  const newEmail = () => `made.${kind}.${++seq}@staff.example`;
  const create = (who: TestStaff | null, body: unknown) =>
    staffInject(t.app, 'POST', '/staff/users', { ...as(who), body });
  const update = (who: TestStaff | null, userId: number, body: unknown, locale?: string) =>
    staffInject(t.app, 'PATCH', `/staff/users/${userId}`, { ...as(who), body, locale });
  const frontDeskBody = () => ({
    email: newEmail(),
    name: 'Hana Front',
    role: 'front_desk',
    locale: 'ja',
    hotel_ids: [TOKYO],
    password: NEW_PASSWORD,
  });
  const auditOf = async (entityId: number) =>
    rowsOf<{ action: string; actor: string; staff_user_id: number | null; before: unknown; after: unknown }>(
      await t.db.execute(sql`
        select action, actor, staff_user_id, before, after from staff_audit_log
        where entity_type = 'staff_user' and entity_id = ${String(entityId)} order by id`),
    );

  it('lets brand admins only manage staff and read the audit log: the matrix of the three roles', async () => {
    const calls = (userId: number) =>
      [
        ['GET', '/staff/users', undefined],
        ['POST', '/staff/users', frontDeskBody()],
        ['PATCH', `/staff/users/${userId}`, { name: 'Renamed' }],
        ['GET', '/staff/audit_log', undefined],
      ] as const;
    const target = await createTestStaff(t.db, { role: 'front_desk', hotelIds: [KYOTO] });
    for (const [method, url, body] of calls(target.id)) {
      expect((await staffInject(t.app, method, url, { body })).status, `${method} ${url} signed out`).toBe(
        401,
      );
      for (const who of [manager, frontDesk]) {
        const refused = await staffInject(t.app, method, url, { ...as(who), body });
        expect(refused.status, `${method} ${url} as ${who.role}`).toBe(403);
        expect(refused.body.errors[0].details.base[0].error).toBe(
          'Your role does not allow this. Ask a brand administrator if you need it.',
        );
      }
      const allowed = await staffInject(t.app, method, url, { ...as(admin), body });
      expect(allowed.status, `${method} ${url} as brand_admin`).toBe(method === 'POST' ? 201 : 200);
    }
    // Every role sees itself, with what its role may do.
    const abilities = async (who: TestStaff) =>
      (await staffInject(t.app, 'GET', '/staff/me', as(who))).body.data.abilities;
    expect(await abilities(admin)).toContain('staff.manage');
    expect(await abilities(manager)).toEqual(expect.arrayContaining(['rates.edit', 'hotel.configure']));
    expect(await abilities(frontDesk)).not.toContain('rates.edit');
    const managerMe = await staffInject(t.app, 'GET', '/staff/me', as(manager));
    expect(managerMe.body.data.hotels.map((hotel: { id: number }) => hotel.id)).toEqual([TOKYO]);
    const adminMe = await staffInject(t.app, 'GET', '/staff/me', as(admin));
    expect(adminMe.body.data.hotels.map((hotel: { id: number }) => hotel.id)).toEqual([1, 2, 3]);
  });

  it("keeps another brand's admin out of this brand: its list, its accounts and its audit log", async () => {
    const theirs = await staffInject(t.app, 'GET', '/staff/users', as(stranger));
    expect(theirs.status).toBe(200);
    expect(staffUsersResponseSchema.parse(theirs.body).data.map((user) => user.email)).toEqual([
      stranger.email,
    ]);
    const refused = await update(stranger, manager.id, { disabled: true });
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].details.base[0].error).toBe(
      'There is no such staff account in your brand.',
    );
    expect((await staffInject(t.app, 'GET', '/staff/me', as(manager))).status).toBe(200);
    // Its own account, named for a hotel of this brand: refused.
    const made = await create(stranger, { ...frontDeskBody(), hotel_ids: [TOKYO] });
    expect(made.status).toBe(422);
    const log = await staffInject(t.app, 'GET', '/staff/audit_log', as(stranger));
    expect(log.status).toBe(200);
    for (const entry of staffAuditLogResponseSchema.parse(log.body).data) {
      expect(entry.actor).toBe(stranger.email);
    }
    const filtered = await staffInject(t.app, 'GET', `/staff/audit_log?hotel_id=${TOKYO}`, as(stranger));
    expect(filtered.body.data).toEqual([]);
  });

  it('makes an account of the admin’s brand that can sign in, audited without its password', async () => {
    const body = frontDeskBody();
    const made = await create(admin, { ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(made.status).toBe(201);
    const user = staffUserResponseSchema.parse(made.body).data;
    expect(user).toMatchObject({
      email: body.email,
      name: 'Hana Front',
      role: 'front_desk',
      locale: 'ja',
      hotel_ids: [TOKYO],
      totp_enabled: false,
      disabled: false,
      locked_until: null,
    });
    const signedIn = await staffInject(t.app, 'POST', '/staff/sign_in', {
      body: { email: body.email, password: NEW_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.staff.hotels.map((hotel: { id: number }) => hotel.id)).toEqual([TOKYO]);
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'staff.create',
      actor: admin.email,
      staff_user_id: admin.id,
      before: null,
      after: { email: body.email, role: 'front_desk', hotel_ids: [TOKYO] },
    });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|password|Front-Desk-Pass/);

    // A brand admin is named for no hotel: it sees them all.
    const brandAdmin = await create(admin, { ...frontDeskBody(), role: 'brand_admin', hotel_ids: [KYOTO] });
    expect(brandAdmin.status).toBe(201);
    expect(brandAdmin.body.data.hotel_ids).toEqual([]);
  });

  it('refuses a taken email, a weak password, hotels of another brand and a hotel role without hotels', async () => {
    const accounts = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from staff_users`))[0]!.n;
    const before = await accounts();
    const taken = await create(admin, { ...frontDeskBody(), email: manager.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].details.fields).toHaveProperty('email');
    const weak = await create(admin, { ...frontDeskBody(), password: 'weakpassword' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].code).toBe(1300);
    const foreign = await create(admin, { ...frontDeskBody(), hotel_ids: [TOKYO, YAMABUKI] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].details.fields).toHaveProperty('hotel_ids');
    expect((await create(admin, { ...frontDeskBody(), hotel_ids: [999_999] })).status).toBe(422);
    const none = await create(admin, { ...frontDeskBody(), hotel_ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].details.base[0].error).toBe(
      'Choose at least one hotel for a hotel manager or front desk account.',
    );
    expect((await create(admin, { ...frontDeskBody(), hotel_ids: [TOKYO, TOKYO] })).status).toBe(400);
    expect(await accounts()).toBe(before);
  });

  it('changes an account’s name, role and hotels, audited before and after', async () => {
    const target = await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] });
    const changed = await update(admin, target.id, {
      name: 'Ren Manager',
      role: 'hotel_manager',
      hotel_ids: [KYOTO, TOKYO],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Ren Manager',
      role: 'hotel_manager',
      hotel_ids: [TOKYO, KYOTO],
    });
    const me = await staffInject(t.app, 'GET', '/staff/me', as(target));
    expect(me.body.data.abilities).toContain('rates.edit');
    expect(me.body.data.hotels.map((hotel: { id: number }) => hotel.id)).toEqual([TOKYO, KYOTO]);
    // Nothing changed: nothing audited.
    expect((await update(admin, target.id, { name: 'Ren Manager' })).status).toBe(200);
    const foreign = await update(admin, target.id, { hotel_ids: [YAMABUKI] }, 'zh_Hant');
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].details.base[0].error).toBe('請只選擇您自己品牌的飯店。');
    expect((await update(admin, target.id, { hotel_ids: [] })).status).toBe(422);
    expect((await update(admin, 999_999, { name: 'Nobody' })).status).toBe(404);
    const audit = await auditOf(target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'staff.update',
      actor: admin.email,
      before: { name: 'Test Staff', role: 'front_desk', hotel_ids: [TOKYO] },
      after: { name: 'Ren Manager', role: 'hotel_manager', hotel_ids: [TOKYO, KYOTO] },
    });
  });

  it('disables an account, which ends its sessions and its sign-ins, and enables it again', async () => {
    const target = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [KYOTO] });
    const signIn = () =>
      staffInject(t.app, 'POST', '/staff/sign_in', {
        body: { email: target.email, password: STAFF_TEST_PASSWORD },
      });
    const session = `Bearer ${(await signIn()).body.data.token}`;
    const disabled = await update(admin, target.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabled).toBe(true);
    for (const authorization of [session, target.authorization]) {
      expect((await staffInject(t.app, 'GET', '/staff/me', { authorization })).status).toBe(401);
    }
    const revoked = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from staff_sessions
        where staff_user_id = ${target.id} and revoked_at is null`),
    );
    expect(revoked[0]!.n).toBe(0);
    expect((await signIn()).status).toBe(401);
    const enabled = await update(admin, target.id, { disabled: false });
    expect(enabled.body.data.disabled).toBe(false);
    expect((await signIn()).status).toBe(200);
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual([
      'staff.disable',
      'staff.enable',
    ]);
  });

  it('does not let an admin disable or demote themself', async () => {
    const self = await createTestStaff(t.db, { role: 'brand_admin' });
    const disable = await update(self, self.id, { disabled: true }, 'ja');
    expect(disable.status).toBe(422);
    expect(disable.body.errors[0].details.base[0].error).toBe(
      'ご自身のアカウントを無効にしたり、ご自身の役割を変更したりすることはできません。',
    );
    expect((await update(self, self.id, { role: 'hotel_manager', hotel_ids: [TOKYO] })).status).toBe(422);
    expect((await update(self, self.id, { name: 'Still Admin', role: 'brand_admin' })).status).toBe(200);
    expect((await staffInject(t.app, 'GET', '/staff/me', as(self))).body.data.role).toBe('brand_admin');
    // Another admin of the brand may.
    expect((await update(admin, self.id, { disabled: true })).status).toBe(200);
  });

  it('reads the audit log newest first, 50 a page, by hotel and by kind of entity', async () => {
    const [brand] = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        insert into hotel_brands (code, name, settings)
        select 'audit-brand', 'Audit Hotels', settings from hotel_brands where id = 1 returning id`),
    );
    const brandId = Number(brand!.id);
    const reader = await createTestStaff(t.db, { role: 'brand_admin', brandId });
    const base = Date.parse('2026-05-01T00:00:00Z');
    for (let i = 0; i < 60; i++) {
      await recordAudit(
        t.db,
        {
          principal: { id: reader.id, email: reader.email },
          brandId,
          hotelId: i % 3 === 0 ? TOKYO : null,
          action: i % 2 === 0 ? 'rates.bulk_edit' : 'reservation.no_show',
          entityType: i % 2 === 0 ? 'rates' : 'reservation',
          entityId: i,
          after: { i },
        },
        new Date(base + i * 60_000),
      );
    }
    const page = async (query: string) => {
      const response = await staffInject(t.app, 'GET', `/staff/audit_log${query}`, as(reader));
      expect(response.status, query).toBe(200);
      return staffAuditLogResponseSchema.parse(response.body);
    };
    const first = await page('');
    expect(first).toMatchObject({
      page: 1,
      per_page: STAFF_AUDIT_PAGE_SIZE,
      total_entries: 60,
      total_pages: 2,
    });
    expect(first.data).toHaveLength(50);
    expect(first.data[0]).toMatchObject({ entity_id: '59', actor: reader.email, after: { i: 59 } });
    expect(first.data[0]!.created_at).toBe(new Date(base + 59 * 60_000).toISOString());
    const second = await page('?page=2');
    expect(second.data.map((entry) => entry.entity_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(9 - i)),
    );
    const tokyo = await page(`?hotel_id=${TOKYO}`);
    expect(tokyo.total_entries).toBe(20);
    expect(tokyo.data.every((entry) => entry.hotel_id === TOKYO)).toBe(true);
    const reservations = await page(`?entity_type=reservation&hotel_id=${TOKYO}`);
    expect(reservations.total_entries).toBe(10);
    expect(reservations.data.every((entry) => entry.action === 'reservation.no_show')).toBe(true);
    expect((await page('?page=3')).data).toEqual([]);
    for (const bad of ['?page=0', '?page=x', '?hotel_id=-1', '?entity_type=Rates!', '?page=1&page=2']) {
      const response = await staffInject(t.app, 'GET', `/staff/audit_log${bad}`, as(reader));
      expect(response.status, bad).toBe(400);
      expect(errorBodySchema.safeParse(response.body).success).toBe(true);
    }
  });

  it('answers malformed account bodies and ids with 4xx in the error format, never 500', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      {},
      { ...frontDeskBody(), role: 'owner' },
      { ...frontDeskBody(), hotel_ids: 'all' },
      { ...frontDeskBody(), hotel_ids: [1.5] },
      { ...frontDeskBody(), hotel_ids: [3_000_000_000] },
      { ...frontDeskBody(), name: 'x'.repeat(101) },
      { ...frontDeskBody(), name: 'a\u0000b' },
      { ...frontDeskBody(), email: 'not an email' },
      { ...frontDeskBody(), locale: 'fr' },
      { ...frontDeskBody(), hotel_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) {
      const response = await create(admin, body);
      const where = JSON.stringify(body)?.slice(0, 50);
      // 415 for a body that is not JSON, 400 for JSON that is not an account.
      expect(response.status, where).toBe(typeof body === 'string' ? 415 : 400);
      expect(errorBodySchema.safeParse(response.body).success, where).toBe(true);
    }
    for (const body of [{ disabled: 'yes' }, { role: 1 }, { hotel_ids: null }, { name: '' }]) {
      expect((await update(admin, manager.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const response = await staffInject(t.app, 'PATCH', `/staff/users/${id}`, { ...as(admin), body: {} });
      expect(response.status, id).toBeGreaterThanOrEqual(400);
      expect(response.status, id).toBeLessThan(500);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/staff/users',
      headers: { 'content-type': 'application/json', authorization: admin.authorization },
      payload: JSON.stringify({ ...frontDeskBody(), name: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});
