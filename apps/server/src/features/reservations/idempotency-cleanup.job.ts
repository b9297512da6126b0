import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { deleteIdempotencyKeysBefore } from './reservations.repository.ts';

/** A retry of a booking is answered from its key for this long; then the key (and its sealed token) goes. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_CLEANUP_JOB = 'reservation.idempotency_cleanup';

/** Schedules the daily cleanup at `at` (one job per UTC day, whichever instance asks first). */
export function scheduleIdempotencyCleanup(db: Db, at: Date): Promise<boolean> {
  return idempotencyCleanupJob.enqueue(
    db,
    {},
    { runAt: at, dedupeKey: `${IDEMPOTENCY_CLEANUP_JOB}:${at.toISOString().slice(0, 10)}` },
  );
}

const scheduled = new WeakMap<Db, string>();

/**
 * After a booking: makes sure a cleanup runs a day later (one attempt per database and day in this
 * process; the dedupe key makes it one job per day across instances).
 */
export async function ensureIdempotencyCleanup(db: Db, now: Date): Promise<void> {
  const at = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
  const day = at.toISOString().slice(0, 10);
  if (scheduled.get(db) === day) return;
  scheduled.set(db, day);
  await scheduleIdempotencyCleanup(db, at);
}

/**
 * `reservation.idempotency_cleanup`: deletes keys older than a day and schedules the next run a day
 * later, so the chain lives in the jobs table and survives restarts.
 */
export const idempotencyCleanupJob = defineJob({
  name: IDEMPOTENCY_CLEANUP_JOB,
  schema: z.object({}),
  handler: async (_payload, ctx) => {
    const now = ctx.now();
    await deleteIdempotencyKeysBefore(ctx.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
    await scheduleIdempotencyCleanup(ctx.db, new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS));
  },
});
