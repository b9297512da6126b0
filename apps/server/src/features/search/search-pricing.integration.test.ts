import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/hotel-time.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  offersOf,
  quietTuesday,
  roomsParam,
  type SearchKit,
  searchKit,
  seoulDay,
  setRate,
} from './search-test-kit.ts';

// Hand-computed totals on nights whose rates the test sets itself (Tokyo: 10 % consumption tax
// inside every price; accommodation tax 100 yen per person and night from 10,000 yen per person
// before tax, 200 yen from 15,000; rounding down to 100 yen).
describe.each(testDatabaseKinds())('search pricing on %s', (kind) => {
  let kit: SearchKit;
  const checkin = quietTuesday(40);
  const night2 = addDays(checkin, 1);
  const night3 = addDays(checkin, 2);

  beforeAll(async () => {
    kit = await searchKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  beforeEach(async () => {
    const db = kit.t.db;
    await setRate(db, 'STD-DBL-ROOM-ONLY', 1, checkin, 2, 22000);
    await setRate(db, 'STD-DBL-ROOM-ONLY', 1, night2, 2, 33000);
    await setRate(db, 'STD-DBL-ROOM-ONLY', 1, night3, 2, 11000);
  });

  const search = (params: string, nights = 2, headers: Record<string, string> = {}) =>
    kit.get(
      `/book/hotels/1/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, nights)}&room_plan_codes=STD-DBL-ROOM-ONLY&${params}`,
      headers,
    );
  const onlyOffer = (body: unknown) => {
    const offers = offersOf(body);
    expect(offers).toHaveLength(1);
    return offers[0];
  };

  it('adds the nights, shows the consumption tax and adds accommodation tax per person and night', async () => {
    const { status, body } = await search('adults=2');
    expect(status).toBe(200);
    const offer = onlyOffer(body);
    // 22000 + 33000; accommodation tax 2 × 100 (10000 each) + 2 × 200 (15000 each) = 600.
    expect(offer.nightly_prices).toEqual([
      { date: checkin, price: 22000 },
      { date: night2, price: 33000 },
    ]);
    expect(offer.accommodation_tax).toBe(600);
    expect(offer.total_price).toBe(55600);
    expect(offer.tax).toBe(5000 + 600);
    expect(offer.discounts).toEqual([]);
    expect(offer.matched_search_criteria).toEqual({
      adults_count: 2,
      adults_with_companion: 0,
      children_count: 0,
      children_with_kid_tier_A_companion: 0,
    });
  });

  it('prices a tier B child at 70 % of one adult share, rounds to 100 yen and taxes the paying persons', async () => {
    const party = `rooms=${roomsParam([{ adults: 2, kids_tiers: ['B', 'A'] }])}`;
    // The double takes two in beds (A shares a bed): B needs a third bed, so it is not offered.
    expect(offersOf((await search(party)).body)).toEqual([]);
    await setRate(kit.t.db, 'DLX-TWN-ROOM-ONLY', 1, checkin, 2, 22000);
    await setRate(kit.t.db, 'DLX-TWN-ROOM-ONLY', 1, night2, 2, 33000);
    const { body } = await kit.get(
      `/book/hotels/1/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}&room_plan_codes=DLX-TWN-ROOM-ONLY&${party}`,
    );
    const offer = onlyOffer(body);
    // Night 1: 22000 + 7700 (B) + 0 (A) = 29700; night 2: 33000 + 11550 = 44550; sum 74250.
    expect(offer.nightly_prices.map((n: { price: number }) => n.price)).toEqual([29700, 44550]);
    // Rounding takes 50; accommodation tax: 29700/1.1/3 = 9000 → 0, 44550/1.1/3 = 13500 → 3 × 100.
    expect(offer.discounts).toEqual([{ discount_type: 'rounding', discount_amount: 50 }]);
    expect(offer.accommodation_tax).toBe(300);
    expect(offer.total_price).toBe(74200 + 300);
    expect(offer.tax).toBe(6745 + 300);
    expect(offer.matched_search_criteria.children_count).toBe(2);
  });

  it('applies the 3-night special discount of the room-only plan', async () => {
    const { body } = await search('adults=2', 3);
    const offer = onlyOffer(body);
    // 66000 − 10 % = 59400; the third night (11000 → 5000 per person) has no accommodation tax.
    expect(offer.discounts).toEqual([{ discount_type: 'special', discount_amount: 6600 }]);
    expect(offer.total_price).toBe(59400 + 600);
    expect(offer.price_before_discounts).toBe(66600);
  });

  it('applies a percentage coupon, an amount coupon and a first-night coupon', async () => {
    const percent = onlyOffer((await search('adults=2&coupon_code=welcome10')).body);
    expect(percent.applied_code).toEqual({
      code_type: 'coupon',
      code: 'WELCOME10',
      discount_amount: 5500,
      first_n_nights: null,
    });
    expect(percent.total_price).toBe(49500 + 600);
    expect(percent.tax).toBe(4500 + 600);

    const amount = onlyOffer((await search('adults=2&coupon_code=SAVE2000')).body);
    expect(amount.total_price).toBe(53000 + 600);

    const firstNight = onlyOffer((await search('adults=2&coupon_code=FIRSTNIGHT20')).body);
    // 20 % of the first night only: 4400.
    expect(firstNight.applied_code.discount_amount).toBe(4400);
    expect(firstNight.applied_code.first_n_nights).toBe(1);
    expect(firstNight.total_price).toBe(50600 + 600);
  });

  it('applies a promo code only to the plans it names', async () => {
    const { body } = await kit.get(
      `/book/hotels/1/rooms?checkin_date=${checkin}&checkout_date=${night2}&adults=2&promo_code=SAKURA15&room_type_codes=STD-DBL`,
    );
    const offers = offersOf(body);
    const breakfast = offers.find((o) => o.hotel_plan_code === 'BREAKFAST');
    const roomOnly = offers.find((o) => o.hotel_plan_code === 'ROOM-ONLY');
    expect(breakfast.applied_code.code).toBe('SAKURA15');
    expect(breakfast.applied_code.discount_amount).toBe(
      Math.floor((breakfast.nightly_prices[0].price * 15) / 100),
    );
    expect(roomOnly.applied_code).toBeNull();
  });

  it.each([
    ['NOSUCHCODE', 'This coupon code is not valid.'],
    ['EXPIRED5', 'This coupon code has expired.'],
    ['SOLDOUT', 'This coupon code has reached its usage limit.'],
    ['bad code!', 'This coupon code is not valid.'],
  ])('refuses coupon %s with code 1500', async (code, message) => {
    const { status, body } = await search(`adults=2&coupon_code=${encodeURIComponent(code)}`);
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe(1500);
    expect(body.errors[0].details.base[0].error).toBe(message);
    expect(body.errors[0].details.fields.coupon_code).toEqual([message]);
  });

  it('refuses an amount coupon at a percentage-only hotel, in the guest language', async () => {
    await kit.t.db.execute(
      sql`update hotels set settings = jsonb_set(settings, '{percentage_coupon_discount_only}', 'true') where id = 1`,
    );
    try {
      const { status, body } = await search('adults=2&coupon_code=SAVE2000', 2, { 'tripla-locale': 'ja' });
      expect(status).toBe(400);
      expect(body.errors[0].code).toBe(1500);
      expect(body.errors[0].details.base[0].error).toBe(
        'このホテルでは割引率（％）のクーポンのみご利用いただけます。',
      );
      expect((await search('adults=2&coupon_code=WELCOME10')).status).toBe(200);
    } finally {
      await kit.t.db.execute(
        sql`update hotels set settings = jsonb_set(settings, '{percentage_coupon_discount_only}', 'false') where id = 1`,
      );
    }
  });

  it('rounds won totals down to 1000 and charges no accommodation tax in Seoul', async () => {
    const day = seoulDay(45);
    await setRate(kit.t.db, 'SUP-DBL-ROOM-ONLY', 3, day, 2, 183500);
    const { body } = await kit.get(
      `/book/hotels/3/rooms?checkin_date=${day}&checkout_date=${addDays(day, 1)}&adults=2&room_plan_codes=SUP-DBL-ROOM-ONLY`,
    );
    const offer = onlyOffer(body);
    expect(offer.discounts).toEqual([{ discount_type: 'rounding', discount_amount: 500 }]);
    expect(offer.total_price).toBe(183000);
    expect(offer.tax).toBe(16636);
    expect(offer.accommodation_tax).toBe(0);
    expect(body.data.search_params.currency).toBe('KRW');
  });
});
