import type { Db } from '../../db/database.ts';
import {
  type NightsTaking,
  releaseExtraDayStock,
  releaseReservationExtraStock,
  releaseReservationRoomNights,
  roomNightsTaking,
  takeExtraDayStock,
  takeRoomNights,
} from './inventory.repository.ts';
import type { ExtraDemand, NightDemand } from './inventory.types.ts';

export type { ExtraDemand, NightDemand, NightsTaking };

/**
 * Inventory (decision 034): the one place that takes and gives back the stock of a stay — the nights
 * of its rooms and the daily stock of its extras. Run every call inside the caller's transaction: a
 * take that falls short leaves the caller to roll back what it took, and each release runs once, after
 * the conditional change of the reservation that makes it happen (cancel, expiry, a change of stay).
 */

/**
 * Takes the nights for the rooms of a stay, all or nothing: true when every (room type, night) was
 * taken, false when one is sold out or closed (then the caller rolls back). One statement.
 */
export function takeNights(tx: Db, hotelId: number, demands: NightDemand[]): Promise<boolean> {
  return takeRoomNights(tx, hotelId, demands);
}

/**
 * The same take as a part of the caller's statement (a booking takes its nights in the statement that
 * writes it): yields a row per (room type, night) taken; fewer than `demands` — or none asked — and
 * the caller rolls back — or, in a statement outside a transaction, refuses as a whole (decision 055).
 */
export function nightsTaking(hotelId: number, demands: NightDemand[]): NightsTaking {
  return roomNightsTaking(hotelId, demands);
}

/** Demands summed per extra and date, in a fixed order so concurrent bookings lock rows alike. */
function perExtraDay(demands: readonly ExtraDemand[]): ExtraDemand[] {
  const units = new Map<string, ExtraDemand>();
  for (const line of demands) {
    const key = `${line.extraId}|${line.date}`;
    const entry = units.get(key) ?? { extraId: line.extraId, date: line.date, quantity: 0 };
    entry.quantity += line.quantity;
    units.set(key, entry);
  }
  return [...units.values()].sort((a, b) => a.extraId - b.extraId || a.date.localeCompare(b.date));
}

/**
 * Takes the daily stock of extras, one statement per (extra, date). Returns the first (extra, date)
 * that falls short — the caller then refuses and its transaction rolls back what was taken — or null.
 */
export async function takeExtraStock(tx: Db, demands: readonly ExtraDemand[]): Promise<ExtraDemand | null> {
  for (const row of perExtraDay(demands)) if (!(await takeExtraDayStock(tx, row))) return row;
  return null;
}

/** Gives back daily stock of extras taken with `takeExtraStock`. */
export async function releaseExtraStock(tx: Db, demands: readonly ExtraDemand[]): Promise<void> {
  for (const row of perExtraDay(demands)) await releaseExtraDayStock(tx, row);
}

/**
 * Gives back the nights a reservation's rooms hold, leaving its extras' stock: a change of dates or
 * rooms, which then forgets the old nights and takes the new ones. One statement.
 */
export function releaseNights(tx: Db, reservationId: number): Promise<void> {
  return releaseReservationRoomNights(tx, reservationId);
}

/**
 * Gives back all the stock a reservation took — its nights and its extras' daily stock — when it ends
 * (a guest's cancellation, a 3-D Secure hold that expired or failed). Two statements.
 */
export async function releaseStay(tx: Db, reservationId: number): Promise<void> {
  await releaseReservationRoomNights(tx, reservationId);
  await releaseReservationExtraStock(tx, reservationId);
}
