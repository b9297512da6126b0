import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openNodePostgres } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { sandboxPayments } from '../../db/tables/sandbox-payments.table.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { findReservationForPayment, RESERVATION_JOBS } from '../reservations/reservation-lifecycle.ts';
import {
  type BookingKit,
  bookingKitOn,
  inventoryOf,
  type Json,
  setPlanPaymentMethods,
  simpleBody,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import {
  answerChallenge,
  CHALLENGE_VISA,
  completeThreeDSecure,
  RETURN_URL,
  tokenize,
} from './payment-test-kit.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

const AFTER_HOLD_MS = 16 * 60_000;

/** A booking kit on an app built with its own options, the plan taking cards. */
async function kitOn(t: TestApp): Promise<BookingKit> {
  await setPlanPaymentMethods(t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
  return bookingKitOn(t);
}

async function challengedBooking(kit: BookingKit): Promise<Json> {
  const cardToken = await tokenize(kit.t.app, CHALLENGE_VISA);
  const body = await simpleBody(kit, {
    payment_method: 'credit_card',
    card_token: cardToken,
    return_url: RETURN_URL,
  });
  const answer = await kit.post(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const soldOf = (kit: BookingKit) =>
  Promise.all(
    [kit.checkin, tokyoDayAfter(kit.checkin, 1)].map(
      async (d) => (await inventoryOf(kit.t.db, 'STD-DBL', d)).sold,
    ),
  );

describe.each(testDatabaseKinds())(
  'hold expiry between the gateway’s answer and the confirmation (%s)',
  (database) => {
    let kit: BookingKit;
    let inner: PaymentProvider;
    /** Runs once, right after the gateway said how the challenge ended and before the reservation is confirmed. */
    let between: (() => Promise<unknown>) | undefined;
    const provider: PaymentProvider = {
      name: 'sandbox',
      authorize: (input) => inner.authorize(input),
      async completeChallenge(paymentId) {
        const result = await inner.completeChallenge(paymentId);
        const step = between;
        between = undefined;
        await step?.();
        return result;
      },
      capture: (id, amount, key) => inner.capture(id, amount, key),
      refund: (id, amount, key) => inner.refund(id, amount, key),
      void: (id) => inner.void(id),
      voidByIdempotencyKey: (key) => inner.voidByIdempotencyKey(key),
      deleteStoredCard: (card) => inner.deleteStoredCard(card),
    };

    beforeAll(async () => {
      const t = await createTestApp({ database, hotelCacheTtlMs: 0, paymentProvider: provider });
      inner = createSandboxProvider({ db: t.db, publicUrl: t.config.publicUrl });
      kit = await kitOn(t);
    }, 180_000);
    afterAll(async () => kit?.close());

    it('answers 3001, voids the authorisation and gives the nights back once', async () => {
      const before = await soldOf(kit);
      const booking = await challengedBooking(kit);
      await answerChallenge(kit.t.app, booking.three_d_secure.challenge_url, 'complete');
      between = () => kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
      const done = await completeThreeDSecure(kit.t.app, kit.session, booking);
      expect(between).toBeUndefined();
      expect(done.status, JSON.stringify(done.body)).toBe(402);
      expect(done.body.errors[0].code).toBe(3001);
      const r = await findReservationForPayment(kit.t.db, { reservationId: booking.id });
      expect(r?.status).toBe('cancelled');
      const [payment] = await kit.t.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, r?.paymentId ?? ''));
      expect(payment?.status).toBe('voided');
      expect(await soldOf(kit)).toEqual(before);
      // The job again (a retry after a crash, say) changes nothing.
      await kit.t.db
        .update(jobs)
        .set({ status: 'pending' })
        .where(eq(jobs.dedupeKey, `reservation.expire_payment_hold:${booking.id}`));
      await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
      expect(await soldOf(kit)).toEqual(before);
    });
  },
);

describe.runIf(process.env.DATABASE_URL)('two app instances running the hold jobs on one PostgreSQL', () => {
  let kit: BookingKit;
  let second: Database;
  let otherApp: FastifyInstance;

  beforeAll(async () => {
    kit = await kitOn(await createTestApp({ database: 'postgres', hotelCacheTtlMs: 0 }));
    const [row] = rowsOf<{ name: string }>(await kit.t.db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    second = await openNodePostgres(url.toString());
    otherApp = await buildApp({ config: kit.t.config, db: second.db, jobs: false });
    await otherApp.ready();
  }, 180_000);
  afterAll(async () => {
    await otherApp?.close();
    await second?.close();
    await kit?.close();
  });

  it('cancels each expired hold once and gives every night back exactly once', async () => {
    const before = await soldOf(kit);
    const bookings: Json[] = [];
    for (let i = 0; i < 6; i += 1) bookings.push(await challengedBooking(kit));
    expect(await soldOf(kit)).toEqual(before.map((n) => n + 6));
    const at = new Date(Date.now() + AFTER_HOLD_MS);
    const runs = await Promise.all([
      kit.t.app.runDueJobs(at),
      otherApp.runDueJobs(at),
      kit.t.app.runDueJobs(at),
      otherApp.runDueJobs(at),
    ]);
    expect(runs.reduce((n, r) => n + r.succeeded, 0)).toBe(6);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(await soldOf(kit)).toEqual(before);
    for (const booking of bookings) {
      expect((await findReservationForPayment(kit.t.db, { reservationId: booking.id }))?.status).toBe(
        'cancelled',
      );
    }
    // Only the hold jobs: bookings also schedule other work (the daily idempotency-key clean-up).
    const rows = await kit.t.db
      .select({ attempts: jobs.attempts, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, RESERVATION_JOBS.expirePaymentHold));
    expect(rows).toHaveLength(6);
    expect(rows.every((j) => j.attempts === 1 && j.status === 'done')).toBe(true);
  });
});
