import { randomUUID } from 'node:crypto';
import type {
  StaffCancelBody,
  StaffResendMailKind,
  StaffReservation,
  StaffReservationNote,
} from '@yadori/contract/staff-reservations.schema';
import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import {
  cancelAsHotel,
  enqueueCancellationMailAgain,
  settleCancelledPayment,
} from '../reservation-cancel/reservation-cancel.service.ts';
import { enqueueConfirmationMailAgain, loadReservationParts } from '../reservations/reservations.service.ts';
import {
  recordAudit,
  requireAbility,
  requireStaffHotel,
  type StaffPrincipal,
  staffUserIdOf,
} from '../staff-accounts/staff-access.service.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import {
  cancellationPolicyFee,
  costsOf,
  noShowPolicyFee,
  type StaffReservationDeps,
  type StaffStayInput,
  showStay,
  toNote,
} from './staff-reservation-view.ts';
import { staffReservationErrors as E } from './staff-reservations.errors.ts';
import { findHotelReservation, insertNote, markNoShow } from './staff-reservations.repository.ts';
import { changeStay, requireConfirmed } from './staff-stay-lock.ts';

export { changeStaffStay } from './staff-change.ts';
/** The hotel's card money and changes of a stay. */
export { moveStaffMoney } from './staff-money.ts';
/** The bytes of a stay's files, as downloads. */
export { attachmentDisposition, openStaffFile } from './staff-reservation-files.ts';
/** The console's reads: the list and one stay in full. */
export {
  listStaffReservations,
  type StaffReservationDeps,
  type StaffStayInput,
  staffReservation,
} from './staff-reservation-view.ts';

/** A fee other than the policy's moves money beyond it: it needs payments.handle (else 403). */
function checkFee(principal: StaffPrincipal, fee: number, policyFee: number, total: number): void {
  if (fee > total) throw E.feeAboveTotal();
  if (fee !== policyFee) requireAbility(principal, 'payments.handle');
}

/**
 * `POST …/notes` (reservations.handle): a note for the hotel, signed with the author's email, audited.
 * Not a change of the stay: neither its version nor its staff mark moves.
 */
export async function addStaffNote(
  deps: StaffReservationDeps,
  input: StaffStayInput & { body: string },
): Promise<StaffReservationNote> {
  const { principal } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'reservations.handle');
  const now = deps.now();
  return deps.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await findHotelReservation(tx, hotel.id, input.number);
    if (!row) throw E.notFound();
    const note = await insertNote(tx, {
      reservationId: row.id,
      staffUserId: staffUserIdOf(principal),
      author: principal.email,
      body: input.body,
      now,
    });
    await recordAudit(
      tx,
      {
        principal,
        brandId: principal.brandId,
        hotelId: hotel.id,
        action: 'reservation.add_note',
        entityType: 'reservation',
        entityId: row.number,
        after: { note_id: note.id, body: note.body },
      },
      now,
    );
    return toNote(note);
  });
}

/**
 * `POST …/no_show` (reservations.handle; a fee other than the policy's needs payments.handle): the
 * guest of a confirmed stay marked a no-show, once, from its check-in date on (the hotel's clock). The
 * fee defaults to each room's policy's no-show percentage of its cost; it is recorded for the hotel to
 * collect (no card money moves). The stay is marked staff-modified and its version bumped, and the
 * hotel's PMS told (`reservation.no_show`, in the same transaction).
 */
export async function markStaffNoShow(
  deps: StaffReservationDeps,
  input: StaffStayInput & { fee?: number; version?: number },
): Promise<StaffReservation> {
  const { principal } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'reservations.handle');
  const catalog = await deps.catalogOf(hotel.id);
  const now = deps.now();
  await changeStay(deps, hotel, input, async (tx, row) => {
    requireConfirmed(row);
    if (row.noShowAt !== null) throw E.alreadyNoShow();
    if (row.checkinDate > hotelToday(now, hotel.timeZone)) throw E.beforeCheckin();
    const policyFee = noShowPolicyFee(costsOf(await loadReservationParts(tx, row.id), catalog));
    const fee = input.fee ?? policyFee;
    checkFee(principal, fee, policyFee, row.totalPrice);
    const after = {
      no_show: { at: now.toISOString(), fee },
      policy_fee: policyFee,
      version: row.version + 1,
      staff: principal.email,
    };
    const marked = await markNoShow(tx, {
      reservationId: row.id,
      expectedVersion: row.version,
      fee,
      now,
      price: row.totalPrice,
      after,
    });
    // Under the row's lock with the state checked above, this cannot miss; if it does, nothing is written.
    if (!marked) throw E.versionConflict();
    const noShow = { ...row, version: row.version + 1, updatedAt: now };
    await recordReservationEvent(tx, reservationEvent('reservation.no_show', noShow), now);
    await recordAudit(
      tx,
      {
        principal,
        brandId: principal.brandId,
        hotelId: hotel.id,
        action: 'reservation.no_show',
        entityType: 'reservation',
        entityId: row.number,
        before: { no_show: null, version: row.version },
        after,
      },
      now,
    );
  });
  return showStay(deps, hotel, input);
}

/**
 * `POST …/cancel` (reservations.handle; a fee other than the policy's needs payments.handle): the hotel
 * cancels a confirmed stay, also after the online deadline and on the day, through the guest's
 * cancellation statement (reservation-cancel's `cancelAsHotel`): nights and the rest given back, the
 * stay marked staff-modified, the card's settlement and the guest's mail (in the guest's language)
 * enqueued, audited. `policy` charges what the rooms' policies set now (on the day and after: the
 * day-of or no-show step). After the commit the card is settled right away (fee captured, the rest
 * released or refunded); if that fails, the job retries.
 */
export async function cancelStaffReservation(
  deps: StaffReservationDeps,
  input: StaffStayInput & { body: StaffCancelBody },
): Promise<StaffReservation> {
  const { principal, body } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'reservations.handle');
  const catalog = await deps.catalogOf(hotel.id);
  const now = deps.now();
  const done = await changeStay(deps, hotel, { ...input, version: body.version }, async (tx, row) => {
    requireConfirmed(row);
    const rooms = costsOf(await loadReservationParts(tx, row.id), catalog);
    const policyFee = cancellationPolicyFee(row, rooms, hotel.timeZone, now) ?? 0;
    const fee = body.fee === 'policy' ? policyFee : body.fee === 'none' ? 0 : body.fee;
    checkFee(principal, fee, policyFee, row.totalPrice);
    const reason = body.reason || null;
    const cancelled = await cancelAsHotel(tx, { row, fee, reason, staffEmail: principal.email, now });
    if (!cancelled) throw E.versionConflict();
    await recordAudit(
      tx,
      {
        principal,
        brandId: principal.brandId,
        hotelId: hotel.id,
        action: 'reservation.cancel',
        entityType: 'reservation',
        entityId: row.number,
        before: { status: row.status, version: row.version, payment_state: row.paymentState },
        after: {
          status: 'cancelled',
          cancel_reason: 'hotel',
          version: cancelled.row.version,
          cancellation_fee: fee,
          policy_fee: policyFee,
          reason,
        },
      },
      now,
    );
    return cancelled;
  });
  if (done.settle && deps.paymentProvider) {
    await settleCancelledPayment(deps.db, deps.paymentProvider, done.row.id, now).catch((error: unknown) =>
      deps.onSettleError?.(error, done.row.id),
    );
  }
  return showStay(deps, hotel, input);
}

/**
 * `POST …/resend_mail` (reservations.handle): the guest's confirmation (a confirmed stay) or
 * cancellation mail (a stay the guest or the hotel cancelled) enqueued once more, in the guest's
 * language, to the guest alone; audited. Answers where it goes.
 */
export async function resendStaffMail(
  deps: StaffReservationDeps,
  input: StaffStayInput & { kind: StaffResendMailKind },
): Promise<{ kind: StaffResendMailKind; email: string }> {
  const { principal, kind } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'reservations.handle');
  const now = deps.now();
  return deps.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await findHotelReservation(tx, hotel.id, input.number);
    if (!row) throw E.notFound();
    const resend = randomUUID();
    if (kind === 'confirmation') {
      if (row.status !== 'confirmed') throw E.notConfirmed();
      await enqueueConfirmationMailAgain(tx, row.id, resend);
    } else {
      if (row.status !== 'cancelled') throw E.notCancelled();
      if (row.cancelReason !== 'guest' && row.cancelReason !== 'hotel') throw E.noCancellationMail();
      await enqueueCancellationMailAgain(tx, row.id, resend);
    }
    await recordAudit(
      tx,
      {
        principal,
        brandId: principal.brandId,
        hotelId: hotel.id,
        action: 'reservation.resend_mail',
        entityType: 'reservation',
        entityId: row.number,
        after: { kind, email: row.email, resend },
      },
      now,
    );
    return { kind, email: row.email };
  });
}
