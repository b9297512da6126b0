import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../../i18n/messages.ja.ts';
import { zhHant } from '../../i18n/messages.zh-hant.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
  STD_DBL,
  setPlanPaymentMethods,
  TOKYO,
} from '../reservations/reservation-test-kit.ts';
import { offersOf } from './search-test-kit.ts';

// Decision 021: 2001 (a code for other plans), 3601 and 3602 (Japanese-only plans), against the seed:
// hanami-tokyo's STAY-FLIGHT plan (DLX-TWN only) is Japanese-only; promo SAKURA15 applies to BREAKFAST.
const STAY_FLIGHT = { room_type_code: 'DLX-TWN', room_plan_code: 'DLX-TWN-STAY-FLIGHT' };
const BREAKFAST = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-BREAKFAST' };

describe.each(testDatabaseKinds())('codes for other plans and Japanese-only plans (%s)', (kind) => {
  let kit: BookingKit;
  let stay: string;
  beforeAll(async () => {
    kit = await bookingKit(kind);
    stay = `checkin_date=${kit.checkin}&checkout_date=${kit.checkout}`;
  }, 180_000);
  afterAll(async () => kit?.close());

  const search = (query: string, locale = 'en') =>
    kit.get(`/book/hotels/${TOKYO}/rooms?${stay}&adults=2&${query}`, { 'tripla-locale': locale });
  const planCodes = (body: Json) => new Set(offersOf(body).map((o: Json) => o.hotel_plan_code));
  const errorOf = (body: Json) => body.errors[0];

  /** A booking body for `rooms` (two adults each), with the total the server answers in its 409. */
  async function pricedBooking(rooms: object[], extra: Record<string, unknown>, locale = 'en') {
    const body = {
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms: rooms.map((room) => ({ ...room, adults: 2 })),
      guest,
      payment_method: 'on_site',
      total_price: 0,
      terms_accepted: true,
      ...extra,
    };
    const answer = await kit.post(body, { headers: { 'tripla-locale': locale } });
    return { body, answer };
  }

  it('offers a Japanese-only plan on Japanese pages only', async () => {
    const japanese = await search('', 'ja');
    expect(japanese.status).toBe(200);
    expect(planCodes(japanese.body).has('STAY-FLIGHT')).toBe(true);
    for (const locale of ['en', 'ko', 'zh_Hans', 'zh_Hant']) {
      const other = await search('', locale);
      expect(other.status).toBe(200);
      expect(planCodes(other.body).has('STAY-FLIGHT')).toBe(false);
      expect(planCodes(other.body).has('ROOM-ONLY')).toBe(true);
    }
  });

  it('answers 3601 to a search naming only Japanese-only plans in another language', async () => {
    const byPlan = await search('hotel_plan_codes=STAY-FLIGHT', 'zh_Hant');
    expect(byPlan.status).toBe(400);
    expect(errorOf(byPlan.body)).toMatchObject({
      code: 3601,
      details: {
        code: 3601,
        base: [{ error: zhHant['search.planJapaneseOnly'] }],
        fields: { hotel_plan_codes: [zhHant['search.planJapaneseOnly']] },
      },
    });
    const price = await kit.get(
      `/book/hotels/${TOKYO}/rooms/price?${stay}&rooms=${encodeURIComponent('[{"adults":2}]')}&room_plan_codes=${STAY_FLIGHT.room_plan_code}`,
    );
    expect(price.status).toBe(400);
    expect(errorOf(price.body).details).toMatchObject({
      code: 3601,
      fields: { room_plan_codes: [expect.any(String)] },
    });
    // In Japanese the same search finds the plan; with an offerable plan named too, the others answer.
    expect(planCodes((await search('hotel_plan_codes=STAY-FLIGHT', 'ja')).body)).toEqual(
      new Set(['STAY-FLIGHT']),
    );
    const mixed = await search('hotel_plan_codes=STAY-FLIGHT,ROOM-ONLY', 'en');
    expect(mixed.status).toBe(200);
    expect(planCodes(mixed.body)).toEqual(new Set(['ROOM-ONLY']));
  });

  it('answers 3602 to a booking of a Japanese-only plan in another language, books it in Japanese', async () => {
    const english = await pricedBooking([STAY_FLIGHT], { locale: 'en' });
    expect(english.answer.status).toBe(400);
    expect(errorOf(english.answer.body)).toMatchObject({
      code: 3602,
      details: { code: 3602, fields: { 'rooms[0].room_plan_code': [expect.any(String)] } },
    });
    // The body's locale is the page's, whatever the header says.
    const header = await pricedBooking([STAY_FLIGHT], { locale: 'ko' }, 'ja');
    expect(errorOf(header.answer.body).code).toBe(3602);

    const japanese = await pricedBooking([STAY_FLIGHT], { locale: 'ja' }, 'ja');
    expect(japanese.answer.status).toBe(409);
    const total = errorOf(japanese.answer.body).details.total_price;
    const booked = await kit.post(
      { ...japanese.body, total_price: total },
      { headers: { 'tripla-locale': 'ja' } },
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.rooms[0].room_plan_code).toBe(STAY_FLIGHT.room_plan_code);
  });

  it('answers 2001 when a search names plans its valid code does not apply to', async () => {
    const other = await search('promo_code=SAKURA15&hotel_plan_codes=ROOM-ONLY', 'ja');
    expect(other.status).toBe(400);
    expect(errorOf(other.body)).toMatchObject({
      code: 2001,
      details: {
        code: 2001,
        base: [{ error: ja['search.promotionNotForPlan'] }],
        fields: { promo_code: [ja['search.promotionNotForPlan']] },
      },
    });
    const byRoomPlan = await search(`promo_code=SAKURA15&room_plan_codes=${STD_DBL.room_plan_code}`);
    expect(errorOf(byRoomPlan.body).code).toBe(2001);
    // Its own plan: discounted; no plan named: its plans discounted, the others at their price.
    const own = await search('promo_code=SAKURA15&hotel_plan_codes=BREAKFAST,ROOM-ONLY');
    expect(own.status).toBe(200);
    const all = offersOf((await search('promo_code=SAKURA15')).body);
    expect(
      all.filter((o: Json) => o.hotel_plan_code === 'BREAKFAST').every((o: Json) => o.applied_code),
    ).toBe(true);
    expect(all.filter((o: Json) => o.hotel_plan_code === 'ROOM-ONLY').some((o: Json) => o.applied_code)).toBe(
      false,
    );
    // A refused code is still 1500, and an unknown plan name still an empty answer.
    expect(errorOf((await search('promo_code=NOPE&hotel_plan_codes=ROOM-ONLY')).body).code).toBe(1500);
    expect((await search('promo_code=SAKURA15&hotel_plan_codes=NO-SUCH-PLAN')).status).toBe(200);
  });

  it('names the coupon field when the limited code is the coupon', async () => {
    await kit.t.db.execute(sql`
      update promotion_codes set hotel_plan_ids = array(select id from hotel_plans where hotel_id = ${TOKYO} and code = 'BREAKFAST' and not site_controller_limited)
        where hotel_id = ${TOKYO} and code = 'FIRSTNIGHT20'`);
    const answer = await search('coupon_code=FIRSTNIGHT20&hotel_plan_codes=ROOM-ONLY');
    expect(errorOf(answer.body).details).toMatchObject({
      code: 2001,
      fields: { coupon_code: [expect.any(String)] },
    });
  });

  it('answers 2001 to a booking whose code applies to none of its rooms, books it when one fits', async () => {
    const none = await pricedBooking([STD_DBL], { promo_code: 'SAKURA15' });
    expect(none.answer.status).toBe(400);
    expect(errorOf(none.answer.body)).toMatchObject({
      code: 2001,
      details: { code: 2001, fields: { promo_code: [expect.any(String)] } },
    });

    // Two plans taking the same payment methods (the seed lets ROOM-ONLY take bank transfers too).
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
    const mixed = await pricedBooking([STD_DBL, BREAKFAST], { promo_code: 'SAKURA15' });
    expect(mixed.answer.status).toBe(409);
    const booked = await kit.post({
      ...mixed.body,
      total_price: errorOf(mixed.answer.body).details.total_price,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.promo_code).toBe('SAKURA15');
    const rooms = booked.body.data.rooms as Json[];
    expect(rooms.map((room) => room.room_plan_code)).toEqual([
      STD_DBL.room_plan_code,
      BREAKFAST.room_plan_code,
    ]);

    // Pricing a change of that stay keeps its code on the plan it does not cover (no 2001): the
    // booked code is the change's to re-check; without the reservation's proof it is 2001.
    const { number, bypass_token: token } = booked.body.data;
    const priceRoomOnly = (proof: string) =>
      kit.get(
        `/book/hotels/${TOKYO}/rooms/price?${stay}&rooms=${encodeURIComponent('[{"adults":2}]')}&room_plan_codes=${STD_DBL.room_plan_code}&promo_code=SAKURA15${proof}`,
      );
    expect((await priceRoomOnly(`&reservation_no=${number}&bypass_token=${token}`)).status).toBe(200);
    expect(errorOf((await priceRoomOnly(`&reservation_no=${number}`)).body).code).toBe(2001);
  });
});
