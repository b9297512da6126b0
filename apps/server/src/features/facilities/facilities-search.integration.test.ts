import { facilitiesSearchResponseSchema } from '@yadori/contract/facilities.schema';
import { searchResponseSchema } from '@yadori/contract/search.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelToday } from '../../lib/hotel-time.ts';
import { DEMO_BRANDS, DEMO_HOTEL_CLIENTS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

const HANAMI = DEMO_BRANDS.hanami.id;
const DAY_MS = 86_400_000;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A Tuesday at least `minDays` ahead in Tokyo and Seoul, away from the seed's sold-out (15th) and
 * closed (1st) nights (see seed/demo-rooms-facts.ts).
 */
function quietTuesday(minDays: number): string {
  const today = hotelToday(new Date(), 'Asia/Tokyo');
  for (let i = minDays; ; i++) {
    const date = addDays(today, i);
    const day = Number(date.slice(8));
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 2 && day > 2 && (day < 13 || day > 17)) return date;
  }
}

/** The 15th of a month at least three weeks ahead: every Tokyo room is sold that night. */
function tokyoFullNight(): string {
  const today = hotelToday(new Date(), 'Asia/Tokyo');
  for (let i = 21; ; i++) {
    const date = addDays(today, i);
    if (date.endsWith('-15')) return date;
  }
}

describe.each(testDatabaseKinds())('GET /book/hotel_brands/{id}/hotels/search on %s', (kind) => {
  let t: TestApp;
  let widget: string;
  const checkin = quietTuesday(21);
  const checkout = addDays(checkin, 2);

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    widget = await issueClientSession(t.app);
  });
  afterAll(() => t?.close());

  const get = (url: string, session: string | null = widget, locale = 'en') =>
    t.app.inject({
      url: `/book${url}`,
      headers: { ...(session ? { 'client-session': session } : {}), 'tripla-locale': locale },
    });
  const search = async (query: string, session: string = widget) => {
    const response = await get(`/hotel_brands/${HANAMI}/hotels/search?${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return facilitiesSearchResponseSchema.parse(response.json()).data;
  };
  /** The cheapest offer /rooms gives for the same query at one hotel, or null. */
  const roomsLowest = async (hotelId: number, query: string) => {
    const response = await get(`/hotels/${hotelId}/rooms?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const offers = searchResponseSchema
      .parse(response.json())
      .data.rooms.flatMap((room) => room.room_plan)
      .filter((plan) => plan.is_available)
      .map((plan) => ({ total: plan.total_price, tax: plan.tax }));
    if (offers.length === 0) return null;
    return offers.reduce((best, offer) => (offer.total < best.total ? offer : best));
  };

  it('gives each brand hotel the lowest total /rooms offers the same party', async () => {
    const party = `checkin_date=${checkin}&checkout_date=${checkout}&adults=2`;
    const data = await search(`is_including_lowest_price=true&${party}`);
    expect(data.hotels.map((h) => h.code)).toEqual(['hanami-tokyo', 'hanami-kyoto', 'hanami-seoul']);
    for (const hotel of data.hotels) {
      const lowest = await roomsLowest(hotel.id, party);
      expect(lowest, hotel.code).not.toBeNull();
      expect(hotel.lowest_price, hotel.code).toEqual({
        total_price: lowest!.total,
        tax: lowest!.tax,
        currency: hotel.code === 'hanami-seoul' ? 'KRW' : 'JPY',
      });
    }
    expect(data.search_params).toMatchObject({
      hotel_codes: ['hanami-tokyo', 'hanami-kyoto', 'hanami-seoul'],
      is_including_lowest_price: true,
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ adults: 2, children: 0, checkin_date: checkin, checkout_date: checkout }],
    });
  });

  it('adds up the cheapest offer of each room for a party of several rooms', async () => {
    const rooms = encodeURIComponent(
      JSON.stringify([
        { checkin_date: checkin, checkout_date: checkout, adults: 2 },
        { checkin_date: checkin, checkout_date: checkout, adults: 1 },
      ]),
    );
    const data = await search(`is_including_lowest_price=true&hotel_codes=hanami-kyoto&rooms=${rooms}`);
    expect(data.hotels.map((h) => h.code)).toEqual(['hanami-kyoto']);
    const [two, one] = await Promise.all(
      [2, 1].map((adults) =>
        roomsLowest(
          DEMO_HOTELS.hanamiKyoto.id,
          `checkin_date=${checkin}&checkout_date=${checkout}&adults=${adults}`,
        ),
      ),
    );
    expect(data.hotels[0]!.lowest_price).toMatchObject({
      total_price: two!.total + one!.total,
      tax: two!.tax + one!.tax,
    });
    expect(data.search_params.rooms.map((r) => r.adults)).toEqual([2, 1]);
  });

  it('echoes the rooms as read, kids_age_range included, and the bracket form alike', async () => {
    const json = encodeURIComponent(
      JSON.stringify([
        { checkin_date: checkin, checkout_date: checkout, adults: 2, children: 1, kids_age_range: [5] },
      ]),
    );
    const fromJson = await search(`rooms=${json}`);
    const fromBrackets = await search(
      `rooms[0][checkin_date]=${checkin}&rooms[0][checkout_date]=${checkout}&rooms[0][adults]=2&rooms[0][children]=1&rooms[0][kids_age_range][]=5`,
    );
    for (const data of [fromJson, fromBrackets]) {
      expect(data.search_params.rooms).toEqual([
        expect.objectContaining({ adults: 2, children: 1, kids_age_range: [5], checkin_date: checkin }),
      ]);
      expect(data.search_params.is_including_lowest_price).toBe(false);
      // Not asked for: no prices at all.
      expect(data.hotels.map((h) => h.lowest_price)).toEqual([null, null, null]);
    }
  });

  it('shows no price for a sold-out hotel while the others keep theirs', async () => {
    const night = tokyoFullNight();
    const data = await search(
      `is_including_lowest_price=1&hotel_codes=hanami-tokyo,hanami-kyoto&checkin_date=${night}&checkout_date=${addDays(night, 1)}&adults=2`,
    );
    expect(data.hotels.map((h) => [h.code, h.lowest_price === null])).toEqual([
      ['hanami-tokyo', true],
      ['hanami-kyoto', false],
    ]);
  });

  it('keeps to the brand and the client scope: other brands codes match nothing, other brands are 404', async () => {
    const foreignCode = await search('hotel_codes=yamabuki-ryokan,hanami-seoul');
    expect(foreignCode.hotels.map((h) => h.code)).toEqual(['hanami-seoul']);
    const tokyoOnly = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-tokyo']);
    const scoped = await search(
      `is_including_lowest_price=true&checkin_date=${checkin}&checkout_date=${checkout}`,
      tokyoOnly,
    );
    expect(scoped.hotels.map((h) => h.code)).toEqual(['hanami-tokyo']);
    expect(scoped.hotels[0]!.lowest_price).not.toBeNull();
    const otherBrand = await get(`/hotel_brands/${DEMO_BRANDS.yamabuki.id}/hotels/search`, tokyoOnly);
    expect(otherBrand.statusCode).toBe(404);
    expect((await get('/hotel_brands/4242/hotels/search')).statusCode).toBe(404);
    expect((await get(`/hotel_brands/${HANAMI}/hotels/search`, null)).statusCode).toBe(401);
  });

  it('refuses a stay that is wrong at every hotel with the search message', async () => {
    const response = await get(
      `/hotel_brands/${HANAMI}/hotels/search?is_including_lowest_price=true&checkin_date=${checkout}&checkout_date=${checkin}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].details.base[0].error).toMatch(/\S/);
  });

  it.each([
    ['is_including_lowest_price=maybe', 'is_including_lowest_price'],
    [`hotel_codes=${'x'.repeat(65)}`, 'hotel_codes[0]'],
    ['checkin_date=2026-13-01', 'checkin_date'],
    [`rooms=${encodeURIComponent('[{"adults":1000}]')}`, 'rooms[0].adults'],
    ['mode=everything', 'mode'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await get(`/hotel_brands/${HANAMI}/hotels/search?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors[0].details.fields)).toEqual([field]);
  });
});
