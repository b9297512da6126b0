import type {
  CancelReason,
  GuestCancelReason,
  PaymentMethod,
  PaymentState,
  ReservationStatus,
} from '@yadori/contract/reservation.constants';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { insertText, queryPreparedIn, statementName, statementValues } from '../../db/prepared-statements.ts';
import { queriesTogether } from '../../db/queries-together.ts';
import { rowsOf, tableRowOfJson } from '../../db/rows.ts';
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

/** Counts one use of a promo code or coupon; false when its usage limit is reached. */
export async function takeCodeUse(tx: Db, promotionCodeId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    update promotion_codes set used_count = used_count + 1
      where id = ${promotionCodeId} and (usage_limit is null or used_count < usage_limit)
      returning id`);
  return rowsOf(result).length === 1;
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

/** pending_payment → confirmed (card authorised); one conditional UPDATE, true only for the first caller. */
export async function markPendingConfirmed(tx: Db, reservationId: number, now: Date): Promise<boolean> {
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
    .returning({ id: reservations.id });
  return changed.length > 0;
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

export interface NewRoom {
  row: Omit<typeof reservationRooms.$inferInsert, 'reservationId'>;
  nights: { date: string; price: number }[];
}

/**
 * Inserts a reservation, claims its Idempotency-Key for it, takes its nights' inventory and inserts its
 * rooms with every night of every room — one statement; returns the reservation and its rooms as stored (defaults included). A
 * concurrent holder of the same key makes this wait until its transaction ends, then fails on
 * `idempotency_keys_pk` (nothing of this statement stays).
 */
export async function insertReservationWithKey(
  tx: Db,
  key: { hotelId: number; keyHash: string; requestHash: string; tokenCiphertext: string },
  row: NewReservationRow,
  newRooms: NewRoom[],
  /** The nights to take (inventory's `nightsTaking`), after the key: one row per (room type, night) taken. */
  taking: NightsTaking,
): Promise<
  { reservation: StoredReservation; nightsTaken: number } & Pick<ReservationParts, 'rooms' | 'nights'>
> {
  // Written as text (insertText) and run as a statement prepared per shape (rooms and nights): drizzle
  // built this statement's query on every booking, some 2 ms of its 8 (the returning lists and the
  // checks of every chunk).
  const { values, bind } = statementValues();
  const reservationInsert = insertText(reservations, [row], bind);
  const keyClaim = `
        insert into idempotency_keys (hotel_id, key_hash, request_hash, reservation_id, token_ciphertext)
          select ${bind(key.hotelId)}::int, ${bind(key.keyHash)}::text, ${bind(key.requestHash)}::text, r.id,
                 ${bind(key.tokenCiphertext)}::text
            from r
          returning 1`;
  const takingText = taking.text(bind);
  // The rooms take the reservation's id from the insert above; the nights their room's id from the
  // rooms (joined on the room's index).
  const roomsInsert = insertText(
    reservationRooms,
    newRooms.map((r) => r.row),
    bind,
    { reservation_id: '(select id from r)' },
  );
  const nightValues = newRooms
    .flatMap((r) =>
      r.nights.map(
        (n) =>
          `(${bind(r.row.roomIndex)}::int, ${bind(r.row.roomTypeId)}::int, ${bind(n.date)}::date, ${bind(n.price)}::int)`,
      ),
    )
    .join(', ');
  const text = `
      with r as (${reservationInsert} returning *),
      k as (${keyClaim}),
      t as (${takingText}),
      rr as (${roomsInsert} returning *),
      n as (
        insert into reservation_room_nights (reservation_room_id, reservation_id, room_type_id, stay_date, price)
          select rr.id, rr.reservation_id, v.room_type_id, v.stay_date, v.price
            from rr join (values ${nightValues}) v(room_index, room_type_id, stay_date, price)
              on v.room_index = rr.room_index
      )
      -- Evaluated left to right: the key is claimed before any night is locked (every booking locks
      -- in that order), then the rooms are written.
      select (select count(*) from k)::int as claimed,
             (select count(*) from t)::int as taken,
             to_jsonb(r) as reservation,
             (select jsonb_agg(to_jsonb(rr) order by rr.room_index) from rr) as rooms
        from r`;
  const [answer] = await queryPreparedIn<{
    taken: number;
    reservation: Record<string, unknown>;
    rooms: Record<string, unknown>[];
  }>(tx, statementName('insert_reservation', text), text, values);
  const reservation = toStoredReservation(tableRowOfJson(reservations, answer!.reservation));
  const rooms = answer!.rooms.map((room) => tableRowOfJson(reservationRooms, room));
  const idByIndex = new Map(rooms.map((r) => [r.roomIndex, r.id]));
  const nights = newRooms.flatMap((r) =>
    r.nights.map((n) => ({
      reservationRoomId: idByIndex.get(r.row.roomIndex)!,
      reservationId: reservation.id,
      roomTypeId: r.row.roomTypeId,
      stayDate: n.date,
      price: n.price,
    })),
  );
  return { reservation, rooms, nights, nightsTaken: Number(answer!.taken) };
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
