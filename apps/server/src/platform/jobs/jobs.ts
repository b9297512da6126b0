import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { loggableError, loggableErrorLine } from '../../lib/safe-error.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  deleteJobsFinishedBefore,
  insertJob,
  type JobInsertion,
  jobInsertion,
  markJobDone,
  markJobFailed,
  retryJobAt,
} from './jobs.repository.ts';

export type { JobInsertion };

/** What a job handler may log with (a pino / Fastify logger fits). */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * What a handler runs with. `services` are the running app's (its payment provider, mail service, …):
 * the runner knows no feature, each job names the services it needs as `S`, and app.ts hands over one
 * object that has them all.
 */
export interface JobContext<S = unknown> {
  db: Db;
  now: () => Date;
  log: JobLogger;
  services: S;
  /** 1 on the first run; handlers are at-least-once, so they must be idempotent. */
  attempt: number;
}

/** When and how often a job runs (all optional). */
export interface EnqueueOptions {
  /** Earliest time the job may run (default: now). */
  runAt?: Date;
  /** A second enqueue with the same key is ignored (the first job wins, even once done). */
  dedupeKey?: string;
  /** Runs before it is given up as `failed` (default 10). */
  maxAttempts?: number;
}

/** A job row to add, untyped (features enqueue through their JobDefinition instead). */
export interface NewJob extends EnqueueOptions {
  kind: string;
  payload: Record<string, unknown>;
}

/** A job the runner can run: its kind and how to run a stored (unchecked) payload. */
export interface Job<S = unknown> {
  readonly name: string;
  readonly run: (payload: unknown, ctx: JobContext<S>) => Promise<void>;
}

/** A job with a typed payload: run validates the stored payload, enqueue takes only a valid one. */
export interface JobDefinition<P extends Record<string, unknown>, S = unknown> extends Job<S> {
  readonly schema: z.ZodType<P>;
  /** Adds the job; pass the transaction of the work that needs it. False when `dedupeKey` exists. */
  enqueue(db: Db, payload: P, options?: EnqueueOptions): Promise<boolean>;
  /**
   * The same insert as a part of the caller's statement (`with job as (…) …`): one round trip for a
   * row and its job. The job exists iff that statement commits; a duplicate dedupe key is skipped.
   */
  insertion(payload: P, options?: EnqueueOptions): JobInsertion;
}

/** A stored payload its job's schema refuses: the job fails at once (a retry cannot fix it). */
export class InvalidJobPayloadError extends Error {
  constructor(kind: string, error: z.ZodError) {
    // Paths and messages only, never the values (a payload may name a guest).
    const issues = error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
    super(`invalid payload for job kind ${kind}: ${issues}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/**
 * Declares a job: its kind (`name`), the zod schema of its payload and its handler. The handler gets
 * the parsed payload; a payload the schema refuses fails the job with a clear last_error. Annotate
 * `ctx` with the services the handler needs.
 * @example export const fooJob = defineJob({ name: 'foo.bar', schema: z.object({ id: z.number().int() }),
 *   handler: async ({ id }, ctx: JobContext<{ mail?: MailService }>) => { … } });
 *   await fooJob.enqueue(tx, { id }, { dedupeKey: `foo.bar:${id}` });
 */
export function defineJob<P extends Record<string, unknown>, S = unknown>(spec: {
  name: string;
  schema: z.ZodType<P>;
  handler: (payload: P, ctx: JobContext<S>) => Promise<void>;
}): JobDefinition<P, S> {
  const { name, schema, handler } = spec;
  return {
    name,
    schema,
    async run(payload, ctx) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new InvalidJobPayloadError(name, parsed.error);
      await handler(parsed.data, ctx);
    },
    enqueue: (db, payload, options = {}) => enqueueJob(db, { kind: name, payload, ...options }),
    insertion: (payload, options = {}) => jobInsertion(jobRow({ kind: name, payload, ...options })),
  };
}

const registered = new Map<string, Job<never>>();

/**
 * Registers jobs, process-wide (app.ts registers the whole list through installJobs). Registering a
 * kind again replaces its job.
 */
export function registerJobs(list: readonly Job<never>[]): void {
  for (const job of list) registered.set(job.name, job);
}

/**
 * Adds a job. Pass the transaction (`tx`) of the work that needs it, so the job exists iff that work
 * commits. Returns false when a job with the same `dedupeKey` already exists.
 * @example await db.transaction(async (tx) => { …; await fooJob.enqueue(tx, { id }); });
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  return insertJob(db, jobRow(job));
}

/** The row a job is stored as, defaults filled in. */
const jobRow = (job: NewJob) => ({
  kind: job.kind,
  payload: job.payload,
  runAt: job.runAt ?? new Date(),
  dedupeKey: job.dedupeKey ?? null,
  maxAttempts: job.maxAttempts ?? 10,
});

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
  /** The running app's services, handed to every handler (see JobContext). */
  services?: unknown;
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
      LEASE_MS,
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

async function runOne(
  db: Db,
  job: ClaimedJob,
  deps: { log: JobLogger; services: unknown; now: () => Date },
): Promise<boolean> {
  const known = registered.get(job.kind) as Job | undefined;
  try {
    if (!known) throw new Error(`no handler registered for job kind ${job.kind}`);
    await known.run(job.payload, {
      db,
      now: deps.now,
      log: deps.log,
      services: deps.services,
      attempt: job.attempts,
    });
    await markJobDone(db, job.id, deps.now());
    return true;
  } catch (error) {
    // The row and the log get the statement and code of a failed query, never its values (guest details).
    const message = loggableErrorLine(error);
    // A payload its schema refuses fails at once: running it again cannot make it valid.
    const giveUp = job.attempts >= job.maxAttempts || error instanceof InvalidJobPayloadError;
    (giveUp ? deps.log.error : deps.log.warn).call(
      deps.log,
      { jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, error: loggableError(error) },
      'job failed',
    );
    if (giveUp) await markJobFailed(db, job.id, message, deps.now());
    else await retryJobAt(db, job.id, message, new Date(deps.now().getTime() + retryDelayMs(job.attempts)));
    return false;
  }
}

/** How long finished (done or failed) jobs are kept for inspection. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

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
  services: unknown;
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
