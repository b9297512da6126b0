import { POINT_CREDIT_DELAY_DAYS } from '@yadori/contract/points.constants';
import type { Db } from '../../db/database.ts';
import { addDays, zonedInstant } from '../../lib/hotel-time.ts';
import {
  appendEntry,
  findEarning,
  findStayForEarning,
  insertEarning,
  lockBalance,
  reviseEarning,
  type StayForEarning,
} from './member-points.repository.ts';
import type { FutureEarningInput } from './member-points.types.ts';
import { scheduleCredit } from './point-credit.job.ts';
import { withdrawEarning } from './point-credit.ts';
import { DEFAULT_POINTS_TIME_ZONE } from './point-expiry.ts';
import { earnPercent, loadProgram } from './point-program.ts';

/** A stay's pending points after recording: how many and on which day they are credited. */
export interface FutureEarning {
  amount: number;
  creditOn: string;
}

/**
 * Records (or re-computes) the future points of a member's confirmed stay, inside the transaction that
 * confirmed or changed it: `basis` × the rank's earn percent, rounded down, credited on the programme's
 * calendar POINT_CREDIT_DELAY_DAYS after check-out by a durable job. The same figures again change
 * nothing; new ones are written to the ledger as the difference and the credit day moves with the stay.
 * An earning already credited or withdrawn is left as it is. Null when the stay earns nothing.
 */
export async function recordFutureEarning(tx: Db, input: FutureEarningInput): Promise<FutureEarning | null> {
  const program = await loadProgram(tx, input.brandId);
  const percent = program && program.currency === input.currency ? earnPercent(program, input.rankId) : 0;
  const amount = Math.floor((Math.max(0, input.basis) * percent) / 100);
  const creditOn = addDays(input.checkoutDate, POINT_CREDIT_DELAY_DAYS);
  const creditAt = zonedInstant(creditOn, '00:00', program?.timeZone ?? DEFAULT_POINTS_TIME_ZONE);
  // Nothing earned and nothing recorded before: nothing to write, no lock to take.
  if (amount === 0 && !(await findEarning(tx, input.reservationId))) return null;
  await lockBalance(tx, input.memberId, input.brandId);
  const earning = await findEarning(tx, input.reservationId, { lock: true });
  const entry = { memberId: input.memberId, brandId: input.brandId, reservationId: input.reservationId };

  if (!earning) {
    if (amount === 0) return null;
    const id = await insertEarning(tx, { ...entry, amount, creditOn, creditAt, createdAt: input.now });
    await appendEntry(tx, {
      ...entry,
      kind: 'future',
      availableDelta: 0,
      futureDelta: amount,
      earningId: id,
      idempotencyKey: `future:e${id}:r1`,
      occurredAt: input.now,
    });
    await scheduleCredit(tx, { reservationId: input.reservationId, creditOn, creditAt });
    return { amount, creditOn };
  }
  if (earning.status !== 'pending') return null;
  if (amount === 0) {
    await withdrawEarning(tx, earning, input.now);
    return null;
  }
  if (earning.amount === amount && earning.creditOn === creditOn) return { amount, creditOn };
  const revision = earning.revision + 1;
  if (amount !== earning.amount) {
    await appendEntry(tx, {
      ...entry,
      kind: 'future',
      availableDelta: 0,
      futureDelta: amount - earning.amount,
      earningId: earning.id,
      idempotencyKey: `future:e${earning.id}:r${revision}`,
      occurredAt: input.now,
    });
  }
  await reviseEarning(tx, earning.id, { amount, creditOn, creditAt, revision });
  if (creditOn !== earning.creditOn) {
    await scheduleCredit(tx, { reservationId: input.reservationId, creditOn, creditAt });
  }
  return { amount, creditOn };
}

/**
 * What a stay earns on: what the guest paid in money — its total less accommodation tax (a tax passed on
 * to the town, not a sale) and less the points spent on it (points paid earn no points).
 */
export function earningBasis(
  stay: Pick<StayForEarning, 'totalPrice' | 'accommodationTax' | 'pointDiscount'>,
): number {
  return stay.totalPrice - stay.accommodationTax - stay.pointDiscount;
}

/**
 * The usual call from a booking's transaction: records (or re-computes) the future points of the
 * reservation if it is a confirmed stay of a member of its hotel's brand; anything else earns nothing.
 * @example await earnForStay(tx, reservationId, now); // after the reservation became confirmed or changed
 */
export async function earnForStay(tx: Db, reservationId: number, now: Date): Promise<FutureEarning | null> {
  const stay = await findStayForEarning(tx, reservationId);
  if (stay?.status !== 'confirmed' || stay.memberId === null || stay.memberBrandId !== stay.brandId) {
    return null;
  }
  return recordFutureEarning(tx, {
    reservationId,
    memberId: stay.memberId,
    brandId: stay.brandId,
    rankId: stay.rankId,
    basis: earningBasis(stay),
    currency: stay.currency,
    checkoutDate: stay.checkoutDate,
    now,
  });
}

/**
 * A cancelled stay earns nothing: withdraws its pending points, inside the cancelling transaction.
 * Returns whether there was anything to withdraw (none, or already credited or withdrawn: false).
 */
export async function cancelFutureEarning(tx: Db, reservationId: number, now: Date): Promise<boolean> {
  const seen = await findEarning(tx, reservationId);
  if (seen?.status !== 'pending') return false;
  await lockBalance(tx, seen.memberId, seen.brandId);
  const earning = await findEarning(tx, reservationId, { lock: true });
  if (earning?.status !== 'pending') return false;
  await withdrawEarning(tx, earning, now);
  return true;
}
