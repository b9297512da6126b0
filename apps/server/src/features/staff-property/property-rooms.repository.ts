import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { roomTypes } from '../../db/tables/room-types.table.ts';
import { findHotelRow, hotelRowCodeTaken, insertHotelRow, updateHotelRow } from './hotel-rows.repository.ts';

/** A room type as the console edits it. */
export type RoomTypeRecord = typeof roomTypes.$inferSelect;
export type NewRoomType = typeof roomTypes.$inferInsert;

export async function listRoomTypes(db: Db, hotelId: number): Promise<RoomTypeRecord[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}

/** The room type `id` of the hotel, or null; `lock` holds its row until the transaction ends. */
export function findRoomType(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RoomTypeRecord | null> {
  return findHotelRow(db, roomTypes, hotelId, id, options);
}

/** True when another room type of the hotel (not `exceptId`) has the code. */
export function roomTypeCodeTaken(
  db: Db,
  hotelId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  return hotelRowCodeTaken(db, roomTypes, hotelId, code, exceptId);
}

export function insertRoomType(db: Db, values: NewRoomType): Promise<RoomTypeRecord> {
  return insertHotelRow(db, roomTypes, values);
}

export function updateRoomType(
  db: Db,
  id: number,
  values: Partial<Omit<NewRoomType, 'id' | 'hotelId'>>,
): Promise<RoomTypeRecord> {
  return updateHotelRow(db, roomTypes, id, values);
}

/**
 * Locks the room type's nights from `today` on, as a booking locks the nights it takes: a booking under
 * way finishes first (and is then seen), one that comes later waits for this transaction and finds the
 * nights closed or gone.
 */
export async function lockComingNights(db: Db, roomTypeId: number, today: string): Promise<void> {
  await db.execute(sql`select 1 from room_inventory
    where room_type_id = ${roomTypeId} and stay_date >= ${today}::date
    order by stay_date for update`);
}

/** True when a live (not cancelled) reservation holds a night of the room type from `today` on. */
export async function roomTypeHasComingStays(db: Db, roomTypeId: number, today: string): Promise<boolean> {
  const rows = rowsOf<{ held: boolean }>(
    await db.execute(sql`select exists (
      select 1 from reservation_room_nights n join reservations r on r.id = n.reservation_id
        where n.room_type_id = ${roomTypeId} and n.stay_date >= ${today}::date and r.status <> 'cancelled'
    ) as held`),
  );
  return rows[0]?.held === true;
}

/** True when any reservation, past or cancelled, names the room type (its row must then stay). */
export async function roomTypeEverBooked(db: Db, roomTypeId: number): Promise<boolean> {
  const rows = rowsOf<{ booked: boolean }>(
    await db.execute(sql`select exists (
      select 1 from reservation_rooms where room_type_id = ${roomTypeId}
    ) or exists (
      select 1 from reservation_room_nights where room_type_id = ${roomTypeId}
    ) as booked`),
  );
  return rows[0]?.booked === true;
}

/** Stops selling the room type's nights from `today` on (the nights stay, closed). */
export async function closeComingNights(db: Db, roomTypeId: number, today: string): Promise<void> {
  await db.execute(sql`update room_inventory set closed = true
    where room_type_id = ${roomTypeId} and stay_date >= ${today}::date and not closed`);
}

/** Deletes a room type that no reservation names, with its nights, room plans and their rates. */
export async function deleteRoomType(db: Db, roomTypeId: number): Promise<void> {
  await db.delete(roomTypes).where(eq(roomTypes.id, roomTypeId));
}

/** The ids of the hotel's room types. */
export async function roomTypeIdsOf(db: Db, hotelId: number): Promise<number[]> {
  const rows = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
  return rows.map((row) => row.id);
}
