import type {
  CancelReason,
  GuestCancelReason,
  PaymentMethod,
  PaymentState,
  ReservationStatus,
} from '@yadori/contract/reservation.constants';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { takeIds } from '../../db/id-blocks.ts';
import { insertText, queryPreparedIn, statementName, statementValues } from '../../db/prepared-statements.ts';
import { queriesTogether } from '../../db/queries-together.ts';
import { refusal, refusalOf } from '../../db/refusal.ts';
import { rowsOf, storedRowOf } from '../../db/rows.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { idempotencyKeys } from '../../db/tables/idempotency-keys.table.ts';
import {
  hotelBankTransferSettings,
  reservationAnswers,
  reservationExtras,
  reservationRoomNights,
  reservationRooms,
  reservations,
} from '../../db/tables/reservations.table.ts';
import type { JobInsertion } from '../../platform/jobs/jobs.ts';
import type { NightsTaking } from '../inventory/inventory.service.ts';
import type { ReservationEventInsertion } from '../webhooks/webhook-events.service.ts';
import type {
  BankTransferSettings,
  IdempotencyRecord,
  PendingCancelReason,
  ReservationAnswer,
  ReservationExtra,
  ReservationParts,
  StoredReservation,
  StoredReservationRoom,
} from './reservations.types.ts';

export type {
  BankTransferSettings,
  IdempotencyRecord,
  ReservationAnswer,
  ReservationExtra,
  ReservationParts,
  StoredReservation,
  StoredReservationRoom,
};
export type NewReservationRow = typeof reservations.$inferInsert;

/**
 * A stored reservation as the rest of the server sees it. The casts are what the table's CHECK
 * constraints guarantee (status, cancel reason, payment method and state, the guest's cancel reason).
 */
function toStoredReservation(row: typeof reservations.$inferSelect): StoredReservation {
  return {
    ...row,
    status: row.status as ReservationStatus,
    cancelReason: row.cancelReason as CancelReason | null,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentState: row.paymentState as PaymentState,
    guestCancelReason: row.guestCancelReason as GuestCancelReason | null,
  };
}

const storedOrNull = (row: typeof reservations.$inferSelect | undefined): StoredReservation | null =>
  row ? toStoredReservation(row) : null;

/**
 * Counts one use of a promo code or coupon; false when its usage limit is reached or staff switched it
 * off (`deactivated_at`) since it was priced: the update re-reads the row a concurrent switch-off wrote.
 */
export async function takeCodeUse(tx: Db, promotionCodeId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    update promotion_codes set used_count = used_count + 1
      where id = ${promotionCodeId} and deactivated_at is null
        and (usage_limit is null or used_count < usage_limit)
      returning id`);
  return rowsOf(result).length === 1;
}

/**
 * Why `takeCodeUse` counted no use: staff switched the code off (guests are then refused it as an
 * unknown code), else its limit is reached. Read after the refused update, so it sees what refused it.
 */
export async function codeUseRefusal(tx: Db, promotionCodeId: number): Promise<'switched_off' | 'used_up'> {
  const rows = rowsOf<{ off: boolean }>(
    await tx.execute(
      sql`select deactivated_at is not null as off from promotion_codes where id = ${promotionCodeId}`,
    ),
  );
  return rows[0]?.off ? 'switched_off' : 'used_up';
}

/** Gives back the one use of a promo code or coupon the reservation counted (if it used one). */
export async function releaseCodeUseOf(tx: Db, reservationId: number): Promise<void> {
  await tx.execute(sql`
    update promotion_codes set used_count = used_count - 1
      where id = (select promotion_code_id from reservations where id = ${reservationId}) and used_count > 0`);
}

// ---------------------------------------------------------------------------------------------
// Changes of a booked reservation

/**
 * Re-reads the reservation inside a transaction and locks its row (`SELECT … FOR UPDATE`) until the
 * transaction ends. Every change after booking — update, cancel, guests, answers, 3-D Secure — takes
 * this lock first, so two changes of one reservation run one after the other and the second sees the
 * first's result (it then checks `status` and `version` again).
 */
export async function lockReservation(tx: Db, reservationId: number): Promise<StoredReservation | null> {
  const rows = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update')
    .limit(1);
  return storedOrNull(rows[0]);
}

/**
 * `lockReservation` by the hotel's reservation number (the caller then checks the proof under the
 * lock): one statement where finding the row first and then locking it would be two.
 */
export async function lockReservationByNumber(
  tx: Db,
  hotelId: number,
  number: string,
): Promise<StoredReservation | null> {
  const rows = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.number, number.toUpperCase())))
    .for('update')
    .limit(1);
  return storedOrNull(rows[0]);
}

/**
 * Marks a change of the reservation: bumps `version` (only if it is still `expectedVersion`) and
 * `updated_at`. Returns false when another change got there first — the caller rolls back and answers
 * 409 (or re-reads), never half-applies.
 */
export async function bumpReservationVersion(
  tx: Db,
  reservationId: number,
  expectedVersion: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set({ version: sql`${reservations.version} + 1`, updatedAt: now })
    .where(and(eq(reservations.id, reservationId), eq(reservations.version, expectedVersion)))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

/**
 * pending_payment → confirmed (card authorised); one conditional UPDATE: the row as confirmed for the
 * first caller (its event is told from it), null for any other.
 */
export async function markPendingConfirmed(
  tx: Db,
  reservationId: number,
  now: Date,
): Promise<StoredReservation | null> {
  const changed = await tx
    .update(reservations)
    .set({
      status: 'confirmed',
      paymentState: 'authorized',
      confirmedAt: now,
      holdExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending_payment')))
    .returning();
  return storedOrNull(changed[0]);
}

/** pending_payment → cancelled (`reason`); one conditional UPDATE, true only for the first caller. */
export async function markPendingCancelled(
  tx: Db,
  reservationId: number,
  reason: PendingCancelReason,
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(reservations)
    .set({
      status: 'cancelled',
      cancelReason: reason,
      paymentState: reason === 'expired' ? 'voided' : 'declined',
      cancelledAt: now,
      holdExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending_payment')))
    .returning({ id: reservations.id });
  return changed.length > 0;
}

/** The hotel's reservation `number` whose bypass token hashes to `bypassTokenHash`. */
export async function findReservationByBypassHash(
  db: Db,
  hotelId: number,
  number: string,
  bypassTokenHash: string,
): Promise<StoredReservation | null> {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.hotelId, hotelId),
        eq(reservations.number, number.toUpperCase()),
        eq(reservations.bypassTokenHash, bypassTokenHash),
      ),
    )
    .limit(1);
  return storedOrNull(rows[0]);
}

/** Ids of pending reservations whose 3-D Secure hold has run out at `now` (a sweep, besides the jobs). */
export async function expiredPendingReservationIds(db: Db, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending_payment'),
        sql`${reservations.holdExpiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

export type NewReservationRoomRow = typeof reservationRooms.$inferInsert;

export interface NewRoom {
  row: Omit<NewReservationRoomRow, 'reservationId' | 'id'>;
  nights: { date: string; price: number }[];
}

/** A booking as its statement writes it: the ids drawn ahead, the rows, and the answer if it is final. */
export interface BookingWrite {
  key: {
    hotelId: number;
    keyHash: string;
    requestHash: string;
    tokenCiphertext: string;
    /** The booking's final answer, sealed: kept with the key in the same statement (no card step). */
    answer?: { status: number; sealed: string };
  };
  reservation: NewReservationRow & { id: number };
  rooms: (NewReservationRoomRow & { id: number })[];
  nights: { reservationRoomId: number; roomTypeId: number; stayDate: string; price: number }[];
  /** The nights to take (inventory's `nightsTaking`): one row per (room type, night) taken. */
  taking: NightsTaking;
  /** How many (room type, night) the booking takes: fewer taken refuses the whole statement. */
  nightsWanted: number;
  /** A job written with the booking (the confirmation mail, or the end of a card's hold). */
  job?: JobInsertion;
  /** `reservation.created` of a booking confirmed by this statement (none for a card: its step confirms). */
  event?: ReservationEventInsertion;
}

/**
 * Ids for a new reservation and its rooms, drawn ahead (decision 055) so the booking's statement and
 * its answer can be written before it runs.
 */
export async function newReservationIds(
  db: Db,
  roomCount: number,
): Promise<{ reservationId: number; roomIds: number[] }> {
  const [[reservationId], roomIds] = await Promise.all([
    takeIds(db, 'reservations', 1),
    takeIds(db, 'reservation_rooms', roomCount),
  ]);
  return { reservationId: reservationId!, roomIds };
}

/**
 * The reservation and its rooms and nights as `insertBooking` stores them, built from the write itself
 * (storedRowOf: each column as given, else its stated default), so the answer can be made before the
 * statement runs and kept by it.
 */
export function bookingAsStored(
  write: BookingWrite,
): { reservation: StoredReservation } & Pick<ReservationParts, 'rooms' | 'nights'> {
  return {
    reservation: toStoredReservation(storedRowOf(reservations, write.reservation)),
    rooms: write.rooms.map((room) => storedRowOf(reservationRooms, room)),
    nights: write.nights.map(({ reservationRoomId, stayDate, price }) => ({
      reservationRoomId,
      stayDate,
      price,
    })),
  };
}

/**
 * Writes a booking in one statement (decision 055): claims its Idempotency-Key (with the answer when it
 * is final), takes its nights' inventory, inserts the reservation, its rooms, every night of every room,
 * its job and, for a booking it confirms, its `reservation.created` event (decision 059). When a night
 * could not be taken the statement refuses as a whole and this answers 'sold_out': outside a
 * transaction nothing of it stays; inside one, the caller rolls back. A concurrent
 * holder of the same key makes this wait until its transaction ends, then fails on
 * `idempotency_keys_pk` (nothing of this statement stays).
 */
export async function insertBooking(db: Db, write: BookingWrite): Promise<'booked' | 'sold_out'> {
  // Written as text (insertText) and run as a statement prepared per shape (rooms, nights, job): drizzle
  // built this statement's query on every booking, some 2 ms of its 8.
  const { values, bind } = statementValues();
  const { key } = write;
  const answer = key.answer;
  const keyInsert = `
        insert into idempotency_keys (hotel_id, key_hash, request_hash, reservation_id, token_ciphertext${answer ? ', response_status, response_sealed' : ''})
          values (${bind(key.hotelId)}::int, ${bind(key.keyHash)}::text, ${bind(key.requestHash)}::text,
                  ${bind(write.reservation.id)}::int, ${bind(key.tokenCiphertext)}::text${answer ? `, ${bind(answer.status)}::int, ${bind(answer.sealed)}::text` : ''})
          returning 1`;
  const takingText = write.taking.text(bind);
  const reservationInsert = insertText(reservations, [write.reservation], bind);
  const roomsInsert = insertText(reservationRooms, write.rooms, bind);
  const nightValues = write.nights
    .map(
      (n) =>
        `(${bind(n.reservationRoomId)}::int, ${bind(write.reservation.id)}::int, ${bind(n.roomTypeId)}::int, ${bind(n.stayDate)}::date, ${bind(n.price)}::int)`,
    )
    .join(', ');
  const jobText = write.job ? `,\n      j as (${write.job.text(bind)})` : '';
  const eventText = write.event ? `,\n      ${write.event.ctes(bind)}` : '';
  const text = `
      with k as (${keyInsert}),
      t as (${takingText}),
      r as (${reservationInsert}),
      rr as (${roomsInsert}),
      n as (
        insert into reservation_room_nights (reservation_room_id, reservation_id, room_type_id, stay_date, price)
          values ${nightValues}
      )${jobText}${eventText}
      -- Evaluated left to right: the key is claimed before any night is locked (every booking locks in
      -- that order); a night not taken refuses the whole statement. The inserts that nothing reads run
      -- to completion after it, and the foreign keys are checked at its end.
      select (select count(*) from k)::int as claimed,
             case when (select count(*) from t) < ${bind(write.nightsWanted)}::int
               then ${refusal('sold_out')} else 0 end as refused`;
  try {
    await queryPreparedIn(db, statementName('insert_booking', text), text, values);
    return 'booked';
  } catch (error) {
    if (refusalOf(error) === 'sold_out') return 'sold_out';
    throw error;
  }
}

/** The extras and answers of a new reservation (none for most bookings: then no statement); returns them as stored. */
export async function insertReservationExtrasAndAnswers(
  tx: Db,
  reservationId: number,
  parts: {
    extras: Omit<typeof reservationExtras.$inferInsert, 'reservationId'>[];
    answers: Omit<typeof reservationAnswers.$inferInsert, 'reservationId'>[];
  },
): Promise<Pick<ReservationParts, 'extras' | 'answers'>> {
  const extras =
    parts.extras.length > 0
      ? await tx
          .insert(reservationExtras)
          .values(parts.extras.map((e) => ({ ...e, reservationId })))
          .returning()
      : [];
  const answers =
    parts.answers.length > 0
      ? await tx
          .insert(reservationAnswers)
          .values(parts.answers.map((a) => ({ ...a, reservationId })))
          .returning()
      : [];
  return { extras, answers };
}

export async function findReservationById(db: Db, id: number): Promise<StoredReservation | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return storedOrNull(rows[0]);
}

/** A reservation of the hotel by its number (the caller still checks email or bypass token). */
export async function findReservationByNumber(
  db: Db,
  hotelId: number,
  number: string,
): Promise<StoredReservation | null> {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.number, number.toUpperCase())))
    .limit(1);
  return storedOrNull(rows[0]);
}

/** A reservation by its number at any hotel (numbers are unique across hotels); the caller checks proof and scope. */
export async function findReservationByNumberAnywhere(
  db: Db,
  number: string,
): Promise<StoredReservation | null> {
  const rows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.number, number.toUpperCase()))
    .limit(1);
  return storedOrNull(rows[0]);
}

/** A reservation by its number at any hotel of a brand (the caller still checks the email). */
export async function findBrandReservationByNumber(
  db: Db,
  brandId: number,
  number: string,
): Promise<StoredReservation | null> {
  const rows = await db
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(and(eq(hotels.brandId, brandId), eq(reservations.number, number.toUpperCase())))
    .limit(1);
  return storedOrNull(rows[0]?.reservation);
}

export async function loadReservationParts(db: Db, reservationId: number): Promise<ReservationParts> {
  const [rooms, nights, extraRows, answers] = await queriesTogether(db, [
    () =>
      db
        .select()
        .from(reservationRooms)
        .where(eq(reservationRooms.reservationId, reservationId))
        .orderBy(asc(reservationRooms.roomIndex)),
    () =>
      db
        .select({
          reservationRoomId: reservationRoomNights.reservationRoomId,
          stayDate: reservationRoomNights.stayDate,
          price: reservationRoomNights.price,
        })
        .from(reservationRoomNights)
        .where(eq(reservationRoomNights.reservationId, reservationId))
        .orderBy(asc(reservationRoomNights.stayDate)),
    () =>
      db
        .select()
        .from(reservationExtras)
        .where(eq(reservationExtras.reservationId, reservationId))
        .orderBy(asc(reservationExtras.id)),
    () =>
      db
        .select()
        .from(reservationAnswers)
        .where(eq(reservationAnswers.reservationId, reservationId))
        .orderBy(asc(reservationAnswers.id)),
  ]);
  return { rooms, nights, extras: extraRows, answers };
}

export async function findBankTransferSettings(
  db: Db,
  hotelId: number,
): Promise<BankTransferSettings | null> {
  const rows = await db
    .select()
    .from(hotelBankTransferSettings)
    .where(eq(hotelBankTransferSettings.hotelId, hotelId))
    .limit(1);
  return rows[0] ?? null;
}

/** Updates the payment fields of a reservation (after the provider answered). */
export async function updatePayment(
  db: Db,
  id: number,
  fields: Partial<
    Pick<
      StoredReservation,
      'paymentId' | 'cardBrand' | 'cardLast4' | 'threeDSecureUrl' | 'paymentState' | 'holdExpiresAt'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(reservations)
    .set({ ...fields, updatedAt: now })
    .where(eq(reservations.id, id));
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys

export async function findIdempotencyKey(
  db: Db,
  hotelId: number,
  keyHash: string,
): Promise<IdempotencyRecord | null> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.keyHash, keyHash)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Keeps the first answer of a key (its exact bytes, sealed). Only the first save counts: false when
 * an answer was kept already (a replay that rebuilt the answer meanwhile), which the caller then sends.
 */
export async function saveIdempotentResponse(
  db: Db,
  hotelId: number,
  keyHash: string,
  status: number,
  sealedBody: string,
  /** Inserts to run in the same statement (e.g. the confirmation mail's job): one round trip. */
  alongside?: JobInsertion,
): Promise<boolean> {
  const { values, bind } = statementValues();
  const job = alongside ? `with alongside as (${alongside.text(bind)}) ` : '';
  const text = `${job}update idempotency_keys set response_status = ${bind(status)}::int, response_sealed = ${bind(sealedBody)}::text
      where hotel_id = ${bind(hotelId)}::int and key_hash = ${bind(keyHash)}::text and response_sealed is null
      returning key_hash`;
  const saved = await queryPreparedIn(db, statementName('save_idempotent_response', text), text, values);
  return saved.length > 0;
}

/** Frees a key whose booking ended without a reservation to show (a declined card). */
export async function deleteIdempotencyKey(db: Db, hotelId: number, keyHash: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.keyHash, keyHash)));
}

/** Deletes the keys created before `before` (the daily cleanup). */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
