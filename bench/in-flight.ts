// Fixed-count load for the bench sections that measure a number of operations rather than a duration
// (bench/manage.ts, bench/membership.ts): CONNECTIONS in flight at a time, from this thread or from a
// worker thread, summarised the same way, and the table row such a run makes.
import { Worker } from 'node:worker_threads';
import { formatMs, formatRatio, percentile } from './report.ts';

export const CONNECTIONS = 10;

/** What one run gave: the successful operations' times (ms), the failures, and how long it took (s). */
export interface Sample {
  times: number[];
  failures: number;
  seconds: number;
}

export interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));

/** Runs `tasks` with CONNECTIONS in flight at a time on this thread; each resolves to true on success. */
export async function inFlight(tasks: (() => Promise<boolean>)[]): Promise<Sample> {
  const elapsed: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        const t0 = performance.now();
        const ok = await task().catch(() => false);
        if (ok) elapsed.push(performance.now() - t0);
        else failures += 1;
      }
    }),
  );
  return { times: elapsed, failures, seconds: (performance.now() - started) / 1000 };
}

export interface Requests {
  url: string;
  amount: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** A query parameter given a new value on every request (`&name=1`, `&name=2`…). */
  vary?: string;
  /** The path (and query) of each request in turn, each sent once; `amount` is then their number. */
  paths?: string[];
}

/**
 * A worker thread that sends `amount` requests with CONNECTIONS in flight (autocannon, load-worker.mjs,
 * as the throughput section does): the load generator does not share the server's event loop. Kept
 * for a section's runs, so its isolate starts once; `close` ends it.
 */
export function loadWorker() {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url));
  let queue = Promise.resolve();
  const run = (requests: Requests): Promise<Sample> => {
    const answer = queue.then(
      () =>
        new Promise<{ duration: number; failures: number; times: Float64Array }>((resolve, reject) => {
          // One listener of each kind per run, taken off when the run ends (a section of many runs
          // otherwise piled them up past Node's warning at eleven).
          const failed = (error: Error) => {
            worker.off('message', answered);
            reject(error);
          };
          const answered = (answer: { duration: number; failures: number; times: Float64Array }) => {
            worker.off('error', failed);
            resolve(answer);
          };
          worker.once('message', answered);
          worker.once('error', failed);
          worker.postMessage({ connections: CONNECTIONS, ...requests });
        }),
    );
    queue = answer.then(
      () => undefined,
      () => undefined,
    );
    return answer.then((r) => ({ times: [...r.times], failures: r.failures, seconds: r.duration }));
  };
  return { run, close: () => worker.terminate() };
}

/** One run from the samples of its rounds: operations per second over their time together, percentiles. */
export function summarize(...samples: Sample[]): Run {
  const all = samples.flatMap((s) => s.times).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return {
    requestsPerSecond: all.length / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    failures: samples.reduce((sum, s) => sum + s.failures, 0),
  };
}

/** A table row: name, per second, ratio to `baseline` (per second), p50, p99, failures. */
export const row = (name: string, run: Run, baseline: number): string[] => [
  name,
  Math.round(run.requestsPerSecond).toLocaleString('en-US'),
  formatRatio(run.requestsPerSecond, baseline),
  formatMs(run.p50),
  formatMs(run.p99),
  String(run.failures),
];
