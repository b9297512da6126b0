import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { JobInsertion } from '../../platform/jobs/jobs.ts';
import { releaseReservationAttachments } from '../file-attachments/file-attachments.service.ts';
import { releaseStay } from '../inventory/inventory.service.ts';
import { cancelFutureEarning, earnForStay, refundPoints } from '../member-points/member-points.service.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { confirmationMailJob } from './confirmation-mail.job.ts';
import {
  expiredPendingReservationIds,
  findReservationByBypassHash,
  findReservationById,
  markPendingCancelled,
  markPendingConfirmed,
  releaseCodeUseOf,
} from './reservations.repository.ts';
import type { PendingCancelReason } from './reservations.types.ts';

/** Job kinds the booking enqueues (handlers: the hold expiry and the confirmation mail). */
export const RESERVATION_JOBS = {
  expirePaymentHold: 'reservation.expire_payment_hold',
  mailConfirmed: 'mail.reservation_confirmed',
} as const;

export type { PendingCancelReason };

/**
 * Gives back everything a reservation took: its nights and extra stock (the inventory), its code use
 * and its files (so the guest can book again with the same uploads), the member's points spent on it
 * (3504 if that fails: the whole cancellation rolls back), and withdraws the points the stay would
 * have earned. Call once, in the transaction whose conditional change ended the reservation: every
 * ending goes through here (the guest's or hotel's cancel, a declined card, a failed or expired 3-D
 * Secure).
 */
export async function releaseReservationHoldings(tx: Db, reservationId: number, now: Date): Promise<void> {
  await releaseStay(tx, reservationId);
  await releaseCodeUseOf(tx, reservationId);
  await releaseReservationAttachments(tx, reservationId);
  await refundPoints(tx, { reservationId, now });
  await cancelFutureEarning(tx, reservationId, now);
}

/** Enqueues the guest's and hotel's confirmation mail; call inside the transaction that confirms. */
export async function enqueueConfirmationMail(tx: Db, reservationId: number): Promise<void> {
  await confirmationMailJob.enqueue(
    tx,
    { reservationId },
    { dedupeKey: `${RESERVATION_JOBS.mailConfirmed}:${reservationId}` },
  );
}

/**
 * Enqueues the guest's confirmation mail once more (hotel staff sending it again, decision 058): a job
 * of its own under `resend`, whose mail is kept in the outbox under that key too.
 */
export async function enqueueConfirmationMailAgain(
  tx: Db,
  reservationId: number,
  resend: string,
): Promise<void> {
  await confirmationMailJob.enqueue(
    tx,
    { reservationId, resend },
    { dedupeKey: `${RESERVATION_JOBS.mailConfirmed}:${reservationId}:resend:${resend}` },
  );
}

/** The confirmation mail's job as a part of the caller's statement (see `JobDefinition.insertion`). */
export function confirmationMailInsertion(reservationId: number): JobInsertion {
  return confirmationMailJob.insertion(
    { reservationId },
    { dedupeKey: `${RESERVATION_JOBS.mailConfirmed}:${reservationId}` },
  );
}

/**
 * pending_payment → confirmed (the card was authorised, e.g. after 3-D Secure), the confirmation mail
 * enqueued, a member's future points recorded and `reservation.created` told (a card booking becomes a
 * booking here: its hotel's PMS never hears of a hold that expires or is declined), in one transaction.
 * A single conditional UPDATE: only the first caller changes anything; returns whether this call did.
 */
export async function confirmPendingReservation(db: Db, reservationId: number, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const confirmed = await markPendingConfirmed(tx, reservationId, now);
    if (!confirmed) return false;
    await enqueueConfirmationMail(tx, reservationId);
    await earnForStay(tx, reservationId, now);
    await recordReservationEvent(tx, reservationEvent('reservation.created', confirmed), now);
    return true;
  });
}

/**
 * pending_payment → cancelled, giving back its nights, extra stock and code use exactly once
 * whoever calls first (the 3-D Secure endpoint, the expiry job, a declined card). No webhook event:
 * the stay was never confirmed, so the hotel's PMS never heard of it. Returns whether this call changed
 * anything.
 */
export async function cancelPendingReservation(
  db: Db,
  reservationId: number,
  reason: PendingCancelReason,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markPendingCancelled(tx as unknown as Db, reservationId, reason, now))) return false;
    await releaseReservationHoldings(tx as unknown as Db, reservationId, now);
    return true;
  });
}

/** What the payment side needs to know about a reservation. */
export interface ReservationForPayment {
  id: number;
  hotelId: number;
  number: string;
  status: ReservationStatus;
  paymentMethod: string;
  paymentId: string | null;
  /** Charged online (the whole total or the deposit). */
  amountDueNow: number;
  currency: string;
  returnUrl: string | null;
  holdExpiresAt: Date | null;
  /** The booking member (a card they asked to keep becomes theirs once 3-D Secure passes). */
  memberId: number | null;
}

function toPaymentView(
  row: NonNullable<Awaited<ReturnType<typeof findReservationById>>>,
): ReservationForPayment {
  return {
    id: row.id,
    hotelId: row.hotelId,
    number: row.number,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentId: row.paymentId,
    amountDueNow: row.amountDueNow,
    currency: row.currency,
    returnUrl: row.returnUrl,
    holdExpiresAt: row.holdExpiresAt,
    memberId: row.memberId,
  };
}

/**
 * A reservation for the payment endpoints: by hotel + number + bypass token (compared as its
 * sha256), or by id alone (jobs). Null when nothing matches — the caller answers 404 either way.
 */
export async function findReservationForPayment(
  db: Db,
  lookup: { reservationId: number } | { hotelId: number; number: string; bypassToken: string },
): Promise<ReservationForPayment | null> {
  if ('reservationId' in lookup) {
    const row = await findReservationById(db, lookup.reservationId);
    return row ? toPaymentView(row) : null;
  }
  const row = await findReservationByBypassHash(
    db,
    lookup.hotelId,
    lookup.number,
    hashToken(lookup.bypassToken),
  );
  return row ? toPaymentView(row) : null;
}

/** Ids of pending reservations whose 3-D Secure hold has run out at `now` (a sweep, besides the jobs). */
export { expiredPendingReservationIds };
