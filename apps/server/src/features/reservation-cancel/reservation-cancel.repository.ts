import type { GuestCancelReason, PaymentState } from '@yadori/contract/reservation.constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  columnsOf,
  queryPreparedIn,
  rowOf,
  selectListOf,
  statementName,
  statementValues,
} from '../../db/prepared-statements.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import type { JobInsertion } from '../../platform/jobs/jobs.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';
import { type ReservationEvent, reservationEventInCtes } from '../webhooks/webhook-events.service.ts';

/** The SQL of a guest's cancellation: the reservation row, its history row and its money. */

const RESERVATION_COLUMNS = columnsOf(reservations);

/** Who ends the stay: the guest online, or the hotel's staff (decision 058: the stay is marked theirs). */
type CancelledBy = 'guest' | 'hotel';

const CANCEL_REASON_OF: Record<CancelledBy, string> = {
  guest: "cancel_reason = 'guest'",
  hotel: "cancel_reason = 'hotel', staff_modified_at = $7::timestamptz",
};

/**
 * $1 reservation, $2 expected version, $3 reason, $4 details, $5 fee, $6 fee displayed, $7 now, $8 actor,
 * $9 before, $10 after, $11 price before, $12 price after; `jobs` the CTEs of the jobs written with it,
 * `event` the CTEs of its webhook event (written only when the cancel matched).
 */
const cancelStatement = (by: CancelledBy, jobs: string[], event: string) => `
    with cancelled as (
      update reservations r set status = 'cancelled', ${CANCEL_REASON_OF[by]}, guest_cancel_reason = $3,
          cancel_details = $4, cancellation_fee = $5, cancellation_fee_displayed = $6,
          cancelled_at = $7::timestamptz, hold_expires_at = null, version = $2::int + 1,
          updated_at = $7::timestamptz
        where r.id = $1 and r.status = 'confirmed' and r.version = $2::int
        returning ${selectListOf(RESERVATION_COLUMNS, 'r')}
    ),
    nights as (
      update room_inventory i set sold = i.sold - n.cnt
        from (select room_type_id, stay_date, count(*)::int as cnt from reservation_room_nights
                where reservation_id = $1 group by room_type_id, stay_date) n
        where i.room_type_id = n.room_type_id and i.stay_date = n.stay_date and exists (select from cancelled)
    ),
    extra_stock as (
      update extra_daily_inventory x set inventory = x.inventory + e.q
        from (select extra_id, service_date, sum(inventory_taken)::int as q from reservation_extras
                where reservation_id = $1 and inventory_taken > 0 and service_date is not null
                group by extra_id, service_date) e
        where x.extra_id = e.extra_id and x.service_date = e.service_date and exists (select from cancelled)
    ),
    code_use as (
      update promotion_codes set used_count = used_count - 1
        where id = (select promotion_code_id from reservations where id = $1) and used_count > 0
          and exists (select from cancelled)
    ),
    files as (
      update file_attachments set reservation_id = null
        where reservation_id = $1 and exists (select from cancelled)
    ),
    history as (
      insert into reservation_changes (reservation_id, kind, actor, before, after, price_before, price_after, created_at)
        select $1, 'cancel', $8, $9::jsonb, $10::jsonb, $11, $12, $7::timestamptz from cancelled
    )${jobs
      .map(
        (job, i) => `,
    job_${i} as (${job})`,
      )
      .join('')},
    ${event}
    select * from cancelled`;

/**
 * confirmed → cancelled by the guest, only while it is still `expectedVersion` (the caller holds the
 * row lock; the version check is the second guard), and in the same statement what the stay held
 * given back — its nights (every room and night at once), its extras' daily stock, its code use, its
 * files — and its history row and `reservation.cancelled` webhook event written (both only when it
 * matched), and `jobs` (the mail, the card's settlement) inserted. The same releases as
 * releaseReservationHoldings (reservations' lifecycle) makes in four statements; points,
 * which need their own locks, stay with the caller. One prepared statement per set of jobs (every
 * guest's cancellation runs one of two). Returns the cancelled row, or null when nothing changed
 * (nothing was given back then; the caller rolls back, jobs and all).
 */
export function cancelByGuestAndRelease(
  tx: Db,
  input: CancelWrite & { reason: GuestCancelReason; feeDisplayed: number; actor: 'guest' | 'member' },
  jobs: readonly JobInsertion[],
): Promise<StoredReservation | null> {
  return cancelAndRelease(tx, 'guest', input, jobs);
}

/**
 * The same statement for the hotel's staff (decision 058): cancel reason `hotel`, no guest's reason and
 * no fee shown, the stay marked staff-modified, the history row's actor `staff`.
 */
export function cancelByHotelAndRelease(
  tx: Db,
  input: CancelWrite,
  jobs: readonly JobInsertion[],
): Promise<StoredReservation | null> {
  return cancelAndRelease(tx, 'hotel', { ...input, reason: null, feeDisplayed: null, actor: 'staff' }, jobs);
}

/** What every cancellation statement writes. */
interface CancelWrite {
  reservationId: number;
  expectedVersion: number;
  details: string | null;
  fee: number;
  now: Date;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  priceBefore: number;
  priceAfter: number;
  /** `reservation.cancelled` about the stay as this statement leaves it (decision 059). */
  event: ReservationEvent;
}

async function cancelAndRelease(
  tx: Db,
  by: CancelledBy,
  input: CancelWrite & {
    reason: GuestCancelReason | null;
    feeDisplayed: number | null;
    actor: 'guest' | 'member' | 'staff';
  },
  jobs: readonly JobInsertion[],
): Promise<StoredReservation | null> {
  // The jobs' values come after the twelve of the cancel.
  const { values, bind } = statementValues();
  for (let i = 0; i < 12; i += 1) bind(null);
  const text = cancelStatement(
    by,
    jobs.map((job) => job.text(bind)),
    reservationEventInCtes(input.event, input.now, 'exists (select from cancelled)').ctes(bind),
  );
  values.splice(
    0,
    12,
    input.reservationId,
    input.expectedVersion,
    input.reason,
    input.details,
    input.fee,
    input.feeDisplayed,
    input.now.toISOString(),
    input.actor,
    JSON.stringify(input.before),
    JSON.stringify(input.after),
    input.priceBefore,
    input.priceAfter,
  );
  const [row] = await queryPreparedIn<Record<string, unknown>>(
    tx,
    statementName(`cancel_by_${by}`, text),
    text,
    values,
  );
  // The casts of StoredReservation are what the table's CHECK constraints guarantee.
  return row ? rowOf<StoredReservation>(RESERVATION_COLUMNS, row) : null;
}

/**
 * Records what the provider did with the card after a cancellation: the new payment state and the
 * amounts taken and given back (absolute values, so writing them twice is harmless). Only while the
 * payment is still in `fromState`: the row as written, else null.
 */
export async function recordCancelMoney(
  db: Db,
  input: {
    reservationId: number;
    fromState: PaymentState;
    state: PaymentState;
    capturedAmount: number;
    refundedAmount: number;
    now: Date;
  },
): Promise<StoredReservation | null> {
  const rows = await db
    .update(reservations)
    .set({
      paymentState: input.state,
      capturedAmount: input.capturedAmount,
      refundedAmount: input.refundedAmount,
      updatedAt: input.now,
    })
    .where(and(eq(reservations.id, input.reservationId), eq(reservations.paymentState, input.fromState)))
    .returning();
  // The casts of StoredReservation are what the table's CHECK constraints guarantee.
  return (rows[0] as StoredReservation | undefined) ?? null;
}
