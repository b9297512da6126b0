import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { APPROVED_VISA, CHALLENGE_VISA } from '../payments/payment-test-kit.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { inventoryOf, leaveRooms, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { type CancelKit, cancelKit, reservationRow, sandboxRecord } from './cancel-test-kit.ts';

const reason = { reason: 'illness' };

/**
 * The sandbox gateway, except that while `crashAfterCapture` is set a capture moves the money and
 * then fails to answer (a timeout, or our process dying before it wrote the reservation).
 */
function flakyGateway() {
  let inner: PaymentProvider | null = null;
  const state = { crashAfterCapture: false };
  const use = () => {
    if (!inner) throw new Error('gateway not bound');
    return inner;
  };
  const provider: PaymentProvider = {
    name: 'sandbox',
    authorize: (input) => use().authorize(input),
    completeChallenge: (id) => use().completeChallenge(id),
    async capture(id, amount, key) {
      const outcome = await use().capture(id, amount, key);
      if (state.crashAfterCapture) throw new Error('connection reset after capture');
      return outcome;
    },
    refund: (id, amount, key) => use().refund(id, amount, key),
    void: (id) => use().void(id),
    voidByIdempotencyKey: (key) => use().voidByIdempotencyKey(key),
    deleteStoredCard: (card) => use().deleteStoredCard(card),
  };
  return { provider, state, bind: (p: PaymentProvider) => (inner = p) };
}

describe.each(testDatabaseKinds())('cancel: card money is moved once, whatever fails (%s)', (kind) => {
  let kit: CancelKit;
  const gateway = flakyGateway();
  beforeAll(async () => {
    kit = await cancelKit(kind, { paymentProvider: gateway.provider });
    gateway.bind(createSandboxProvider({ db: kit.t.db, publicUrl: kit.t.config.publicUrl }));
  }, 180_000);
  afterAll(async () => kit?.close());
  beforeEach(async () => {
    gateway.state.crashAfterCapture = false;
    for (const night of [kit.checkin, tokyoDayAfter(kit.checkin, 1)])
      await leaveRooms(kit.t.db, 'STD-DBL', night, 5);
    await kit.resetClock();
  });

  it('a capture whose answer was lost is repaired by the job without capturing twice', async () => {
    const { number, id, body: booked } = await kit.bookWithCard(APPROVED_VISA);
    const fee = Math.floor((booked.data.total_price * 20) / 100);
    await kit.setTokyoTime(`${tokyoDayAfter(kit.checkin, -3)}T12:00`);
    gateway.state.crashAfterCapture = true;
    const { status, body } = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: fee,
    });
    // The cancellation stands; the card is still shown as authorised until the job has settled it.
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ status: 'cancelled', cancellation_fee: fee });
    expect(body.data.payment.state).toBe('authorized');

    gateway.state.crashAfterCapture = false;
    const later = new Date(Date.now() + 30 * 86_400_000);
    await kit.t.app.runDueJobs(later);
    await kit.t.app.runDueJobs(later);
    expect(await reservationRow(kit.t.db, id)).toMatchObject({
      payment_state: 'captured',
      captured_amount: fee,
    });
    const record = await sandboxRecord(kit.t.db, number);
    expect(record.operations).toEqual([{ kind: 'capture', amount: fee }]);
    expect(Number(record.payment.captured_amount)).toBe(fee);
  });

  it('takes no more than the deposit held when the fee is larger', async () => {
    const { number, id, body: booked } = await kit.bookWithCard(APPROVED_VISA, 'credit_card_deposit', 30);
    const deposit = booked.data.payment.amount_due_now;
    const fee = Math.floor((booked.data.total_price * 50) / 100);
    expect(fee).toBeGreaterThan(deposit);
    await kit.setTokyoTime(`${tokyoDayAfter(kit.checkin, -1)}T12:00`);
    const { status, body } = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: fee,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.payment).toMatchObject({ state: 'captured', captured_amount: deposit });
    expect(await reservationRow(kit.t.db, id)).toMatchObject({
      cancellation_fee: fee,
      captured_amount: deposit,
    });
    expect((await sandboxRecord(kit.t.db, number)).operations).toEqual([
      { kind: 'capture', amount: deposit },
    ]);
  });

  it('two cancels sent at once: one wins, the other is refused, the nights come back once and the card is voided once', async () => {
    const before = await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin);
    const { number, id } = await kit.bookWithCard(APPROVED_VISA);
    const body = { ...reason, cancellation_fee_displayed: 0 };
    const answers = await Promise.all([
      kit.cancel(number, '?email=hanako@example.com', body),
      kit.cancel(number, '?email=hanako@example.com', body),
      kit.cancel(number, '?email=hanako@example.com', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422))
      expect(a.body.errors[0].details.code).toBe('already_cancelled');
    expect(await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).toEqual(before);
    expect(await reservationRow(kit.t.db, id)).toMatchObject({ status: 'cancelled', version: 2 });
    await kit.t.app.runDueJobs(new Date(Date.now() + 60_000));
    expect((await sandboxRecord(kit.t.db, number)).operations).toEqual([{ kind: 'void', amount: 0 }]);
  });

  it('refuses while the card waits for 3-D Secure (422 pending_payment), holding the nights', async () => {
    const before = await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin);
    const { number, id } = await kit.bookWithCard(CHALLENGE_VISA);
    const view = await kit.get(`/book/hotels/1/reservations/${number}?email=hanako@example.com`);
    expect(view.body.data).toMatchObject({
      status: 'pending_payment',
      cancellable: false,
      cancel_refusal: 'pending_payment',
    });
    const { status, body } = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: 0,
    });
    expect(status).toBe(422);
    expect(body.errors[0].details.code).toBe('pending_payment');
    expect(await reservationRow(kit.t.db, id)).toMatchObject({ status: 'pending_payment', version: 1 });
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before.sold + 1);
  });

  it('no longer accepts a bypass token that was replaced (after an update)', async () => {
    const { number, token, id } = await kit.book();
    await kit.t.db.execute(
      sql`update reservations set bypass_token_hash = ${hashToken('a-newer-token')} where id = ${id}`,
    );
    const old = await kit.cancel(number, `?bypass_token=${token}`, {
      ...reason,
      cancellation_fee_displayed: 0,
    });
    expect(old.status).toBe(404);
    expect(old.body.errors[0].details.code).toBe('reservation_not_found');
    const fresh = await kit.cancel(number, '?bypass_token=a-newer-token', {
      ...reason,
      cancellation_fee_displayed: 0,
    });
    expect(fresh.status).toBe(200);
  });

  it('writes the guest’s mail in the language they booked in and the hotel’s in the hotel’s', async () => {
    const { number, id } = await kit.book({ locale: 'ko' });
    const { status } = await kit.cancel(number, '?email=hanako@example.com', {
      reason: 'weather',
      details: '태풍',
      cancellation_fee_displayed: 0,
    });
    expect(status).toBe(200);
    await kit.t.app.runDueJobs(new Date(Date.now() + 60_000));
    const mails = rowsOf<{ locale: string; subject: string; text_body: string }>(
      await kit.t.db.execute(
        sql`select locale, subject, text_body from mail_outbox where reservation_id = ${id} and kind = 'mail.reservation_cancelled' order by id`,
      ),
    );
    expect(mails.map((m) => m.locale)).toEqual(['ko', 'ja']);
    expect(mails[0]!.subject).toContain('취소');
    expect(mails[0]!.text_body).toContain('취소 수수료는 없습니다');
    expect(mails[1]!.subject).toContain('キャンセル');
    expect(mails[1]!.text_body).toContain('天候');
    expect(mails[1]!.text_body).toContain('태풍');
  });
});
