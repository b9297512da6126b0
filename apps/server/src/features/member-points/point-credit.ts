import type { Db } from '../../db/database.ts';
import {
  appendEntry,
  type EarningRow,
  findEarning,
  findStayForEarning,
  lockBalance,
  settleEarning,
} from './member-points.repository.ts';
import { writeGained } from './point-ledger.ts';
import { loadProgram } from './point-program.ts';

/** What a credit run did with a reservation's earning. */
export type CreditOutcome = 'credited' | 'cancelled' | 'already_settled' | 'not_due' | 'no_earning';

/** Withdraws a pending earning (the stay was cancelled); the caller holds the balance lock. */
export async function withdrawEarning(tx: Db, earning: EarningRow, now: Date): Promise<void> {
  await appendEntry(tx, {
    memberId: earning.memberId,
    brandId: earning.brandId,
    kind: 'future_cancelled',
    availableDelta: 0,
    futureDelta: -earning.amount,
    reservationId: earning.reservationId,
    earningId: earning.id,
    idempotencyKey: `future_cancelled:e${earning.id}`,
    occurredAt: now,
  });
  await settleEarning(tx, earning.id, 'cancelled', now);
}

/**
 * Credits a stay's points once its day has come (spec §9: 3 days after check-out), exactly once
 * whoever runs it and however often: the reservation row is share-locked (a cancellation waits, or is
 * waited for), the member's balance row locked, the earning re-read under that lock, and only a pending
 * one is settled — with the ledger's idempotency key as a second guard. A stay found cancelled, or no
 * longer the member's, earns nothing: its earning is withdrawn instead.
 * @example await creditEarning(db, reservationId, new Date());
 */
export async function creditEarning(db: Db, reservationId: number, now: Date): Promise<CreditOutcome> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const stay = await findStayForEarning(tx, reservationId, { share: true });
    const seen = await findEarning(tx, reservationId);
    if (!seen) return 'no_earning';
    await lockBalance(tx, seen.memberId, seen.brandId);
    const earning = await findEarning(tx, reservationId, { lock: true });
    if (earning?.status !== 'pending') return 'already_settled';
    if (stay?.status !== 'confirmed' || stay.memberId !== earning.memberId) {
      await withdrawEarning(tx, earning, now);
      return 'cancelled';
    }
    // A stay moved later: the job of its new credit day does it.
    if (earning.creditAt.getTime() > now.getTime()) return 'not_due';
    await settleEarning(tx, earning.id, 'credited', now);
    await writeGained(tx, {
      program: await loadProgram(tx, earning.brandId),
      memberId: earning.memberId,
      brandId: earning.brandId,
      amount: earning.amount,
      futureDelta: -earning.amount,
      reservationId,
      earningId: earning.id,
      idempotencyKey: `gained:e${earning.id}`,
      now,
    });
    return 'credited';
  });
}
