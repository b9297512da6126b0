import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/hotel-time.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { findHotelById, type HotelWithBrand } from '../hotels/hotels.service.ts';
import { lowestTotalForParty } from './lowest-price.service.ts';
import { parseSearchQuery } from './search-query.ts';
import {
  offersOf,
  quietTuesday,
  roomsParam,
  type SearchKit,
  searchKit,
  tokyoDay,
} from './search-test-kit.ts';

// The other calls of spec section 7: availability calendar, price, inventory, recommendation.
describe.each(testDatabaseKinds())('search calls on %s', (kind) => {
  let kit: SearchKit;
  const checkin = quietTuesday(30);
  const dates = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}`;

  beforeAll(async () => {
    kit = await searchKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  it('answers a hotel that switched its online sales off like an unknown hotel, on every search call', async () => {
    const db = kit.t.db;
    await db.execute(sql`update hotels set active = false where id = 2`);
    try {
      const stay = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}&adults=2`;
      for (const path of ['rooms', 'rooms/price', 'rooms/inventory', 'rooms/recommendation']) {
        const { status, body } = await kit.get(`/book/hotels/2/${path}?${stay}`);
        expect(status, path).toBe(404);
        expect(body.errors[0].status).toBe(404);
      }
      const month = await kit.get(`/book/hotels/2/rooms/availability?month=${checkin.slice(0, 7)}&adults=2`);
      expect(month.status).toBe(404);
      expect((await kit.get(`/book/hotels/1/rooms?${stay}`)).status).toBe(200);
    } finally {
      await db.execute(sql`update hotels set active = true where id = 2`);
    }
    expect((await kit.get(`/book/hotels/2/rooms?${dates}&adults=2`)).status).toBe(200);
  });

  it('gives a month of check-in dates with the lowest total the /rooms search finds', async () => {
    const month = tokyoDay(40).slice(0, 7);
    const { status, body } = await kit.get(`/book/hotels/1/rooms/availability?month=${month}&adults=2`);
    expect(status).toBe(200);
    expect(body.data.month).toBe(month);
    expect(body.data.currency).toBe('JPY');
    const days = body.data.days as { date: string; bookable: boolean; lowest_price: number | null }[];
    expect(days[0]!.date).toBe(`${month}-01`);
    expect(days.find((d) => d.date === `${month}-15`)).toEqual({
      date: `${month}-15`,
      bookable: false,
      lowest_price: null,
    });
    for (const day of [days[3]!, days[9]!, days[20]!]) {
      const rooms = (
        await kit.get(
          `/book/hotels/1/rooms?checkin_date=${day.date}&checkout_date=${addDays(day.date, 1)}&adults=2`,
        )
      ).body;
      const lowest = Math.min(...offersOf(rooms).map((o) => o.total_price));
      expect(day).toEqual({ date: day.date, bookable: true, lowest_price: lowest });
    }
  });

  it('prices nights for the requested stay length and party, and marks past days not bookable', async () => {
    const thisMonth = tokyoDay(0).slice(0, 7);
    const { body } = await kit.get(`/book/hotels/1/rooms/availability?month=${thisMonth}&adults=2`);
    // Today is bookable in principle; every earlier day of the month is not.
    const today = tokyoDay(0);
    const before = body.data.days.filter((d: { date: string }) => d.date < today);
    for (const d of before) expect(d).toEqual({ date: d.date, bookable: false, lowest_price: null });
    const lastMonth = (
      await kit.get(`/book/hotels/1/rooms/availability?month=${tokyoDay(-31).slice(0, 7)}&adults=2`)
    ).body.data.days as { bookable: boolean }[];
    expect(lastMonth.length).toBeGreaterThanOrEqual(28);
    expect(lastMonth.every((d) => !d.bookable)).toBe(true);
    const month = tokyoDay(40).slice(0, 7);
    const day = `${month}-08`;
    const twoNights = (
      await kit.get(
        `/book/hotels/1/rooms/availability?month=${month}&checkin_date=${day}&checkout_date=${addDays(day, 2)}&rooms=${roomsParam([{ adults: 2 }, { adults: 1 }])}`,
      )
    ).body.data.days.find((d: { date: string }) => d.date === day);
    const rooms = (
      await kit.get(
        `/book/hotels/1/rooms?checkin_date=${day}&checkout_date=${addDays(day, 2)}&rooms=${roomsParam([{ adults: 2 }, { adults: 1 }])}`,
      )
    ).body;
    const offers = offersOf(rooms);
    const cheapest = (adults: number) =>
      Math.min(
        ...offers.filter((o) => o.matched_search_criteria.adults_count === adults).map((o) => o.total_price),
      );
    expect(twoNights.lowest_price).toBe(cheapest(2) + cheapest(1));
  });

  it('shows no bookable day beyond the reservable period', async () => {
    const month = tokyoDay(420).slice(0, 7);
    const { body } = await kit.get(`/book/hotels/1/rooms/availability?month=${month}&adults=2`);
    expect(body.data.days.every((d: { bookable: boolean }) => !d.bookable)).toBe(true);
  });

  it('prices one room plan for every room of the search, like /rooms does', async () => {
    const rooms = roomsParam([{ adults: 2 }, { adults: 1 }]);
    const { status, body } = await kit.get(
      `/book/hotels/1/rooms/price?${dates}&rooms=${rooms}&room_plan_codes=STD-TWN-BREAKFAST`,
    );
    expect(status).toBe(200);
    const search = offersOf(
      (await kit.get(`/book/hotels/1/rooms?${dates}&rooms=${rooms}&room_plan_codes=STD-TWN-BREAKFAST`)).body,
    );
    expect(body.data.rooms.map((r: { total_price: number }) => r.total_price)).toEqual(
      [2, 1].map(
        (adults) => search.find((o) => o.matched_search_criteria.adults_count === adults).total_price,
      ),
    );
    expect(body.data.total_price).toBe(body.data.rooms[0].total_price + body.data.rooms[1].total_price);
    const missing = await kit.get(`/book/hotels/1/rooms/price?${dates}&adults=2&room_plan_codes=NOPE`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].details.code).toBe(1106);
    expect(missing.body.errors[0].details.base[0].error).toBe(
      'The room plan "NOPE" is not available for these dates and guests.',
    );
    const noCode = await kit.get(`/book/hotels/1/rooms/price?${dates}&adults=2`);
    expect(noCode.status).toBe(400);
  });

  it('reports rooms left per night as allotment minus sold, closed nights as 0', async () => {
    await kit.t.db.execute(sql`
      update room_inventory set allotment = 9, sold = 4, closed = false
      where stay_date = ${checkin}::date and room_type_id = (select id from room_types where hotel_id = 1 and code = 'FAMILY')`);
    await kit.t.db.execute(sql`
      update room_inventory set closed = true
      where stay_date = ${addDays(checkin, 1)}::date and room_type_id = (select id from room_types where hotel_id = 1 and code = 'FAMILY')`);
    const { body } = await kit.get(
      `/book/hotels/1/rooms/inventory?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}&room_type_codes=FAMILY`,
    );
    expect(body.data.inventories).toEqual([
      {
        room_type_code: 'FAMILY',
        room_count: 0,
        dates: [
          { date: checkin, remaining: 5, closed: false },
          { date: addDays(checkin, 1), remaining: 0, closed: true },
        ],
      },
    ]);
    // The closed night keeps the room type out of a two-night search.
    const search = (
      await kit.get(
        `/book/hotels/1/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}&adults=2`,
      )
    ).body;
    expect(search.data.rooms.map((r: { room_type_code: string }) => r.room_type_code)).not.toContain(
      'FAMILY',
    );
  });

  it('recommends room combinations that seat the whole party, cheapest first', async () => {
    const { status, body } = await kit.get(`/book/hotels/1/rooms/recommendation?${dates}&adults=5`);
    expect(status).toBe(200);
    const recommendations = body.data.recommendations as {
      rooms: { adults: number; total_price: number }[];
      total_price: number;
    }[];
    expect(recommendations.length).toBeGreaterThan(0);
    for (const r of recommendations) {
      expect(r.rooms.reduce((n, room) => n + room.adults, 0)).toBe(5);
      expect(r.total_price).toBe(r.rooms.reduce((n, room) => n + room.total_price, 0));
    }
    const totals = recommendations.map((r) => r.total_price);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // No Tokyo room seats five, so every combination has at least two rooms.
    expect(recommendations.every((r) => r.rooms.length >= 2)).toBe(true);
  });

  it('gives the facilities search the lowest total of a party, or null when nothing is bookable', async () => {
    const hotel = (await findHotelById(kit.t.db, 1)) as HotelWithBrand;
    const lowest = await lowestTotalForParty(
      kit.t.db,
      hotel,
      parseSearchQuery({ checkin_date: checkin, checkout_date: addDays(checkin, 1), adults: '2' }),
      new Date(),
    );
    const offers = offersOf((await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`)).body);
    const cheapest = offers.reduce((a, b) => (b.total_price < a.total_price ? b : a));
    expect(lowest).toEqual({ total_price: cheapest.total_price, tax: cheapest.tax });
    let fifteenth = tokyoDay(3);
    while (!fifteenth.endsWith('-15')) fifteenth = addDays(fifteenth, 1);
    const full = await lowestTotalForParty(
      kit.t.db,
      hotel,
      parseSearchQuery({ checkin_date: fifteenth, checkout_date: addDays(fifteenth, 1), adults: '2' }),
      new Date(),
    );
    expect(full).toBeNull();
  });
});
