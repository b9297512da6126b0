import type { Db } from '../../db/database.ts';
import type { StaffHotelRow } from '../staff-accounts/staff-access.service.ts';
import type { StaffReservationDeps, StaffStayInput } from './staff-reservation-view.ts';
import { staffReservationErrors as E } from './staff-reservations.errors.ts';
import { findHotelReservation, type StaffStoredReservation } from './staff-reservations.repository.ts';

/**
 * A change of a stay under its row's lock, in one transaction with its audit entry: the stay as locked
 * (404 when it is not the hotel's), 409 when the console read another version than the stored one.
 */
export function changeStay<T>(
  deps: Pick<StaffReservationDeps, 'db'>,
  hotel: StaffHotelRow,
  input: StaffStayInput & { version?: number },
  change: (tx: Db, row: StaffStoredReservation) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await findHotelReservation(tx, hotel.id, input.number, { lock: true });
    if (!row) throw E.notFound();
    if (input.version !== undefined && input.version !== row.version) throw E.versionConflict();
    return change(tx, row);
  });
}

/** Only a confirmed stay is changed: a cancelled one is over, a pending one waits for its card. */
export function requireConfirmed(row: StaffStoredReservation): void {
  if (row.status === 'cancelled') throw E.alreadyCancelled();
  if (row.status !== 'confirmed') throw E.pendingPayment();
}
