// Start-up figures for `npm run bench` (called from run.ts): one server process started the way
// `npm start` runs it (the compiled apps/server/dist/main.js) against the way `npm run dev` does
// (TypeScript through the tsx loader), on PGlite in a data directory of its own, as `npm start` uses
// by default. For each: the time from spawning the process to the first 200 of GET /readyz, on an
// empty data directory (migrations and the demo seed) and restarted on the seeded one (the median of
// RESTARTS); the resident memory (RSS) idle and at its highest under the 1-room search load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type ServerProcess,
  type StartMode,
  startServerProcess,
} from '../apps/server/src/testing/server-process.ts';
import { dayAfter, HOTEL_ID } from './booking.ts';
import { formatRatio, renderTable } from './report.ts';

const ROOT = join(import.meta.dirname, '..');
const RESTARTS = Number(process.env.BENCH_STARTUP_RESTARTS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP_S = 1;
const CONNECTIONS = 10;
/** How long a started server is left alone before its idle RSS is read (start-up jobs settle). */
const SETTLE_MS = 3_000;
const MODES: [mode: StartMode, label: string][] = [
  ['loader', 'TS loader  node --import tsx src/main.ts  (before)'],
  ['compiled', 'compiled   node dist/main.js  (npm start)'],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A Tuesday a month ahead that is not the 1st or the 15th (closures, a full hotel). */
function quietDay(): string {
  for (let days = 30; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    if (date.getUTCDay() === 2 && ![1, 15, 16].includes(date.getUTCDate()))
      return date.toISOString().slice(0, 10);
  }
}

/** The 1-room search of the throughput section, with a session of the demo widget's client. */
async function searchRequest(
  server: ServerProcess,
): Promise<{ url: string; headers: Record<string, string> }> {
  const session = await fetch(`${server.url}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' }),
  });
  if (session.status !== 201) throw new Error(`startup bench: client session HTTP ${session.status}`);
  const { data } = (await session.json()) as { data: { client_session: string } };
  const checkin = quietDay();
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const url = `${server.url}/book/hotels/${HOTEL_ID}/rooms?checkin_date=${checkin}&checkout_date=${dayAfter(checkin, 2)}&rooms=${rooms}`;
  const headers = { 'Client-Session': data.client_session };
  const check = await fetch(url, { headers });
  const body = (await check.json()) as { data?: { rooms?: unknown[] } };
  if (check.status !== 200 || !body.data?.rooms?.length)
    throw new Error(`startup bench: the search found no rooms (HTTP ${check.status})`);
  return { url, headers };
}

/** One autocannon run from a worker thread. */
async function load(url: string, headers: Record<string, string>, duration: number) {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { url, connections: CONNECTIONS, duration, headers },
  });
  try {
    return await new Promise<{ duration: number; failures: number; times: Float64Array }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
  } finally {
    await worker.terminate();
  }
}

/** The search load for DURATION_S after a warm-up second, sampling the server's RSS all along. */
async function underLoad(server: ServerProcess) {
  const { url, headers } = await searchRequest(server);
  let peakRss = server.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, server.rss());
  }, 50);
  try {
    await load(url, headers, WARM_UP_S);
    const result = await load(url, headers, DURATION_S);
    return { peakRss, requestsPerSecond: result.times.length / result.duration, failures: result.failures };
  } finally {
    clearInterval(sampler);
  }
}

interface Figures {
  firstStartMs: number;
  restartMs: number;
  idleRss: number;
  loadRss: number;
  requestsPerSecond: number;
  failures: number;
}

/** The start-up section as a printable table (builds the server first, so dist/ matches the sources). */
export async function startupBench(): Promise<string> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@yadori/server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build -w @yadori/server failed');
  // Far above the search load: the figures must not measure 429s.
  const env = { RATE_LIMIT_PER_MINUTE: '1000000' };
  const dirs = new Map(MODES.map(([mode]) => [mode, mkdtempSync(join(tmpdir(), `yadori-startup-${mode}-`))]));
  const figures = new Map<StartMode, Figures>();
  try {
    for (const [mode] of MODES) {
      const server = await startServerProcess({ mode, dataDir: dirs.get(mode)!, env });
      await server.stop();
      figures.set(mode, {
        firstStartMs: server.readyAfterMs,
        restartMs: Number.NaN,
        idleRss: 0,
        loadRss: 0,
        requestsPerSecond: 0,
        failures: 0,
      });
    }
    // Restarts take turns between the two modes, so a busy moment of the machine hits both alike.
    const restarts = new Map<StartMode, number[]>(MODES.map(([mode]) => [mode, []]));
    for (let round = 0; round < RESTARTS; round++) {
      for (const [mode] of MODES) {
        const server = await startServerProcess({ mode, dataDir: dirs.get(mode)!, env });
        restarts.get(mode)!.push(server.readyAfterMs);
        const last = round === RESTARTS - 1;
        try {
          if (last) {
            await sleep(SETTLE_MS);
            const f = figures.get(mode)!;
            f.idleRss = server.rss();
            const load = await underLoad(server);
            Object.assign(f, {
              loadRss: load.peakRss,
              requestsPerSecond: load.requestsPerSecond,
              failures: load.failures,
            });
          }
        } finally {
          await server.stop();
        }
      }
    }
    for (const [mode] of MODES) figures.get(mode)!.restartMs = median(restarts.get(mode)!);
  } finally {
    for (const dir of dirs.values()) rmSync(dir, { recursive: true, force: true });
  }

  const before = figures.get('loader')!;
  const rows = [
    [
      'start',
      'first start',
      'restart',
      'vs loader',
      'RSS idle',
      'RSS search load',
      'search req/s',
      'non-2xx/errors',
    ],
  ];
  for (const [mode, label] of MODES) {
    const f = figures.get(mode)!;
    rows.push([
      label,
      seconds(f.firstStartMs),
      seconds(f.restartMs),
      formatRatio(f.restartMs, before.restartMs),
      mib(f.idleRss),
      mib(f.loadRss),
      Math.round(f.requestsPerSecond).toLocaleString('en-US'),
      String(f.failures),
    ]);
  }
  return renderTable(rows);
}
