import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import {
  nextWeekday,
  offersOf,
  quietTuesday,
  type SearchKit,
  searchKit,
  tokyoDay,
} from './search-test-kit.ts';

const planCodes = (body: unknown) => new Set(offersOf(body).map((o) => o.hotel_plan_code as string));

// Which plans a search shows: visibility by mode, restrictions, filters, order and the plan view.
describe.each(testDatabaseKinds())('search plans on %s', (kind) => {
  let kit: SearchKit;
  const checkin = quietTuesday(30);
  const dates = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}`;

  beforeAll(async () => {
    kit = await searchKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  it('shows ordinary plans by default, member plans only to signed-in members of the brand', async () => {
    const anonymous = planCodes((await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`)).body);
    expect(anonymous).toEqual(new Set(['ROOM-ONLY', 'BREAKFAST', 'EARLY21']));
    const { token } = await issueMemberSession(kit.t.db, {
      memberId: DEMO_MEMBERS.hanako.id,
      brandId: DEMO_MEMBERS.hanako.brandId,
      now: new Date(),
    });
    const member = planCodes(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`, { authorization: `Bearer ${token}` })).body,
    );
    // Hanako is a Gold member of Hanami Club: the club's rate and the Gold-only one.
    expect(member).toEqual(new Set(['ROOM-ONLY', 'BREAKFAST', 'EARLY21', 'MEMBER', 'MEMBER-GOLD']));
    const memberOffer = offersOf(
      (
        await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&mode=member&room_type_codes=STD-DBL`, {
          authorization: `Bearer ${token}`,
        })
      ).body,
    )[0];
    expect(memberOffer.hotel_plan_code).toBe('MEMBER');
    expect(memberOffer.inclusive_extra_ids).toHaveLength(1);
    // A token of another brand's member does not count.
    const taro = await issueMemberSession(kit.t.db, {
      memberId: DEMO_MEMBERS.taro.id,
      brandId: 2,
      now: new Date(),
    });
    const foreign = planCodes(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`, { authorization: `Bearer ${taro.token}` }))
        .body,
    );
    expect(foreign.has('MEMBER')).toBe(false);
  });

  it.each([
    [1, 'secret', 'SECRET'],
    [2, 'voucher', 'VOUCHER'],
    [3, 'brr', 'BRR'],
  ])('hotel %i in %s mode shows only its %s plan', async (hotelId, mode, plan) => {
    const { status, body } = await kit.get(`/book/hotels/${hotelId}/rooms?${dates}&adults=2&mode=${mode}`);
    expect(status).toBe(200);
    expect(planCodes(body)).toEqual(new Set([plan]));
    const normal = planCodes((await kit.get(`/book/hotels/${hotelId}/rooms?${dates}&adults=2`)).body);
    expect(normal.has(plan)).toBe(false);
  });

  it('sells the early-bird plan only 21 days or more ahead', async () => {
    const soon = quietTuesday(5);
    const near = planCodes(
      (await kit.get(`/book/hotels/1/rooms?checkin_date=${soon}&checkout_date=${addDays(soon, 1)}&adults=2`))
        .body,
    );
    expect(near.has('EARLY21')).toBe(false);
    expect(near.has('ROOM-ONLY')).toBe(true);
    const early = offersOf(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&hotel_plan_codes=EARLY21`)).body,
    );
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((o) => o.payment_methods.join() === 'credit_card_full')).toBe(true);
  });

  it('keeps a minimum-stay plan out of shorter stays', async () => {
    const one = planCodes((await kit.get(`/book/hotels/4/rooms?${dates}&adults=2`)).body);
    expect(one.has('RENPAKU')).toBe(false);
    const two = planCodes(
      (
        await kit.get(
          `/book/hotels/4/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}&adults=2`,
        )
      ).body,
    );
    expect(two.has('RENPAKU')).toBe(true);
  });

  it('closes a plan to arrival on its closed nights but sells stays through them', async () => {
    const saturday = nextWeekday(6, 30);
    const arrive = planCodes(
      (
        await kit.get(
          `/book/hotels/1/rooms?checkin_date=${saturday}&checkout_date=${addDays(saturday, 1)}&adults=2`,
        )
      ).body,
    );
    expect(arrive.has('ROOM-ONLY')).toBe(false);
    expect(arrive.has('BREAKFAST')).toBe(true);
    const friday = addDays(saturday, -1);
    const through = planCodes(
      (
        await kit.get(
          `/book/hotels/1/rooms?checkin_date=${friday}&checkout_date=${addDays(friday, 2)}&adults=2`,
        )
      ).body,
    );
    expect(through.has('ROOM-ONLY')).toBe(true);
  });

  it('stops selling a plan after its deadline in the hotel time zone', async () => {
    // Yamabuki's two-meal plan closes at 18:00 the day before arrival (Tokyo time).
    const today = hotelToday(new Date(), 'Asia/Tokyo');
    const tomorrow = addDays(today, 1);
    const url = `/book/hotels/4/rooms?checkin_date=${tomorrow}&checkout_date=${addDays(tomorrow, 1)}&adults=2`;
    const at = (hour: number) => new Date(`${today}T${String(hour).padStart(2, '0')}:30:00+09:00`);
    let hour = 10;
    const clocked = await searchKit(kind, { now: () => at(hour) });
    try {
      await clocked.t.db.execute(
        sql`update room_inventory set sold = 0, closed = false where stay_date = ${tomorrow}::date`,
      );
      expect(planCodes((await clocked.get(url)).body).has('TWO-MEALS')).toBe(true);
      hour = 19;
      const late = planCodes((await clocked.get(url)).body);
      expect(late.has('TWO-MEALS')).toBe(false);
      expect(late.has('BREAKFAST')).toBe(true);
    } finally {
      await clocked.close();
    }
  }, 180_000);

  it('answers a day-use search with day-use plans only, checkout on the check-in day, no accommodation tax', async () => {
    const { body } = await kit.get(`/book/hotels/1/rooms?checkin_date=${checkin}&adults=2&is_day_use=true`);
    const offers = offersOf(body);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.hotel_plan_code).toBe('DAYUSE');
      expect(offer.is_day_use).toBe(true);
      expect(offer.checkout_date).toBe(checkin);
      expect(offer.accommodation_tax).toBe(0);
    }
    expect(body.data.search_params).toMatchObject({
      checkin_date: checkin,
      checkout_date: checkin,
      nights: 0,
      is_day_use: true,
    });
    expect(planCodes((await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`)).body).has('DAYUSE')).toBe(
      false,
    );
  });

  it('filters by room search filters on the room type or the plan', async () => {
    const smoking = offersOf(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&room_search_filters=102`)).body,
    );
    expect(new Set(smoking.map((o) => o.room.room_type_code))).toEqual(new Set(['SMK-DBL']));
    const breakfast = planCodes(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&room_search_filters=103`)).body,
    );
    expect(breakfast).toEqual(new Set(['BREAKFAST']));
    const both = offersOf(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&room_search_filters=102,103`)).body,
    );
    expect(both.map((o) => o.room_plan_code)).toEqual(['SMK-DBL-BREAKFAST']);
  });

  it('orders by price both ways and by the hotel order', async () => {
    const totals = (body: unknown) =>
      (body as { data: { rooms: { room_plan: { total_price: number }[] }[] } }).data.rooms.map(
        (r) => r.room_plan[0]!.total_price,
      );
    const low = totals((await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`)).body);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = totals(
      (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&order=price_high_to_low`)).body,
    );
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const recommended = (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&order=recommended`)).body;
    expect(recommended.data.rooms.map((r: { room_type_code: string }) => r.room_type_code)).toEqual([
      'STD-DBL',
      'STD-TWN',
      'SMK-DBL',
      'DLX-TWN',
      'FAMILY',
      'SUITE',
    ]);
    for (const room of (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`)).body.data.rooms) {
      const plans = room.room_plan.map((p: { total_price: number }) => p.total_price);
      expect(plans).toEqual([...plans].sort((a, b) => a - b));
    }
  });

  it('groups the same offers by plan for type=plan', async () => {
    const rooms = (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`)).body;
    const plans = (await kit.get(`/book/hotels/1/rooms?${dates}&adults=2&type=plan`)).body;
    expect(rooms.data.plans).toEqual([]);
    expect(plans.data.rooms).toEqual([]);
    const byPlan = plans.data.plans.flatMap(
      (p: { rooms: { room_plan_code: string; total_price: number }[] }) =>
        p.rooms.map((r) => `${r.room_plan_code}:${r.total_price}`),
    );
    const byRoom = offersOf(rooms).map((o) => `${o.room_plan_code}:${o.total_price}`);
    expect(new Set(byPlan)).toEqual(new Set(byRoom));
    for (const plan of plans.data.plans)
      expect(plan.lowest_total_price).toBe(
        Math.min(...plan.rooms.map((r: { total_price: number }) => r.total_price)),
      );
  });

  it('localizes room and plan names by Tripla-Locale', async () => {
    const names = async (locale: string) => {
      const { body } = await kit.get(
        `/book/hotels/1/rooms?${dates}&adults=2&order=recommended&room_type_codes=STD-DBL&hotel_plan_codes=BREAKFAST`,
        {
          'tripla-locale': locale,
        },
      );
      return [body.data.rooms[0].room_type_name, body.data.rooms[0].room_plan[0].room_plan_name];
    };
    expect(await names('ja')).toEqual(['スタンダードダブル', '朝食付きプラン']);
    expect(await names('en')).toEqual(['Standard Double', 'Breakfast included']);
    expect(await names('zh_Hans')).toEqual(['标准大床房', '含早餐方案']);
    expect(await names('zh_Hant')).toEqual(['標準雙人房', '含早餐方案']);
    expect(await names('ko')).toEqual(['스탠다드 더블', '조식 포함 플랜']);
  });

  it('hides sold-out nights, shows them with is_including_occupied, and finds the next available date', async () => {
    // Tokyo is full on the 15th of every month (demo-rooms-facts.ts).
    let fifteenth = tokyoDay(3);
    while (!fifteenth.endsWith('-15')) fifteenth = addDays(fifteenth, 1);
    const url = `/book/hotels/1/rooms?checkin_date=${fifteenth}&checkout_date=${addDays(fifteenth, 1)}&adults=2`;
    const { body } = await kit.get(`${url}&search_next_available_date_if_no_result=true`);
    expect(body.data.rooms).toEqual([]);
    expect(body.data.next_available_date).toBe(addDays(fifteenth, 1));
    const occupied = (await kit.get(`${url}&is_including_occupied=true`)).body;
    expect(occupied.data.rooms.length).toBeGreaterThan(0);
    for (const offer of offersOf(occupied)) {
      expect(offer.is_available).toBe(false);
      expect(offer.room.room_count).toBe(0);
    }
    expect((await kit.get(url)).body.data.next_available_date).toBeNull();
  });

  it('reports each extra stock over the stay and names extras', async () => {
    const { body } = await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`);
    expect(body.data.extras.map((e: { code: string }) => e.code)).toEqual([
      'WELCOME-DRINK',
      'BREAKFAST-ADD',
      'LATE-CHECKOUT',
    ]);
    expect(body.data.extra_inventories).toEqual([
      { extra_id: body.data.extras[0].id, inventory: 60 },
      { extra_id: body.data.extras[1].id, inventory: 40 },
      { extra_id: body.data.extras[2].id, inventory: 5 },
    ]);
  });
});
