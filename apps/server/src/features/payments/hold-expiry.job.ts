import { registerJobHandler } from '../jobs/jobs.ts';
import {
  cancelPendingReservation,
  findReservationForPayment,
  RESERVATION_JOBS,
} from '../reservations/reservation-lifecycle.ts';

/**
 * `reservation.expire_payment_hold` { reservationId }: 15 minutes after a card booking went to 3-D
 * Secure, a reservation still pending is cancelled (nights given back once) and its authorisation voided.
 * Safe to run twice and to race a late challenge completion: the cancel is one conditional UPDATE, and
 * the void only follows a reservation that ended cancelled.
 */
export function registerHoldExpiryJob(): void {
  registerJobHandler(RESERVATION_JOBS.expirePaymentHold, async (payload, ctx) => {
    const reservationId = Number(payload.reservationId);
    if (!Number.isInteger(reservationId)) return;
    const before = await findReservationForPayment(ctx.db, { reservationId });
    if (!before) return;
    const cancelled = await cancelPendingReservation(ctx.db, reservationId, 'expired', ctx.now());
    const after = cancelled
      ? { ...before, status: 'cancelled' as const }
      : await findReservationForPayment(ctx.db, { reservationId });
    if (after?.status !== 'cancelled' || !after.paymentId) return;
    const provider = ctx.services.paymentProvider;
    if (!provider) throw new Error('no payment provider in the job context');
    const voided = await provider.void(after.paymentId);
    if (voided.status === 'failed')
      throw new Error(`void of payment ${after.paymentId} failed (${voided.code})`);
    if (cancelled) ctx.log.info({ reservationId }, 'payment hold expired; reservation cancelled');
  });
}
