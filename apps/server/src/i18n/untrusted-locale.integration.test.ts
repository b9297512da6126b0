import { errorBodySchema } from '@yadori/contract/errors';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { type BookingKit, bookingKit, simpleBody } from '../features/reservations/reservation-test-kit.ts';
import { en } from './messages.en.ts';

// Every name a plain object answers from Object.prototype (__proto__, constructor, toString,
// hasOwnProperty, __defineGetter__…), and the upper-case forms the alias table lower-cases.
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
const NAMES = [...PROTOTYPE_NAMES, '__PROTO__', 'CONSTRUCTOR'];
const WIDGET_ORIGIN = 'http://localhost:8080';

const errorOf = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect(String(response.headers['content-type'])).toContain('application/json');
  return errorBodySchema.parse(JSON.parse(response.body)).errors[0]!;
};

describe('a locale named like an Object.prototype member falls back to English', () => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit();
  }, 120_000);
  afterAll(() => kit?.close());
  const inject = (options: InjectOptions) => kit.t.app.inject(options);

  it.each(NAMES)('Tripla-Locale: %s on an unknown route → 404 in the contract format', async (name) => {
    const response = await inject({
      method: 'POST',
      url: '/book/no/such/route',
      headers: { 'tripla-locale': name },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({
      status: 404,
      details: { base: [{ error: en.routeNotFound }] },
    });
  });

  it.each(NAMES)('Tripla-Locale: %s on a request that fails validation → 400 in English', async (name) => {
    const response = await inject({
      method: 'POST',
      url: '/api/client_sessions',
      headers: { 'content-type': 'application/json', 'tripla-locale': name },
      payload: JSON.stringify({ client_key: 42, client_secret: 's' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details.base.map((b) => b.error)).toEqual(['client_key must be text.']);
  });

  it.each(NAMES)(
    'receipt ?locale=%s (and the same Tripla-Locale) → 400 naming the locale, in English',
    async (name) => {
      const response = await inject({
        url: `/book/hotels/1/reservations/ABCDEFGH/receipt?email=a%40example.com&locale=${encodeURIComponent(name)}`,
        headers: { 'client-session': kit.session, 'tripla-locale': name },
      });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(Object.keys(error.details.fields ?? {})).toEqual(['locale']);
      expect(error.details.base[0]!.error).toMatch(/^locale must be one of: /);
    },
  );

  it.each(NAMES)('sandbox card fields ?locale=%s → the English page', async (name) => {
    const query = `parent_origin=${encodeURIComponent(WIDGET_ORIGIN)}&locale=${encodeURIComponent(name)}`;
    const page = await inject({ url: `/sandbox-pay/card-fields?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="card_number">Card number</label>');
    const refused = await inject({ url: `/sandbox-pay/card-fields?locale=${encodeURIComponent(name)}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="en">');
  });

  it.each(NAMES)('sandbox 3-D Secure page ?locale=%s → the English page, shown and posted', async (name) => {
    const page = await inject({ url: `/sandbox-pay/challenge/sp_nope?locale=${encodeURIComponent(name)}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="en">');
    const posted = await inject({
      method: 'POST',
      url: '/sandbox-pay/challenge/sp_nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=complete&locale=${encodeURIComponent(name)}`,
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('<html lang="en">');
  });

  it.each(['constructor', '__proto__'])(
    'a booking sent with Tripla-Locale: %s and no locale of its own is stored and mailed in English',
    async (name) => {
      const booked = await kit.post(await simpleBody(kit), { headers: { 'tripla-locale': name } });
      expect(booked.status).toBe(201);
      const number: string = booked.body.data.number;
      await kit.t.app.runDueJobs(new Date(Date.now() + 60_000));
      const stored = rowsOf<{ locale: string }>(
        await kit.t.db.execute(sql`select locale from reservations where number = ${number}`),
      );
      expect(stored).toEqual([{ locale: 'en' }]);
      const mails = rowsOf<{ locale: string }>(
        await kit.t.db.execute(sql`
          select m.locale from mail_outbox m join reservations r on r.id = m.reservation_id
            where r.number = ${number} and m.to_address = 'hanako@example.com'`),
      );
      expect(mails).toEqual([{ locale: 'en' }]);
    },
  );
  it("a reservation stored with a locale from before the fix (Object's source) reads back in English", async () => {
    const booked = await kit.post(await simpleBody(kit));
    expect(booked.status).toBe(201);
    const number: string = booked.body.data.number;
    await kit.t.db.execute(
      sql`update reservations set locale = 'function Object() { [native code] }' where number = ${number}`,
    );
    const found = await kit.get(`/book/hotels/1/reservations/${number}?email=hanako%40example.com`);
    expect(found.status).toBe(200);
    expect(found.body.data.locale).toBe('en');
  });
});
