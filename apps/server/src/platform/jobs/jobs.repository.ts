import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Bind, insertText } from '../../db/prepared-statements.ts';
import { jobs } from '../../db/tables/jobs.table.ts';

// The jobs table's SQL: the runner in jobs.ts decides, these statements store.

/** A job to store: its kind, payload and when it may run. */
export interface NewJobRow {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  dedupeKey: string | null;
  maxAttempts: number;
}

/**
 * A job's insert as a part of another statement: its text, with its values bound by the caller's
 * `bind` (opaque outside the repositories).
 */
export interface JobInsertion {
  text(bind: Bind): string;
}

/**
 * The insert of a job as a statement part (a CTE of the caller's statement), so work that writes a row
 * and its job does it in one round trip; a job with the same dedupe key already there is kept.
 */
export function jobInsertion(job: NewJobRow): JobInsertion {
  return { text: (bind) => `${insertText(jobs, [job], bind)} on conflict ("dedupe_key") do nothing` };
}

/** Inserts a job; false when a job with the same dedupe key already exists. */
export async function insertJob(db: Db, job: NewJobRow): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A job claimed for running. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims up to `count` jobs due at `at` for `leaseMs` (`FOR UPDATE SKIP LOCKED`, so several instances
 * never take the same job), counting the attempt.
 */
export async function claimDueJobs(db: Db, at: Date, count: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, at),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, at)),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(count)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/** Marks a job done. */
export async function markJobDone(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: at })
    .where(eq(jobs.id, id));
}

/** Marks a job failed for good. */
export async function markJobFailed(db: Db, id: number, lastError: string, at: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError, finishedAt: at })
    .where(eq(jobs.id, id));
}

/** Releases a failed job to run again at `runAt`. */
export async function retryJobAt(db: Db, id: number, lastError: string, runAt: Date): Promise<void> {
  await db.update(jobs).set({ lockedUntil: null, lastError, runAt }).where(eq(jobs.id, id));
}

/** Deletes jobs that finished before `before`; returns how many. */
export async function deleteJobsFinishedBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}
