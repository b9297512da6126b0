import type { GuestCancelReason, PaymentMethod, PaymentState } from '@yadori/contract/reservation.constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reservationChanges, reservations } from '../../db/tables/reservations.table.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';

/** The SQL of a guest's cancellation: the reservation row, its history row and its money. */

/**
 * confirmed → cancelled by the guest, only while it is still `expectedVersion` (the caller holds the
 * row lock; the version check is the second guard). Bumps the version. Returns the cancelled row, or
 * null when nothing changed.
 */
export async function markCancelledByGuest(
  tx: Db,
  input: {
    reservationId: number;
    expectedVersion: number;
    reason: GuestCancelReason;
    details: string | null;
    fee: number;
    feeDisplayed: number;
    now: Date;
  },
): Promise<StoredReservation | null> {
  const rows = await tx
    .update(reservations)
    .set({
      status: 'cancelled',
      cancelReason: 'guest',
      guestCancelReason: input.reason,
      cancelDetails: input.details,
      cancellationFee: input.fee,
      cancellationFeeDisplayed: input.feeDisplayed,
      cancelledAt: input.now,
      holdExpiresAt: null,
      version: input.expectedVersion + 1,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(reservations.id, input.reservationId),
        eq(reservations.status, 'confirmed'),
        eq(reservations.version, input.expectedVersion),
      ),
    )
    .returning();
  const row = rows[0];
  // The casts are what the table's CHECK constraints guarantee; the rest is what this update set.
  return row
    ? {
        ...row,
        status: 'cancelled',
        cancelReason: 'guest',
        guestCancelReason: input.reason,
        paymentMethod: row.paymentMethod as PaymentMethod,
        paymentState: row.paymentState as PaymentState,
      }
    : null;
}

/** One row of the reservation's history. */
export async function insertReservationChange(
  tx: Db,
  change: {
    reservationId: number;
    kind: 'cancel';
    actor: 'guest' | 'member';
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    priceBefore: number;
    priceAfter: number;
    at: Date;
  },
): Promise<void> {
  await tx.insert(reservationChanges).values({
    reservationId: change.reservationId,
    kind: change.kind,
    actor: change.actor,
    before: change.before,
    after: change.after,
    priceBefore: change.priceBefore,
    priceAfter: change.priceAfter,
    createdAt: change.at,
  });
}

/**
 * Records what the provider did with the card after a cancellation: the new payment state and the
 * amounts taken and given back (absolute values, so writing them twice is harmless). Only while the
 * payment is still in `fromState`.
 */
export async function recordCancelMoney(
  db: Db,
  input: {
    reservationId: number;
    fromState: PaymentState;
    state: PaymentState;
    capturedAmount: number;
    refundedAmount: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(reservations)
    .set({
      paymentState: input.state,
      capturedAmount: input.capturedAmount,
      refundedAmount: input.refundedAmount,
      updatedAt: input.now,
    })
    .where(and(eq(reservations.id, input.reservationId), eq(reservations.paymentState, input.fromState)))
    .returning({ id: reservations.id });
  return rows.length === 1;
}
