import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { authorizationKey, type PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { cancelPendingReservation, RESERVATION_JOBS } from './reservation-lifecycle.ts';
import { findReservationById } from './reservations.repository.ts';
import type { PendingCancelReason } from './reservations.types.ts';

/**
 * The endings of a pending reservation whose card hold this job drops. A guest's cancellation of a
 * confirmed stay is not one: its own job captures the fee from that hold or voids it.
 */
const HOLD_ENDINGS: ReadonlySet<string> = new Set<PendingCancelReason>([
  'expired',
  'payment_declined',
  'challenge_failed',
]);

/**
 * `reservation.expire_payment_hold` { reservationId }: 15 minutes after a card booking, a reservation
 * still pending is cancelled (nights given back once) and its authorisation voided. Without a saved
 * payment id (the process died, or the gateway's answer was lost, after the gateway authorised) the
 * authorisation is voided by the idempotency key the booking authorised with.
 * Safe to run twice and to race a late challenge completion: the cancel is one conditional UPDATE, and
 * the void only follows a reservation that ended cancelled while pending.
 */
export const holdExpiryJob = defineJob({
  name: RESERVATION_JOBS.expirePaymentHold,
  schema: z.object({ reservationId: z.number().int() }),
  handler: async ({ reservationId }, ctx: JobContext<{ paymentProvider: PaymentProvider }>) => {
    const cancelled = await cancelPendingReservation(ctx.db, reservationId, 'expired', ctx.now());
    const row = await findReservationById(ctx.db, reservationId);
    if (row?.status !== 'cancelled' || !HOLD_ENDINGS.has(row.cancelReason ?? '')) return;
    const provider = ctx.services.paymentProvider;
    if (!provider) throw new Error('no payment provider in the job context');
    const voided = row.paymentId
      ? await provider.void(row.paymentId)
      : await provider.voidByIdempotencyKey(authorizationKey(row.number));
    if (voided.status === 'failed')
      throw new Error(`void of the payment of reservation ${reservationId} failed (${voided.code})`);
    if (cancelled) ctx.log.info({ reservationId }, 'payment hold expired; reservation cancelled');
  },
});
