import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { CancelReservationBody } from '@yadori/contract/reservation-cancel.schema';
import type { Db } from '../../db/database.ts';
import { formatMoney } from '../../lib/money.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { cancelTerms, roomCosts } from '../cancellation-policies/cancellation-policies.service.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { cancelFutureEarning, refundPoints } from '../member-points/member-points.service.ts';
import { loadPartsAndPoints, lockReservationWithNumber } from '../reservations/reservation-read.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import {
  findReservationById,
  type GuestProof,
  guestProofMatches,
  loadReservationDto,
  memberOwns,
} from '../reservations/reservations.service.ts';
import { cancelPaymentJob } from './cancel-payment.job.ts';
import { CANCEL_PAYMENT_JOB, SETTLED_BY_CANCEL, settleCancelledPayment } from './cancel-payment.ts';
import { cancellationMailJob } from './cancellation-mail.job.ts';
import { CANCELLATION_MAIL_JOB } from './cancellation-mail.ts';
import { cancelErrors } from './reservation-cancel.errors.ts';
import { cancelByGuestAndRelease } from './reservation-cancel.repository.ts';

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
}

/**
 * The guest cancels online (spec sections 4 and 7). A member's booking opens for that member signed in
 * and needs them signed in (spec §6). In one transaction, under the reservation's row
 * lock: the proof is checked again (an old bypass token no longer works), the account, the status, the terms on
 * the hotel's clock (same day → 422) and the fee the guest was shown (different → 409, nothing
 * changed); then the reservation is cancelled with its reason and fee, its nights, extras and code use
 * given back once, a history row written, the version bumped, and the mails and the card's settlement
 * enqueued. After commit the card is settled right away (void, capture of the fee, or refund down to
 * it); if that fails the job retries. Returns the reservation as the GET shows it.
 * @example await cancelReservation(deps, { hotel, number, email, memberId: null, body: { reason: 'illness', cancellation_fee_displayed: 0 }, locale: 'en' });
 */
export async function cancelReservation(deps: CancelDeps, input: CancelInput): Promise<Reservation> {
  const { db } = deps;
  const proof: GuestProof = { email: input.email, bypassToken: input.bypassToken };
  const catalog = await deps.catalogOf(input.hotel.id);
  const now = deps.now();

  // Found and locked in one statement; the proof is checked under the lock. The parts read here and
  // the row the cancel returns make the answer: nothing is read twice. Five statements for a guest's
  // stay: begin, the lock, the parts, the cancel with its releases and jobs (those three prepared once
  // per connection), commit.
  const done = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await lockReservationWithNumber(tx, input.hotel.id, input.number);
    const own = row !== null && memberOwns(row, input.memberId);
    if (!row || !(own || guestProofMatches(row, proof))) throw reservationErrors.notFound();
    if (row.status === 'cancelled') throw cancelErrors.alreadyCancelled();
    if (row.memberId !== null && !own) throw cancelErrors.memberLoginRequired();
    if (row.status !== 'confirmed') throw cancelErrors.pendingPayment();
    // Read after the lock: a change of the stay that held it first is seen.
    const { parts, pointsSpent, pendingEarning } = await loadPartsAndPoints(tx, row.id);
    const terms = cancelTerms({
      status: row.status,
      checkinDate: row.checkinDate,
      timeZone: input.hotel.timeZone,
      now,
      rooms: roomCosts(parts.rooms, parts.extras, catalog),
    });
    if (!terms.cancellable) throw cancelErrors.sameDay(input.hotel.phone);
    const displayed = input.body.cancellation_fee_displayed;
    if (terms.fee !== displayed) {
      throw cancelErrors.feeChanged(terms.fee, displayed, formatMoney(terms.fee, row.currency, input.locale));
    }
    const details = input.body.details?.trim() || null;
    const card = row.paymentId !== null && SETTLED_BY_CANCEL.includes(row.paymentState);
    // The card's settlement and the mail (with a card it waits a little, so it can say what the
    // settlement did), written with the cancel.
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
    // Cancelled, its nights, extras' stock, code use and files given back, its history row and its jobs
    // written, in one statement (what releaseReservationHoldings gives back, but for the points).
    const cancelled = await cancelByGuestAndRelease(
      tx,
      {
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
      },
      jobs,
    );
    // Under the lock this cannot miss; if it ever does, nothing is half done.
    if (!cancelled) throw cancelErrors.alreadyCancelled();
    // The member's points (3504 if that fails: all of it rolls back); both only when there are any.
    if (pointsSpent) await refundPoints(tx, { reservationId: row.id, now });
    if (pendingEarning) await cancelFutureEarning(tx, row.id, now);
    return { settle: card, row: cancelled, parts };
  });

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
