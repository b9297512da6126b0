import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  STD_DBL,
  shownPrice,
} from '../reservations/reservation-test-kit.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import { type HotelIds, hotelIds, inventoryRows, TOKYO } from '../staff-rates/staff-rates-test-kit.ts';
import { ariPush } from './partner-api-test-kit.ts';

// An ARI push lowering an allotment while guests book the same nights: the push takes the nights'
// row locks as bookings do (through the console's bulk edit), so nothing is ever oversold.

/** What the racing push lowers an allotment of 20 to. */
const LOWER_TO = 5;
/** Bookings racing it, for as many rooms as the nights hold before it. */
const BOOKINGS = 20;

describe.each(testDatabaseKinds())('an ARI push racing bookings (%s)', (kind) => {
  let kit: BookingKit;
  let ids: HotelIds;
  let pms: TestPartnerKey;

  beforeAll(async () => {
    kit = await bookingKit(kind);
    ids = await hotelIds(kit.t.db, TOKYO);
    pms = await createTestPartnerKey(kit.t.db, { hotelId: TOKYO, scopes: ['ari:write'] });
  }, 180_000);
  afterAll(async () => kit?.close());

  it('an allotment decrease racing 20 bookings of the same nights: never oversold, no 5xx, the bookings refused as sold out', async () => {
    const dbl = ids.roomType(STD_DBL.room_type_code);
    const twin = ids.roomType('STD-TWN');
    const checkin = quietTuesday(50);
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
      const twinBefore = await inventoryRows(kit.t.db, twin, checkin, last);
      const reservedBefore = [await reserved(checkin), await reserved(last)];
      // The push starts once the first rooms are taken, while the other bookings are in flight.
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
      // Another room type first: the push locks it, then the racing one, in one transaction.
      const push = ariPush(kit.t.app, pms.authorization, TOKYO, {
        updates: [
          { room_type_id: twin, from: checkin, to: last, allotment: 7 },
          { room_type_id: dbl, from: checkin, to: last, allotment: LOWER_TO },
        ],
        below_sold: belowSold,
      });
      const answers = await Promise.all(bookings);
      const pushed = await push;

      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s >= 500),
        belowSold,
      ).toEqual([]);
      expect(pushed.status, JSON.stringify(pushed.body)).toBeLessThan(500);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.errors[0].details).toMatchObject({ code: 1105, reason: 'sold_out' });
      }
      const booked = statuses.filter((s) => s === 201).length;
      const rows = await inventoryRows(kit.t.db, dbl, checkin, last);
      const twinRows = await inventoryRows(kit.t.db, twin, checkin, last);
      const nights = [checkin, last];
      for (const [i, date] of nights.entries()) {
        const row = rows.get(date)!;
        expect(row.sold, date).toBeLessThanOrEqual(row.allotment);
        expect(row.sold, date).toBe(booked);
        expect((await reserved(date)) - reservedBefore[i]!, date).toBe(row.sold);
      }
      if (pushed.status === 200) {
        const [twinResult, dblResult] = pushed.body.data.updates;
        expect(twinResult.clamped_nights).toEqual([]);
        for (const date of nights) {
          const row = rows.get(date)!;
          // Clamped: raised to what was sold then, so nothing more could be sold after it.
          if (dblResult.clamped_nights.includes(date)) expect(row).toMatchObject({ allotment: row.sold });
          else expect(row.allotment).toBe(LOWER_TO);
          expect(twinRows.get(date)!.allotment).toBe(Math.max(7, twinRows.get(date)!.sold));
        }
      } else {
        // Refused: nothing written — the other room type's update neither — and the nights named
        // were sold beyond it when it looked.
        expect([belowSold, pushed.status]).toEqual(['refuse', 409]);
        expect(pushed.body.errors[0].details).toMatchObject({ update: 1 });
        expect(pushed.body.errors[0].details.nights.length).toBeGreaterThan(0);
        for (const date of nights) expect(rows.get(date)!.allotment).toBe(BOOKINGS);
        for (const date of pushed.body.errors[0].details.nights)
          expect(rows.get(date)!.sold).toBeGreaterThan(LOWER_TO);
        expect(twinRows).toEqual(twinBefore);
      }
    }
  }, 120_000);
});
