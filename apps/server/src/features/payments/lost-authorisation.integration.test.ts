import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import type { AuthorizeResult, PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type CancelKit,
  cancelKit,
  reservationRow,
  sandboxRecord,
} from '../reservation-cancel/cancel-test-kit.ts';
import { RESERVATION_JOBS } from '../reservations/reservation-lifecycle.ts';
import {
  inventoryOf,
  leaveRooms,
  setPlanPaymentMethods,
  simpleBody,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import { APPROVED_VISA, RETURN_URL, tokenize } from './payment-test-kit.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

const AFTER_HOLD_MS = 16 * 60_000;

/**
 * The sandbox gateway, with faults: after the gateway authorised, our process `dies` (the call never
 * returns, nothing after it runs) or the answer is `lost` (the call throws); a capture can find the
 * gateway unreachable (nothing moves).
 */
function faultyGateway() {
  let inner: PaymentProvider | null = null;
  const use = () => {
    if (!inner) throw new Error('gateway not bound');
    return inner;
  };
  const faults = {
    afterAuthorize: null as 'die' | 'lose' | null,
    captureUnreachable: false,
  };
  let died: (result: AuthorizeResult) => void = () => undefined;
  const provider: PaymentProvider = {
    name: 'sandbox',
    async authorize(input) {
      const result = await use().authorize(input);
      if (faults.afterAuthorize === 'die') {
        died(result);
        return new Promise<never>(() => undefined);
      }
      if (faults.afterAuthorize === 'lose') throw new Error('connection reset after authorise');
      return result;
    },
    completeChallenge: (id) => use().completeChallenge(id),
    async capture(id, amount, key) {
      if (faults.captureUnreachable) throw new Error('gateway unreachable');
      return use().capture(id, amount, key);
    },
    refund: (id, amount, key) => use().refund(id, amount, key),
    void: (id) => use().void(id),
    voidByIdempotencyKey: (key) => use().voidByIdempotencyKey(key),
    deleteStoredCard: (card) => use().deleteStoredCard(card),
  };
  return {
    provider,
    faults,
    bind: (p: PaymentProvider) => {
      inner = p;
    },
    /** Resolves with the gateway's answer when the process "dies" after it. */
    nextDeath: () => new Promise<AuthorizeResult>((resolve) => (died = resolve)),
  };
}

describe.each(testDatabaseKinds())('a card hold whose payment id was never saved (%s)', (kind) => {
  let kit: CancelKit;
  const gateway = faultyGateway();
  beforeAll(async () => {
    kit = await cancelKit(kind, { paymentProvider: gateway.provider });
    gateway.bind(createSandboxProvider({ db: kit.t.db, publicUrl: kit.t.config.publicUrl }));
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
  }, 180_000);
  afterAll(async () => kit?.close());
  beforeEach(async () => {
    gateway.faults.afterAuthorize = null;
    gateway.faults.captureUnreachable = false;
    for (const night of [kit.checkin, tokyoDayAfter(kit.checkin, 1)])
      await leaveRooms(kit.t.db, 'STD-DBL', night, 5);
    await kit.resetClock();
  });

  const sold = async () => (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
  const cardBody = async () =>
    simpleBody(kit, {
      payment_method: 'credit_card',
      card_token: await tokenize(kit.t.app, APPROVED_VISA),
      return_url: RETURN_URL,
    });
  const holdJob = async (reservationId: number) => {
    const [job] = await kit.t.db
      .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${RESERVATION_JOBS.expirePaymentHold}:${reservationId}`));
    return job;
  };

  it('the process died after the gateway authorised: the expiry job voids it by the key, gives the nights back once, and a re-run does nothing more', async () => {
    const before = await sold();
    gateway.faults.afterAuthorize = 'die';
    const death = gateway.nextDeath();
    // The request never answers: the process is gone after the gateway's answer.
    void kit.post(await cardBody());
    const authorised = await death;
    expect(authorised.status).toBe('authorized');
    const [crashed] = rowsOf<{ id: number; number: string; status: string; payment_id: string | null }>(
      await kit.t.db.execute(
        sql`select id, number, status, payment_id from reservations order by id desc limit 1`,
      ),
    );
    if (!crashed) throw new Error('no reservation');
    expect(crashed).toMatchObject({ status: 'pending_payment', payment_id: null });
    expect((await sandboxRecord(kit.t.db, crashed.number)).payment.status).toBe('authorized');
    expect(await sold()).toBe(before + 1);

    await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
    expect(await reservationRow(kit.t.db, crashed.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
    const record = await sandboxRecord(kit.t.db, crashed.number);
    expect(record.payment.status).toBe('voided');
    expect(record.operations).toEqual([{ kind: 'void', amount: 0 }]);
    expect(await sold()).toBe(before);

    // The job again (a retry after another crash, say) changes nothing.
    await kit.t.db
      .update(jobs)
      .set({ status: 'pending' })
      .where(eq(jobs.dedupeKey, `${RESERVATION_JOBS.expirePaymentHold}:${crashed.id}`));
    await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
    expect((await holdJob(crashed.id))?.status).toBe('done');
    expect((await sandboxRecord(kit.t.db, crashed.number)).operations).toEqual([{ kind: 'void', amount: 0 }]);
    expect(await sold()).toBe(before);
  });

  it('the gateway’s answer was lost: the guest gets 3203 and the hold is voided at once', async () => {
    const before = await sold();
    gateway.faults.afterAuthorize = 'lose';
    const answer = await kit.post(await cardBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(402);
    expect(answer.body.errors[0].code).toBe(3203);
    const [row] = rowsOf<{ id: number; number: string; payment_id: string | null }>(
      await kit.t.db.execute(sql`select id, number, payment_id from reservations order by id desc limit 1`),
    );
    if (!row) throw new Error('no reservation');
    expect(row.payment_id).toBeNull();
    const record = await sandboxRecord(kit.t.db, row.number);
    expect(record.payment.status).toBe('voided');
    expect(await sold()).toBe(before);
    // The expiry job later finds nothing more to drop.
    gateway.faults.afterAuthorize = null;
    await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
    expect((await holdJob(row.id))?.status).toBe('done');
    expect((await sandboxRecord(kit.t.db, row.number)).operations).toEqual([{ kind: 'void', amount: 0 }]);
  });

  it('a guest’s cancellation inside the hold window is settled by its own job: the expiry job leaves the hold for the fee', async () => {
    const { number, id, body: booked } = await kit.bookWithCard(APPROVED_VISA);
    const fee = Math.floor((booked.data.total_price * 20) / 100);
    await kit.setTokyoTime(`${tokyoDayAfter(kit.checkin, -3)}T12:00`);
    // The settlement at cancel time cannot reach the gateway: the job will settle it.
    gateway.faults.captureUnreachable = true;
    const cancelled = await kit.cancel(number, '?email=hanako@example.com', {
      reason: 'illness',
      cancellation_fee_displayed: fee,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    gateway.faults.captureUnreachable = false;

    // Both jobs are due: the hold's (15 minutes after booking) runs before the cancellation's.
    await kit.t.app.runDueJobs(new Date(Date.now() + 30 * 86_400_000));
    expect(await reservationRow(kit.t.db, id)).toMatchObject({
      payment_state: 'captured',
      captured_amount: fee,
    });
    expect((await sandboxRecord(kit.t.db, number)).operations).toEqual([{ kind: 'capture', amount: fee }]);
    expect(await holdJob(id)).toMatchObject({ status: 'done', lastError: null });
  });
});
