import { randomUUID } from 'node:crypto';
import { FUNNEL_MAX_DAYS } from '@yadori/contract/analytics.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { addFunnelCounts } from '../../platform/analytics/funnel-counts.repository.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { partnerInject } from '../partner-api/partner-api-test-kit.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';
import { type Json, simpleBody } from '../reservations/reservation-test-kit.ts';
import { roomsParam } from '../search/search-test-kit.ts';
import type { TestStaff } from '../staff-accounts/staff-test-kit.ts';
import {
  type StaffReservationKit,
  staffReservationKit,
} from '../staff-reservations/staff-reservations-test-kit.ts';

// The hotel's funnel (decision 061): searches, selections and checkouts counted by the booking engine
// as it answers, bookings read from the reservations; and the attribution a booking keeps.

const TOKYO = 1;
const TIME_ZONE = 'Asia/Tokyo';
const funnelUrl = `/staff/hotels/${TOKYO}/funnel`;

type Counts = { searches: number; selections: number; checkouts: number; bookings: number };
const none: Counts = { searches: 0, selections: 0, checkouts: 0, bookings: 0 };

describe.each(testDatabaseKinds())('the hotel’s funnel and attribution (%s)', (kind) => {
  let kit: StaffReservationKit;
  let pms: TestPartnerKey;
  beforeAll(async () => {
    kit = await staffReservationKit(kind);
    pms = await createTestPartnerKey(kit.t.db, { hotelId: TOKYO, scopes: ['reservations:read'] });
  }, 180_000);
  afterAll(async () => kit?.close());

  /** Today at Tokyo, read around what a test does (the days a step may have counted on). */
  const tokyoToday = () => hotelToday(new Date(), TIME_ZONE);

  const funnel = async (from: string, to: string, who: TestStaff | null = kit.staff.admin) =>
    kit.api('GET', `${funnelUrl}?from=${from}&to=${to}`, who);

  /**
   * Each source's counts over `days` (the counter flushed first), and the days its rows fell on.
   */
  async function countsOver(days: { from: string; to: string }) {
    await kit.t.app.funnel.flush();
    const answer = await funnel(days.from, days.to);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bySource = new Map<string, Counts>(
      answer.body.data.sources.map(({ source, ...counts }: Json) => [source, counts]),
    );
    return {
      body: answer.body.data,
      of: (source: string): Counts => bySource.get(source) ?? none,
      dates: new Set<string>(answer.body.data.rows.map((row: Json) => row.date)),
    };
  }

  const search = (path: 'rooms' | 'rooms/price', query: string) =>
    kit.get(
      `/book/hotels/${TOKYO}/${path}?rooms=${roomsParam([{ adults: 2 }])}&checkin_date=${kit.checkin}` +
        `&checkout_date=${kit.checkout}${query}`,
    );

  const difference = (after: Counts, before: Counts): Counts => ({
    searches: after.searches - before.searches,
    selections: after.selections - before.selections,
    checkouts: after.checkouts - before.checkouts,
    bookings: after.bookings - before.bookings,
  });

  it('counts searches, selections, checkouts and bookings per source on the hotel’s local day', async () => {
    await kit.resetClock();
    const firstDay = tokyoToday();
    // The range around today: a day either side, so a test run across Tokyo's midnight still sees all.
    const range = { from: addDays(firstDay, -1), to: addDays(firstDay, 1) };
    const start = await countsOver(range);

    for (const query of ['&utm_source=Google', '&metasearch_source=trivago', '', '&utm_source=']) {
      const answer = await search('rooms', query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // metasearch_source wins over utm_source; a repeated key counts by its first value, as the search reads it.
    expect((await search('rooms', '&utm_source=google&metasearch_source=Trivago')).status).toBe(200);
    expect((await search('rooms', '&utm_source=GOOGLE&utm_source=bing')).status).toBe(200);
    // A malformed search is refused before it is one: nothing counts.
    const malformed = [
      `rooms=${roomsParam([{ adults: 100 }])}&checkin_date=${kit.checkin}&checkout_date=${kit.checkout}`,
      `rooms=${roomsParam([{ adults: 2 }])}&checkin_date=${kit.checkin}&checkout_date=${kit.checkin}`,
      `rooms=${roomsParam([{ adults: 2 }])}&checkin_date=2026-02-30&checkout_date=${kit.checkout}`,
    ];
    for (const query of malformed) {
      const refused = await kit.get(`/book/hotels/${TOKYO}/rooms?${query}&utm_source=google`);
      expect(refused.status, query).toBe(400);
    }
    // A selection: one room plan priced.
    const price = await search('rooms/price', '&room_plan_codes=STD-DBL-ROOM-ONLY&metasearch_source=trivago');
    expect(price.status, JSON.stringify(price.body)).toBe(200);

    const after = await countsOver(range);
    expect(difference(after.of('google'), start.of('google'))).toEqual({ ...none, searches: 2 });
    expect(difference(after.of('trivago'), start.of('trivago'))).toEqual({
      ...none,
      searches: 2,
      selections: 1,
    });
    expect(difference(after.of('direct'), start.of('direct'))).toEqual({ ...none, searches: 2 });
    expect(after.body.totals.searches - start.body.totals.searches).toBe(6);
    // Counted on Tokyo's day (today, or tomorrow if Tokyo's midnight passed meanwhile).
    const lastDay = tokyoToday();
    for (const date of after.dates) expect([firstDay, lastDay]).toContain(date);
    expect(after.body.rows.length).toBeGreaterThan(0);
  });

  it('counts a booking request the contract accepted as a checkout, even when refused after; the booking under its source', async () => {
    await kit.resetClock();
    const firstDay = tokyoToday();
    const range = { from: addDays(firstDay, -1), to: addDays(firstDay, 1) };
    // simpleBody prices the room (a selection, direct) before the booking is sent.
    const body = await simpleBody(kit);
    const start = await countsOver(range);

    const attribution = { utm_source: 'Newsletter', utm_medium: 'email' };
    const booked = await kit.post({ ...body, attribution });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // The price changed since the guest saw it: refused (409), still a guest who went to check out.
    const stale = await kit.post({ ...body, total_price: body.total_price + 1, attribution });
    expect(stale.status).toBe(409);
    // Refused by the contract (no terms_accepted; a bad segment id): not a checkout.
    const { terms_accepted: _terms, ...unaccepted } = body;
    expect((await kit.post({ ...unaccepted, attribution })).status).toBe(400);
    expect((await kit.post({ ...body, attribution: { ...attribution, segment_ids: ['a b'] } })).status).toBe(
      400,
    );
    // No hotel the session may book: not this hotel's checkout either.
    expect((await kit.post({ ...body, attribution }, { hotelId: 999_999 })).status).toBe(404);

    const after = await countsOver(range);
    expect(difference(after.of('newsletter'), start.of('newsletter'))).toEqual({
      ...none,
      checkouts: 2,
      bookings: 1,
    });
    expect(difference(after.of('direct'), start.of('direct'))).toEqual(none);

    // A booking counts whatever became of it: cancelled by the hotel, it was still made.
    const number = booked.body.data.number;
    const cancelled = await kit.api(
      'POST',
      `/staff/hotels/${TOKYO}/reservations/${number}/cancel`,
      kit.staff.admin,
      {
        fee: 'none',
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await countsOver(range)).of('newsletter')).toEqual(after.of('newsletter'));
  });

  it('answers the funnel only to the hotel’s own staff, for at most 92 days', async () => {
    const day = tokyoToday();
    expect((await funnel(day, day, kit.staff.frontDesk)).status).toBe(200);
    expect((await funnel(day, day, kit.staff.manager)).status).toBe(200);
    // Another brand's admin, and a manager of another hotel of the brand: as if there were no hotel.
    expect((await funnel(day, day, kit.staff.stranger)).status).toBe(404);
    expect((await funnel(day, day, kit.staff.kyotoManager)).status).toBe(404);
    // Every role reads reservations: without a session it is 401.
    expect((await funnel(day, day, null)).status).toBe(401);
    const longest = await funnel('2026-01-01', addDays('2026-01-01', FUNNEL_MAX_DAYS - 1));
    expect(longest.status).toBe(200);
    const tooLong = await funnel('2026-01-01', addDays('2026-01-01', FUNNEL_MAX_DAYS));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors[0].details.fields)).toEqual(['to']);
    expect((await funnel('2026-02-01', '2026-01-31')).status).toBe(400);
    expect((await funnel('2026-01-01', '2026-13-01')).status).toBe(400);
    // Days far back or far ahead are simply empty, never an error of the database.
    for (const [from, to] of [
      ['0000-01-01', '0000-02-01'],
      ['1969-12-01', '1970-01-31'],
      ['9999-12-01', '9999-12-31'],
    ] as const) {
      const answer = await funnel(from, to);
      expect(answer.status, `${from} ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.data).toEqual({
        from,
        to,
        rows: [],
        sources: [],
        totals: none,
      });
    }
  });

  it('sorts rows by day then source, sources by searches then name, and adds them up', async () => {
    // Counts of days long past, written as the counter writes them, and a booking made on one of them.
    const { db } = kit.t;
    await addFunnelCounts(db, [
      { hotelId: TOKYO, day: '2025-03-02', source: 'yahoo', searches: 5, selections: 2, checkouts: 1 },
      { hotelId: TOKYO, day: '2025-03-01', source: 'direct', searches: 3, selections: 1, checkouts: 0 },
      { hotelId: TOKYO, day: '2025-03-01', source: 'yahoo', searches: 2, selections: 0, checkouts: 0 },
      { hotelId: TOKYO, day: '2025-03-03', source: 'bing', searches: 7, selections: 0, checkouts: 0 },
      // Another hotel's counts are not this one's.
      { hotelId: 2, day: '2025-03-01', source: 'yahoo', searches: 50, selections: 0, checkouts: 0 },
    ]);
    const stay = await kit.stay();
    // Made at 23:30 on 1 March in Tokyo (14:30 UTC): Tokyo's 1 March, not UTC's.
    await db.execute(sql`update reservations set source = 'bing',
      created_at = '2025-03-01T14:30:00Z' where id = ${stay.id}`);
    const answer = await funnel('2025-03-01', '2025-03-02');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      from: '2025-03-01',
      to: '2025-03-02',
      rows: [
        { date: '2025-03-01', source: 'bing', searches: 0, selections: 0, checkouts: 0, bookings: 1 },
        { date: '2025-03-01', source: 'direct', searches: 3, selections: 1, checkouts: 0, bookings: 0 },
        { date: '2025-03-01', source: 'yahoo', searches: 2, selections: 0, checkouts: 0, bookings: 0 },
        { date: '2025-03-02', source: 'yahoo', searches: 5, selections: 2, checkouts: 1, bookings: 0 },
      ],
      sources: [
        { source: 'yahoo', searches: 7, selections: 2, checkouts: 1, bookings: 0 },
        { source: 'direct', searches: 3, selections: 1, checkouts: 0, bookings: 0 },
        { source: 'bing', searches: 0, selections: 0, checkouts: 0, bookings: 1 },
      ],
      totals: { searches: 10, selections: 3, checkouts: 1, bookings: 1 },
    });
    // A booking made at 00:30 on 3 March in Tokyo is past the range's last day.
    await db.execute(sql`update reservations set created_at = '2025-03-02T15:30:00Z' where id = ${stay.id}`);
    const later = await funnel('2025-03-01', '2025-03-02');
    expect(later.body.data.totals.bookings).toBe(0);
    expect((await funnel('2025-03-03', '2025-03-03')).body.data.rows).toEqual([
      { date: '2025-03-03', source: 'bing', searches: 7, selections: 0, checkouts: 0, bookings: 1 },
    ]);
  });

  describe('attribution', () => {
    const staffStay = (number: string) =>
      kit.api('GET', `/staff/hotels/${TOKYO}/reservations/${number}`, kit.staff.frontDesk);
    const listRow = async (number: string) => {
      const list = await kit.api('GET', `/staff/hotels/${TOKYO}/reservations?per_page=100`, kit.staff.admin);
      expect(list.status).toBe(200);
      return list.body.data.find((row: Json) => row.number === number);
    };
    const partnerRow = async (number: string) => {
      const list = await partnerInject(kit.t.app, 'GET', `/api/v1/hotels/${TOKYO}/reservations`, {
        authorization: pms.authorization,
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return list.body.data.find((row: Json) => row.number === number);
    };
    const partnerStay = (number: string) =>
      partnerInject(kit.t.app, 'GET', `/api/v1/hotels/${TOKYO}/reservations/${number}`, {
        authorization: pms.authorization,
      });

    it('keeps what the booking said of where the guest came from, and shows it to the console and the PMS', async () => {
      await kit.resetClock();
      const body = await simpleBody(kit, {
        attribution: {
          utm_source: ' Newsletter ',
          utm_medium: 'email',
          utm_campaign: '',
          metasearch_source: 'Trivago',
          segment_ids: ['vip', 'crm:42', 'vip', 'line_user.7-a'],
        },
      });
      const booked = await kit.post(body);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const number = booked.body.data.number;
      const expected = {
        utm_source: 'Newsletter',
        utm_medium: 'email',
        utm_campaign: null,
        metasearch_source: 'Trivago',
        segment_ids: ['vip', 'crm:42', 'line_user.7-a'],
        source: 'trivago',
      };

      const detail = await staffStay(number);
      expect(detail.status, JSON.stringify(detail.body)).toBe(200);
      expect(detail.body.data.attribution).toEqual(expected);
      expect((await listRow(number)).source).toBe('trivago');
      const partner = await partnerStay(number);
      expect(partner.status, JSON.stringify(partner.body)).toBe(200);
      expect(partner.body.data.attribution).toEqual(expected);
      expect((await partnerRow(number)).source).toBe('trivago');

      // The same key with another attribution is another request: refused, the stay unchanged.
      const key = randomUUID();
      expect((await kit.post(body, { key })).status).toBe(201);
      const reused = await kit.post({ ...body, attribution: { utm_source: 'other' } }, { key });
      expect(reused.status).toBe(422);
      expect(reused.body.errors[0].details.code).toBe('idempotency_key_reused');
    });

    it('shows none for a booking that said nothing: nulls, no segments, direct', async () => {
      await kit.resetClock();
      const booked = await kit.post(await simpleBody(kit));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const number = booked.body.data.number;
      const expected = {
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        metasearch_source: null,
        segment_ids: [],
        source: 'direct',
      };
      expect((await staffStay(number)).body.data.attribution).toEqual(expected);
      expect((await partnerStay(number)).body.data.attribution).toEqual(expected);
      expect((await listRow(number)).source).toBe('direct');
      expect((await partnerRow(number)).source).toBe('direct');
    });

    it('refuses a segment id with a character outside A-Z a-z 0-9 _ . : - (400), and more than 20', async () => {
      await kit.resetClock();
      const body = await simpleBody(kit);
      for (const segment_ids of [
        ['vip/list'],
        ['ok', 'not ok'],
        [''],
        Array.from({ length: 21 }, (_, i) => `s${i}`),
      ]) {
        const refused = await kit.post({ ...body, attribution: { segment_ids } });
        expect(refused.status, JSON.stringify(segment_ids)).toBe(400);
        for (const field of Object.keys(refused.body.errors[0].details.fields))
          expect(field).toMatch(/^attribution\.segment_ids/);
      }
    });
  });
});
