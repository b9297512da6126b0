import type { Db } from '../../db/database.ts';
import { addMonths, hotelToday } from '../../lib/hotel-time.ts';
import { pointErrors } from './member-points.errors.ts';
import { appendEntry } from './member-points.repository.ts';
import type { PointProgramView } from './member-points.types.ts';
import { scheduleExpiry } from './point-expiry.job.ts';
import { DEFAULT_POINTS_TIME_ZONE } from './point-expiry.ts';

/** True for the balance CHECK refusing a write that would take the available points below zero. */
export function isNegativeBalance(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { constraint?: unknown; cause?: unknown };
    if (e.constraint === 'point_balances_available_not_negative') return true;
    current = e.cause;
  }
  return false;
}

/**
 * Writes gained points (a credited stay, or a grant), with their expiry day when the programme's points
 * expire, and schedules that day's expiry job. Null when `idempotencyKey` was written before.
 */
export async function writeGained(
  tx: Db,
  input: {
    program: PointProgramView | null;
    memberId: number;
    brandId: number;
    amount: number;
    /** Minus the amount when these points were future points (a credited stay), else 0. */
    futureDelta: number;
    reservationId?: number | null;
    earningId?: number | null;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | null> {
  const timeZone = input.program?.timeZone ?? DEFAULT_POINTS_TIME_ZONE;
  const months = input.program?.expiryMonths ?? null;
  const expiresOn = months === null ? null : addMonths(hotelToday(input.now, timeZone), months);
  const id = await appendEntry(tx, {
    memberId: input.memberId,
    brandId: input.brandId,
    kind: 'gained',
    availableDelta: input.amount,
    futureDelta: input.futureDelta,
    reservationId: input.reservationId ?? null,
    earningId: input.earningId ?? null,
    expiresOn,
    idempotencyKey: input.idempotencyKey,
    occurredAt: input.now,
  });
  if (id !== null && expiresOn !== null) {
    await scheduleExpiry(tx, { memberId: input.memberId, brandId: input.brandId, expiresOn, timeZone });
  }
  return id;
}

/** Spec §5: a whole number of the programme's increments, at least its minimum, at most `limit`. */
export function checkAmount(
  program: PointProgramView,
  amount: number,
  limit: number | undefined,
  field: string,
): void {
  if (!Number.isInteger(amount) || amount <= 0 || amount < program.spendingMinimum) {
    throw pointErrors.belowMinimum(Math.max(program.spendingMinimum, program.spendingIncrement), field);
  }
  if (amount % program.spendingIncrement !== 0)
    throw pointErrors.notInIncrements(program.spendingIncrement, field);
  if (limit !== undefined && amount > limit) throw pointErrors.aboveLimit(limit, field);
}
