import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelToday } from '../lib/hotel-time.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { SEED_DAYS_AFTER_TODAY, SEED_DAYS_BEFORE_TODAY, seededNightPrice } from './demo-rooms-facts.ts';
import { DEMO_ROOMS_BY_HOTEL } from './hotels/load-hotels.ts';
import { DEMO_HOTELS } from './seed-facts.ts';

describe.each(testDatabaseKinds())('demo rooms seed on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, 180_000);
  afterAll(async () => testDb?.dispose());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await testDb.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('gives every demo hotel 4–6 room types, 3–7 plans and a year of inventory from today − 7', async () => {
    const counts = await rows<{
      hotel_id: number;
      room_types: number;
      plans: number;
      first: string;
      last: string;
    }>(sql`
      select h.id as hotel_id,
        (select count(*)::int from room_types r where r.hotel_id = h.id) as room_types,
        (select count(*)::int from hotel_plans p where p.hotel_id = h.id) as plans,
        (select min(stay_date)::text from room_inventory i join room_types r on r.id = i.room_type_id where r.hotel_id = h.id) as first,
        (select max(stay_date)::text from room_inventory i join room_types r on r.id = i.room_type_id where r.hotel_id = h.id) as last
      from hotels h order by h.id`);
    expect(counts).toHaveLength(4);
    for (const c of counts) {
      const hotel = Object.values(DEMO_HOTELS).find((h) => h.id === c.hotel_id)!;
      const today = new Date(`${hotelToday(new Date(), hotel.timeZone)}T00:00:00Z`);
      const days = (s: string) =>
        Math.round((new Date(`${s}T00:00:00Z`).getTime() - today.getTime()) / 86_400_000);
      expect(c.room_types).toBeGreaterThanOrEqual(4);
      expect(c.room_types).toBeLessThanOrEqual(6);
      expect(c.plans).toBeGreaterThanOrEqual(3);
      // Seeding may have crossed midnight a moment before this check; allow one day of slack.
      expect(Math.abs(days(c.first) + SEED_DAYS_BEFORE_TODAY)).toBeLessThanOrEqual(1);
      expect(Math.abs(days(c.last) - SEED_DAYS_AFTER_TODAY)).toBeLessThanOrEqual(1);
    }
  });

  it('stores the rates seededNightPrice documents', async () => {
    const tokyo = DEMO_ROOMS_BY_HOTEL[0]!;
    const room = tokyo.roomTypes.find((r) => r.code === 'DLX-TWN')!;
    const plan = tokyo.plans.find((p) => p.code === 'BREAKFAST')!;
    const sample = await rows<{ stay_date: string; adults: number; price: number }>(sql`
      select r.stay_date::text, r.adults, r.price from room_plan_rates r
      join room_plans rp on rp.id = r.room_plan_id
      where rp.code = 'DLX-TWN-BREAKFAST' and rp.hotel_id = 1
      order by r.stay_date, r.adults limit 60`);
    expect(sample.length).toBe(60);
    for (const rate of sample) {
      expect(rate.price).toBe(
        seededNightPrice({
          basePrice: room.basePrice,
          occupancyPercent: Math.round(tokyo.occupancy[rate.adults - 1]! * 100),
          planPercent: Math.round(plan.priceFactor * 100),
          mealPerAdult: plan.mealPerAdult,
          adults: rate.adults,
          date: rate.stay_date,
          unit: tokyo.priceUnit,
        }),
      );
    }
  });

  it('sells out Tokyo on the 15th and never sells more than the allotment', async () => {
    const [fifteenth] = await rows<{ open: number }>(sql`
      select count(*)::int as open from room_inventory i join room_types r on r.id = i.room_type_id
      where r.hotel_id = 1 and extract(day from i.stay_date) = 15 and i.sold < i.allotment`);
    expect(fifteenth!.open).toBe(0);
    await expect(
      testDb.database.db.execute(
        sql`update room_inventory set sold = allotment + 1 where room_type_id = (select min(id) from room_types)`,
      ),
    ).rejects.toThrow();
  });
});
