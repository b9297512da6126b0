import type { Locale } from '@yadori/contract/locales';
import type { UpdateRefusal } from '@yadori/contract/reservation.constants';
import type { Db } from '../../db/database.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import {
  findGuestReservation,
  type GuestProof,
  guestProofMatches,
  lockReservation,
} from '../reservations/reservations.service.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';
import { updateErrors } from './reservation-updates.errors.ts';
import { type BookingOwner, type UpdateCaller, updateRefusal } from './update-rules.ts';

export interface UpdateDeps {
  db: Db;
  now: () => Date;
  catalogOf(hotelId: number): Promise<HotelCatalog>;
}

/** Who asks to change which reservation, with what proof, in which language. */
export interface GuestRequest {
  hotel: HotelWithBrand;
  number: string;
  proof: GuestProof;
  caller: UpdateCaller;
  locale: Locale;
}

/** Every reservation is a guest booking today (reservations carry no member or organization yet). */
export function ownerOf(_row: StoredReservation): BookingOwner {
  return { kind: 'guest' };
}

/** Guests whose `proof` does not open the reservation get the lookup's 404, whatever the reason. */
export async function findOwn(db: Db, request: GuestRequest): Promise<StoredReservation> {
  const row = await findGuestReservation(db, {
    hotelId: request.hotel.id,
    number: request.number,
    ...request.proof,
  });
  if (!row) throw reservationErrors.notFound();
  return row;
}

/** The spec §6 refusal for this caller and this reservation now (null: it may change). */
export function refusalOf(
  row: StoredReservation,
  hotel: HotelWithBrand,
  caller: UpdateCaller,
  now: Date,
): UpdateRefusal | null {
  return updateRefusal({
    status: row.status,
    staffModifiedAt: row.staffModifiedAt,
    checkinDate: row.checkinDate,
    timeZone: hotel.timeZone,
    now,
    owner: ownerOf(row),
    caller,
  });
}

/**
 * Runs `work` in one transaction after locking the reservation and checking again, on the locked row,
 * that the proof still opens it (a concurrent change may have replaced the token), that it is still
 * confirmed, that nobody changed it since the guest read `version`, and that the rules still allow it.
 * Deadlocks and serialization failures run it again (5 attempts).
 */
export async function withLockedReservation<T>(
  deps: UpdateDeps,
  request: GuestRequest,
  expectedVersion: number,
  work: (tx: Db, row: StoredReservation) => Promise<T>,
): Promise<T> {
  const found = await findOwn(deps.db, request);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await lockReservation(tx, found.id);
        if (!row || !guestProofMatches(row, request.proof)) throw reservationErrors.notFound();
        const reason = refusalOf(row, request.hotel, request.caller, deps.now());
        if (reason === 'cancelled' || reason === 'pending_payment') throw updateErrors.notUpdatable(reason);
        if (row.version !== expectedVersion) throw updateErrors.versionConflict();
        if (reason) throw updateErrors.notUpdatable(reason);
        return work(tx, row);
      });
    } catch (error) {
      if (attempt >= 5 || !retryable(error)) throw error;
    }
  }
}

function retryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
