import { WEBHOOK_ENDPOINTS_PER_HOTEL } from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asStaff, type Json } from '../staff-property/staff-property-test-kit.ts';
import { deliveriesOfEvent, testEvent, testReservation } from './webhook-test-kit.ts';

// The console's webhook endpoints: who may do what (brand admins and hotel managers; front desk 403;
// another hotel or brand 404; no session 401), the secret shown once and never audited, the limit,
// the addresses refused when saved, and the 503 of a server without STAFF_SECRET.
const STAFF_SECRET = 'staff-secret-for-webhook-tests-0123456789';
const TOKYO = 1;
const KYOTO = 2;
const PUBLIC_URL = 'https://93.184.216.34/hooks/yadori';

type Caller = 'admin' | 'manager' | 'frontDesk' | 'otherHotel' | 'stranger' | 'nobody';

const body = (overrides: object = {}) => ({
  url: PUBLIC_URL,
  description: 'Channel manager',
  event_types: ['reservation.created', 'reservation.cancelled'],
  ...overrides,
});

const fieldsOf = (answer: { body: Json }): string[] =>
  Object.keys(answer.body.errors[0].details.fields ?? {});

describe.each(testDatabaseKinds())('console webhooks (%s)', (kind) => {
  let t: TestApp;
  let as: Record<Caller, ReturnType<typeof asStaff>>;
  const base = `/staff/hotels/${TOKYO}/webhooks`;

  beforeAll(async () => {
    // Private addresses refused, as by default.
    t = await createTestApp({
      database: kind,
      config: {
        staffSecret: STAFF_SECRET,
        webhooks: { allowPrivateUrls: false, pollIntervalMs: 2000, maxAttempts: 12 },
      },
    });
    const { db } = t;
    as = {
      admin: asStaff(t.app, await createTestStaff(db, { role: 'brand_admin' })),
      manager: asStaff(t.app, await createTestStaff(db, { role: 'hotel_manager', hotelIds: [TOKYO] })),
      frontDesk: asStaff(t.app, await createTestStaff(db, { role: 'front_desk', hotelIds: [TOKYO] })),
      otherHotel: asStaff(t.app, await createTestStaff(db, { role: 'hotel_manager', hotelIds: [KYOTO] })),
      stranger: asStaff(t.app, await createTestStaff(db, { role: 'brand_admin', brandId: 2 })),
      nobody: asStaff(t.app, null),
    };
  }, 180_000);
  afterAll(() => t?.close());

  async function statuses(call: (caller: Caller) => Promise<{ status: number }>) {
    const out: Partial<Record<Caller, number>> = {};
    for (const caller of Object.keys(as) as Caller[]) out[caller] = (await call(caller)).status;
    return out;
  }

  async function clearEndpoints() {
    await t.db.execute(sql`delete from webhook_endpoints where hotel_id = ${TOKYO}`);
  }

  it('lets brand admins and hotel managers manage endpoints; front desk 403; other hotels and brands 404', async () => {
    await clearEndpoints();
    const ids: Partial<Record<Caller, number>> = {};
    const created = await statuses(async (caller) => {
      const answer = await as[caller]('POST', base, body({ description: `by ${caller}` }));
      if (answer.status === 201) ids[caller] = answer.body.data.id;
      return answer;
    });
    const allowed = { admin: 201, manager: 201, frontDesk: 403, otherHotel: 404, stranger: 404, nobody: 401 };
    expect(created).toEqual(allowed);
    const ok = { ...allowed, admin: 200, manager: 200 };
    expect(await statuses((caller) => as[caller]('GET', base))).toEqual(ok);

    const one = `${base}/${ids.manager}`;
    expect(
      await statuses((caller) => as[caller]('PATCH', one, { description: `edited by ${caller}` })),
    ).toEqual(ok);
    expect(await statuses((caller) => as[caller]('GET', `${one}/deliveries`))).toEqual(ok);
    expect(await statuses((caller) => as[caller]('POST', `${one}/rotate_secret`))).toEqual(ok);

    const stay = await testReservation(t.db);
    const eventId = await testEvent(t.db, stay, 'reservation.created', new Date());
    const deliveryId = (await deliveriesOfEvent(t.db, eventId)).find(
      (d) => d.endpoint_id === ids.manager,
    )!.id;
    await t.db.execute(sql`update webhook_deliveries set status = 'dead' where id = ${deliveryId}`);
    const retry = `${one}/deliveries/${deliveryId}/retry`;
    expect(await statuses((caller) => as[caller]('POST', retry))).toEqual({
      ...ok,
      // Retried by the admin first: no longer dead when the manager asks.
      manager: 409,
    });

    // A Kyoto manager cannot reach Tokyo's endpoint even by its id, nor Tokyo's manager Kyoto's list.
    expect((await as.otherHotel('DELETE', one)).status).toBe(404);
    expect((await as.manager('GET', `/staff/hotels/${KYOTO}/webhooks`)).status).toBe(404);
    // An endpoint of another hotel under this hotel's path is not found.
    const kyoto = await as.admin('POST', `/staff/hotels/${KYOTO}/webhooks`, body());
    expect((await as.admin('GET', `${base}/${kyoto.body.data.id}/deliveries`)).status).toBe(404);
    expect((await as.admin('DELETE', `${base}/${kyoto.body.data.id}`)).status).toBe(404);

    expect(await statuses((caller) => as[caller]('DELETE', `${base}/${ids.admin}`))).toEqual({
      ...ok,
      // Deleted by the admin first.
      manager: 404,
    });
    expect((await as.manager('DELETE', one)).status).toBe(200);
    expect((await as.manager('GET', base)).body.data).toEqual([]);
  });

  it('shows the secret once, never in a list or the audit log, and audits each change', async () => {
    await clearEndpoints();
    const created = await as.manager('POST', base, body({ url: 'HTTPS://93.184.216.34/Hooks?x=1' }));
    expect(created.status).toBe(201);
    const endpoint = created.body.data;
    expect(endpoint).toMatchObject({
      hotel_id: TOKYO,
      url: 'https://93.184.216.34/Hooks?x=1',
      description: 'Channel manager',
      event_types: ['reservation.created', 'reservation.cancelled'],
      active: true,
      pending_deliveries: 0,
      dead_deliveries: 0,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await as.manager('GET', base);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');

    const patched = await as.manager('PATCH', `${base}/${endpoint.id}`, {
      event_types: ['reservation.paid', 'reservation.created'],
      active: false,
    });
    expect(patched.body.data).toMatchObject({
      event_types: ['reservation.created', 'reservation.paid'],
      active: false,
    });
    const rotated = await as.manager('POST', `${base}/${endpoint.id}/rotate_secret`);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(endpoint.secret);
    expect((await as.manager('DELETE', `${base}/${endpoint.id}`)).status).toBe(200);

    const audit = rowsOf<{ action: string; before: Json; after: Json }>(
      await t.db.execute(sql`select action, before, after from staff_audit_log
        where entity_type = 'webhook_endpoint' and entity_id = ${String(endpoint.id)} order by id`),
    );
    expect(audit.map((row) => row.action)).toEqual([
      'webhook_endpoint.create',
      'webhook_endpoint.update',
      'webhook_endpoint.rotate_secret',
      'webhook_endpoint.delete',
    ]);
    expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(JSON.stringify(audit)).not.toContain('whsec_');
    expect(JSON.stringify(audit)).not.toContain(rotated.body.data.secret.slice(6));
  });

  it(`refuses the ${WEBHOOK_ENDPOINTS_PER_HOTEL + 1}th endpoint of a hotel`, async () => {
    await clearEndpoints();
    for (let i = 0; i < WEBHOOK_ENDPOINTS_PER_HOTEL; i++) {
      expect((await as.admin('POST', base, body({ description: `#${i}` }))).status).toBe(201);
    }
    const refused = await as.admin('POST', base, body());
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].details.base[0].error).toContain(String(WEBHOOK_ENDPOINTS_PER_HOTEL));
    await clearEndpoints();
  });

  it('refuses, when saved, addresses that lead to loopback, private or link-local networks', async () => {
    await clearEndpoints();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost:8080/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0x7f.1/hook',
      'http://0.0.0.0/hook',
    ]) {
      const refused = await as.manager('POST', base, body({ url }));
      expect(refused.status, url).toBe(422);
      expect(fieldsOf(refused), url).toEqual(['url']);
      expect(refused.body.errors[0].details.reason, url).toBe('private_address');
    }
    const saved = await as.manager('POST', base, body());
    expect(saved.status).toBe(201);
    const moved = await as.manager('PATCH', `${base}/${saved.body.data.id}`, { url: 'http://127.0.0.1/x' });
    expect(moved.status).toBe(422);
    expect((await as.manager('GET', base)).body.data[0].url).toBe(PUBLIC_URL);
    await clearEndpoints();
  });

  it('refuses malformed bodies with 400', async () => {
    for (const bad of [
      body({ url: 'ftp://example.com/x' }),
      body({ url: `https://example.com/${'x'.repeat(2000)}` }),
      body({ event_types: [] }),
      body({ event_types: ['reservation.deleted'] }),
      body({ event_types: ['reservation.created', 'reservation.created'] }),
      body({ secret: 'whsec_mine' }),
    ]) {
      expect((await as.manager('POST', base, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await as.manager('PATCH', `${base}/1`, {})).status).toBe(400);
    expect((await as.manager('GET', `${base}/1/deliveries?status=lost`)).status).toBe(400);
  });

  it('answers 503 naming STAFF_SECRET when the server has none', async () => {
    const bare = await createTestApp({
      database: kind,
      config: { webhooks: { allowPrivateUrls: false, pollIntervalMs: 2000, maxAttempts: 12 } },
    });
    try {
      const admin = asStaff(bare.app, await createTestStaff(bare.db, { role: 'brand_admin' }));
      const refused = await admin('POST', base, body());
      expect(refused.status).toBe(503);
      expect(refused.body.errors[0].details.base[0].error).toContain('STAFF_SECRET');
      expect((await admin('GET', base)).body.data).toEqual([]);
    } finally {
      await bare.close();
    }
  }, 180_000);
});
