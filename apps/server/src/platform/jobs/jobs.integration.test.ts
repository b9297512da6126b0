import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, type Db, openNodePostgres } from '../../db/database.ts';
import { queryPreparedIn, statementName, statementValues } from '../../db/prepared-statements.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { deleteJobsFinishedBefore, type JobInsertion } from './jobs.repository.ts';
import { defineJob, enqueueJob, type JobContext, registerJobs, retryDelayMs, runDueJobs } from './jobs.ts';

/** A test job of `kind` whose payload is any object. */
function registerJobHandler(
  kind: string,
  handler: (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>,
): void {
  registerJobs([defineJob({ name: kind, schema: z.record(z.string(), z.unknown()), handler })]);
}

const T0 = new Date('2026-05-01T00:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(testDatabaseKinds())('durable jobs (%s)', (database) => {
  let t: TestApp;
  const kind = (name: string) => `test.${database}.${name}.${randomUUID().slice(0, 8)}`;
  const jobOf = async (dedupeKey: string) =>
    (await t.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0];

  /** A registered job of kind `k` with a typed payload, and the reservation ids it ran for. */
  const reservationJob = (k: string) => {
    const seen: number[] = [];
    const typed = defineJob({
      name: k,
      schema: z.object({ reservationId: z.number().int() }),
      handler: async ({ reservationId }) => {
        seen.push(reservationId);
      },
    });
    registerJobs([typed]);
    return { typed, seen };
  };

  beforeAll(async () => {
    t = await createTestApp({ database });
  }, 120_000);
  afterAll(async () => t?.close());

  it('exists only if the transaction that enqueued it commits', async () => {
    const k = kind('tx');
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx as unknown as Db, { kind: k, payload: {}, dedupeKey: `${k}:rolled-back` });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await jobOf(`${k}:rolled-back`)).toBeUndefined();
    await t.db.transaction(async (tx) => {
      await enqueueJob(tx as unknown as Db, { kind: k, payload: {}, dedupeKey: `${k}:committed` });
    });
    expect(await jobOf(`${k}:committed`)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runs a job once when due, not before, and ignores a second enqueue with the same dedupe key', async () => {
    const k = kind('due');
    const seen: unknown[] = [];
    registerJobHandler(k, async (payload) => {
      seen.push(payload);
    });
    expect(await enqueueJob(t.db, { kind: k, payload: { n: 1 }, runAt: at(60), dedupeKey: k })).toBe(true);
    expect(await enqueueJob(t.db, { kind: k, payload: { n: 2 }, runAt: at(0), dedupeKey: k })).toBe(false);
    await runDueJobs(t.db, at(59));
    expect(seen).toEqual([]);
    await runDueJobs(t.db, at(60));
    await runDueJobs(t.db, at(120));
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobOf(k)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing handler with growing delays, keeps the last error, and gives up after max attempts', async () => {
    const k = kind('retry');
    let calls = 0;
    registerJobHandler(k, async (_payload, ctx) => {
      calls += 1;
      expect(ctx.attempt).toBe(calls);
      throw new Error(`boom ${calls}`);
    });
    await enqueueJob(t.db, { kind: k, payload: {}, runAt: at(0), dedupeKey: k, maxAttempts: 3 });
    expect(await runDueJobs(t.db, at(0))).toEqual({ succeeded: 0, failed: 1 });
    expect(await jobOf(k)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'boom 1',
      runAt: at(10),
    });
    await runDueJobs(t.db, at(9));
    expect(calls).toBe(1);
    await runDueJobs(t.db, at(10));
    expect(await jobOf(k)).toMatchObject({ attempts: 2, lastError: 'boom 2', runAt: at(30) });
    await runDueJobs(t.db, at(30));
    expect(await jobOf(k)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    await runDueJobs(t.db, at(100_000));
    expect(calls).toBe(3);
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 3_600_000]);
  });

  it('keeps a job of an unknown kind for a later instance that knows it', async () => {
    const k = kind('unknown');
    await enqueueJob(t.db, { kind: k, payload: {}, runAt: at(0), dedupeKey: k });
    await runDueJobs(t.db, at(0));
    expect(await jobOf(k)).toMatchObject({
      status: 'pending',
      lastError: `no handler registered for job kind ${k}`,
    });
    registerJobHandler(k, async () => {});
    await runDueJobs(t.db, at(3600));
    expect(await jobOf(k)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose stored payload its schema refuses, with a clear last_error, and runs the next', async () => {
    const k = kind('typed');
    const { typed, seen } = reservationJob(k);
    await enqueueJob(t.db, {
      kind: k,
      payload: { reservationId: 'guest@example.com' },
      runAt: at(0),
      dedupeKey: `${k}:bad`,
    });
    expect(await typed.enqueue(t.db, { reservationId: 7 }, { runAt: at(0), dedupeKey: `${k}:good` })).toBe(
      true,
    );
    expect(await runDueJobs(t.db, at(0))).toEqual({ succeeded: 1, failed: 1 });
    expect(seen).toEqual([7]);
    const bad = await jobOf(`${k}:bad`);
    expect(bad).toMatchObject({ status: 'failed', attempts: 1 });
    expect(bad?.lastError).toMatch(new RegExp(`^invalid payload for job kind ${k}: reservationId: `));
    expect(bad?.lastError).not.toContain('guest@example.com');
    expect(await jobOf(`${k}:good`)).toMatchObject({ status: 'done' });
  });

  it("inserts a job as part of the caller's statement: once per dedupe key, and not when the statement fails", async () => {
    const k = kind('insertion');
    const { typed, seen } = reservationJob(k);
    const job = () => typed.insertion({ reservationId: 8 }, { runAt: at(0), dedupeKey: `${k}:8` });
    // The caller's statement: the insertion's text as a CTE, its values bound after the caller's own.
    const withJob = (insertion: JobInsertion, select: string) => {
      const { values, bind } = statementValues();
      const text = `with j as (${insertion.text(bind)}) ${select}`;
      return queryPreparedIn<{ n: number }>(t.db, statementName('test_job_insertion', text), text, values);
    };
    const answer = await withJob(job(), 'select 41 + 1 as n');
    expect(Number(answer[0]!.n)).toBe(42);
    await withJob(job(), 'select 1');
    await expect(withJob(job(), 'select 1 / 0')).rejects.toThrow();
    const failed = typed.insertion({ reservationId: 9 }, { runAt: at(0), dedupeKey: `${k}:9` });
    await expect(withJob(failed, 'select 1 / 0')).rejects.toThrow();
    expect(await jobOf(`${k}:9`)).toBeUndefined();
    expect(await runDueJobs(t.db, at(0))).toMatchObject({ succeeded: 1 });
    expect(seen).toEqual([8]);
  });

  it('logs and keeps a failed query by its statement and code, never its bound values', async () => {
    const k = kind('query');
    const email = 'guest.private@example.com';
    registerJobHandler(k, async (_payload, ctx) => {
      await ctx.db.execute(sql`select ${email}::int`);
    });
    const lines: unknown[] = [];
    const log = { info: () => {}, warn: (fields: object) => void lines.push(fields), error: () => {} };
    await enqueueJob(t.db, { kind: k, payload: {}, runAt: at(0), dedupeKey: k });
    expect(await runDueJobs(t.db, at(0), { log })).toEqual({ succeeded: 0, failed: 1 });
    const row = await jobOf(k);
    for (const kept of [row?.lastError, JSON.stringify(lines)]) {
      expect(kept).toContain('22P02');
      expect(kept).toContain('select $1::int');
      expect(kept).not.toContain(email);
    }
  });

  it('runs jobs a handler enqueues when they are already due', async () => {
    const first = kind('chain-1');
    const second = kind('chain-2');
    const order: string[] = [];
    registerJobHandler(first, async (_p, ctx) => {
      order.push('first');
      await enqueueJob(ctx.db, { kind: second, payload: {}, runAt: ctx.now(), dedupeKey: second });
    });
    registerJobHandler(second, async () => {
      order.push('second');
    });
    await enqueueJob(t.db, { kind: first, payload: {}, runAt: at(0), dedupeKey: first });
    await runDueJobs(t.db, at(5));
    expect(order).toEqual(['first', 'second']);
  });

  it('deletes finished jobs past their retention, never pending ones', async () => {
    const done = kind('old-done');
    const waiting = kind('old-pending');
    registerJobHandler(done, async () => {});
    await enqueueJob(t.db, { kind: done, payload: {}, runAt: at(0), dedupeKey: done });
    await enqueueJob(t.db, { kind: waiting, payload: {}, runAt: at(10_000_000), dedupeKey: waiting });
    await runDueJobs(t.db, at(0));
    await deleteJobsFinishedBefore(t.db, at(0));
    expect(await jobOf(done)).toBeDefined();
    await deleteJobsFinishedBefore(t.db, at(1));
    expect(await jobOf(done)).toBeUndefined();
    expect(await jobOf(waiting)).toMatchObject({ status: 'pending' });
  });

  it('polls while the app runs when a poll interval is given', async () => {
    const polled = await createTestApp({ database, jobs: { pollIntervalMs: 20 } });
    try {
      const k = kind('poll');
      const seen: string[] = [];
      registerJobHandler(k, async () => {
        seen.push(k);
      });
      await enqueueJob(polled.db, { kind: k, payload: {}, dedupeKey: k });
      await vi.waitFor(() => expect(seen).toEqual([k]), { timeout: 10_000, interval: 20 });
    } finally {
      await polled.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('jobs claimed by several workers on one PostgreSQL', () => {
  let t: TestApp;
  let other: Database;

  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
    const [row] = (
      (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] }
    ).rows;
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    other = await openNodePostgres(url.toString());
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('runs each of 40 jobs exactly once across four concurrent workers', async () => {
    const k = `test.workers.${randomUUID().slice(0, 8)}`;
    const runs = new Map<number, number>();
    registerJobHandler(k, async (payload) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      // Hold the claim a moment so the workers overlap.
      await t.db.execute(sql`select pg_sleep(0.005)`);
    });
    for (let n = 0; n < 40; n += 1) await enqueueJob(t.db, { kind: k, payload: { n }, runAt: T0 });
    const results = await Promise.all([
      runDueJobs(t.db, at(1)),
      runDueJobs(other.db, at(1)),
      runDueJobs(t.db, at(1)),
      runDueJobs(other.db, at(1)),
    ]);
    expect(results.reduce((sum, r) => sum + r.succeeded, 0)).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
    expect(results.filter((r) => r.succeeded > 0).length).toBeGreaterThan(1);
  });
});
