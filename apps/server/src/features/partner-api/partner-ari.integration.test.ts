import { PARTNER_ARI_MAX_UPDATES } from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';
import { offersOf, roomsParam, tokyoDay } from '../search/search-test-kit.ts';
import { createTestStaff, type TestStaff } from '../staff-accounts/staff-test-kit.ts';
import {
  gridOf,
  type HotelIds,
  hotelIds,
  inventoryRows,
  KYOTO,
  quietDay,
  rateAudits,
  TOKYO,
} from '../staff-rates/staff-rates-test-kit.ts';
import { PARTNER_API_TEXTS } from './partner-api.texts.ts';
import { ariAudits, ariPush, type Json, keptKeys, keyPrefix, partnerInject } from './partner-api-test-kit.ts';

// The ARI push (decision 059): a year of a hotel in one request, all or nothing, idempotent.

const NIGHTS = 365;

describe.each(testDatabaseKinds())('the partner API’s ARI push (%s)', (kind) => {
  let t: TestApp;
  let ids: HotelIds;
  let pms: TestPartnerKey;
  let manager: TestStaff;
  let session: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    ids = await hotelIds(t.db, TOKYO);
    pms = await createTestPartnerKey(t.db, { hotelId: TOKYO, scopes: ['ari:write'] });
    manager = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
    session = await issueClientSession(t.app);
  }, 180_000);
  afterAll(async () => t?.close());

  /** The guest's offers for a stay at Hanami Tokyo, through /book like the widget. */
  async function offers(checkin: string, nights: number, adults = 2): Promise<Json[]> {
    const url = `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, nights)}&rooms=${roomsParam([{ adults }])}`;
    const response = await t.app.inject({ url, headers: { 'client-session': session } });
    expect(response.statusCode, response.body).toBe(200);
    return offersOf(response.json());
  }

  const hotelRows = async () => {
    const types = rowsOf<{ id: number; capacity: number }>(
      await t.db.execute(sql`select id, capacity from room_types where hotel_id = ${TOKYO} order by id`),
    );
    const plans = rowsOf<{ id: number; room_type_id: number }>(
      await t.db.execute(
        sql`select id, room_type_id from room_plans where hotel_id = ${TOKYO} order by room_type_id, id`,
      ),
    );
    return { types, plans };
  };

  it('pushes a year of every room type and room plan of the hotel in one request; the grid and the search show it at once, audited once as the key', async () => {
    const from = tokyoDay(1);
    const to = addDays(from, NIGHTS - 1);
    const { types, plans } = await hotelRows();
    const capacity = new Map(types.map((type) => [Number(type.id), Number(type.capacity)]));
    // Each room plan's price for each adult count: a number this test can tell apart.
    const priceOf = (planId: number, adults: number) => 10_000 + planId * 100 + adults;
    const updates = [
      ...types.map((type, i) => ({ room_type_id: Number(type.id), from, to, allotment: 11 + i })),
      ...plans.map((plan) => ({
        room_type_id: Number(plan.room_type_id),
        room_plan_id: Number(plan.id),
        from,
        to,
        prices: Object.fromEntries(
          Array.from({ length: capacity.get(Number(plan.room_type_id))! }, (_, i) => [
            String(i + 1),
            priceOf(Number(plan.id), i + 1),
          ]),
        ),
      })),
    ];
    expect(types.length).toBe(6);
    expect(updates.length).toBeLessThanOrEqual(PARTNER_ARI_MAX_UPDATES);
    const friday = quietDay(5, 30);
    // Asked before the push: the search keeps its answer (decision 051), and must still see the push.
    await offers(friday, 1);
    const staffAuditsBefore = (await rateAudits(t.db, TOKYO)).length;

    const answer = await ariPush(t.app, pms.authorization, TOKYO, { updates, below_sold: 'clamp' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.data.updates).toHaveLength(updates.length);
    for (const result of answer.body.data.updates) expect(result).toMatchObject({ from, to, nights: NIGHTS });

    // Every night of every room type, as pushed (raised to what is sold where more is sold).
    for (const [i, type] of types.entries()) {
      const rows = await inventoryRows(t.db, Number(type.id), from, to);
      expect(rows.size).toBe(NIGHTS);
      for (const row of rows.values()) expect(row.allotment).toBe(Math.max(11 + i, row.sold));
    }
    const [priced] = rowsOf<{ n: number; wrong: number }>(
      await t.db.execute(sql`select count(*)::int as n,
          count(*) filter (where r.price <> 10000 + r.room_plan_id * 100 + r.adults)::int as wrong
        from room_plan_rates r join room_plans p on p.id = r.room_plan_id
        where p.hotel_id = ${TOKYO} and r.stay_date between ${from}::date and ${to}::date`),
    );
    const expectedRates = plans.reduce((sum, plan) => sum + capacity.get(Number(plan.room_type_id))!, 0);
    expect(priced).toEqual({ n: expectedRates * NIGHTS, wrong: 0 });

    // The grid, at the start, the middle and the end of the year.
    for (const start of [from, addDays(from, 180), addDays(to, -6)]) {
      const grid = await gridOf(t.app, manager.authorization, TOKYO, start, addDays(start, 6));
      expect(grid.status).toBe(200);
      for (const [i, type] of grid.body.data.room_types.entries()) {
        for (const night of type.nights) expect(night.allotment).toBe(Math.max(11 + i, night.sold));
        for (const plan of type.plans) expect(plan.nights[3].prices['1']).toBe(priceOf(plan.room_plan_id, 1));
      }
    }

    // The guest's search, at once: the pushed price and the rooms left.
    const dbl = ids.roomPlan('STD-DBL-ROOM-ONLY');
    const offer = (await offers(friday, 1)).find((o) => o.room_plan_code === 'STD-DBL-ROOM-ONLY');
    expect(offer?.nightly_prices.map((n: Json) => n.price)).toEqual([priceOf(dbl.id, 2)]);
    const sold = (await inventoryRows(t.db, dbl.roomTypeId, friday, friday)).get(friday)!.sold;
    const dblIndex = types.findIndex((type) => Number(type.id) === dbl.roomTypeId);
    expect(offer?.room.room_count).toBe(Math.max(11 + dblIndex, sold) - sold);

    // One audit entry for the push, as the key (no staff account), and none of the console's.
    const [audit] = await ariAudits(t.db, TOKYO);
    expect(audit).toMatchObject({
      actor: `api_key:${await keyPrefix(t.db, pms.id)}`,
      staff_user_id: null,
      entity_id: String(TOKYO),
      after: { below_sold: 'clamp' },
    });
    expect(audit!.after.updates).toHaveLength(updates.length);
    expect(audit!.after.updates[0]).toMatchObject({ ...updates[0], nights: NIGHTS });
    expect(await rateAudits(t.db, TOKYO)).toHaveLength(staffAuditsBefore);
  }, 180_000);

  it('replays a retry with the same key and body (same status and body, nothing written again); another body under the key is 422; no key or a malformed one is 400', async () => {
    const night = tokyoDay(40);
    const std = ids.roomType('STD-TWN');
    const body = { updates: [{ room_type_id: std, from: night, to: night, allotment: 9 }] };
    const key = `retry-${kind}-1`;
    const auditsBefore = (await ariAudits(t.db, TOKYO)).length;
    const keysBefore = await keptKeys(t.db, pms.id);

    const first = await ariPush(t.app, pms.authorization, TOKYO, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Changed since: a replay that wrote again would set it back to 9.
    await t.db.execute(
      sql`update room_inventory set allotment = 8 where room_type_id = ${std} and stay_date = ${night}::date`,
    );
    // The same body, its fields in another order and the default written out, is the same request.
    const again = await ariPush(
      t.app,
      pms.authorization,
      TOKYO,
      { below_sold: 'refuse', updates: [{ allotment: 9, to: night, from: night, room_type_id: std }] },
      key,
    );
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect((await inventoryRows(t.db, std, night, night)).get(night)?.allotment).toBe(8);
    expect(await ariAudits(t.db, TOKYO)).toHaveLength(auditsBefore + 1);
    expect(await keptKeys(t.db, pms.id)).toBe(keysBefore + 1);

    const other = await ariPush(
      t.app,
      pms.authorization,
      TOKYO,
      { updates: [{ room_type_id: std, from: night, to: night, allotment: 7 }] },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toMatchObject({
      status: 422,
      details: { reason: 'idempotency_key_reused', fields: { 'idempotency-key': [expect.any(String)] } },
    });
    const inJapanese = await partnerInject(t.app, 'POST', `/api/v1/hotels/${TOKYO}/ari`, {
      authorization: pms.authorization,
      idempotencyKey: key,
      headers: { 'tripla-locale': 'ja' },
      body: { updates: [{ room_type_id: std, from: night, to: night, allotment: 7 }] },
    });
    expect(inJapanese.body.errors[0].details.base).toEqual([
      { error: PARTNER_API_TEXTS.ja.idempotencyKeyReused },
    ]);
    // Another hotel's key may use the same key text: keys are kept per API key.
    const kyotoKey = await createTestPartnerKey(t.db, { hotelId: KYOTO, scopes: ['ari:write'] });
    const kyotoType = (await hotelIds(t.db, KYOTO)).roomType('MODERN-TWN');
    const kyoto = await ariPush(
      t.app,
      kyotoKey.authorization,
      KYOTO,
      { updates: [{ room_type_id: kyotoType, from: night, to: night, allotment: 7 }] },
      key,
    );
    expect(kyoto.status, JSON.stringify(kyoto.body)).toBe(200);
    expect((await inventoryRows(t.db, std, night, night)).get(night)?.allotment).toBe(8);

    for (const header of [null, '', ' ', 'a'.repeat(256), 'naïve-key', 'two words']) {
      const refused = await ariPush(t.app, pms.authorization, TOKYO, body, header);
      expect(refused.status, String(header)).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ status: 400, code: 1000 });
      expect(Object.keys(refused.body.errors[0].details.fields ?? {})).toEqual(['idempotency-key']);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    expect(await ariAudits(t.db, TOKYO)).toHaveLength(auditsBefore + 1);
  });

  it('is all or nothing: a bad 5th update refuses the push, names it, and leaves the first 4 unwritten; the key stays free', async () => {
    const from = tokyoDay(60);
    const to = addDays(from, 13);
    const codes = ['STD-DBL', 'STD-TWN', 'DLX-TWN', 'FAMILY'];
    const before = await Promise.all(codes.map((code) => inventoryRows(t.db, ids.roomType(code), from, to)));
    const good = codes.map((code, i) => ({ room_type_id: ids.roomType(code), from, to, allotment: 30 + i }));
    const kyotoType = (await hotelIds(t.db, KYOTO)).roomType('MODERN-TWN');
    const key = `all-or-nothing-${kind}`;
    const auditsBefore = (await ariAudits(t.db, TOKYO)).length;

    const dblPlan = ids.roomPlan('STD-DBL-ROOM-ONLY');
    const onDblPlan = { room_type_id: dblPlan.roomTypeId, room_plan_id: dblPlan.id, from, to };
    const refusals: [string, Json, number, string][] = [
      ['another hotel’s room type', { room_type_id: kyotoType, from, to, allotment: 1 }, 422, 'room_type_id'],
      [
        'a room plan of another room type',
        { ...onDblPlan, room_type_id: ids.roomType('SUITE'), prices: { '1': 100 } },
        422,
        'room_plan_id',
      ],
      ['more adults than the room takes', { ...onDblPlan, prices: { '3': 100 } }, 422, 'prices'],
    ];
    for (const [name, fifth, status, field] of refusals) {
      const answer = await ariPush(t.app, pms.authorization, TOKYO, { updates: [...good, fifth] }, key);
      expect(answer.status, name).toBe(status);
      expect(answer.body.errors[0].details, name).toMatchObject({ update: 4 });
      expect(Object.keys(answer.body.errors[0].details.fields), name).toEqual([`updates[4].${field}`]);
    }
    const after = await Promise.all(codes.map((code) => inventoryRows(t.db, ids.roomType(code), from, to)));
    expect(after).toEqual(before);
    expect(await ariAudits(t.db, TOKYO)).toHaveLength(auditsBefore);

    // Refused pushes kept no key: the same key with the push fixed is applied.
    const fixed = await ariPush(t.app, pms.authorization, TOKYO, { updates: good }, key);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const written = await inventoryRows(t.db, ids.roomType('FAMILY'), from, to);
    for (const row of written.values()) expect(row.allotment).toBe(Math.max(33, row.sold));
  });

  it('refuses an allotment below the rooms sold (409 naming the nights and the update, nothing written) unless below_sold is clamp', async () => {
    const night = quietDay(3, 70);
    const twin = ids.roomType('DLX-TWN');
    const dbl = ids.roomType('STD-DBL');
    await t.db.execute(sql`update room_inventory set allotment = 6, sold = 4
      where room_type_id = ${twin} and stay_date = ${night}::date`);
    const before = await inventoryRows(t.db, dbl, night, night);
    const body = {
      updates: [
        { room_type_id: dbl, from: night, to: night, allotment: 12 },
        { room_type_id: twin, from: night, to: night, allotment: 2 },
      ],
    };
    const refused = await ariPush(t.app, pms.authorization, TOKYO, body);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].details).toMatchObject({
      reason: 'below_sold',
      nights: [night],
      update: 1,
    });
    expect(await inventoryRows(t.db, dbl, night, night)).toEqual(before);
    expect((await inventoryRows(t.db, twin, night, night)).get(night)).toMatchObject({
      allotment: 6,
      sold: 4,
    });

    const clamped = await ariPush(t.app, pms.authorization, TOKYO, { ...body, below_sold: 'clamp' });
    expect(clamped.status, JSON.stringify(clamped.body)).toBe(200);
    expect(clamped.body.data.updates.map((u: Json) => u.clamped_nights)).toEqual([[], [night]]);
    expect((await inventoryRows(t.db, twin, night, night)).get(night)).toMatchObject({
      allotment: 4,
      sold: 4,
    });
    expect((await inventoryRows(t.db, dbl, night, night)).get(night)?.allotment).toBe(12);
  });

  it('applies two requests with the same key at once only once, and both answer alike', async () => {
    const night = tokyoDay(90);
    const suite = ids.roomType('SUITE');
    const body = { updates: [{ room_type_id: suite, from: night, to: addDays(night, 30), allotment: 3 }] };
    const key = `concurrent-${kind}`;
    const auditsBefore = (await ariAudits(t.db, TOKYO)).length;
    const keysBefore = await keptKeys(t.db, pms.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ariPush(t.app, pms.authorization, TOKYO, body, key)),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(await ariAudits(t.db, TOKYO)).toHaveLength(auditsBefore + 1);
    expect(await keptKeys(t.db, pms.id)).toBe(keysBefore + 1);
  });
  it('keeps a key’s answer for a day, after which the cleanup job deletes it', async () => {
    const night = tokyoDay(120);
    const body = { updates: [{ room_type_id: ids.roomType('SUITE'), from: night, to: night, allotment: 2 }] };
    const key = `cleanup-${kind}`;
    expect((await ariPush(t.app, pms.authorization, TOKYO, body, key)).status).toBe(200);
    const kept = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from partner_idempotency_keys
          where api_key_id = ${pms.id} and created_at > now() - interval '1 hour'`),
      )[0]!.n;
    expect(Number(await kept())).toBeGreaterThan(0);
    await t.app.runDueJobs(new Date(Date.now() + 12 * 3_600_000));
    expect(Number(await kept())).toBeGreaterThan(0);
    await t.app.runDueJobs(new Date(Date.now() + 26 * 3_600_000));
    expect(Number(await kept())).toBe(0);
    // Gone from the table, the key is new again: the same body is applied afresh.
    expect((await ariPush(t.app, pms.authorization, TOKYO, body, key)).status).toBe(200);
  });
});
