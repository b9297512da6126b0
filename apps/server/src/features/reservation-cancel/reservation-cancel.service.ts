import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { CancelReservationBody } from '@yadori/contract/reservation-cancel.schema';
import type { Db } from '../../db/database.ts';
import { formatMoney } from '../../lib/money.ts';
import type { JobInsertion } from '../../platform/jobs/jobs.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { cancelTerms, roomCosts } from '../cancellation-policies/cancellation-policies.service.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { cancelFutureEarning, refundPoints } from '../member-points/member-points.service.ts';
import {
  loadPartsAndPoints,
  lockReservationWithNumber,
  readForCancel,
} from '../reservations/reservation-read.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import {
  findReservationById,
  type GuestProof,
  guestProofMatches,
  loadReservationDto,
  memberOwns,
} from '../reservations/reservations.service.ts';
import type { ReservationParts, StoredReservation } from '../reservations/reservations.types.ts';
import { reservationEvent } from '../webhooks/webhook-events.service.ts';
import { cancelPaymentJob } from './cancel-payment.job.ts';
import { CANCEL_PAYMENT_JOB, SETTLED_BY_CANCEL, settleCancelledPayment } from './cancel-payment.ts';
import { cancellationMailJob } from './cancellation-mail.job.ts';
import { CANCELLATION_MAIL_JOB } from './cancellation-mail.ts';
import { cancelErrors } from './reservation-cancel.errors.ts';
import { cancelByGuestAndRelease, cancelByHotelAndRelease } from './reservation-cancel.repository.ts';

/** Settles a cancelled stay's card now (the job does it otherwise): the hotel's cancellation calls it after commit. */
export { settleCancelledPayment };

/** How long the mail of a card cancellation waits for the settlement that follows the commit. */
const MAIL_AFTER_SETTLEMENT_MS = 30_000;

export interface CancelDeps {
  db: Db;
  now: () => Date;
  /** The app's provider; null leaves card money to the durable job (an app with a provider runs it). */
  paymentProvider: PaymentProvider | null;
  catalogOf(hotelId: number): Promise<HotelCatalog>;
  /** Told when settling the card right away failed (the job retries it). */
  onSettleError?: (error: unknown, reservationId: number) => void;
}

export interface CancelInput extends GuestProof {
  hotel: Pick<HotelWithBrand, 'id' | 'timeZone' | 'phone'>;
  number: string;
  body: CancelReservationBody;
  locale: Locale;
  /** The signed-in member of the hotel's brand (null: signed out). */
  memberId: number | null;
  /** The organization the caller signed in through (a corporate user), else null. */
  organizationId?: number | null;
}

/** How often a cancellation is read and written again when the stay changed in between (decision 056). */
const OPTIMISTIC_ATTEMPTS = 3;

/** A stay as a cancellation reads it. */
interface CancelRead {
  row: StoredReservation;
  parts: ReservationParts;
}

/** A cancellation checked and ready to write: the statement's input and its jobs. */
interface CancelPlan {
  card: boolean;
  write: Parameters<typeof cancelByGuestAndRelease>[1];
  jobs: JobInsertion[];
}

/**
 * The jobs a cancellation writes with it: the card's settlement when card money is held, and the mails
 * (with a card they wait a little, so they can say what the settlement did).
 */
function cancelJobs(
  row: Pick<StoredReservation, 'id' | 'paymentId' | 'paymentState'>,
  now: Date,
): { card: boolean; jobs: JobInsertion[] } {
  const card = row.paymentId !== null && SETTLED_BY_CANCEL.includes(row.paymentState);
  const jobs = [
    ...(card
      ? [
          cancelPaymentJob.insertion(
            { reservationId: row.id },
            { runAt: now, dedupeKey: `${CANCEL_PAYMENT_JOB}:${row.id}` },
          ),
        ]
      : []),
    cancellationMailJob.insertion(
      { reservationId: row.id },
      {
        runAt: new Date(now.getTime() + (card ? MAIL_AFTER_SETTLEMENT_MS : 0)),
        dedupeKey: `${CANCELLATION_MAIL_JOB}:${row.id}`,
      },
    ),
  ];
  return { card, jobs };
}

/**
 * Checks the cancellation against the stay as read — the proof (email, bypass token or the member),
 * the status, the terms on the hotel's clock (same day → 422), the fee the guest was shown
 * (different → 409) — and plans its statement; throws the refusal.
 */
function planCancel(
  read: CancelRead | null,
  input: CancelInput,
  catalog: HotelCatalog,
  now: Date,
): CancelPlan {
  const proof: GuestProof = { email: input.email, bypassToken: input.bypassToken };
  const row = read?.row ?? null;
  const own = row !== null && memberOwns(row, input.memberId);
  if (!read || !row || !(own || guestProofMatches(row, proof))) throw reservationErrors.notFound();
  if (row.status === 'cancelled') throw cancelErrors.alreadyCancelled();
  if (row.organizationId !== null) {
    if (row.organizationId !== (input.organizationId ?? null)) throw cancelErrors.corporateLoginRequired();
  } else if (row.memberId !== null && !own) throw cancelErrors.memberLoginRequired();
  if (row.status !== 'confirmed') throw cancelErrors.pendingPayment();
  const terms = cancelTerms({
    status: row.status,
    checkinDate: row.checkinDate,
    timeZone: input.hotel.timeZone,
    now,
    rooms: roomCosts(read.parts.rooms, read.parts.extras, catalog),
  });
  if (!terms.cancellable) throw cancelErrors.sameDay(input.hotel.phone);
  const displayed = input.body.cancellation_fee_displayed;
  if (terms.fee !== displayed) {
    throw cancelErrors.feeChanged(terms.fee, displayed, formatMoney(terms.fee, row.currency, input.locale));
  }
  const details = input.body.details?.trim() || null;
  const { card, jobs } = cancelJobs(row, now);
  return {
    card,
    jobs,
    write: {
      reservationId: row.id,
      expectedVersion: row.version,
      reason: input.body.reason,
      details,
      fee: terms.fee,
      feeDisplayed: displayed,
      now,
      actor: own ? 'member' : 'guest',
      before: { status: row.status, version: row.version },
      after: {
        status: 'cancelled',
        version: row.version + 1,
        reason: input.body.reason,
        details,
        cancellation_fee: terms.fee,
        cancellation_fee_displayed: displayed,
      },
      priceBefore: row.totalPrice,
      priceAfter: terms.fee,
      event: cancelledEvent(row, now),
    },
  };
}

/**
 * `reservation.cancelled` about the stay as the cancel statement leaves it — cancelled, its version one
 * up, changed `now` — made before the statement (it is written in it, only if the cancel matched).
 */
function cancelledEvent(row: StoredReservation, now: Date) {
  return reservationEvent('reservation.cancelled', {
    ...row,
    status: 'cancelled',
    version: row.version + 1,
    updatedAt: now,
  });
}

type CancelDone = { settle: boolean; row: StoredReservation; parts: ReservationParts };

/**
 * The cancellation under the row's lock, in one transaction: begin, the lock, the parts and points
 * (read after the lock, so a change that held it first is seen), the cancel with its releases and jobs,
 * the member's points, commit. For a stay with points, and after a stay kept changing under the
 * optimistic write.
 */
function cancelUnderLock(
  deps: CancelDeps,
  input: CancelInput,
  catalog: HotelCatalog,
  now: Date,
): Promise<CancelDone> {
  return deps.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await lockReservationWithNumber(tx, input.hotel.id, input.number);
    const read = row ? { row, ...(await loadPartsAndPoints(tx, row.id)) } : null;
    const plan = planCancel(read, input, catalog, now);
    // Cancelled, its nights, extras' stock, code use and files given back, its history row and its jobs
    // written, in one statement (what releaseReservationHoldings gives back, but for the points).
    const cancelled = await cancelByGuestAndRelease(tx, plan.write, plan.jobs);
    // Under the lock this cannot miss; if it ever does, nothing is half done.
    if (!cancelled || !read) throw cancelErrors.alreadyCancelled();
    // The member's points (3504 if that fails: all of it rolls back); both only when there are any.
    if (read.pointsSpent) await refundPoints(tx, { reservationId: cancelled.id, now });
    if (read.pendingEarning) await cancelFutureEarning(tx, cancelled.id, now);
    return { settle: plan.card, row: cancelled, parts: read.parts };
  });
}

/**
 * The guest cancels online (spec sections 4 and 7). A member's booking opens for that member signed in
 * and needs them signed in (spec §6). The stay is read with its parts in one statement and the
 * cancellation checked against it (planCancel); then one statement, outside a transaction, cancels it
 * with its reason and fee only while it is still at the version read, gives back its nights, extras
 * and code use once, writes a history row and the `reservation.cancelled` webhook event and enqueues
 * the mails and the card's settlement (decision 056). If the stay changed in between, it is read and
 * checked again (a second cancel then sees it cancelled). A stay with points goes under the row's
 * lock in one transaction (cancelUnderLock). After it the card is settled right away (void, capture
 * of the fee, or refund down to it); if that fails the job retries. Returns the reservation as the GET
 * shows it.
 * @example await cancelReservation(deps, { hotel, number, email, memberId: null, body: { reason: 'illness', cancellation_fee_displayed: 0 }, locale: 'en' });
 */
export async function cancelReservation(deps: CancelDeps, input: CancelInput): Promise<Reservation> {
  const { db } = deps;
  const catalog = await deps.catalogOf(input.hotel.id);
  const now = deps.now();

  let done: CancelDone | null = null;
  for (let attempt = 1; attempt <= OPTIMISTIC_ATTEMPTS && !done; attempt += 1) {
    const read = await readForCancel(db, input.hotel.id, input.number);
    const plan = planCancel(read, input, catalog, now);
    // Points are given back under the row's lock, with their own locks, in one transaction.
    if (!read || read.pointsSpent || read.pendingEarning) break;
    const cancelled = await cancelByGuestAndRelease(db, plan.write, plan.jobs);
    if (cancelled) done = { settle: plan.card, row: cancelled, parts: read.parts };
  }
  done ??= await cancelUnderLock(deps, input, catalog, now);

  let after = done.row;
  if (done.settle && deps.paymentProvider) {
    await settleCancelledPayment(db, deps.paymentProvider, after.id, now).catch((error: unknown) =>
      deps.onSettleError?.(error, after.id),
    );
    // The settlement changed the payment columns: the answer shows them.
    const settled = await findReservationById(db, after.id);
    if (!settled) throw reservationErrors.notFound();
    after = settled;
  }
  return loadReservationDto(db, after, catalog, input.locale, now, {
    parts: done.parts,
    timeZone: input.hotel.timeZone,
  });
}

/** What the hotel's cancellation writes (decision 058): the stay its caller read under the row's lock. */
export interface HotelCancelInput {
  /** Confirmed, read under the row's lock in the caller's transaction. */
  row: StoredReservation;
  /** What staff chose to charge (the policy's fee, none, or an amount up to the total). */
  fee: number;
  /** Staff's words: kept in the history (and the audit log), never shown to the guest. */
  reason: string | null;
  /** Who cancelled, kept in the history row. */
  staffEmail: string;
  now: Date;
}

/**
 * The hotel cancels a confirmed stay (staff, decision 058), in the caller's transaction, which holds the
 * row's lock: the guest's cancellation statement, with cancel reason `hotel` and the stay marked
 * staff-modified — cancelled only while still at the version read, its nights, extras' stock, code use
 * and files given back, a history row (actor `staff`), the `reservation.cancelled` webhook event and
 * the jobs (the card's settlement, the guest's and hotel's mails) written — then the member's points
 * given back and future points withdrawn. No deadline: the hotel may cancel after the online one and
 * on the day. Returns the cancelled row and whether card money waits for `settleCancelledPayment`
 * (call it after commit), or null when the stay moved past the version read (nothing written then).
 */
export async function cancelAsHotel(
  tx: Db,
  input: HotelCancelInput,
): Promise<{ row: StoredReservation; settle: boolean } | null> {
  const { row, now } = input;
  const { card, jobs } = cancelJobs(row, now);
  const cancelled = await cancelByHotelAndRelease(
    tx,
    {
      reservationId: row.id,
      expectedVersion: row.version,
      details: null,
      fee: input.fee,
      now,
      before: { status: row.status, version: row.version },
      after: {
        status: 'cancelled',
        version: row.version + 1,
        cancel_reason: 'hotel',
        cancellation_fee: input.fee,
        reason: input.reason,
        staff: input.staffEmail,
      },
      priceBefore: row.totalPrice,
      priceAfter: input.fee,
      event: cancelledEvent(row, now),
    },
    jobs,
  );
  if (!cancelled) return null;
  await refundPoints(tx, { reservationId: cancelled.id, now });
  await cancelFutureEarning(tx, cancelled.id, now);
  return { row: cancelled, settle: card };
}

/**
 * Enqueues the guest's cancellation mail once more (hotel staff sending it again, decision 058): a job
 * of its own under `resend`, whose mail is kept in the outbox under that key too.
 */
export async function enqueueCancellationMailAgain(
  tx: Db,
  reservationId: number,
  resend: string,
): Promise<void> {
  await cancellationMailJob.enqueue(
    tx,
    { reservationId, resend },
    { dedupeKey: `${CANCELLATION_MAIL_JOB}:${reservationId}:resend:${resend}` },
  );
}
