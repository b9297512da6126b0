import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { loggableError, loggableErrorLine } from '../../lib/safe-error.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** What a job handler may log with (a pino / Fastify logger fits). */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Services of the app that runs the job (the same app's payment provider, …). */
export interface JobServices {
  paymentProvider?: PaymentProvider;
  mail?: MailService;
  /** Where uploads are kept and how long a draft (a file no booking took) lives. */
  attachments?: { dir: string; draftTtlMs: number };
}

export interface JobContext {
  db: Db;
  now: () => Date;
  log: JobLogger;
  services: JobServices;
  /** 1 on the first run; handlers are at-least-once, so they must be idempotent. */
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Earliest time the job may run (default: now). */
  runAt?: Date;
  /** A second enqueue with the same key is ignored (the first job wins, even once done). */
  dedupeKey?: string;
  /** Runs before it is given up as `failed` (default 10). */
  maxAttempts?: number;
}

const handlers = new Map<string, JobHandler>();

/**
 * Registers the handler of a job kind, process-wide (call it at module load of the feature that owns the
 * kind; app.ts imports those modules). Registering a kind twice replaces the handler.
 * @example registerJobHandler('mail.reservation_confirmed', async ({ reservationId }, { db }) => { … });
 */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/** The handler of `kind`, if any (tests). */
export function jobHandlerOf(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

/**
 * Adds a job. Pass the transaction (`tx`) of the work that needs it, so the job exists iff that work
 * commits. Returns false when a job with the same `dedupeKey` already exists.
 * @example await db.transaction(async (tx) => { …; await enqueueJob(tx, { kind: 'x', payload: { id } }); });
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 10,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Delay before the next try after `attempts` failed runs: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** How long a claimed job stays reserved for the instance running it. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;
const MAX_BATCHES = 50;

const silentLog: JobLogger = { info() {}, warn() {}, error() {} };

export interface RunDueJobsOptions {
  log?: JobLogger;
  services?: JobServices;
  /** Stop after this many jobs (default: until nothing is due, at most 1000). */
  limit?: number;
}

export interface RunDueJobsResult {
  succeeded: number;
  failed: number;
}

/**
 * Claims the jobs due at `now` (`FOR UPDATE SKIP LOCKED`, so several instances never take the same
 * job) and runs them one by one; a throwing handler is retried later with backoff until max_attempts.
 * Jobs enqueued by handlers that are already due run in the same call.
 * @example await runDueJobs(db, new Date(Date.now() + 16 * 60_000), { services: { paymentProvider } });
 */
export async function runDueJobs(
  db: Db,
  now: Date | (() => Date) = new Date(),
  options: RunDueJobsOptions = {},
): Promise<RunDueJobsResult> {
  const clock = typeof now === 'function' ? now : () => now;
  const log = options.log ?? silentLog;
  const limit = options.limit ?? BATCH * MAX_BATCHES;
  const result: RunDueJobsResult = { succeeded: 0, failed: 0 };
  while (result.succeeded + result.failed < limit) {
    const claimed = await claimDueJobs(
      db,
      clock(),
      Math.min(BATCH, limit - result.succeeded - result.failed),
    );
    if (claimed.length === 0) break;
    for (const job of claimed) {
      const ok = await runOne(db, job, { log, services: options.services ?? {}, now: clock });
      if (ok) result.succeeded += 1;
      else result.failed += 1;
    }
  }
  return result;
}

type ClaimedJob = Pick<typeof jobs.$inferSelect, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts'>;

async function claimDueJobs(db: Db, at: Date, count: number): Promise<ClaimedJob[]> {
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
    .set({ lockedUntil: new Date(at.getTime() + LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

async function runOne(
  db: Db,
  job: ClaimedJob,
  deps: { log: JobLogger; services: JobServices; now: () => Date },
): Promise<boolean> {
  const handler = handlers.get(job.kind);
  try {
    if (!handler) throw new Error(`no handler registered for job kind ${job.kind}`);
    await handler(job.payload, {
      db,
      now: deps.now,
      log: deps.log,
      services: deps.services,
      attempt: job.attempts,
    });
    await db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: deps.now() })
      .where(eq(jobs.id, job.id));
    return true;
  } catch (error) {
    // The row and the log get the statement and code of a failed query, never its values (guest details).
    const message = loggableErrorLine(error);
    const giveUp = job.attempts >= job.maxAttempts;
    (giveUp ? deps.log.error : deps.log.warn).call(
      deps.log,
      { jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, error: loggableError(error) },
      'job failed',
    );
    await db
      .update(jobs)
      .set(
        giveUp
          ? { status: 'failed', lockedUntil: null, lastError: message, finishedAt: deps.now() }
          : {
              lockedUntil: null,
              lastError: message,
              runAt: new Date(deps.now().getTime() + retryDelayMs(job.attempts)),
            },
      )
      .where(eq(jobs.id, job.id));
    return false;
  }
}

/** How long finished (done or failed) jobs are kept for inspection. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes jobs that finished before `before`; returns how many. */
export async function deleteJobsFinishedBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}

export interface JobRunner {
  /** Runs what is due now (also what the timer does). */
  tick(): Promise<RunDueJobsResult>;
  stop(): Promise<void>;
}

/**
 * Polls for due jobs every `pollIntervalMs` until stopped; a tick never overlaps the previous one.
 * buildApp starts it on ready and stops it on close.
 */
export function startJobRunner(options: {
  db: Db;
  now: () => Date;
  log: JobLogger;
  services: JobServices;
  pollIntervalMs: number;
}): JobRunner {
  let running: Promise<RunDueJobsResult> | undefined;
  let stopped = false;
  const tick = () => {
    running ??= runDueJobs(options.db, options.now, { log: options.log, services: options.services })
      .catch((err: unknown) => {
        if (!stopped) options.log.warn({ error: loggableError(err) }, 'job poll failed');
        return { succeeded: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.pollIntervalMs);
  timer.unref();
  const prune = () =>
    deleteJobsFinishedBefore(options.db, new Date(options.now().getTime() - FINISHED_JOB_RETENTION_MS)).catch(
      (err: unknown) => options.log.warn({ error: loggableError(err) }, 'finished jobs cleanup failed'),
    );
  const cleanup = setInterval(() => void prune(), 60 * 60 * 1000);
  cleanup.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(cleanup);
      await running;
    },
  };
}
