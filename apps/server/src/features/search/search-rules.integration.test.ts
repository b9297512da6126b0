import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/hotel-time.ts';
import { DEMO_HOTEL_CLIENTS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import {
  offersOf,
  quietTuesday,
  roomsParam,
  type SearchKit,
  searchKit,
  tokyoDay,
} from './search-test-kit.ts';

// Spec section 5: every search rule answers with its catalogue code and a localized message.
describe.each(testDatabaseKinds())('search rules on %s', (kind) => {
  let kit: SearchKit;
  const checkin = quietTuesday(20);
  const checkout = addDays(checkin, 1);
  const dates = `checkin_date=${checkin}&checkout_date=${checkout}`;

  beforeAll(async () => {
    kit = await searchKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  const refusal = async (url: string, locale = 'en') => {
    const { status, body } = await kit.get(url, { 'tripla-locale': locale });
    expect(status).toBe(400);
    return { code: body.errors[0].code, message: body.errors[0].details.base[0].error as string, body };
  };

  it('refuses dates beyond the reservable period with 1903 and the months, in five languages', async () => {
    const far = tokyoDay(400);
    const url = `/book/hotels/1/rooms?checkin_date=${far}&checkout_date=${addDays(far, 1)}`;
    expect(await refusal(url)).toMatchObject({
      code: 1903,
      message:
        'Reservations can be made up to 12 months from today. Please choose a date within that period.',
    });
    expect((await refusal(url, 'ja')).message).toBe(
      '予約可能期間は本日から12ヶ月以内です。期間内の日付を選択してください。',
    );
    expect((await refusal(url, 'ko')).message).toContain('12개월');
    expect((await refusal(url, 'zh_Hans')).message).toContain('12个月');
    expect((await refusal(url, 'zh_Hant')).message).toContain('12個月');
    // Yamabuki sells 6 months ahead.
    const sevenMonths = tokyoDay(215);
    const ryokan = await refusal(
      `/book/hotels/4/rooms?checkin_date=${sevenMonths}&checkout_date=${addDays(sevenMonths, 1)}`,
    );
    expect(ryokan.code).toBe(1903);
    expect(ryokan.message).toContain('6 months');
    // A stay that starts inside the period but whose last night is outside is refused too.
    const edge = tokyoDay(360);
    expect(
      (await refusal(`/book/hotels/1/rooms?checkin_date=${edge}&checkout_date=${addDays(edge, 10)}`)).code,
    ).toBe(1903);
  });

  it.each([
    [
      'checkout before checkin',
      `checkin_date=${tokyoDay(20)}&checkout_date=${tokyoDay(19)}`,
      'The check-out date must be after the check-in date.',
    ],
    [
      'checkout on checkin',
      `checkin_date=${tokyoDay(20)}&checkout_date=${tokyoDay(20)}`,
      'The check-out date must be after the check-in date.',
    ],
    [
      'checkin in the past',
      `checkin_date=${tokyoDay(-3)}&checkout_date=${tokyoDay(-2)}`,
      'The check-in date has already passed. Please choose today or a later date.',
    ],
    [
      'an impossible date',
      `checkin_date=2026-02-30&checkout_date=${tokyoDay(20)}`,
      'checkin_date must be a date in the form YYYY-MM-DD.',
    ],
    [
      'a wrong format',
      `checkin_date=20/05/2026&checkout_date=${tokyoDay(20)}`,
      'checkin_date must be a date in the form YYYY-MM-DD.',
    ],
    [
      'a stay longer than 30 nights',
      `checkin_date=${tokyoDay(20)}&checkout_date=${tokyoDay(60)}`,
      'A stay can be at most 30 nights.',
    ],
    [
      'a year 9999 check-in',
      'checkin_date=9999-01-01&checkout_date=9999-01-02',
      'Reservations can be made up to 12 months from today. Please choose a date within that period.',
    ],
  ])('refuses %s with a clear 400', async (_name, query, message) => {
    expect((await refusal(`/book/hotels/1/rooms?${query}`)).message).toBe(message);
  });

  it('refuses room dates that differ between rooms and bad dates inside rooms', async () => {
    const rooms = [
      { adults: 2, checkin_date: checkin, checkout_date: checkout },
      { adults: 2, checkin_date: checkin, checkout_date: addDays(checkout, 1) },
    ];
    expect((await refusal(`/book/hotels/1/rooms?rooms=${roomsParam(rooms)}`)).message).toBe(
      'All rooms of one search must have the same check-in and check-out dates.',
    );
    const bad = await refusal(
      `/book/hotels/1/rooms?rooms=${roomsParam([{ adults: 2, checkin_date: '2026-1-5' }])}`,
    );
    expect(bad.body.errors[0].details.fields['rooms[0].checkin_date']).toBeDefined();
  });

  it('limits rooms per search by multi_rooms_search_limit, and to one where multi-room is off', async () => {
    const six = Array.from({ length: 6 }, () => ({ adults: 1 }));
    expect((await refusal(`/book/hotels/1/rooms?${dates}&rooms=${roomsParam(six)}`)).message).toBe(
      'You can search for at most 5 rooms at a time.',
    );
    const two = [{ adults: 1 }, { adults: 1 }];
    expect((await refusal(`/book/hotels/4/rooms?${dates}&rooms=${roomsParam(two)}`, 'ja')).message).toBe(
      '一度に検索できるのは1室までです。',
    );
    expect((await kit.get(`/book/hotels/1/rooms?${dates}&rooms=${roomsParam(six.slice(1))}`)).status).toBe(
      200,
    );
  });

  it('limits guests per room by max_guests_per_room', async () => {
    expect(
      (await refusal(`/book/hotels/4/rooms?${dates}&rooms=${roomsParam([{ adults: 7 }])}`)).message,
    ).toBe('A room can take at most 6 guests.');
  });

  it('limits children per adult', async () => {
    const rooms = [{ adults: 1, kids_tiers: ['B', 'B', 'C'] }];
    expect((await refusal(`/book/hotels/1/rooms?${dates}&rooms=${roomsParam(rooms)}`)).message).toBe(
      'Each adult can bring at most 2 children.',
    );
  });

  it('refuses an undated search whose rooms differ, and answers one whose rooms match', async () => {
    const differ = [{ adults: 2 }, { adults: 1 }];
    expect(
      (await refusal(`/book/hotels/1/rooms?search_type=undated&nights=2&rooms=${roomsParam(differ)}`))
        .message,
    ).toBe('A search without dates needs the same number of guests in every room.');
    const { status, body } = await kit.get(
      `/book/hotels/1/rooms?search_type=undated&nights=2&adults=2&room_count=2`,
    );
    expect(status).toBe(200);
    const offers = offersOf(body);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.nights).toBe(2);
    expect(body.data.search_params.checkin_date).toBeNull();
  });

  it('falls back to one default room when rooms JSON does not parse, and to default adults', async () => {
    const broken = await kit.get(`/book/hotels/1/rooms?${dates}&rooms=%5B%7Badults%3A`);
    expect(broken.status).toBe(200);
    expect(broken.body.data.search_params.rooms).toEqual([
      expect.objectContaining({ adults: 2, children: 0, kids_tiers: [] }),
    ]);
    const noAdults = await kit.get(`/book/hotels/1/rooms?${dates}&rooms=${roomsParam([{ adults: 'two' }])}`);
    expect(noAdults.body.data.search_params.rooms[0].adults).toBe(2);
    const badKids = await kit.get(`/book/hotels/1/rooms?${dates}&adults=1&kids_tiers=not-json`);
    expect(badKids.body.data.search_params.rooms[0]).toMatchObject({ adults: 1, children: 0 });
  });

  it('reads the bracket form exactly like the JSON form', async () => {
    const json = await kit.get(
      `/book/hotels/1/rooms?rooms=${roomsParam([{ adults: 2, kids_tiers: ['B'], checkin_date: checkin, checkout_date: checkout }])}`,
    );
    const brackets = await kit.get(
      `/book/hotels/1/rooms?rooms[0][adults]=2&rooms[0][kids_tiers][]=B&rooms[0][checkin_date]=${checkin}&rooms[0][checkout_date]=${checkout}`,
    );
    expect(brackets.status).toBe(200);
    expect(brackets.body.data.search_params).toEqual(json.body.data.search_params);
    expect(offersOf(brackets.body).map((o) => o.total_price)).toEqual(
      offersOf(json.body).map((o) => o.total_price),
    );
  });

  it('in tiers mode drops unknown tier codes and counts one child per code', async () => {
    const rooms = [{ adults: 2, children: 5, kids_tiers: ['B', 'Z', 'A'], kid_tier_A_companion: 3 }];
    const { body } = await kit.get(`/book/hotels/1/rooms?${dates}&rooms=${roomsParam(rooms)}`);
    expect(body.data.search_params.rooms[0]).toMatchObject({
      children: 2,
      kids_tiers: ['B', 'A'],
      kid_tier_A_companion: 1,
    });
    for (const offer of offersOf(body)) {
      expect(offer.matched_search_criteria).toMatchObject({
        children_count: 2,
        children_with_kid_tier_A_companion: 1,
      });
    }
  });

  it('in share-bed mode keeps the children count and ignores tier codes', async () => {
    const day = addDays(checkin, 7);
    const rooms = [{ adults: 2, children: 1, kids_tiers: ['B'], kid_tier_A_companion: 1 }];
    const { body } = await kit.get(
      `/book/hotels/3/rooms?checkin_date=${day}&checkout_date=${addDays(day, 1)}&rooms=${roomsParam(rooms)}`,
    );
    expect(body.data.search_params.rooms[0]).toMatchObject({
      children: 1,
      kids_tiers: [],
      kid_tier_A_companion: 0,
    });
    // The breakfast plan charges a shared-bed child 15,000 won a night.
    const breakfast = offersOf(body).find((o) => o.room_plan_code === 'SUP-DBL-BREAKFAST');
    const roomOnly = offersOf(body).find((o) => o.room_plan_code === 'SUP-DBL-ROOM-ONLY');
    expect(breakfast.matched_search_criteria.children_count).toBe(1);
    expect(roomOnly.matched_search_criteria.children_count).toBe(1);
  });

  it('in tiers mode shows only room types with room_count ≥ the rooms asked for, unless occupied rooms are included', async () => {
    const two = [{ adults: 2 }, { adults: 2 }];
    const codes = (body: unknown) =>
      (body as { data: { rooms: { room_type_code: string }[] } }).data.rooms.map((r) => r.room_type_code);
    const plain = await kit.get(`/book/hotels/1/rooms?${dates}&rooms=${roomsParam(two)}`);
    expect(codes(plain.body)).not.toContain('SUITE'); // one suite only
    const occupied = await kit.get(
      `/book/hotels/1/rooms?${dates}&rooms=${roomsParam(two)}&is_including_occupied=true`,
    );
    expect(codes(occupied.body)).toContain('SUITE');
    const one = await kit.get(`/book/hotels/1/rooms?${dates}&adults=2`);
    expect(codes(one.body)).toContain('SUITE');
  });

  it('drops plan and room code filters for a metasearch source on brands 568 and 569 only', async () => {
    const url = `/book/hotels/1/rooms?${dates}&adults=2&room_type_codes=STD-DBL&hotel_plan_codes=BREAKFAST&metasearch_source=trivago`;
    const filtered = offersOf((await kit.get(url)).body);
    expect(new Set(filtered.map((o) => o.room_plan_code))).toEqual(new Set(['STD-DBL-BREAKFAST']));
    await kit.t.db.execute(
      sql`insert into hotel_brands (id, code, name, settings) select 568, 'meta-brand', name, settings from hotel_brands where id = 1`,
    );
    await kit.t.db.execute(sql`update hotels set brand_id = 568 where id = 1`);
    try {
      const unfiltered = offersOf((await kit.get(url)).body);
      expect(new Set(unfiltered.map((o) => o.room.room_type_code)).size).toBeGreaterThan(1);
      expect(new Set(unfiltered.map((o) => o.hotel_plan_code)).size).toBeGreaterThan(1);
      // Without a metasearch source the filters stay.
      const direct = offersOf((await kit.get(url.replace('&metasearch_source=trivago', ''))).body);
      expect(new Set(direct.map((o) => o.room_plan_code))).toEqual(new Set(['STD-DBL-BREAKFAST']));
    } finally {
      await kit.t.db.execute(sql`update hotels set brand_id = 1 where id = 1`);
      await kit.t.db.execute(sql`delete from hotel_brands where id = 568`);
    }
  });

  it('shows tl_lincon limited plans only to that site controller, one per hotel_plan_code', async () => {
    const url = `/book/hotels/1/rooms?${dates}&adults=2&hotel_plan_codes=ROOM-ONLY&room_type_codes=STD-DBL`;
    const direct = offersOf((await kit.get(url)).body).map((o) => o.room_plan_code);
    expect(direct).toEqual(['STD-DBL-ROOM-ONLY']);
    const lincon = offersOf((await kit.get(url, { 'x-site-controller': 'tl_lincon' })).body).map(
      (o) => o.room_plan_code,
    );
    expect(lincon).toEqual(['STD-DBL-ROOM-ONLY-TL']);
    const other = offersOf((await kit.get(url, { 'x-site-controller': 'other' })).body).map(
      (o) => o.room_plan_code,
    );
    expect(other).toEqual(['STD-DBL-ROOM-ONLY']);
  });

  it('refuses malformed parameters with the field named, never a 500', async () => {
    for (const query of [
      'order=cheapest',
      'mode=vip',
      'type=list',
      'nights=abc',
      'currency=XYZ',
      'is_day_use=maybe',
      'month=2026-13',
    ]) {
      const { status, body } = await kit.get(`/book/hotels/1/rooms?${dates}&${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors[0].details.fields)[0]).toBe(query.split('=')[0]);
    }
  });

  it('answers 404 for a hotel outside the session scope exactly like an unknown one', async () => {
    const tokyoOnly = await issueClientSession(kit.t.app, DEMO_HOTEL_CLIENTS['hanami-tokyo']);
    const other = await kit.t.app.inject({
      url: `/book/hotels/2/rooms?${dates}`,
      headers: { 'client-session': tokyoOnly },
    });
    const unknown = await kit.t.app.inject({
      url: `/book/hotels/999/rooms?${dates}`,
      headers: { 'client-session': tokyoOnly },
    });
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json().errors[0].details.base[0].error).toBe('No hotel was found for the id "2".');
    const own = await kit.t.app.inject({
      url: `/book/hotels/1/rooms?${dates}`,
      headers: { 'client-session': tokyoOnly },
    });
    expect(own.statusCode).toBe(200);
    expect((await kit.t.app.inject({ url: `/book/hotels/1/rooms?${dates}` })).statusCode).toBe(401);
  });
});
