import type { PaymentState } from '@yadori/contract/reservation.constants';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { authorisedAmount, findReservationById } from '../reservations/reservations.service.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { recordCancelMoney } from './reservation-cancel.repository.ts';

/** The durable job that settles the card after a guest's cancellation (enqueued with the cancel). */
export const CANCEL_PAYMENT_JOB = 'reservation.cancel_payment';

/** Card states a cancellation still has to settle with the provider. */
export const SETTLED_BY_CANCEL: readonly PaymentState[] = ['authorized', 'captured', 'partially_refunded'];

/** What settling did: nothing, the hold dropped, the fee captured (the rest released) or money given back. */
export type CancelMoney =
  | { action: 'none' }
  | { action: 'void' }
  | { action: 'capture'; amount: number }
  | { action: 'refund'; amount: number };

/**
 * What a cancellation does with the card, from the reservation as stored (pure): an authorisation is
 * voided when the fee is 0, else the fee (at most the authorised amount, see `authorisedAmount` — the rest is the hotel's to
 * collect) is captured, which releases the rest of the hold; money already captured is refunded down
 * to the fee.
 */
export function cancelMoneyPlan(
  row: Pick<
    StoredReservation,
    | 'paymentState'
    | 'paymentId'
    | 'cancellationFee'
    | 'amountDueNow'
    | 'remainingAmount'
    | 'capturedAmount'
    | 'refundedAmount'
  >,
): CancelMoney {
  if (!row.paymentId) return { action: 'none' };
  const fee = row.cancellationFee ?? 0;
  if (row.paymentState === 'authorized') {
    const take = Math.min(fee, authorisedAmount(row));
    return take > 0 ? { action: 'capture', amount: take } : { action: 'void' };
  }
  if (row.paymentState === 'captured' || row.paymentState === 'partially_refunded') {
    const held = row.capturedAmount - row.refundedAmount;
    const back = held - Math.min(fee, held);
    return back > 0 ? { action: 'refund', amount: back } : { action: 'none' };
  }
  return { action: 'none' };
}

/**
 * Writes what the provider did (`recordCancelMoney`) and, when money moved, tells the hotel's PMS in
 * the same transaction (decision 059): the fee captured is `reservation.paid` with its amount, money
 * given back `reservation.modified`. A second settlement writes nothing, so tells nothing.
 */
async function recordMoney(
  db: Db,
  input: Parameters<typeof recordCancelMoney>[1],
  moved?: { captured: number } | { refunded: number },
): Promise<void> {
  if (!moved) {
    await recordCancelMoney(db, input);
    return;
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await recordCancelMoney(tx, input);
    if (!row) return;
    const event =
      'captured' in moved
        ? reservationEvent('reservation.paid', row, moved.captured)
        : reservationEvent('reservation.modified', row);
    await recordReservationEvent(tx, event, input.now);
  });
}

/**
 * Settles the card of a reservation the guest or the hotel cancelled: provider first, with an idempotency key
 * derived from the reservation, then the reservation's payment fields (conditional on the state it
 * started from) with the webhook event of the money moved (`recordMoney`). A crash between the two is
 * repaired by running this again (the job does): the provider answers the same key without moving
 * money twice, and the row is then written.
 * Throws when the provider refuses, so the job retries.
 * @example await settleCancelledPayment(db, provider, reservationId, new Date());
 */
export async function settleCancelledPayment(
  db: Db,
  provider: PaymentProvider,
  reservationId: number,
  now: Date,
): Promise<CancelMoney> {
  const row = await findReservationById(db, reservationId);
  if (row?.status !== 'cancelled' || !row.paymentId) return { action: 'none' };
  // The guest's and the hotel's cancellations (decision 058); a declined or expired card has its own path.
  if (row.cancelReason !== 'guest' && row.cancelReason !== 'hotel') return { action: 'none' };
  const plan = cancelMoneyPlan(row);
  const from = row.paymentState;
  const key = (op: string) => `cancel:${row.number}:${op}`;
  switch (plan.action) {
    case 'none':
      return plan;
    case 'void': {
      const outcome = await provider.void(row.paymentId);
      if (outcome.status === 'failed') throw new Error(`void of ${row.paymentId} failed (${outcome.code})`);
      await recordMoney(db, {
        reservationId,
        fromState: from,
        state: 'voided',
        capturedAmount: 0,
        refundedAmount: 0,
        now,
      });
      return plan;
    }
    case 'capture': {
      const outcome = await provider.capture(row.paymentId, plan.amount, key('capture'));
      if (outcome.status === 'failed')
        throw new Error(`capture of ${row.paymentId} failed (${outcome.code})`);
      await recordMoney(
        db,
        {
          reservationId,
          fromState: from,
          state: 'captured',
          capturedAmount: plan.amount,
          refundedAmount: 0,
          now,
        },
        { captured: plan.amount },
      );
      return plan;
    }
    case 'refund': {
      const outcome = await provider.refund(row.paymentId, plan.amount, key('refund'));
      if (outcome.status === 'failed') throw new Error(`refund of ${row.paymentId} failed (${outcome.code})`);
      const refunded = row.refundedAmount + plan.amount;
      await recordMoney(
        db,
        {
          reservationId,
          fromState: from,
          state: refunded >= row.capturedAmount ? 'refunded' : 'partially_refunded',
          capturedAmount: row.capturedAmount,
          refundedAmount: refunded,
          now,
        },
        { refunded: plan.amount },
      );
      return plan;
    }
  }
}
