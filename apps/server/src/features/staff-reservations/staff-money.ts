// The hotel's card money (decision 058, issue 17): staff capture an authorisation or refund captured money.
import type { PaymentState } from '@yadori/contract/reservation.constants';
import type { StaffMoneyOperation, StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { paymentDeclined } from '../reservations/reservations.errors.ts';
import { isCard } from '../reservations/reservations.service.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';
import { recordAudit, requireStaffHotel } from '../staff-accounts/staff-access.service.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { staffMoneyJob } from './staff-money.job.ts';
import { type CardMoney, recordStaffMoney } from './staff-money.repository.ts';
import { cardMoneyLimits } from './staff-money-limits.ts';
import { type StaffMoneyIntent, settleStaffMoney } from './staff-money-settle.ts';
import { type StaffReservationDeps, type StaffStayInput, showStay } from './staff-reservation-view.ts';
import { staffReservationErrors as E } from './staff-reservations.errors.ts';
import { changeStay } from './staff-stay-lock.ts';

/** How long the job waits before it makes sure the gateway did an operation the request began. */
const JOB_DELAY_MS = 5 * 60_000;

/** The card money after the operation (the checks passed). */
function moneyAfter(row: StoredReservation, operation: StaffMoneyOperation, amount: number): CardMoney {
  if (operation === 'capture') return { paymentState: 'captured', capturedAmount: amount, refundedAmount: 0 };
  const refunded = row.refundedAmount + amount;
  const paymentState: PaymentState = refunded >= row.capturedAmount ? 'refunded' : 'partially_refunded';
  return { paymentState, capturedAmount: row.capturedAmount, refundedAmount: refunded };
}

/** The amount the operation moves, or the refusal that says why it cannot (422). */
function checkedAmount(row: StoredReservation, operation: StaffMoneyOperation, asked?: number): number {
  if (!isCard(row.paymentMethod)) throw E.notCard();
  if (row.status === 'pending_payment') throw E.pendingPayment();
  const limits = cardMoneyLimits(row);
  if (operation === 'capture') {
    if (limits.capturable === null) throw E.nothingToCapture();
    const amount = asked ?? limits.capturable;
    if (amount > limits.capturable) throw E.aboveAuthorised();
    return amount;
  }
  if (limits.refundable === null) throw E.nothingToRefund();
  if (asked === undefined || asked > limits.refundable) throw E.aboveRefundable();
  return asked;
}

/**
 * `POST …/capture` and `POST …/refund` (payments.handle). Under the row's lock the amount is checked
 * (card stays only; a capture up to the authorisation not captured, a refund up to the captured money
 * not given back) and written with the stay's version bumped, its staff mark, its history row and
 * audit entry, its webhook event (`reservation.paid` for a capture, `reservation.modified` for a
 * refund), and a job that makes sure the gateway did it. After the commit the gateway is asked with the
 * operation's idempotency key: a decline takes the write back and answers 402 with the spec's card
 * code; no answer is 502 and the job asks again, so no amount is lost either way.
 */
export async function moveStaffMoney(
  deps: StaffReservationDeps,
  input: StaffStayInput & { operation: StaffMoneyOperation; amount?: number; version?: number },
): Promise<StaffReservation> {
  const { principal, operation } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'payments.handle');
  const provider = deps.paymentProvider;
  const now = deps.now();
  const intent = await changeStay(deps, hotel, input, async (tx, row) => {
    const amount = checkedAmount(row, operation, input.amount);
    // Without a gateway nothing can move: refused before anything is written.
    if (!provider || !row.paymentId) throw E.gatewayUnavailable();
    const version = row.version + 1;
    const money = moneyAfter(row, operation, amount);
    const key = `staff:${row.number}:${operation}:${version}`;
    const before = {
      payment: { state: row.paymentState, captured: row.capturedAmount, refunded: row.refundedAmount },
      version: row.version,
    };
    const after = {
      payment: { state: money.paymentState, captured: money.capturedAmount, refunded: money.refundedAmount },
      operation,
      amount,
      key,
      version,
      staff: principal.email,
    };
    const written = await recordStaffMoney(tx, {
      reservationId: row.id,
      expectedVersion: row.version,
      money,
      price: row.totalPrice,
      before,
      after,
      now,
    });
    if (!written) throw E.versionConflict();
    // Told with the write, as the money stands from now on (decision 059): a capture is
    // `reservation.paid`, a refund `reservation.modified`; a decline later takes it back (settleStaffMoney).
    const moved = { ...row, version, updatedAt: now };
    await recordReservationEvent(
      tx,
      operation === 'capture'
        ? reservationEvent('reservation.paid', moved, amount)
        : reservationEvent('reservation.modified', moved),
      now,
    );
    await recordAudit(
      tx,
      {
        principal,
        brandId: principal.brandId,
        hotelId: hotel.id,
        action: `reservation.${operation}`,
        entityType: 'reservation',
        entityId: row.number,
        before,
        after,
      },
      now,
    );
    const planned: StaffMoneyIntent = {
      reservationId: row.id,
      paymentId: row.paymentId,
      operation,
      amount,
      key,
    };
    await staffMoneyJob.enqueue(tx, planned, {
      dedupeKey: key,
      runAt: new Date(now.getTime() + JOB_DELAY_MS),
    });
    return planned;
  });

  const settled = await settleStaffMoney(deps.db, provider!, intent, now).catch((error: unknown) => {
    deps.onSettleError?.(error, intent.reservationId);
    throw E.gatewayUnavailable();
  });
  if (settled.status === 'declined') {
    await recordAudit(
      deps.db,
      {
        principal,
        brandId: principal.brandId,
        hotelId: hotel.id,
        action: `reservation.${operation}_declined`,
        entityType: 'reservation',
        entityId: input.number,
        after: { key: intent.key, amount: intent.amount, code: settled.code },
      },
      now,
    );
    throw paymentDeclined(settled.code);
  }
  return showStay(deps, hotel, input);
}
