import type { ReservationChangeActor, ReservationChangeKind } from '@yadori/contract/reservation.constants';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  reservationChanges,
  reservationRoomNights,
  reservationRooms,
  reservations,
} from '../../db/tables/reservations.table.ts';
import type { StoredReservation, StoredReservationRoom } from '../reservations/reservations.types.ts';
import type { ReservationChange } from './reservation-updates.types.ts';

/** Forgets the nights a reservation's rooms held (their stock was given back with `releaseNights`). */
export async function deleteRoomNights(tx: Db, reservationId: number): Promise<void> {
  await tx.delete(reservationRoomNights).where(eq(reservationRoomNights.reservationId, reservationId));
}

/**
 * Gives back the one use of a promo code or coupon a booking counted, so the booked code can be checked
 * again for the new stay as if the booking had not used it; the caller takes it again with
 * `takeCodeUse` in the same transaction.
 */
export async function releaseCodeUse(tx: Db, promotionCodeId: number): Promise<void> {
  await tx.execute(
    sql`update promotion_codes set used_count = used_count - 1 where id = ${promotionCodeId} and used_count > 0`,
  );
}

/** A kept room's new party and price, and the nights it now takes. */
export interface RoomRewrite {
  room: StoredReservationRoom;
  fields: Pick<
    StoredReservationRoom,
    | 'adults'
    | 'children'
    | 'kidsTiers'
    | 'kidsAgeRange'
    | 'totalPrice'
    | 'tax'
    | 'accommodationTax'
    | 'priceBeforeDiscounts'
    | 'discounts'
    | 'codeDiscount'
  >;
  nights: { date: string; price: number }[];
}

/**
 * Rewrites the rooms after a change: rooms no longer kept are deleted, kept rooms get their new party
 * and price (room index, type and plan stay), and the nights are written again. Call after
 * `releaseNights` and `deleteRoomNights` and after the new nights were taken.
 */
export async function rewriteRooms(
  tx: Db,
  reservationId: number,
  kept: RoomRewrite[],
  dropped: StoredReservationRoom[],
): Promise<void> {
  if (dropped.length > 0)
    await tx.delete(reservationRooms).where(
      inArray(
        reservationRooms.id,
        dropped.map((r) => r.id),
      ),
    );
  for (const k of kept)
    await tx.update(reservationRooms).set(k.fields).where(eq(reservationRooms.id, k.room.id));
  const nights = kept.flatMap((k) =>
    k.nights.map((n) => ({
      reservationRoomId: k.room.id,
      reservationId,
      roomTypeId: k.room.roomTypeId,
      stayDate: n.date,
      price: n.price,
    })),
  );
  if (nights.length > 0) await tx.insert(reservationRoomNights).values(nights);
}

export type ReservationChangeFields = Partial<
  Pick<
    StoredReservation,
    | 'checkinDate'
    | 'checkoutDate'
    | 'nights'
    | 'roomsTotal'
    | 'totalPrice'
    | 'tax'
    | 'accommodationTax'
    | 'discount'
    | 'pointDiscount'
    | 'amountDueNow'
    | 'remainingAmount'
    | 'bankTransferDeadline'
    | 'bypassTokenHash'
    | 'email'
  >
> & { guest?: ReservationGuest };

/** Writes the changed columns of a reservation (the version was bumped by the caller). */
export async function updateReservationFields(
  tx: Db,
  reservationId: number,
  fields: ReservationChangeFields,
  now: Date,
): Promise<void> {
  await tx
    .update(reservations)
    .set({ ...fields, updatedAt: now })
    .where(eq(reservations.id, reservationId));
}

/** Sets the guest named in each room (by room id). */
export async function updateRoomGuests(
  tx: Db,
  names: { roomId: number; firstName: string; lastName: string }[],
): Promise<void> {
  for (const n of names)
    await tx
      .update(reservationRooms)
      .set({ guestFirstName: n.firstName, guestLastName: n.lastName })
      .where(eq(reservationRooms.id, n.roomId));
}

/** One row of the reservation's history; returns its id. */
export async function insertReservationChange(
  tx: Db,
  change: {
    reservationId: number;
    kind: ReservationChangeKind;
    actor: ReservationChangeActor;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    priceBefore: number;
    priceAfter: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await tx.insert(reservationChanges).values(change).returning({ id: reservationChanges.id });
  return row!.id;
}

export async function findReservationChange(db: Db, id: number): Promise<ReservationChange | null> {
  const rows = await db.select().from(reservationChanges).where(eq(reservationChanges.id, id)).limit(1);
  const row = rows[0];
  // The table's CHECK constraints keep kind and actor to the contract's lists.
  return row
    ? { ...row, kind: row.kind as ReservationChangeKind, actor: row.actor as ReservationChangeActor }
    : null;
}
