import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queriesTogether } from '../../db/queries-together.ts';
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
import { rowsOf } from '../search/search.repository.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type ReservationRoomRow = typeof reservationRooms.$inferSelect;
export type ReservationExtraRow = typeof reservationExtras.$inferSelect;
export type ReservationAnswerRow = typeof reservationAnswers.$inferSelect;
export type BankTransferSettingsRow = typeof hotelBankTransferSettings.$inferSelect;

/** Rooms of one type wanted on one night. */
export interface NightDemand {
  roomTypeId: number;
  date: string;
  rooms: number;
}

/** Units of an extra wanted on one service date. */
export interface ExtraDemand {
  extraId: number;
  date: string;
  quantity: number;
}

/**
 * Takes every (room type, night) of `demands` in one conditional UPDATE: a row is changed only while
 * it is open and has the rooms left. True when every row was taken; false means the caller must roll
 * back (some night is sold out or closed). The CHECK `sold <= allotment` backs this up.
 */
export async function takeRoomNights(tx: Db, hotelId: number, demands: NightDemand[]): Promise<boolean> {
  if (demands.length === 0) return true;
  const values = sql.join(
    demands.map((d) => sql`(${d.roomTypeId}::int, ${d.date}::date, ${d.rooms}::int)`),
    sql`, `,
  );
  // Rows are locked in (room type, date) order so two multi-night bookings cannot deadlock.
  const result = await tx.execute(sql`
    with wanted(room_type_id, stay_date, n) as (values ${values}),
    locked as (
      select i.room_type_id, i.stay_date from room_inventory i
        join wanted w on w.room_type_id = i.room_type_id and w.stay_date = i.stay_date
        join room_types t on t.id = i.room_type_id and t.hotel_id = ${hotelId}
        order by i.room_type_id, i.stay_date
        for update of i
    )
    update room_inventory i set sold = i.sold + w.n
      from wanted w, locked l
      where i.room_type_id = w.room_type_id and i.stay_date = w.stay_date
        and l.room_type_id = i.room_type_id and l.stay_date = i.stay_date
        and not i.closed and i.sold + w.n <= i.allotment
      returning i.room_type_id`);
  return rowsOf(result).length === demands.length;
}

/** Takes extra stock per service date; false when some date has too few left (or no stock row). */
export async function takeExtraStock(tx: Db, demands: ExtraDemand[]): Promise<boolean> {
  if (demands.length === 0) return true;
  const values = sql.join(
    demands.map((d) => sql`(${d.extraId}::int, ${d.date}::date, ${d.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted(extra_id, service_date, q) as (values ${values}),
    locked as (
      select x.extra_id, x.service_date from extra_daily_inventory x
        join wanted w on w.extra_id = x.extra_id and w.service_date = x.service_date
        order by x.extra_id, x.service_date
        for update of x
    )
    update extra_daily_inventory x set inventory = x.inventory - w.q
      from wanted w, locked l
      where x.extra_id = w.extra_id and x.service_date = w.service_date
        and l.extra_id = x.extra_id and l.service_date = x.service_date
        and x.inventory >= w.q
      returning x.extra_id`);
  return rowsOf(result).length === demands.length;
}

/** Counts one use of a promo code or coupon; false when its usage limit is reached. */
export async function takeCodeUse(tx: Db, promotionCodeId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    update promotion_codes set used_count = used_count + 1
      where id = ${promotionCodeId} and (usage_limit is null or used_count < usage_limit)
      returning id`);
  return rowsOf(result).length === 1;
}

/**
 * Gives back everything a reservation took: its nights, its extra stock, its code use and its files
 * (so the guest can book again with the same uploads).
 */
export async function releaseReservationHoldings(tx: Db, reservationId: number): Promise<void> {
  await tx.execute(sql`
    update room_inventory i set sold = i.sold - n.cnt
      from (select room_type_id, stay_date, count(*)::int as cnt from reservation_room_nights
              where reservation_id = ${reservationId} group by room_type_id, stay_date) n
      where i.room_type_id = n.room_type_id and i.stay_date = n.stay_date`);
  await tx.execute(sql`
    update extra_daily_inventory x set inventory = x.inventory + e.q
      from (select extra_id, service_date, sum(inventory_taken)::int as q from reservation_extras
              where reservation_id = ${reservationId} and inventory_taken > 0 and service_date is not null
              group by extra_id, service_date) e
      where x.extra_id = e.extra_id and x.service_date = e.service_date`);
  await tx.execute(sql`
    update promotion_codes set used_count = used_count - 1
      where id = (select promotion_code_id from reservations where id = ${reservationId}) and used_count > 0`);
  await tx.execute(
    sql`update file_attachments set reservation_id = null where reservation_id = ${reservationId}`,
  );
}

/** Inserts a reservation and returns the whole row (defaults included). */
export async function insertReservation(tx: Db, row: NewReservationRow): Promise<ReservationRow> {
  const [inserted] = await tx.insert(reservations).values(row).returning();
  return inserted!;
}

/** True when a reservation number is free (numbers are random; a collision is retried). */
export async function numberTaken(db: Db, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.number, number))
    .limit(1);
  return rows.length > 0;
}

export interface NewRoom {
  row: Omit<typeof reservationRooms.$inferInsert, 'reservationId'>;
  nights: { date: string; price: number }[];
}

/** Rooms with the nights each took, extras and answers of a new reservation; returns them as stored. */
export async function insertReservationParts(
  tx: Db,
  reservationId: number,
  parts: {
    rooms: NewRoom[];
    extras: Omit<typeof reservationExtras.$inferInsert, 'reservationId'>[];
    answers: Omit<typeof reservationAnswers.$inferInsert, 'reservationId'>[];
  },
): Promise<ReservationParts> {
  const rooms = await tx
    .insert(reservationRooms)
    .values(parts.rooms.map((r) => ({ ...r.row, reservationId })))
    .returning();
  const idByIndex = new Map(rooms.map((r) => [r.roomIndex, r.id]));
  const nights = parts.rooms.flatMap((r) =>
    r.nights.map((n) => ({
      reservationRoomId: idByIndex.get(r.row.roomIndex)!,
      reservationId,
      roomTypeId: r.row.roomTypeId,
      stayDate: n.date,
      price: n.price,
    })),
  );
  await tx.insert(reservationRoomNights).values(nights);
  const extrasRows =
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
  return { rooms, nights, extras: extrasRows, answers };
}

export async function findReservationById(db: Db, id: number): Promise<ReservationRow | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A reservation of the hotel by its number (the caller still checks email or bypass token). */
export async function findReservationByNumber(
  db: Db,
  hotelId: number,
  number: string,
): Promise<ReservationRow | null> {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.number, number.toUpperCase())))
    .limit(1);
  return rows[0] ?? null;
}

/** A reservation by its number at any hotel of a brand (the caller still checks the email). */
export async function findBrandReservationByNumber(
  db: Db,
  brandId: number,
  number: string,
): Promise<ReservationRow | null> {
  const rows = await db
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(and(eq(hotels.brandId, brandId), eq(reservations.number, number.toUpperCase())))
    .limit(1);
  return rows[0]?.reservation ?? null;
}

export interface ReservationParts {
  rooms: ReservationRoomRow[];
  nights: { reservationRoomId: number; stayDate: string; price: number }[];
  extras: ReservationExtraRow[];
  answers: ReservationAnswerRow[];
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
): Promise<BankTransferSettingsRow | null> {
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
      ReservationRow,
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

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims a key inside the booking transaction; a concurrent holder of the same key makes this wait. */
export async function insertIdempotencyKey(
  tx: Db,
  row: {
    hotelId: number;
    keyHash: string;
    requestHash: string;
    reservationId: number;
    tokenCiphertext: string;
  },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(row);
}

export async function findIdempotencyKey(
  db: Db,
  hotelId: number,
  keyHash: string,
): Promise<IdempotencyRow | null> {
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
): Promise<boolean> {
  const saved = await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseSealed: sealedBody })
    .where(
      and(
        eq(idempotencyKeys.hotelId, hotelId),
        eq(idempotencyKeys.keyHash, keyHash),
        isNull(idempotencyKeys.responseSealed),
      ),
    )
    .returning({ keyHash: idempotencyKeys.keyHash });
  return saved.length > 0;
}

/** Frees a key whose booking ended without a reservation to show (a declined card). */
export async function deleteIdempotencyKey(db: Db, hotelId: number, keyHash: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.keyHash, keyHash)));
}
