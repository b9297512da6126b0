import { randomUUID } from 'node:crypto';
import { createReservationBodySchema } from '@yadori/contract/reservation.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import type {
  AuthorizeInput,
  AuthorizeResult,
  PaymentProvider,
} from '../../platform/payments/payment-provider.ts';
import { findHotelById, loadCatalog } from '../hotels/hotels.service.ts';
import { hashIdempotencyKey } from './idempotency.ts';
import { cancelPendingReservation, confirmPendingReservation } from './reservation-lifecycle.ts';
import {
  type BookingKit,
  bookingKit,
  inventoryOf,
  type Json,
  setPlanPaymentMethods,
  simpleBody,
  TOKYO,
} from './reservation-test-kit.ts';
import { type BookingAnswer, createReservation, type ReservationDeps } from './reservations.service.ts';

/** A stand-in gateway for these tests only (the app uses the sandbox gateway): the token decides the outcome. */
function fakeProvider() {
  const calls: AuthorizeInput[] = [];
  const provider: PaymentProvider = {
    name: 'fake',
    async authorize(input): Promise<AuthorizeResult> {
      calls.push(input);
      if (input.cardToken === 'tok_decline')
        return { status: 'declined', code: 3002, paymentId: 'pay_declined' };
      if (input.cardToken === 'tok_3ds')
        return {
          status: 'challenge',
          paymentId: `pay_${input.reference}`,
          challengeUrl: 'https://pay.example/3ds',
          brand: 'jcb',
          last4: '0000',
        };
      return { status: 'authorized', paymentId: `pay_${input.reference}`, brand: 'visa', last4: '4242' };
    },
    completeChallenge: async () => ({ status: 'authorized' }),
    capture: async () => ({ status: 'ok' }),
    refund: async () => ({ status: 'ok' }),
    void: async () => ({ status: 'ok' }),
    voidByIdempotencyKey: async () => ({ status: 'ok' }),
    deleteStoredCard: async () => ({ status: 'ok' }),
  };
  return { provider, calls };
}

describe('payment methods (PGlite)', () => {
  let kit: BookingKit;
  let deps: ReservationDeps;
  let fake: ReturnType<typeof fakeProvider>;
  beforeAll(async () => {
    kit = await bookingKit('pglite');
    fake = fakeProvider();
    deps = {
      db: kit.t.db,
      now: () => new Date(),
      paymentProvider: fake.provider,
      catalogOf: (id) => loadCatalog(kit.t.db, id),
    };
  }, 180_000);
  afterAll(async () => kit?.close());

  async function bookDirect(body: Json, key = randomUUID()): Promise<BookingAnswer> {
    const hotel = (await findHotelById(kit.t.db, TOKYO))!;
    return createReservation(deps, {
      hotel,
      body: createReservationBodySchema.parse(body),
      idempotencyKey: key,
      locale: 'en',
      member: null,
      siteController: undefined,
    });
  }

  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  async function jobsOf(reservationId: number): Promise<string[]> {
    const result = await kit.t.db.execute(
      sql`select kind from jobs where (payload->>'reservationId')::int = ${reservationId} order by id`,
    );
    return rowsOf<{ kind: string }>(result).map((r) => r.kind);
  }

  const card = (token: string) => ({
    card_token: token,
    return_url: 'https://hotel.example/?code=hanami-tokyo#/reservation/three-d-secure',
  });

  it('credit_card: the whole total authorised, confirmed, the mail job enqueued', async () => {
    const body = await simpleBody(kit, { payment_method: 'credit_card', ...card('tok_ok') });
    const { status, body: answer } = await bookDirect(body);
    expect(status).toBe(201);
    const data = answer.data;
    expect(data.status).toBe('done');
    expect(data.payment).toMatchObject({
      state: 'authorized',
      amount_due_now: body.total_price,
      remaining_amount: 0,
      card_brand: 'visa',
      card_last4: '4242',
    });
    const call = fake.calls.at(-1)!;
    expect(call.amount).toBe(body.total_price);
    const back = new URL(call.returnUrl);
    expect(back.searchParams.get('number')).toBe(data.number);
    expect(back.searchParams.get('bypass_token')).toBe(data.bypass_token);
    expect(back.hash).toBe('#/reservation/three-d-secure');
    expect(await jobsOf(data.id)).toEqual(['reservation.expire_payment_hold', 'mail.reservation_confirmed']);
  });

  it('credit_card_full and credit_card_deposit: the plan deposit percent charged now, the rest shown as remaining', async () => {
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['credit_card_full', 'credit_card_deposit'], 30);
    const full = await bookDirect(
      await simpleBody(kit, { payment_method: 'credit_card_full', ...card('tok_ok') }),
    );
    expect(full.body.data.payment).toMatchObject({ method: 'credit_card_full', remaining_amount: 0 });
    const body = await simpleBody(kit, { payment_method: 'credit_card_deposit', ...card('tok_ok') });
    const deposit = (await bookDirect(body)).body.data;
    const expected = Math.ceil((body.total_price * 30) / 100);
    expect(deposit.payment).toMatchObject({
      deposit_percent: 30,
      amount_due_now: expected,
      remaining_amount: body.total_price - expected,
    });
    expect(fake.calls.at(-1)!.amount).toBe(expected);
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card', 'bank_transfer']);
  });

  it('on_site_credit_card_required and deferred_payment: nothing charged now, the card kept as a guarantee', async () => {
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site_credit_card_required', 'deferred_payment']);
    const body = await simpleBody(kit, { payment_method: 'on_site_credit_card_required', ...card('tok_ok') });
    const guaranteed = (await bookDirect(body)).body.data;
    expect(guaranteed.payment).toMatchObject({
      state: 'authorized',
      amount_due_now: 0,
      remaining_amount: body.total_price,
    });
    const deferred = await kit.post(await simpleBody(kit, { payment_method: 'deferred_payment' }));
    expect(deferred.status).toBe(201);
    expect(deferred.body.data.payment).toMatchObject({ state: 'deferred', amount_due_now: 0 });
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card', 'bank_transfer']);
  });

  it('bank_transfer: account, amount and a deadline before check-in', async () => {
    const body = await simpleBody(kit, { payment_method: 'bank_transfer' });
    const { status, body: answer } = await kit.post(body, { headers: { 'tripla-locale': 'ja' } });
    expect(status).toBe(201);
    const bank = answer.data.bank_transfer;
    expect(bank).toMatchObject({ amount: body.total_price, account_holder: 'ハナミホテルズ' });
    expect(bank.deadline < kit.checkin).toBe(true);
    expect(bank.instructions).toContain('お振り込み');
    expect(answer.data.payment.state).toBe('awaiting_transfer');
  });

  it('refuses a method the plan does not take, and a card method without a card token', async () => {
    const notAllowed = await kit.post(await simpleBody(kit, { payment_method: 'deferred_payment' }));
    expect(notAllowed.status).toBe(422);
    expect(notAllowed.body.errors[0].details.code).toBe('payment_method_not_allowed');
    const noToken = await kit.post(await simpleBody(kit, { payment_method: 'credit_card' }));
    expect(noToken.status).toBe(400);
  });

  it('3-D Secure: held pending with the challenge address; cancel gives the nights back exactly once', async () => {
    const before = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    const held = (
      await bookDirect(await simpleBody(kit, { payment_method: 'credit_card', ...card('tok_3ds') }))
    ).body.data;
    expect(held.status).toBe('pending_payment');
    expect(held.three_d_secure?.challenge_url).toBe('https://pay.example/3ds');
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before + 1);
    const results = await Promise.all([
      cancelPendingReservation(kit.t.db, held.id, 'expired', new Date()),
      cancelPendingReservation(kit.t.db, held.id, 'challenge_failed', new Date()),
      confirmPendingReservation(kit.t.db, held.id, new Date()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before);
  });

  it('3-D Secure completed: confirmed once, one mail job', async () => {
    const held = (
      await bookDirect(await simpleBody(kit, { payment_method: 'credit_card', ...card('tok_3ds') }))
    ).body.data;
    expect(await confirmPendingReservation(kit.t.db, held.id, new Date())).toBe(true);
    expect(await confirmPendingReservation(kit.t.db, held.id, new Date())).toBe(false);
    expect(await cancelPendingReservation(kit.t.db, held.id, 'expired', new Date())).toBe(false);
    expect((await jobsOf(held.id)).filter((k) => k === 'mail.reservation_confirmed')).toHaveLength(1);
  });

  it('a held booking takes its files, and gives them back when it is cancelled', async () => {
    const fileId = `file_${randomUUID().replaceAll('-', '')}`;
    await kit.t.db.execute(sql`
      insert into file_attachments (id, hotel_id, file_name, content_type, size, sha256)
        values (${fileId}, ${TOKYO}, 'passport.png', 'image/png', 10, ${'a'.repeat(64)})`);
    const holder = async () =>
      rowsOf<{ reservation_id: number | null }>(
        await kit.t.db.execute(sql`select reservation_id from file_attachments where id = ${fileId}`),
      )[0]!.reservation_id;
    const body = await simpleBody(kit, {
      payment_method: 'credit_card',
      ...card('tok_3ds'),
      answers: [{ question_id: 1, file_attachment_ids: [fileId] }],
    });
    const held = (await bookDirect(body)).body.data;
    expect(Number(await holder())).toBe(held.id);
    const second = await refusal(bookDirect({ ...body, card_token: 'tok_ok' }));
    expect(second.status).toBe(409);
    expect(await cancelPendingReservation(kit.t.db, held.id, 'challenge_failed', new Date())).toBe(true);
    expect(await holder()).toBeNull();
    const retry = await bookDirect({ ...body, card_token: 'tok_ok' });
    expect(retry.body.data.status).toBe('done');
    expect(retry.body.data.answers[0]?.file_attachment_ids).toEqual([fileId]);
  });

  it('refuses a card brand the hotel does not take (3007) and drops the hold', async () => {
    await kit.t.db.execute(
      sql`update hotels set settings = jsonb_set(settings, '{payment_gateway_setting,card_brands}', '["visa"]') where id = ${TOKYO}`,
    );
    const before = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    const error = await refusal(
      bookDirect(await simpleBody(kit, { payment_method: 'credit_card', ...card('tok_3ds') })),
    );
    expect(error.code).toBe(3007);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before);
    await kit.t.db.execute(
      sql`update hotels set settings = jsonb_set(settings, '{payment_gateway_setting,card_brands}', '["visa","master","amex","jcb","diners"]') where id = ${TOKYO}`,
    );
  });

  it('a card booking is replayed byte for byte: kept after the gateway answered, or rebuilt once', async () => {
    const key = randomUUID();
    const body = await simpleBody(kit, { payment_method: 'credit_card', ...card('tok_3ds') });
    const first = await bookDirect(body, key);
    expect(first.body.data.status).toBe('pending_payment');
    const calls = fake.calls.length;
    expect((await bookDirect(body, key)).raw).toBe(first.raw);
    expect(fake.calls.length).toBe(calls);

    // An answer that was never kept (the server stopped after the gateway): the first replay rebuilds
    // and keeps it, and every later replay sends exactly those bytes.
    await kit.t.db.execute(sql`
      update idempotency_keys set response_status = null, response_sealed = null
        where hotel_id = ${TOKYO} and key_hash = ${hashIdempotencyKey(key)}`);
    const [a, b] = await Promise.all([bookDirect(body, key), bookDirect(body, key)]);
    const c = await bookDirect(body, key);
    expect(b.raw).toBe(a.raw);
    expect(c.raw).toBe(a.raw);
    expect(a.body.data.number).toBe(first.body.data.number);
  });

  it('declined card: 402 with the decline code, nothing kept, the key free for another card', async () => {
    const before = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    const key = randomUUID();
    const body = await simpleBody(kit, { payment_method: 'credit_card', ...card('tok_decline') });
    const error = await refusal(bookDirect(body, key));
    expect(error.status).toBe(402);
    expect(error.code).toBe(3002);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before);
    const retry = await bookDirect({ ...body, card_token: 'tok_ok' }, key);
    expect(retry.body.data.status).toBe('done');
  });
});
