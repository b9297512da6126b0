import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingKit,
  bookingKitOn,
  guest,
  simpleBody,
} from '../features/reservations/reservation-test-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// NUL and lone surrogates are refused by the contract's text() with a message naming the field;
// a surrogate pair (an emoji) is ordinary text and books like any other.
describe.each(testDatabaseKinds())('text PostgreSQL cannot store (%s)', (database) => {
  let kit: BookingKit;

  beforeAll(async () => {
    kit = await bookingKitOn(await createTestApp({ database, hotelCacheTtlMs: 0 }));
  }, 180_000);
  afterAll(async () => kit?.close());

  it('refuses a NUL in client_key with a 400 naming the field', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/client_sessions',
      headers: { 'content-type': 'application/json', 'tripla-locale': 'en' },
      payload: JSON.stringify({ client_key: 'yadori-demo-key\u0000', client_secret: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].details.fields.client_key).toEqual([
      'client_key contains a character that cannot be stored (a NUL or a broken Unicode character).',
    ]);
  });

  it('refuses a lone surrogate in a guest name (a JSON \\ud800 escape) in the request language', async () => {
    const body = await simpleBody(kit, { guest: { ...guest, last_name: 'Yamada\ud800' } });
    const answer = await kit.post(body, { headers: { 'tripla-locale': 'ko' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].details.fields['guest.last_name']).toEqual([
      'guest.last_name에 사용할 수 없는 문자(NUL 문자 또는 깨진 유니코드 문자)가 포함되어 있습니다.',
    ]);
  });

  it('refuses a NUL in a query value with a 400, and a lone low surrogate in JSON-in-query never reaches the database', async () => {
    const lookup = await kit.get(
      `/book/hotels/1/reservations/ABC123?email=${encodeURIComponent('a\u0000@example.com')}`,
    );
    expect(lookup.status).toBe(400);
    expect(Object.keys(lookup.body.errors[0].details.fields)).toEqual(['email']);
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, kids_tiers: ['\udc00'] }]));
    const search = await kit.get(
      `/book/hotels/1/rooms?rooms=${rooms}&checkin_date=${kit.checkin}&checkout_date=${kit.checkout}`,
    );
    expect(search.status).toBeLessThan(500);
  });

  it('books a guest whose name holds an emoji (a surrogate pair) and gives the name back intact', async () => {
    const body = await simpleBody(kit, {
      guest: { ...guest, first_name: 'Hanako 🌸', last_name: '山田 🏨' },
    });
    const answer = await kit.post(body);
    expect(answer.status).toBe(201);
    expect(answer.body.data.guest).toMatchObject({ first_name: 'Hanako 🌸', last_name: '山田 🏨' });
  });
});
