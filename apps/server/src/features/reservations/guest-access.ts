import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findReservationWithParts, type ReservationWithParts } from './reservation-read.repository.ts';
import {
  bumpReservationVersion,
  findReservationByNumber,
  lockReservation,
  lockReservationByNumber,
  type StoredReservation,
} from './reservations.repository.ts';

/** The row lock every change after booking takes first and the version bump of a change (SQL in the repository). */
export { bumpReservationVersion, lockReservation, lockReservationByNumber };

/** How a guest who never signed in proves a reservation is theirs (spec section 1). */
export interface GuestProof {
  email?: string | undefined;
  bypassToken?: string | undefined;
}

/** True when `candidate` is the reservation's bypass token (compared as hashes, in constant time). */
export function bypassTokenMatches(
  row: Pick<StoredReservation, 'bypassTokenHash'>,
  candidate: string,
): boolean {
  const a = Buffer.from(hashToken(candidate), 'utf8');
  const b = Buffer.from(row.bypassTokenHash, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the email (trimmed, any case) or the bypass token is the reservation's. */
export function guestProofMatches(
  row: Pick<StoredReservation, 'bypassTokenHash' | 'email'>,
  proof: GuestProof,
): boolean {
  if (
    proof.bypassToken !== undefined &&
    proof.bypassToken.length > 0 &&
    bypassTokenMatches(row, proof.bypassToken)
  )
    return true;
  const email = proof.email?.trim().toLowerCase();
  return email !== undefined && email.length > 0 && row.email.trim().toLowerCase() === email;
}

/**
 * The hotel's reservation `number` if `proof` shows it is the caller's, else null. Callers answer an
 * unknown number, a wrong email and a wrong token with the same 404 (`reservationErrors.notFound()`).
 */
export async function findGuestReservation(
  db: Db,
  input: { hotelId: number; number: string } & GuestProof,
): Promise<StoredReservation | null> {
  const row = await findReservationByNumber(db, input.hotelId, input.number);
  return row && guestProofMatches(row, input) ? row : null;
}

/**
 * findGuestReservation with the reservation's parts, in one prepared statement (the lookup and the
 * receipt: what every guest's confirmation page and download reads).
 */
export async function findGuestReservationWithParts(
  db: Db,
  input: { hotelId: number; number: string } & GuestProof,
): Promise<ReservationWithParts | null> {
  const found = await findReservationWithParts(db, input.hotelId, input.number);
  return found && guestProofMatches(found.row, input) ? found : null;
}

/** True when the signed-in member (`memberId`, null when signed out) booked the reservation. */
export function memberOwns(row: Pick<StoredReservation, 'memberId'>, memberId: number | null): boolean {
  return memberId !== null && row.memberId === memberId;
}

/**
 * The hotel's reservation `number` if `proof` opens it or the signed-in member (`memberId`, already
 * checked to be of the hotel's brand) booked it, else null — the same null for every other case.
 */
export async function findOwnReservation(
  db: Db,
  input: { hotelId: number; number: string; memberId: number | null } & GuestProof,
): Promise<StoredReservation | null> {
  const row = await findReservationByNumber(db, input.hotelId, input.number);
  return row && (memberOwns(row, input.memberId) || guestProofMatches(row, input)) ? row : null;
}
