import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { deleteIdempotentAnswersBefore } from './partner-idempotency.repository.ts';

/** A partner write's retry is answered from its Idempotency-Key for this long; then the key goes. */
export const PARTNER_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const PARTNER_IDEMPOTENCY_CLEANUP_JOB = 'partner.idempotency_cleanup';

/** Schedules the cleanup at `at` (one job per UTC day, whichever instance asks first). */
function scheduleCleanup(db: Db, at: Date): Promise<boolean> {
  return partnerIdempotencyCleanupJob.enqueue(
    db,
    {},
    { runAt: at, dedupeKey: `${PARTNER_IDEMPOTENCY_CLEANUP_JOB}:${at.toISOString().slice(0, 10)}` },
  );
}

const scheduled = new WeakMap<Db, string>();

/**
 * After a partner write kept its key: makes sure a cleanup runs a day later (one attempt per database
 * and day in this process; the dedupe key makes it one job per day across instances).
 */
export async function ensurePartnerIdempotencyCleanup(db: Db, now: Date): Promise<void> {
  const at = new Date(now.getTime() + PARTNER_IDEMPOTENCY_TTL_MS);
  const day = at.toISOString().slice(0, 10);
  if (scheduled.get(db) === day) return;
  scheduled.set(db, day);
  await scheduleCleanup(db, at);
}

/**
 * `partner.idempotency_cleanup`: deletes the partner API's Idempotency-Keys older than a day and
 * schedules the next run a day later, so the chain lives in the jobs table and survives restarts.
 */
export const partnerIdempotencyCleanupJob = defineJob({
  name: PARTNER_IDEMPOTENCY_CLEANUP_JOB,
  schema: z.object({}),
  handler: async (_payload, ctx) => {
    const now = ctx.now();
    await deleteIdempotentAnswersBefore(ctx.db, new Date(now.getTime() - PARTNER_IDEMPOTENCY_TTL_MS));
    await scheduleCleanup(ctx.db, new Date(now.getTime() + PARTNER_IDEMPOTENCY_TTL_MS));
  },
});
