import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { deleteSessionsExpiredBefore } from './payment-links.repository.ts';

/** A payments page's session is kept this long after its hour ended (decision 060), then deleted. */
export const PAGE_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;
export const PAGE_SESSION_CLEANUP_JOB = 'payment_link.session_cleanup';

/** Schedules the cleanup at `at` (one job per UTC day, whichever instance asks first). */
function scheduleCleanup(db: Db, at: Date): Promise<boolean> {
  return paymentLinkSessionCleanupJob.enqueue(
    db,
    {},
    { runAt: at, dedupeKey: `${PAGE_SESSION_CLEANUP_JOB}:${at.toISOString().slice(0, 10)}` },
  );
}

const scheduled = new WeakMap<Db, string>();

/**
 * After a page session was handed out: makes sure a cleanup runs a day later (one attempt per database
 * and day in this process; the dedupe key makes it one job per day across instances).
 */
export async function ensurePageSessionCleanup(db: Db, now: Date): Promise<void> {
  const at = new Date(now.getTime() + PAGE_SESSION_RETENTION_MS);
  const day = at.toISOString().slice(0, 10);
  if (scheduled.get(db) === day) return;
  scheduled.set(db, day);
  await scheduleCleanup(db, at);
}

/**
 * `payment_link.session_cleanup`: deletes the page sessions whose hour ended a day ago or more and
 * schedules the next run a day later, so the chain lives in the jobs table and survives restarts.
 */
export const paymentLinkSessionCleanupJob = defineJob({
  name: PAGE_SESSION_CLEANUP_JOB,
  schema: z.object({}),
  handler: async (_payload, ctx) => {
    const now = ctx.now();
    await deleteSessionsExpiredBefore(ctx.db, new Date(now.getTime() - PAGE_SESSION_RETENTION_MS));
    await scheduleCleanup(ctx.db, new Date(now.getTime() + PAGE_SESSION_RETENTION_MS));
  },
});
