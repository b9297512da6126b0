import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findReservationByNumber, type ReservationRow } from './reservations.repository.ts';

/** How a guest who never signed in proves a reservation is theirs (spec section 1). */
export interface GuestProof {
  email?: string | undefined;
  bypassToken?: string | undefined;
}

/** True when `candidate` is the reservation's bypass token (compared as hashes, in constant time). */
export function bypassTokenMatches(row: Pick<ReservationRow, 'bypassTokenHash'>, candidate: string): boolean {
  const a = Buffer.from(hashToken(candidate), 'utf8');
  const b = Buffer.from(row.bypassTokenHash, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the email (trimmed, any case) or the bypass token is the reservation's. */
export function guestProofMatches(
  row: Pick<ReservationRow, 'bypassTokenHash' | 'email'>,
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
): Promise<ReservationRow | null> {
  const row = await findReservationByNumber(db, input.hotelId, input.number);
  return row && guestProofMatches(row, input) ? row : null;
}

/**
 * Re-reads the reservation inside a transaction and locks its row (`SELECT … FOR UPDATE`) until the
 * transaction ends. Every change after booking — update, cancel, guests, answers, 3-D Secure — takes
 * this lock first, so two changes of one reservation run one after the other and the second sees the
 * first's result (it then checks `status` and `version` again).
 */
export async function lockReservation(tx: Db, reservationId: number): Promise<ReservationRow | null> {
  const rows = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
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
