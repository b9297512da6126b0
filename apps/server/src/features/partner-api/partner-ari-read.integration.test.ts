import { STAFF_GRID_MAX_DAYS } from '@yadori/contract/staff.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/hotel-time.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';
import { createTestStaff, type TestStaff } from '../staff-accounts/staff-test-kit.ts';
import { gridOf, hotelIds, quietDay, TOKYO } from '../staff-rates/staff-rates-test-kit.ts';
import { ariPush, type Json, type PartnerAnswer, partnerInject } from './partner-api-test-kit.ts';

// The ARI read (decision 059): a PMS learns the ids a push names from the console's grid, and reads
// back what is set.

describe.each(testDatabaseKinds())('the partner API’s ARI read (%s)', (kind) => {
  let t: TestApp;
  let pms: TestPartnerKey;
  let manager: TestStaff;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    pms = await createTestPartnerKey(t.db, { hotelId: TOKYO, scopes: ['ari:write'] });
    manager = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
  }, 180_000);
  afterAll(async () => t?.close());

  /** `GET /api/v1/hotels/{TOKYO}/ari?from&to` with the PMS's key. */
  const readAri = (from: string, to: string): Promise<PartnerAnswer> =>
    partnerInject(t.app, 'GET', `/api/v1/hotels/${TOKYO}/ari?from=${from}&to=${to}`, {
      authorization: pms.authorization,
    });

  it('answers the console’s grid: the hotel’s room types and room plans with the ids a push names', async () => {
    const from = quietDay(2, 40);
    const to = addDays(from, 6);
    const read = await readAri(from, to);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const grid = await gridOf(t.app, manager.authorization, TOKYO, from, to);
    expect(grid.status).toBe(200);
    expect(read.body).toEqual(grid.body);

    const ids = await hotelIds(t.db, TOKYO);
    const types: Json[] = read.body.data.room_types;
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      expect(type.id, type.code).toBe(ids.roomType(type.code));
      expect(type.nights.map((n: Json) => n.date)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(from, i)),
      );
      for (const plan of type.plans) expect(plan.room_plan_id, plan.code).toBe(ids.roomPlan(plan.code).id);
    }
  });

  it('reads back a push made with the ids it gave: the allotment, the prices and the minimum stay, on those nights only', async () => {
    const from = quietDay(3, 50);
    const to = addDays(from, 6);
    const pushed = [addDays(from, 2), addDays(from, 3)];
    const before = await readAri(from, to);
    expect(before.status).toBe(200);
    const type = before.body.data.room_types.find((rt: Json) => rt.code === 'STD-DBL');
    const plan = type.plans.find((p: Json) => p.code === 'STD-DBL-ROOM-ONLY');
    const sold = Math.max(...type.nights.map((n: Json) => n.sold));
    const allotment = sold + 17;
    const prices = { '1': 12_345, '2': 23_456 };

    const push = await ariPush(t.app, pms.authorization, TOKYO, {
      updates: [
        { room_type_id: type.id, from: pushed[0], to: pushed[1], allotment },
        {
          room_type_id: type.id,
          room_plan_id: plan.room_plan_id,
          from: pushed[0],
          to: pushed[1],
          prices,
          min_nights: 2,
        },
      ],
    });
    expect(push.status, JSON.stringify(push.body)).toBe(200);

    const after = await readAri(from, to);
    expect(after.status).toBe(200);
    const typeAfter = after.body.data.room_types.find((rt: Json) => rt.id === type.id);
    const planAfter = typeAfter.plans.find((p: Json) => p.room_plan_id === plan.room_plan_id);
    for (const [i, night] of typeAfter.nights.entries()) {
      if (pushed.includes(night.date)) expect(night, night.date).toMatchObject({ allotment });
      else expect(night, night.date).toEqual(type.nights[i]);
    }
    for (const [i, night] of planAfter.nights.entries()) {
      if (pushed.includes(night.date))
        expect(night, night.date).toMatchObject({
          prices: { ...plan.nights[i].prices, ...prices },
          min_nights: 2,
        });
      else expect(night, night.date).toEqual(plan.nights[i]);
    }
    // Everything else reads as before, but for the minimum stay: it is the hotel plan's, so each room
    // plan of that hotel plan reads it on the pushed nights.
    const rest = (data: Json, withPushedMinStay: boolean) =>
      data.room_types.map((rt: Json) => ({
        nights: rt.id === type.id ? null : rt.nights,
        plans: rt.plans
          .filter((p: Json) => p.room_plan_id !== plan.room_plan_id)
          .map((p: Json) => ({
            id: p.room_plan_id,
            nights: p.nights.map((n: Json) =>
              withPushedMinStay && p.hotel_plan_id === plan.hotel_plan_id && pushed.includes(n.date)
                ? { ...n, min_nights: 2 }
                : n,
            ),
          })),
      }));
    expect(rest(after.body.data, false)).toEqual(rest(before.body.data, true));
  });

  it(`reads at most ${STAFF_GRID_MAX_DAYS} nights, as the console’s grid does: more answers 422`, async () => {
    const from = quietDay(1, 10);
    const longest = await readAri(from, addDays(from, STAFF_GRID_MAX_DAYS - 1));
    expect(longest.status).toBe(200);
    for (const type of longest.body.data.room_types) expect(type.nights).toHaveLength(STAFF_GRID_MAX_DAYS);
    const tooLong = await readAri(from, addDays(from, STAFF_GRID_MAX_DAYS));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors[0]).toMatchObject({
      status: 422,
      details: { reason: 'too_many_nights', fields: { to: [expect.any(String)] } },
    });
    expect(tooLong.headers['cache-control']).toBe('no-store');
  });
});
