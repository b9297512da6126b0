import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import {
  appendEntry,
  type ExpiryFigures,
  findExpiryFigures,
  lockBalance,
} from './member-points.repository.ts';
import type { PointProgramView } from './member-points.types.ts';
import { loadProgram } from './point-program.ts';

/** Where the calendar of a brand without a programme any more is kept (its lots still expire). */
export const DEFAULT_POINTS_TIME_ZONE = 'Asia/Tokyo';

/**
 * How many of the available points must expire now. Points are used oldest expiry first, so what is
 * due is the gained points whose day has come less everything used (spent or exchanged, net of
 * refunds) and everything expired already — never more than what is available.
 * @example pointsToExpire({ due: 1000, used: 300, expired: 0 }, 900) // 700
 */
export function pointsToExpire(figures: ExpiryFigures, available: number): number {
  return Math.max(0, Math.min(available, figures.due - figures.used - figures.expired));
}

/**
 * Writes the expiry of what is due for the member on the programme's today; the caller holds the
 * balance lock (and passes the available points it read under it). Returns the points expired. Every
 * writer calls this before it decides, so points past their day are never spent even before the
 * expiry job ran.
 */
export async function settleExpiry(
  tx: Db,
  input: {
    program: PointProgramView | null;
    memberId: number;
    brandId: number;
    available: number;
    now: Date;
  },
): Promise<number> {
  if (input.available <= 0) return 0;
  const today = hotelToday(input.now, input.program?.timeZone ?? DEFAULT_POINTS_TIME_ZONE);
  const figures = await findExpiryFigures(tx, input.memberId, input.brandId, today);
  const amount = pointsToExpire(figures, input.available);
  if (amount === 0) return 0;
  await appendEntry(tx, {
    memberId: input.memberId,
    brandId: input.brandId,
    kind: 'expired',
    availableDelta: -amount,
    futureDelta: 0,
    // Under the lock a repeat finds nothing due; the key is the second guard (one per day and state).
    idempotencyKey: `expired:m${input.memberId}:b${input.brandId}:${today}:${figures.expired}`,
    occurredAt: input.now,
  });
  return amount;
}

/** Expires what is due of one member's points at a brand, in its own transaction; returns how many. */
export async function expireMemberPoints(
  db: Db,
  input: { memberId: number; brandId: number; now: Date },
): Promise<number> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const program = await loadProgram(tx, input.brandId);
    const balance = await lockBalance(tx, input.memberId, input.brandId);
    return settleExpiry(tx, { ...input, program, available: balance.available });
  });
}
