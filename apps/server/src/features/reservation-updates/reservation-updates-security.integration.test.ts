import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type Json, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { byEmail, byToken, reservationState, type UpdateKit, updateKit } from './update-test-kit.ts';

describe.each(testDatabaseKinds())('who may change a stay (%s)', (kind) => {
  let kit: UpdateKit;
  let mine: Json;
  let theirs: Json;
  beforeAll(async () => {
    kit = await updateKit(kind);
    mine = await kit.book();
    theirs = await kit.book({
      guest: {
        first_name: 'Taro',
        last_name: 'Suzuki',
        email: 'taro@example.com',
        email_confirmation: 'taro@example.com',
        phone: '+81398765432',
      },
    });
  }, 180_000);
  afterAll(async () => kit?.close());

  const stay = () => ({
    version: 1,
    checkin_date: kit.checkin,
    checkout_date: kit.checkout,
    rooms: [{ room_index: 0, adults: 2 }],
    total_price: mine.total_price,
  });
  const guests = {
    version: 1,
    guest: { first_name: 'Mallory', last_name: 'X', email: 'mallory@example.com', phone: '+81300000000' },
  };

  /** Every way of asking that must not open `mine`, on the three endpoints. */
  async function attempts(): Promise<{ status: number; body: Json }[]> {
    const wrong = [
      byEmail('taro@example.com'),
      byToken(theirs.bypass_token),
      byEmail(''),
      byToken(''),
      '',
      byToken(`${mine.bypass_token}x`),
    ];
    const answers = [];
    for (const query of wrong) {
      answers.push(await kit.settings(mine.number, query));
      answers.push(await kit.put(mine.number, query, stay()));
      answers.push(await kit.put(`${mine.number}/guests`, query, guests));
    }
    for (const number of ['ZZZZZZZZZZ', theirs.number]) {
      answers.push(await kit.settings(number, byEmail('hanako@example.com')));
      answers.push(await kit.put(number, byEmail('hanako@example.com'), stay()));
      answers.push(await kit.put(`${number}/guests`, byToken(mine.bypass_token), guests));
    }
    return answers;
  }

  it('a wrong email, someone else’s token, a guessed number: all the same 404, nothing changed', async () => {
    const before = [
      await reservationState(kit.t.db, mine.number),
      await reservationState(kit.t.db, theirs.number),
    ];
    const answers = await attempts();
    const expected = (await kit.get(`/book/hotels/1/reservations/ZZZZZZZZZZ?email=x%40example.com`)).body;
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(expected);
    }
    expect([
      await reservationState(kit.t.db, mine.number),
      await reservationState(kit.t.db, theirs.number),
    ]).toEqual(before);
  });

  it('the old token stops working after an update; the email and the new token still open it', async () => {
    const changed = await kit.put(mine.number, byToken(mine.bypass_token), stay());
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = changed.body.data.bypass_token as string;
    for (const answer of [
      await kit.settings(mine.number, byToken(mine.bypass_token)),
      await kit.put(mine.number, byToken(mine.bypass_token), { ...stay(), version: 2 }),
      await kit.put(`${mine.number}/guests`, byToken(mine.bypass_token), { ...guests, version: 2 }),
    ])
      expect(answer.status).toBe(404);
    expect((await kit.settings(mine.number, byToken(fresh))).body.data.version).toBe(2);
    expect((await kit.settings(mine.number, byEmail('HANAKO@example.com'))).body.data.version).toBe(2);
  });

  it('another hotel’s client session cannot reach the booking', async () => {
    const { DEMO_HOTEL_CLIENTS } = await import('../../seed/seed-facts.ts');
    const kyoto = DEMO_HOTEL_CLIENTS['hanami-kyoto'];
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/client_sessions',
      payload: { client_key: kyoto.key, client_secret: kyoto.secret },
    });
    const session = response.json().data.client_session as string;
    const answer = await kit.settings(mine.number, byEmail('hanako@example.com'), {
      'client-session': session,
    });
    expect(answer.status).toBe(404);
  });

  it('bad bodies are 400 with the field named, never a 5xx', async () => {
    const { number } = mine;
    const query = byEmail('hanako@example.com');
    const version = (await kit.settings(number, query)).body.data.version;
    const base = { ...stay(), version };
    const cases: [unknown, string][] = [
      [{ ...base, rooms: [] }, 'rooms'],
      [{ ...base, rooms: [{ room_index: 3, adults: 2 }] }, 'rooms[0].room_index'],
      [
        {
          ...base,
          rooms: [
            { room_index: 0, adults: 2 },
            { room_index: 0, adults: 1 },
          ],
        },
        'rooms[1].room_index',
      ],
      [{ ...base, rooms: [{ room_index: 0, adults: 0 }] }, 'rooms.0.adults'],
      [{ ...base, checkin_date: '2020-01-01' }, 'checkin_date'],
      [{ ...base, checkin_date: 'soon' }, 'checkin_date'],
      [{ ...base, version: undefined }, 'version'],
      [{ ...base, total_price: -1 }, 'total_price'],
      [{ ...base, coupon_code: 'SOMETHING' }, 'coupon_code'],
      [{ ...base, checkout_date: tokyoDayAfter(kit.checkin, -1) }, 'checkout'],
      [{ ...base, checkout_date: tokyoDayAfter(kit.checkin, 45) }, 'checkout'],
      ['nonsense', ''],
    ];
    for (const [body, field] of cases) {
      const answer = await kit.put(number, query, body);
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(field ? 400 : 415);
      if (field) expect(JSON.stringify(answer.body.errors[0].details), field).toContain(field.split('.')[0]!);
    }
    const guestsBad = await kit.put(`${number}/guests`, query, {
      version,
      guest: { ...guests.guest, email: 'not-an-email' },
    });
    expect(guestsBad.status).toBe(400);
    const roomBad = await kit.put(`${number}/guests`, query, {
      ...guests,
      version,
      guest: { ...guests.guest, email: 'hanako@example.com' },
      rooms: [{ room_index: 4, first_name: 'A', last_name: 'B' }],
    });
    expect(roomBad.status).toBe(400);
    expect((await reservationState(kit.t.db, number)).version).toBe(version);
  });
});
