import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { loadStayDataUnless, stayFingerprint } from './search.repository.ts';
import { searchAnswerStats } from './search-answers.ts';
import { quietTuesday, roomsParam } from './search-test-kit.ts';

// Kept search answers (decision 051): an app whose hotel cache holds its catalogue (so its answers are
// kept and reused) must answer exactly as an app that computes every answer afresh, after every kind of
// change a search reads, and at every hour.

const TOKYO = 1;

for (const kind of testDatabaseKinds()) {
  describe(`kept search answers (${kind})`, () => {
    let t: TestApp;
    let fresh: FastifyInstance;
    let session: string;
    let freshSession: string;
    // 10:30 in Tokyo today; the tests move it.
    const clock = { now: Date.parse(`${hotelToday(new Date(), 'Asia/Tokyo')}T01:30:00Z`) };
    const checkin = quietTuesday(20);
    const checkout = addDays(checkin, 2);
    const urls = {
      oneRoom: `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${roomsParam([{ adults: 2 }])}`,
      threeRooms: `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${roomsParam(
        [{ adults: 2, kids_tiers: ['A', 'B'] }, { adults: 2, kids_tiers: ['C'] }, { adults: 1 }],
      )}`,
      plans: `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${checkout}&type=plan&rooms=${roomsParam([{ adults: 2 }])}`,
      undated: `/book/hotels/${TOKYO}/rooms?rooms=${roomsParam([{ adults: 1 }])}`,
    };

    beforeAll(async () => {
      // The hotel cache keeps the catalogue for the whole test: only the nights and the clock change.
      t = await createTestApp({ database: kind, hotelCacheTtlMs: 3_600_000, now: () => new Date(clock.now) });
      // The reference: the same database, every hotel row and catalogue read afresh, so no answer is
      // ever reused (each request's catalogue is a new object, hence a new key).
      fresh = await buildApp({
        config: t.config,
        db: t.db,
        hotelCacheTtlMs: 0,
        jobs: false,
        now: () => new Date(clock.now),
      });
      await fresh.ready();
      session = await issueClientSession(t.app);
      freshSession = await issueClientSession(fresh);
    }, 120_000);
    afterAll(async () => {
      await fresh?.close();
      await t?.close();
    });

    async function answer(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
      const response = await app.inject({
        url,
        headers: { 'client-session': app === fresh ? freshSession : session, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      const encoding = response.headers['content-encoding'];
      const raw = response.rawPayload;
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      return { text, encoding, vary: response.headers.vary };
    }

    /** Every URL answered by the keeping app (twice) and by the fresh one: the same bytes. */
    async function expectSameAsFresh(): Promise<Record<string, string>> {
      const texts: Record<string, string> = {};
      for (const [name, url] of Object.entries(urls)) {
        const first = await answer(t.app, url);
        const reused = searchAnswerStats.reused;
        const second = await answer(t.app, url);
        expect(searchAnswerStats.reused, `${name}: the repeat was computed again`).toBe(reused + 1);
        const reference = await answer(fresh, url);
        expect(first.text, name).toBe(reference.text);
        expect(second.text, name).toBe(reference.text);
        texts[name] = reference.text;
      }
      return texts;
    }

    it('reuses an answer while nothing it read changed, and answers as afresh after each change', async () => {
      // A minimum stay of one night restricts nothing yet: the change below raises it, the row stays.
      await t.db.execute(sql`insert into hotel_plan_closures (hotel_plan_id, stay_date, min_nights)
        select id, ${checkin}::date, 1 from hotel_plans where hotel_id = ${TOKYO} and code = 'BREAKFAST'`);
      let before = await expectSameAsFresh();
      const changes: [string, () => Promise<unknown>][] = [
        [
          'rooms sold',
          () =>
            t.db.execute(sql`update room_inventory set sold = sold + 1 where stay_date = ${checkin}::date
              and room_type_id = (select id from room_types where hotel_id = ${TOKYO} and code = 'STD-DBL')`),
        ],
        [
          'a rate',
          () =>
            t.db.execute(sql`update room_plan_rates set price = price + 700 where stay_date = ${checkin}::date
              and adults = 2 and room_plan_id in (select id from room_plans where hotel_id = ${TOKYO})`),
        ],
        [
          'a plan closed',
          () =>
            t.db.execute(sql`insert into hotel_plan_closures (hotel_plan_id, stay_date, closed)
              select id, ${addDays(checkin, 1)}::date, true from hotel_plans
                where hotel_id = ${TOKYO} and code = 'ROOM-ONLY'`),
        ],
        [
          'a room type closed',
          () =>
            t.db.execute(sql`update room_inventory set closed = true where stay_date = ${checkin}::date
              and room_type_id = (select id from room_types where hotel_id = ${TOKYO} and code = 'SMK-DBL')`),
        ],
        [
          'extra stock',
          () =>
            t.db.execute(sql`insert into extra_daily_inventory (extra_id, service_date, inventory)
              select id, ${checkin}::date, 1 from extras where hotel_id = ${TOKYO}
              on conflict (extra_id, service_date) do update set inventory = 1`),
        ],
        [
          // A night's own minimum stay (decision 058): a 2-night stay arriving then is no longer sold.
          'a minimum stay',
          () =>
            t.db.execute(sql`update hotel_plan_closures set min_nights = 3 where stay_date = ${checkin}::date
              and hotel_plan_id = (select id from hotel_plans where hotel_id = ${TOKYO} and code = 'BREAKFAST')`),
        ],
      ];
      for (const [name, change] of changes) {
        await change();
        const after = await expectSameAsFresh();
        expect(after.oneRoom === before.oneRoom && after.threeRooms === before.threeRooms, name).toBe(false);
        before = after;
      }
    }, 120_000);

    it('answers by the hotel’s hour: a plan whose deadline passes is gone from the next answer', async () => {
      // Booking closes at 11:00 three days before check-in; today is three days before `soon`.
      const soon = addDays(hotelToday(new Date(clock.now), 'Asia/Tokyo'), 3);
      const url = `/book/hotels/${TOKYO}/rooms?checkin_date=${soon}&checkout_date=${addDays(soon, 1)}&rooms=${roomsParam([{ adults: 2 }])}`;
      await t.db.execute(sql`update hotel_plans set deadline_days_before = 3, deadline_hour = 11
        where hotel_id = ${TOKYO} and code = 'ROOM-ONLY'`);
      await t.db.execute(sql`update room_inventory set sold = 0, closed = false where stay_date = ${soon}::date
        and room_type_id in (select id from room_types where hotel_id = ${TOKYO})`);
      // A new catalogue for the keeping app: a new app on the same database and clock.
      const keeping = await buildApp({
        config: t.config,
        db: t.db,
        hotelCacheTtlMs: 3_600_000,
        jobs: false,
        now: () => new Date(clock.now),
      });
      try {
        const keepingSession = await issueClientSession(keeping);
        const plans = async (app: FastifyInstance, sessionId: string) => {
          const response = await app.inject({ url, headers: { 'client-session': sessionId } });
          expect(response.statusCode, response.body).toBe(200);
          return response
            .json()
            .data.rooms.flatMap((room: { room_plan: { hotel_plan_code: string }[] }) =>
              room.room_plan.map((plan) => plan.hotel_plan_code),
            ) as string[];
        };
        clock.now += 29 * 60_000; // 10:59
        await plans(keeping, keepingSession);
        const atTen = await plans(keeping, keepingSession);
        expect(atTen).toContain('ROOM-ONLY');
        expect(atTen).toEqual(await plans(fresh, freshSession));
        clock.now += 60_000; // 11:00
        const atEleven = await plans(keeping, keepingSession);
        expect(atEleven).not.toContain('ROOM-ONLY');
        expect(atEleven).toEqual(await plans(fresh, freshSession));
      } finally {
        await keeping.close();
        await t.db.execute(sql`update hotel_plans set deadline_days_before = 0, deadline_hour = 24
          where hotel_id = ${TOKYO} and code = 'ROOM-ONLY'`);
      }
    }, 120_000);

    it('sends a kept answer in each encoding asked for, the same JSON in all', async () => {
      const plain = await answer(t.app, urls.oneRoom);
      const brotli = await answer(t.app, urls.oneRoom, { 'accept-encoding': 'br' });
      const gzip = await answer(t.app, urls.oneRoom, { 'accept-encoding': 'gzip' });
      expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([undefined, 'br', 'gzip']);
      expect(brotli.text).toBe(plain.text);
      expect(gzip.text).toBe(plain.text);
      for (const reply of [plain, brotli, gzip]) expect(reply.vary).toMatch(/accept-encoding/i);
    });

    it('keeps no answer of a search that depends on more than its nights', async () => {
      const member = DEMO_MEMBERS.hanako;
      const { token } = await issueMemberSession(t.db, {
        memberId: member.id,
        brandId: member.brandId,
        now: new Date(clock.now),
      });
      const cases: [string, string, Record<string, string>][] = [
        ['a signed-in member', urls.oneRoom, { authorization: `Bearer ${token}` }],
        ['a promo code', `${urls.oneRoom}&promo_code=NOSUCHCODE`, {}],
        ['a coupon', `${urls.oneRoom}&coupon_code=NOSUCHCODE`, {}],
        ['a change of a booked stay', `${urls.oneRoom}&reservation_no=0000000000&email=a%40example.com`, {}],
      ];
      for (const [name, url, headers] of cases) {
        const { kept, reused } = searchAnswerStats;
        const response = await t.app.inject({ url, headers: { 'client-session': session, ...headers } });
        await t.app.inject({ url, headers: { 'client-session': session, ...headers } });
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
        expect([searchAnswerStats.kept, searchAnswerStats.reused], name).toEqual([kept, reused]);
      }
    });

    it('the nights’ fingerprint changes with what they hold and not otherwise', async () => {
      const query = { hotelId: TOKYO, from: checkin, to: addDays(checkin, 1), adults: [2] };
      const first = await loadStayDataUnless(t.db, query, undefined);
      expect(first.data?.remaining.size).toBeGreaterThan(0);
      // The short query a kept answer is checked with hashes the very same rows the same way.
      expect(await stayFingerprint(t.db, query)).toBe(first.fingerprint);
      expect(await loadStayDataUnless(t.db, query, first.fingerprint)).toEqual({
        fingerprint: first.fingerprint,
        data: null,
      });
      // Another party reads other rates: another fingerprint.
      const three = await loadStayDataUnless(t.db, { ...query, adults: [3] }, first.fingerprint);
      expect(three.fingerprint).not.toBe(first.fingerprint);
      expect(three.data).not.toBeNull();
      await t.db.execute(sql`update room_plan_rates set price = price + 1 where stay_date = ${checkin}::date
        and adults = 2 and room_plan_id = (select min(id) from room_plans where hotel_id = ${TOKYO})`);
      const changed = await loadStayDataUnless(t.db, query, first.fingerprint);
      expect(changed.fingerprint).not.toBe(first.fingerprint);
      expect(await stayFingerprint(t.db, query)).toBe(changed.fingerprint);
      expect(changed.data).not.toBeNull();
      // A night's minimum stay alone (no other column of its row moves) changes it too.
      await t.db.execute(sql`insert into hotel_plan_closures (hotel_plan_id, stay_date, closed_to_arrival)
        select id, ${checkin}::date, true from hotel_plans where hotel_id = ${TOKYO} and code = 'EARLY21'`);
      const withRow = await stayFingerprint(t.db, query);
      await t.db.execute(sql`update hotel_plan_closures set min_nights = 2 where stay_date = ${checkin}::date
        and hotel_plan_id = (select id from hotel_plans where hotel_id = ${TOKYO} and code = 'EARLY21')`);
      const withMinimum = await loadStayDataUnless(t.db, query, withRow);
      expect(withMinimum.fingerprint).not.toBe(withRow);
      const early = [...(withMinimum.data?.closures.values() ?? [])].find(
        (nights) => nights.get(checkin)?.minNights === 2,
      );
      expect(early?.get(checkin)).toEqual({ closed: false, closedToArrival: true, minNights: 2 });
    });
  });
}
