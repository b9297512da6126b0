import type { Locale } from '@yadori/contract/locales';
import type { UpdateRefusal } from '@yadori/contract/reservation.constants';
import type { Db } from '../../db/database.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import {
  findOwnReservation,
  type GuestProof,
  guestProofMatches,
  lockReservation,
  memberOwns,
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

/** Whose booking it is: an organization's (corporate), the member's who booked it signed in, else a guest's. */
export function ownerOf(row: StoredReservation): BookingOwner {
  if (row.organizationId !== null) return { kind: 'corporate', organizationId: row.organizationId };
  return row.memberId !== null ? { kind: 'member', memberId: row.memberId } : { kind: 'guest' };
}

/** True when the caller may open the reservation: the guest's proof, or the member who booked it signed in. */
function opens(row: StoredReservation, request: GuestRequest): boolean {
  return memberOwns(row, request.caller.memberId) || guestProofMatches(row, request.proof);
}

/**
 * The reservation the guest's proof opens, or the signed-in member's own; anything else gets the
 * lookup's 404, whatever the reason.
 */
export async function findOwn(db: Db, request: GuestRequest): Promise<StoredReservation> {
  const row = await findOwnReservation(db, {
    hotelId: request.hotel.id,
    number: request.number,
    memberId: request.caller.memberId,
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
 * that the proof (or the member who booked it) still opens it (a concurrent change may have replaced the token), that it is still
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
        if (!row || !opens(row, request)) throw reservationErrors.notFound();
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
