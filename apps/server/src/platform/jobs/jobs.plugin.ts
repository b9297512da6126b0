import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import {
  type Job,
  type JobRunner,
  type RunDueJobsResult,
  registerJobs,
  runDueJobs,
  startJobRunner,
} from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the jobs due at `at` (default: the app's clock) with this app's services; for tests. */
    runDueJobs(at?: Date): Promise<RunDueJobsResult>;
  }
}

/** `false` turns the background poller off (tests call `app.runDueJobs(at)` instead). */
export type JobRunnerOptions = { pollIntervalMs?: number } | false;

/**
 * Registers the app's jobs (the one list, in app.ts), starts the job poller when the app is ready and
 * stops it (waiting for the running tick) on close. `services` must have what every job's handler
 * needs (checked by the types).
 * @example installJobs(app, { db, now, jobs: [holdExpiryJob], services: { paymentProvider }, runner: { pollIntervalMs: 1000 } });
 */
export function installJobs<S extends object>(
  app: FastifyInstance,
  options: {
    db: Db;
    now: () => Date;
    jobs: readonly Job<NoInfer<S>>[];
    services: S;
    runner: JobRunnerOptions | undefined;
  },
): void {
  const { db, now, services } = options;
  registerJobs(options.jobs);
  const log = app.log.child({ component: 'jobs' });
  app.decorate('runDueJobs', (at?: Date) => runDueJobs(db, at ?? now(), { log, services }));
  if (options.runner === false) return;
  const pollIntervalMs = options.runner?.pollIntervalMs ?? 1000;
  let runner: JobRunner | undefined;
  app.addHook('onReady', async () => {
    runner = startJobRunner({ db, now, log, services, pollIntervalMs });
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
