import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingKitOn,
  type Json,
  simpleBody,
  TOKYO,
} from '../../features/reservations/reservation-test-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { LOOKUP_LIMITS } from './lookup-limit.ts';

const HANAMI_BRAND = 1;
const cases = testDatabaseKinds().flatMap((database) =>
  (['memory', 'database'] as const).map((store) => ({ database, store })),
);

describe.each(cases)(
  'reservation lookups are limited per number and per client ($database, $store)',
  ({ database, store }) => {
    let t: TestApp;
    let session: string;
    let clock = new Date();
    let a: Json;
    let b: Json;
    let address = 0;
    /** Each test its own client address, so only the counters it means to fill are full. */
    let ip = '203.0.113.1';

    const lookup = (url: string, from = ip) =>
      t.app.inject({ url, headers: { 'client-session': session }, remoteAddress: from });
    const hotelGet = (number: string, query: string, from?: string) =>
      lookup(`/book/hotels/${TOKYO}/reservations/${number}?${query}`, from);
    const brandGet = (number: string, query: string, from?: string) =>
      lookup(`/book/hotel_brands/${HANAMI_BRAND}/reservations/${number}?${query}`, from);
    const later = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    beforeAll(async () => {
      t = await createTestApp({
        database,
        hotelCacheTtlMs: 0,
        now: () => clock,
        config: { rateLimit: { perMinute: 1_000_000, store } },
      });
      const kit = await bookingKitOn(t);
      session = kit.session;
      a = (await kit.post(await simpleBody(kit))).body.data;
      b = (await kit.post(await simpleBody(kit))).body.data;
      expect(a.number).toBeTruthy();
      expect(b.number).toBeTruthy();
    }, 180_000);
    afterAll(async () => t?.close());

    it('after N wrong emails for one number even the right email gets 429 until the window ends', async () => {
      ip = `203.0.113.${++address}`;
      for (let i = 0; i < LOOKUP_LIMITS.perNumber; i++)
        expect((await hotelGet(a.number, `email=guess${i}@example.com`)).statusCode).toBe(404);
      // From another address too: the number's lock is not per client.
      const locked = await hotelGet(a.number, `email=${a.email}`, '198.51.100.7');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBe(LOOKUP_LIMITS.windowMs / 1000);
      expect(locked.json().errors[0].code).toBe(429);
      // The brand lookup shares the number's counter.
      expect((await brandGet(a.number, `email=${a.email}`)).statusCode).toBe(429);
      // Another number is unaffected, and the bypass token of the locked one still works.
      expect((await hotelGet(b.number, `email=${b.email}`)).statusCode).toBe(200);
      expect((await hotelGet(a.number, `bypass_token=${a.bypass_token}`)).statusCode).toBe(200);
      // A junk token next to a guessed email does not get round the lock.
      expect((await hotelGet(a.number, `bypass_token=junk&email=${a.email}`)).statusCode).toBe(429);
      later(LOOKUP_LIMITS.windowMs - 60_000);
      const stillLocked = await hotelGet(a.number, `email=${a.email}`);
      expect(stillLocked.statusCode).toBe(429);
      expect(Number(stillLocked.headers['retry-after'])).toBe(60);
      later(60_000);
      expect((await hotelGet(a.number, `email=${a.email}`)).statusCode).toBe(200);
    });

    it('a wrong email and an unknown number give byte-identical answers', async () => {
      ip = `203.0.113.${++address}`;
      const wrongEmail = await hotelGet(b.number, 'email=nobody@example.com');
      const unknownNumber = await hotelGet('ZZZZZZZZZZ', `email=${b.email}`);
      const wrongToken = await hotelGet(b.number, `bypass_token=${'x'.repeat(43)}`);
      for (const answer of [unknownNumber, wrongToken]) {
        expect(answer.statusCode).toBe(wrongEmail.statusCode);
        expect(answer.rawPayload.equals(wrongEmail.rawPayload)).toBe(true);
        expect(answer.headers['content-type']).toBe(wrongEmail.headers['content-type']);
        expect(answer.headers['retry-after']).toBeUndefined();
      }
      const brandWrong = await brandGet(b.number, 'email=nobody@example.com');
      const brandUnknown = await brandGet('ZZZZZZZZZY', `email=${b.email}`);
      expect(brandWrong.statusCode).toBe(404);
      expect(brandUnknown.rawPayload.equals(brandWrong.rawPayload)).toBe(true);
      later(LOOKUP_LIMITS.windowMs);
    });

    it('one client guessing many numbers is slowed down; other clients are not', async () => {
      ip = `203.0.113.${++address}`;
      for (let i = 0; i < LOOKUP_LIMITS.perClient; i++) {
        const guess = `GUESS${String(i).padStart(5, '0')}`;
        expect((await brandGet(guess, `email=${b.email}`)).statusCode).toBe(404);
      }
      const blocked = await hotelGet(b.number, `email=${b.email}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      // Even with the bypass token: the lock is the client's, not the number's.
      expect((await hotelGet(b.number, 'bypass_token=whatever')).statusCode).toBe(429);
      expect((await hotelGet(b.number, `email=${b.email}`, '198.51.100.99')).statusCode).toBe(200);
      // A fresh client session from the same address buys no new budget.
      session = await issueClientSession(t.app);
      expect((await hotelGet(b.number, `email=${b.email}`)).statusCode).toBe(429);
      later(LOOKUP_LIMITS.windowMs);
      expect((await hotelGet(b.number, `email=${b.email}`)).statusCode).toBe(200);
    });
  },
);
