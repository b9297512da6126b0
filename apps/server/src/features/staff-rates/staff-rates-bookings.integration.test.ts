import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
  STD_DBL,
  shownPrice,
  simpleBody,
} from '../reservations/reservation-test-kit.ts';
import { offersOf, quietTuesday, roomsParam } from '../search/search-test-kit.ts';
import { createTestStaff, type TestStaff } from '../staff-accounts/staff-test-kit.ts';
import { bulkEdit, type HotelIds, hotelIds, inventoryRows, TOKYO } from './staff-rates-test-kit.ts';

// The console's edits against the guest side: a night's minimum stay in the search and the booking,
// and an allotment decrease racing bookings for the same nights.

/** What the racing edit lowers an allotment of 10 to. */
const LOWER_TO = 5;
/** Bookings racing it, for as many rooms as the nights hold before it. */
const BOOKINGS = 20;

describe.each(testDatabaseKinds())('rates edited while guests search and book (%s)', (kind) => {
  let kit: BookingKit;
  let ids: HotelIds;
  let manager: TestStaff;

  beforeAll(async () => {
    kit = await bookingKit(kind);
    ids = await hotelIds(kit.t.db, TOKYO);
    manager = await createTestStaff(kit.t.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
  }, 180_000);
  afterAll(async () => kit?.close());

  async function offeredPlans(checkin: string, nights: number): Promise<string[]> {
    const { status, body } = await kit.get(
      `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, nights)}&rooms=${roomsParam([{ adults: 2 }])}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return offersOf(body).map((offer: Json) => offer.room_plan_code);
  }

  async function edit(body: object): Promise<Json> {
    const answer = await bulkEdit(kit.t.app, manager.authorization, TOKYO, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  it('a night’s minimum stay: no shorter stay arriving that night is offered, and its booking is refused like one below the plan’s own minimum', async () => {
    const plan = ids.roomPlan(STD_DBL.room_plan_code);
    const body = await simpleBody(kit);
    const { checkin } = kit;
    expect(await offeredPlans(checkin, 2)).toContain(STD_DBL.room_plan_code);

    // The refusal of a stay below the plan's own minimum, to compare with.
    await kit.t.db.execute(sql`update hotel_plans set min_nights = 3 where id = ${plan.hotelPlanId}`);
    const belowPlan = await kit.post(body);
    await kit.t.db.execute(sql`update hotel_plans set min_nights = 1 where id = ${plan.hotelPlanId}`);
    expect(belowPlan.status).toBeGreaterThanOrEqual(400);
    expect(belowPlan.status).toBeLessThan(500);

    const common = { room_type_id: plan.roomTypeId, room_plan_id: plan.id };
    await edit({ ...common, from: checkin, to: checkin, min_nights: 3 });
    const twoNights = await offeredPlans(checkin, 2);
    expect(twoNights.filter((code) => code.endsWith('-ROOM-ONLY'))).toEqual([]);
    expect(twoNights.length).toBeGreaterThan(0);
    expect(await offeredPlans(checkin, 3)).toContain(STD_DBL.room_plan_code);
    // A stay arriving the night before is not held to it: the minimum is the arrival night's.
    expect(await offeredPlans(addDays(checkin, -1), 2)).toContain(STD_DBL.room_plan_code);
    const belowNight = await kit.post(body);
    expect(belowNight.status).toBe(belowPlan.status);
    expect(belowNight.body).toEqual(belowPlan.body);

    // Cleared, and set on the stay's second night instead: the stay is sold again.
    await edit({ ...common, from: checkin, to: checkin, min_nights: null });
    await edit({ ...common, from: addDays(checkin, 1), to: addDays(checkin, 1), min_nights: 5 });
    expect(await offeredPlans(checkin, 2)).toContain(STD_DBL.room_plan_code);
    const booked = await kit.post(body);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  });

  it('an allotment decrease racing 20 bookings of the same nights: never oversold, no 5xx, the bookings refused as sold out', async () => {
    const dbl = ids.roomType(STD_DBL.room_type_code);
    const checkin = quietTuesday(48);
    const checkout = addDays(checkin, 2);
    const last = addDays(checkin, 1);
    const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], checkin, checkout);
    const body = {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ ...STD_DBL, adults: 2, sale_price: price.total_price, tax: price.tax }],
      guest,
      payment_method: 'on_site',
      total_price: price.total_price,
      terms_accepted: true,
    };
    const soldOn = async (date: string) =>
      (await inventoryRows(kit.t.db, dbl, date, date)).get(date)?.sold ?? 0;
    const reserved = async (date: string) =>
      Number(
        rowsOf<{ n: number }>(
          await kit.t.db.execute(sql`select count(*)::int as n from reservation_room_nights n
            join reservations r on r.id = n.reservation_id
            where n.room_type_id = ${dbl} and n.stay_date = ${date}::date and r.status <> 'cancelled'`),
        )[0]!.n,
      );

    for (const belowSold of ['clamp', 'refuse'] as const) {
      // A room for every booking on each night, none sold (the sold count is then compared with new reservations).
      await kit.t.db.execute(sql`update room_inventory set allotment = ${BOOKINGS}, sold = 0, closed = false
        where room_type_id = ${dbl} and stay_date between ${checkin}::date and ${last}::date`);
      const reservedBefore = [await reserved(checkin), await reserved(last)];
      // The decrease starts once the first rooms are taken, while the other bookings are in flight.
      let settled = 0;
      const bookings = Array.from({ length: BOOKINGS }, () =>
        kit.post(body).finally(() => {
          settled += 1;
        }),
      );
      while (settled < BOOKINGS && (await soldOn(checkin)) < 2) {
        // Lets the requests in flight move on (PGlite answers a query without leaving the microtasks).
        await new Promise((resolve) => setImmediate(resolve));
      }
      const decrease = bulkEdit(kit.t.app, manager.authorization, TOKYO, {
        from: checkin,
        to: last,
        room_type_id: dbl,
        allotment: LOWER_TO,
        below_sold: belowSold,
      });
      const answers = await Promise.all(bookings);
      const edited = await decrease;

      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s >= 500),
        belowSold,
      ).toEqual([]);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.errors[0].details).toMatchObject({ code: 1105, reason: 'sold_out' });
      }
      const booked = statuses.filter((s) => s === 201).length;
      const rows = await inventoryRows(kit.t.db, dbl, checkin, last);
      const nights = [checkin, last];
      for (const [i, date] of nights.entries()) {
        const row = rows.get(date)!;
        expect(row.sold, date).toBeLessThanOrEqual(row.allotment);
        expect(row.sold, date).toBe(booked);
        expect((await reserved(date)) - reservedBefore[i]!, date).toBe(row.sold);
      }
      if (edited.status === 200) {
        for (const date of nights) {
          const row = rows.get(date)!;
          // Clamped: raised to what was sold then, so nothing more could be sold after it.
          if (edited.body.data.clamped_nights.includes(date))
            expect(row).toMatchObject({ allotment: row.sold });
          else expect(row.allotment).toBe(LOWER_TO);
        }
      } else {
        // Refused: nothing written, and the nights named were sold beyond it when it looked.
        expect([belowSold, edited.status]).toEqual(['refuse', 409]);
        expect(edited.body.errors[0].details.nights.length).toBeGreaterThan(0);
        for (const date of nights) expect(rows.get(date)!.allotment).toBe(BOOKINGS);
        for (const date of edited.body.errors[0].details.nights)
          expect(rows.get(date)!.sold).toBeGreaterThan(LOWER_TO);
      }
    }
  }, 120_000);
});
