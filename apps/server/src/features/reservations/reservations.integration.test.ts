import { randomUUID } from 'node:crypto';
import {
  createReservationResponseSchema,
  reservationResponseSchema,
} from '@yadori/contract/reservation.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTEL_CLIENTS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { setRate } from '../search/search-test-kit.ts';
import {
  type BookingKit,
  bookingKit,
  countReservations,
  guest,
  inventoryOf,
  leaveRooms,
  postBooking,
  STD_DBL,
  setPlanPaymentMethods,
  shownPrice,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
  twoRoomBody,
} from './reservation-test-kit.ts';

describe.each(testDatabaseKinds())('POST /book/hotels/{id}/reservations (%s)', (kind) => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  /** A booking as the wire carries it: status, content type and the payload's exact text. */
  async function rawPost(body: object, headers: Record<string, string> = {}) {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: `/book/hotels/${TOKYO}/reservations`,
      headers: { 'client-session': kit.session, ...headers },
      payload: body,
    });
    return { status: response.statusCode, contentType: response.headers['content-type'], raw: response.body };
  }

  it('books on site: re-priced, every night taken, confirmed, the token given once and stored hashed', async () => {
    const before = await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin);
    const body = await simpleBody(kit);
    const { status, body: answer } = await kit.post(body);
    expect(status).toBe(201);
    const data = createReservationResponseSchema.parse(answer).data;
    // Spec section 3's `done` on the wire (stored `confirmed`).
    expect(data.status).toBe('done');
    expect(data.number).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(data.total_price).toBe(body.total_price);
    expect(data.rooms[0]!.nightly_prices.map((n) => n.date)).toEqual([
      kit.checkin,
      tokyoDayAfter(kit.checkin, 1),
    ]);
    expect(data.payment).toMatchObject({ method: 'on_site', state: 'pay_at_hotel', amount_due_now: 0 });
    expect(data.payment.remaining_amount).toBe(body.total_price);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before.sold + 1);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', tokyoDayAfter(kit.checkin, 1))).sold).toBeGreaterThan(0);
    const stored = await kit.t.db.execute(
      sql`select bypass_token_hash from reservations where number = ${data.number}`,
    );
    const hash = (stored as unknown as { rows: { bypass_token_hash: string }[] }).rows[0]!.bypass_token_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(data.bypass_token);

    const byEmail = await kit.get(
      `/book/hotels/${TOKYO}/reservations/${data.number}?email=${encodeURIComponent('HANAKO@example.com')}`,
    );
    expect(byEmail.status).toBe(200);
    const shown = reservationResponseSchema.parse(byEmail.body).data;
    expect(shown.rooms[0]!.room_type_name).not.toBe('');
    expect(shown.rooms[0]!.cancellation_policy?.name).toBeTruthy();
    expect(shown).not.toHaveProperty('bypass_token');
    const byToken = await kit.get(
      `/book/hotels/${TOKYO}/reservations/${data.number}?bypass_token=${data.bypass_token}`,
    );
    expect(byToken.status).toBe(200);
  });

  it('answers the same 404 for a wrong email, a wrong token, an unknown number and another hotel', async () => {
    const { body } = await kit.post(await simpleBody(kit));
    const number = body.data.number;
    const answers = await Promise.all([
      kit.get(`/book/hotels/${TOKYO}/reservations/${number}?email=someone@example.com`),
      kit.get(`/book/hotels/${TOKYO}/reservations/${number}?bypass_token=${'x'.repeat(43)}`),
      kit.get(`/book/hotels/${TOKYO}/reservations/${number}`),
      kit.get(`/book/hotels/${TOKYO}/reservations/ZZZZZZZZZZ?email=${guest.email}`),
      kit.get(`/book/hotels/2/reservations/${number}?email=${guest.email}`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors[0].details.code).toBe('reservation_not_found');
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('finds a stay through its brand by number and email (spec section 7), and nothing else', async () => {
    const { body } = await kit.post(await simpleBody(kit));
    const number = body.data.number;
    const found = await kit.get(`/book/hotel_brands/1/reservations/${number}?email=${guest.email}`);
    expect(found.status).toBe(200);
    expect(reservationResponseSchema.parse(found.body).data.hotel_id).toBe(TOKYO);
    const misses = await Promise.all([
      kit.get(`/book/hotel_brands/2/reservations/${number}?email=${guest.email}`),
      kit.get(`/book/hotel_brands/1/reservations/${number}?email=other@example.com`),
      kit.get(`/book/hotel_brands/1/reservations/${number}`),
    ]);
    expect(misses.map((m) => m.status)).toEqual([404, 404, 404]);
  });

  it('refuses a moved price with 409 and 1103 beside the new total, nothing kept (five languages)', async () => {
    const body = await simpleBody(kit);
    await setRate(kit.t.db, STD_DBL.room_plan_code, TOKYO, kit.checkin, 2, 30_000);
    const count = await countReservations(kit.t.db);
    const sold = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    const dearer = await kit.post(body, { headers: { 'tripla-locale': 'ja' } });
    expect(dearer.status).toBe(409);
    const error = dearer.body.errors[0];
    const details = error.details;
    // Spec §8: 1103 "total price invalid", in details.code and as the error's code; the way it moved beside.
    expect(details.code).toBe(1103);
    expect(error.code).toBe(1103);
    expect(details.reason).toBe('price_became_more_expensive');
    expect(details.total_price).toBeGreaterThan(body.total_price);
    expect(details.previous_total_price).toBe(body.total_price);
    expect(details.base[0].error).toContain('高く');
    expect(await countReservations(kit.t.db)).toBe(count);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(sold);

    const cheaper = await kit.post({ ...body, total_price: details.total_price + 5000 });
    expect(cheaper.body.errors[0].details).toMatchObject({ code: 1103, reason: 'price_became_cheaper' });
    // Booking at the price the server now gives works.
    const accepted = await kit.post({ ...body, total_price: details.total_price });
    expect(accepted.status).toBe(201);
  });

  it('replays 50 retries of one request as its first answer, byte for byte: one reservation', async () => {
    const key = randomUUID();
    const body = await simpleBody(kit);
    const count = await countReservations(kit.t.db);
    const first = await rawPost(body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const replays = await Promise.all(
      Array.from({ length: 50 }, () => rawPost(body, { 'idempotency-key': key })),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      // The payload as sent, compared as text: same keys in the same order, same bytes.
      expect(replay.raw).toBe(first.raw);
      expect(replay.contentType).toBe(first.contentType);
    }
    expect(first.contentType).toBe('application/json; charset=utf-8');
    expect(await countReservations(kit.t.db)).toBe(count + 1);
  });

  it('replays a retry the checks would now refuse (its nights sold out since): the first answer', async () => {
    // The key is read only when the checks refuse (a fresh key costs no read): this is that path.
    const key = randomUUID();
    const body = await simpleBody(kit);
    const first = await rawPost(body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const second = tokyoDayAfter(kit.checkin, 1);
    await leaveRooms(kit.t.db, 'STD-DBL', kit.checkin, 0);
    await leaveRooms(kit.t.db, 'STD-DBL', second, 0);
    const count = await countReservations(kit.t.db);
    const replay = await rawPost(body, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.raw).toBe(first.raw);
    // Another body under the same key is still that key's misuse, not a sold-out night.
    const other = await rawPost(
      { ...body, guest: { ...guest, first_name: 'Jiro' } },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(JSON.parse(other.raw).errors[0].details.code).toBe('idempotency_key_reused');
    // A new key for the same stay meets the sold-out nights.
    expect((await rawPost(body, { 'idempotency-key': randomUUID() })).status).toBe(409);
    expect(await countReservations(kit.t.db)).toBe(count);
    await leaveRooms(kit.t.db, 'STD-DBL', kit.checkin, 10);
    await leaveRooms(kit.t.db, 'STD-DBL', second, 10);
  });

  it('books without an Idempotency-Key (older embeds): a double submit gives one booking, the same bytes', async () => {
    const body = await simpleBody(kit);
    const count = await countReservations(kit.t.db);
    const first = await rawPost(body);
    const second = await rawPost(body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.raw).toBe(first.raw);
    expect(await countReservations(kit.t.db)).toBe(count + 1);

    // Another body from the same session is another booking.
    const other = await rawPost({ ...body, guest: { ...guest, first_name: 'Jiro' } });
    expect(other.status).toBe(201);
    expect(JSON.parse(other.raw).data.number).not.toBe(JSON.parse(first.raw).data.number);
    expect(await countReservations(kit.t.db)).toBe(count + 2);

    // The same body from another session (another guest's browser) is another booking too.
    const elsewhere = await rawPost(body, { 'client-session': await issueClientSession(kit.t.app) });
    expect(elsewhere.status).toBe(201);
    expect(JSON.parse(elsewhere.raw).data.number).not.toBe(JSON.parse(first.raw).data.number);
    expect(await countReservations(kit.t.db)).toBe(count + 3);

    // Keyless and keyed requests never share a key: the same body with a key books anew.
    const keyed = await rawPost(body, { 'idempotency-key': randomUUID() });
    expect(keyed.status).toBe(201);
    expect(await countReservations(kit.t.db)).toBe(count + 4);

    // A double click: the same keyless request sent at once, one booking and one answer.
    const clicked = { ...body, guest: { ...guest, first_name: 'Saburo' } };
    const clicks = await Promise.all(Array.from({ length: 5 }, () => rawPost(clicked)));
    expect(clicks.map((c) => c.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(clicks.map((c) => c.raw)).size).toBe(1);
    expect(await countReservations(kit.t.db)).toBe(count + 5);
    // Rooms for the tests after this one.
    await leaveRooms(kit.t.db, 'STD-DBL', kit.checkin, 10);
    await leaveRooms(kit.t.db, 'STD-DBL', tokyoDayAfter(kit.checkin, 1), 10);
  });

  it('resolves duplicates sent at once with one new key: one reservation, every answer the same', async () => {
    const key = randomUUID();
    const body = await simpleBody(kit);
    const count = await countReservations(kit.t.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => kit.post(body, { key })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.data.number)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.data.bypass_token)).size).toBe(1);
    expect(await countReservations(kit.t.db)).toBe(count + 1);
  });

  it('forgets keys after a day (a durable daily job): the same key then books anew', async () => {
    const key = randomUUID();
    const body = await simpleBody(kit);
    const first = await kit.post(body, { key });
    await kit.t.app.runDueJobs(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const again = await kit.post(body, { key });
    expect(again.status).toBe(201);
    expect(again.body.data.number).not.toBe(first.body.data.number);
  });

  it('refuses the same key with a different body (422) and a malformed key (400, 1000)', async () => {
    const key = randomUUID();
    const body = await simpleBody(kit);
    expect((await kit.post(body, { key })).status).toBe(201);
    const other = await kit.post({ ...body, guest: { ...guest, first_name: 'Jiro' } }, { key });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].details.code).toBe('idempotency_key_reused');
    const count = await countReservations(kit.t.db);
    for (const malformed of ['a b', 'x'.repeat(256), 'ключ']) {
      const refused = await kit.post(body, { key: malformed });
      expect(refused.status, malformed).toBe(400);
      expect(refused.body.errors[0].details.code).toBe(1000);
    }
    expect(await countReservations(kit.t.db)).toBe(count);
  });

  it('takes all nights or none: a sold-out second night refuses the booking and keeps nothing', async () => {
    const body = await simpleBody(kit);
    const second = tokyoDayAfter(kit.checkin, 1);
    const firstSold = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    await leaveRooms(kit.t.db, 'STD-DBL', second, 0);
    const count = await countReservations(kit.t.db);
    const refused = await kit.post(body);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].details).toMatchObject({ code: 1105, reason: 'sold_out' });
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(firstSold);
    expect(await countReservations(kit.t.db)).toBe(count);
    await leaveRooms(kit.t.db, 'STD-DBL', second, 10);
  });

  it('refuses multi-room bookings whose plans take different payment methods (spec message)', async () => {
    await setPlanPaymentMethods(kit.t.db, 'BREAKFAST', ['credit_card']);
    const rooms = [{ adults: 2 }, { adults: 2 }];
    const a = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, kit.checkout);
    const b = await shownPrice(kit, 'STD-DBL-BREAKFAST', [{ adults: 2 }], kit.checkin, kit.checkout);
    const { status, body } = await kit.post(
      {
        ...(await simpleBody(kit)),
        rooms: [
          { ...STD_DBL, ...rooms[0] },
          { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-BREAKFAST', ...rooms[1] },
        ],
        total_price: a.total_price + b.total_price,
      },
      { headers: { 'tripla-locale': 'en' } },
    );
    expect(status).toBe(422);
    expect(body.errors[0].details.code).toBe('different_payment_methods');
    expect(body.errors[0].details.base[0].error).toMatch(/different payment methods/);
    await setPlanPaymentMethods(kit.t.db, 'BREAKFAST', ['on_site', 'credit_card']);
  });

  it('books two rooms with a child in one go, each room priced by the search', async () => {
    const { body: twoRooms, family } = await twoRoomBody(kit);
    const before = (await inventoryOf(kit.t.db, 'FAMILY', kit.checkin)).sold;
    const { status, body } = await kit.post(twoRooms);
    expect(status).toBe(201);
    expect(body.data.rooms).toHaveLength(2);
    expect(body.data.rooms[0].kids_tiers).toEqual(['B']);
    expect(body.data.rooms[0].total_price).toBe(family.total_price);
    expect(body.data.rooms[1].guest).toEqual({ first_name: 'Ken', last_name: 'Sato' });
    expect((await inventoryOf(kit.t.db, 'FAMILY', kit.checkin)).sold).toBe(before + 1);
  });

  it('answers 400 for malformed bodies and guest fields, never 5xx', async () => {
    const body = await simpleBody(kit);
    const bad: object[] = [
      {},
      { ...body, rooms: [] },
      { ...body, checkin_date: '2026-02-30' },
      { ...body, rooms: [{ ...body.rooms[0], adults: 0 }] },
      { ...body, payment_method: 'bitcoin' },
      { ...body, total_price: -1 },
      { ...body, total_price: '100' },
      { ...body, guest: { ...guest, email: 'not-an-email' } },
      { ...body, guest: { ...guest, email_confirmation: 'other@example.com' } },
      { ...body, guest: { ...guest, phone: '03-abc' } },
      { ...body, terms_accepted: false },
      { ...body, return_url: 'javascript:alert(1)' },
      { ...body, answers: [{ question_id: 1, rooms: [{ room_index: 5 }] }] },
    ];
    for (const payload of bad) {
      const answer = await kit.post(payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(answer.body.errors[0].details.base[0].error).toBeTruthy();
    }
    const mismatch = await kit.post(
      { ...body, guest: { ...guest, email_confirmation: 'other@example.com' } },
      { headers: { 'tripla-locale': 'en' } },
    );
    expect(mismatch.body.errors[0].details.base[0].error).toBe(
      '"Email" and "Email Confirmation" do not match.',
    );
  });

  it('scopes by the client session: a hotel pair cannot book another hotel (same 404 as none)', async () => {
    const kyotoSession = await issueClientSession(kit.t.app, DEMO_HOTEL_CLIENTS['hanami-kyoto']);
    const answer = await postBooking(kit.t.app, kyotoSession, await simpleBody(kit));
    expect(answer.status).toBe(404);
    const unknown = await postBooking(kit.t.app, kit.session, await simpleBody(kit), { hotelId: 999 });
    expect(unknown.status).toBe(404);
    expect(answer.body.errors[0].details.base[0].error).toContain(String(TOKYO));
  });
});
