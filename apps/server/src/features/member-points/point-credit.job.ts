import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { creditEarning } from './point-credit.ts';

export const POINT_CREDIT_JOB = 'member_points.credit';

/**
 * `member_points.credit` { reservationId }: on the stay's credit day, credits its future points (or
 * withdraws them if the stay was cancelled). Exactly once across retries and instances: see creditEarning.
 */
export const pointCreditJob = defineJob({
  name: POINT_CREDIT_JOB,
  schema: z.object({ reservationId: z.number().int() }),
  handler: async ({ reservationId }, ctx) => {
    const outcome = await creditEarning(ctx.db, reservationId, ctx.now());
    if (outcome === 'credited' || outcome === 'cancelled')
      ctx.log.info({ reservationId, outcome }, 'stay points');
  },
});

/** Schedules the credit of a reservation's points on its credit day (one job per reservation and day). */
export function scheduleCredit(
  tx: Db,
  input: { reservationId: number; creditOn: string; creditAt: Date },
): Promise<boolean> {
  return pointCreditJob.enqueue(
    tx,
    { reservationId: input.reservationId },
    { runAt: input.creditAt, dedupeKey: `${POINT_CREDIT_JOB}:${input.reservationId}:${input.creditOn}` },
  );
}
