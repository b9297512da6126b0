import type { MemberProvider } from '@yadori/contract/membership.schema';
import { mostSpendable } from '@yadori/contract/point-spending.rules';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { pointErrors } from './member-points.errors.ts';
import { appendEntry, findReservationPoints, lockBalance } from './member-points.repository.ts';
import type { SpendPointsInput } from './member-points.types.ts';
import { settleExpiry } from './point-expiry.ts';
import { checkAmount, isNegativeBalance, writeGained } from './point-ledger.ts';
import { loadProgram, usableFor } from './point-program.ts';

// The face of member points (decision 040): what routes, bookings, the seed and the jobs call. A
// booking's transaction spends, refunds and records future points with the functions taking `tx`.

export type { NewPointProgram } from './member-points.repository.ts';
export { upsertPointProgram } from './member-points.repository.ts';
export type { CreditOutcome } from './point-credit.ts';
export { creditEarning } from './point-credit.ts';
export type { FutureEarning } from './point-earnings.ts';
export { cancelFutureEarning, earnForStay, earningBasis, recordFutureEarning } from './point-earnings.ts';
export type { ExchangeDeps, ExchangeInput } from './point-exchanges.ts';
export { exchangePoints } from './point-exchanges.ts';
export { expireMemberPoints, pointsToExpire } from './point-expiry.ts';
export { loadProgram as pointProgram, usableFor as pointsUsableFor } from './point-program.ts';
export { memberPoints, pointBalance, pointExchangeList, pointsTimeline } from './point-views.ts';

/**
 * Gives a member points outside a stay (the demo seed's starting balances, an operator's goodwill), once
 * per `key`. Pass a transaction. Returns the ledger entry, or null when `key` was used before.
 */
export async function grantPoints(
  tx: Db,
  input: { memberId: number; brandId: number; amount: number; key: string; now: Date },
): Promise<number | null> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new RangeError('a grant is a positive whole number');
  const program = await loadProgram(tx, input.brandId);
  await lockBalance(tx, input.memberId, input.brandId);
  return writeGained(tx, {
    program,
    memberId: input.memberId,
    brandId: input.brandId,
    amount: input.amount,
    futureDelta: 0,
    idempotencyKey: `grant:${input.key}`,
    now: input.now,
  });
}

/**
 * The checks of spendPoints that need no lock (programme usable, currency, steps, minimum, `limit`),
 * for a booking to refuse a wrong amount before it takes anything; spendPoints runs them again.
 */
export async function checkSpending(
  db: Db,
  input: Pick<SpendPointsInput, 'brandId' | 'amount' | 'limit' | 'currency' | 'provider' | 'field'>,
): Promise<void> {
  const program = await loadProgram(db, input.brandId);
  if (!usableFor(program, input.provider)) throw pointErrors.pointsUnavailable();
  if (input.currency !== undefined && input.currency !== program.currency)
    throw pointErrors.pointsUnavailable();
  checkAmount(program, input.amount, input.limit, input.field ?? 'point');
}

/**
 * What of `previous` points a changed stay keeps when the guest does not say (spec §5: an update
 * re-computes them): all of them while they fit in the new total, else the most the programme's steps
 * allow under it — 0 below its minimum, or when the programme is no longer usable for the member.
 */
export async function keptPoints(
  db: Db,
  input: { brandId: number; previous: number; limit: number; currency: string; provider?: MemberProvider },
): Promise<number> {
  if (input.previous <= 0) return 0;
  const program = await loadProgram(db, input.brandId);
  if (!usableFor(program, input.provider) || program.currency !== input.currency) return 0;
  const rules = { increment: program.spendingIncrement, minimum: program.spendingMinimum };
  return mostSpendable(rules, { available: input.previous, total: input.limit });
}

/**
 * Spends a member's points on a reservation, inside the booking's own transaction (`tx`): the amount is
 * checked against the programme (spec §5, 422), the balance row is locked, points past their day expire
 * first, and more than what is available is refused with 2401. A reservation holds one spend at a time:
 * the same call again answers the first spend; another amount is refused (409) until refundPoints gave
 * the first back (a cancelled or updated booking). The balance CHECK backs all of it.
 */
export async function spendPoints(
  tx: Db,
  input: SpendPointsInput,
): Promise<{ entryId: number; available: number }> {
  const field = input.field ?? 'point';
  const program = await loadProgram(tx, input.brandId);
  if (!usableFor(program, input.provider)) throw pointErrors.pointsUnavailable();
  if (input.currency !== undefined && input.currency !== program.currency)
    throw pointErrors.pointsUnavailable();
  checkAmount(program, input.amount, input.limit, field);
  const balance = await lockBalance(tx, input.memberId, input.brandId);
  const held = await findReservationPoints(tx, input.reservationId);
  const outstanding = held.spent - held.refunded;
  if (outstanding > 0) {
    if (
      held.memberId === input.memberId &&
      held.lastSpend?.amount === input.amount &&
      outstanding === input.amount
    ) {
      return { entryId: held.lastSpend.id, available: balance.available };
    }
    throw pointErrors.alreadySpent();
  }
  const expired = await settleExpiry(tx, { ...input, program, available: balance.available });
  const available = balance.available - expired;
  const refusal = () =>
    pointErrors.notEnoughPoints({ available, requested: input.amount, pointNames: program.names, field });
  if (input.amount > available) throw refusal();
  try {
    const entryId = await appendEntry(tx, {
      memberId: input.memberId,
      brandId: input.brandId,
      kind: 'spent',
      availableDelta: -input.amount,
      futureDelta: 0,
      reservationId: input.reservationId,
      idempotencyKey: `spent:r${input.reservationId}:after:${held.lastRefundId ?? 0}`,
      occurredAt: input.now,
    });
    if (entryId === null) throw pointErrors.alreadySpent();
    return { entryId, available: available - input.amount };
  } catch (error) {
    if (isNegativeBalance(error)) throw refusal();
    throw error;
  }
}

/**
 * Gives back what is still spent on a reservation (a cancelled booking, or an updated one before it
 * spends again), inside the caller's transaction. Nothing spent, or already given back: nothing happens,
 * so a retry is harmless. Any failure is 3504 (spec §8: point return failed, check the history).
 */
export async function refundPoints(
  tx: Db,
  input: { reservationId: number; now: Date },
): Promise<{ refunded: number }> {
  try {
    const first = await findReservationPoints(tx, input.reservationId);
    if (first.memberId === null || first.brandId === null) return { refunded: 0 };
    await lockBalance(tx, first.memberId, first.brandId);
    const held = await findReservationPoints(tx, input.reservationId);
    const outstanding = held.spent - held.refunded;
    if (outstanding <= 0 || !held.lastSpend) return { refunded: 0 };
    await appendEntry(tx, {
      memberId: first.memberId,
      brandId: first.brandId,
      kind: 'refunded',
      availableDelta: outstanding,
      futureDelta: 0,
      reservationId: input.reservationId,
      idempotencyKey: `refunded:r${input.reservationId}:after:${held.lastSpend.id}`,
      occurredAt: input.now,
    });
    return { refunded: outstanding };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const refusal = pointErrors.refundFailed();
    refusal.cause = error;
    throw refusal;
  }
}
