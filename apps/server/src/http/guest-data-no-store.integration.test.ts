import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingKit,
  bookingKit,
  type Json,
  simpleBody,
} from '../features/reservations/reservation-test-kit.ts';

// Every /book answer about a reservation carries the guest's data: no browser or shared cache keeps it.

describe('Cache-Control: no-store on reservation answers', () => {
  let kit: BookingKit;
  let booked: Json;
  beforeAll(async () => {
    kit = await bookingKit();
    const answer = await kit.post(await simpleBody(kit));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    booked = answer.body.data;
  }, 120_000);
  afterAll(async () => kit?.close());

  const cacheControl = async (url: string, status?: number) => {
    const response = await kit.t.app.inject({ url, headers: { 'client-session': kit.session } });
    if (status !== undefined) expect(response.statusCode, `${url} ${response.body}`).toBe(status);
    return response.headers['cache-control'];
  };

  it('the booking’s own answer', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/reservations',
      headers: { 'client-session': kit.session, 'idempotency-key': 'no-store-booking' },
      payload: await simpleBody(kit),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the reservation', (n: string, e: string) => `/book/hotels/1/reservations/${n}?email=${e}`],
    ['the brand lookup', (n: string, e: string) => `/book/hotel_brands/1/reservations/${n}?email=${e}`],
    [
      'its update settings',
      (n: string, e: string) => `/book/hotels/1/reservations/${n}/update_settings?email=${e}`,
    ],
    [
      'its additional questions',
      (n: string, e: string) => `/book/reservations/${n}/additional_questions?email=${e}`,
    ],
  ])('%s', async (_name, url) => {
    expect(await cacheControl(url(booked.number, 'hanako@example.com'), 200)).toBe('no-store');
  });

  it('the receipt (its own private, no-store is kept)', async () => {
    const value = await cacheControl(
      `/book/hotels/1/reservations/${booked.number}/receipt?bypass_token=${booked.bypass_token}`,
    );
    expect(String(value)).toMatch(/\bno-store\b/);
  });

  it('a refusal too (a wrong email says whether the number exists to nobody’s cache)', async () => {
    expect(await cacheControl(`/book/hotels/1/reservations/${booked.number}?email=someone@example.com`)).toBe(
      'no-store',
    );
  });

  it('not on answers without guest data (search, settings)', async () => {
    expect(await cacheControl('/book/hotels/hanami-tokyo/settings/booking_widget', 200)).toBeUndefined();
    expect(await cacheControl('/book/hotels/1/cancellation_policies', 200)).toBeUndefined();
  });
});
