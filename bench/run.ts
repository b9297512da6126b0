// `npm run bench`: bundle sizes, page weights, search, booking and managing-a-stay figures (bench/booking.ts,
// bench/manage.ts); the settings endpoint's throughput and latency against a bare route
// of the same app measured in the same run (ratios, never absolute targets: machines differ).
//
//   BENCH_DURATION=5  seconds per measured route (default 5)
//   DATABASE_URL=…    also measure against PostgreSQL (a randomly named database, dropped afterwards)
//   BENCH_ONLY=…      only these sections, comma-separated: bundles, pages, throughput, booking, manage,
//                     membership, staff-reservations, staff-rates, webhooks, partner-ari, payment-links,
//                     analytics, startup, lighthouse (default all)
//   BENCH_LIGHTHOUSE_RUNS=3  Lighthouse runs per page (the median performance score is reported)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startTestServer } from '../apps/server/src/testing/test-app.ts';
import { type TestDatabaseKind, testDatabaseKinds } from '../apps/server/src/testing/test-database.ts';
import { CHROMIUM, scriptsLoadedBy } from './page-weight.ts';
import {
  distPath,
  firstScreenScripts,
  formatBytes,
  formatMs,
  formatRatio,
  gzipSize,
  percentile,
  RESULTS_PAGE_BUDGET,
  renderTable,
} from './report.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOADER = join(root, 'apps', 'loader', 'dist', 'embed.js');
const WIDGET_DIST = join(root, 'apps', 'widget', 'dist');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP_S = 1;
const CONNECTIONS = 10;
const HOTEL = 'hanami-tokyo';
const HOTEL_ID = 1;

function bundleSizes(): string {
  if (!existsSync(LOADER) || !existsSync(join(WIDGET_DIST, 'index.html'))) {
    console.log('Building the widget and the loader first…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const scripts = firstScreenScripts(readFileSync(join(WIDGET_DIST, 'index.html'), 'utf8'));
  const widgetBytes = scripts.reduce(
    (sum, url) => sum + gzipSize(readFileSync(join(WIDGET_DIST, distPath(url)))),
    0,
  );
  return renderTable([
    ['bundle', 'files', 'gzipped'],
    ['loader  apps/loader/dist/embed.js', '1', formatBytes(gzipSize(readFileSync(LOADER)))],
    ['widget first screen (entry + modulepreload)', String(scripts.length), formatBytes(widgetBytes)],
  ]);
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses that were not 2xx, plus connection errors: any of these make the figures suspect. */
  failures: number;
}

interface WorkerResult {
  duration: number;
  failures: number;
  times: Float64Array;
}

/** Loads one URL from a worker thread (autocannon) for `duration` seconds. */
async function load(url: string, headers: Record<string, string>, duration: number): Promise<WorkerResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { url, connections: CONNECTIONS, duration, headers },
  });
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}

/** Runs of one route taken together: 2xx answers per second over their time together, percentiles. */
function summarizeRuns(...runs: WorkerResult[]): Load {
  const times = runs.flatMap((r) => [...r.times]).sort((a, b) => a - b);
  return {
    requestsPerSecond: times.length / runs.reduce((sum, r) => sum + r.duration, 0),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

/** Loads one URL from a worker thread (autocannon) and summarizes the 2xx response times. */
async function measure(url: string, headers: Record<string, string>, duration: number): Promise<Load> {
  return summarizeRuns(await load(url, headers, duration));
}

/** Turns in which a route and select 1 alternate (each route's ratio is to the select 1 of its turns). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function clientSession(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' }),
  });
  if (response.status !== 201)
    throw new Error(`client session: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { client_session: string } }).data.client_session;
}

/** The benchmark searches a quiet weekday a month ahead: not the 1st or the 15th (closures, full hotel). */
function quietDay(): string {
  for (let days = 30; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    if (date.getUTCDay() === 2 && ![1, 15, 16].includes(date.getUTCDate()))
      return date.toISOString().slice(0, 10);
  }
}

function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A search that found nothing (or was refused) would measure the wrong thing: check it first. */
async function expectRooms(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data?: { rooms?: unknown[] } };
  if (response.status !== 200 || !body.data?.rooms?.length)
    throw new Error(
      `benchmark search found no rooms: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
}

async function throughput(kind: TestDatabaseKind): Promise<string> {
  // The rate limiter would turn the run into a measurement of 429s.
  const server = await startTestServer({
    database: kind,
    config: { rateLimit: { perMinute: 1_000_000, store: 'memory' } },
  });
  try {
    const session = { 'Client-Session': await clientSession(server.url) };
    const checkin = quietDay();
    const checkout = dayAfter(checkin, 2);
    const rooms = (party: object[]) => encodeURIComponent(JSON.stringify(party));
    const dates = `checkin_date=${checkin}&checkout_date=${checkout}`;
    const oneRoom = `/book/hotels/${HOTEL_ID}/rooms?${dates}&rooms=${rooms([{ adults: 2 }])}`;
    const threeRooms =
      `/book/hotels/${HOTEL_ID}/rooms?${dates}&rooms=` +
      rooms([{ adults: 2, kids_tiers: ['A', 'B'] }, { adults: 2, kids_tiers: ['C'] }, { adults: 1 }]);
    for (const path of [oneRoom, threeRooms]) await expectRooms(`${server.url}${path}`, session);
    const routes: [name: string, path: string, headers: Record<string, string>][] = [
      ['bare route  GET /healthz', '/healthz', {}],
      ['select 1    GET /readyz', '/readyz', {}],
      ['settings    GET …/settings/booking_widget', `/book/hotels/${HOTEL}/settings/booking_widget`, session],
      ['settings    GET …/settings/sign_in_button', `/book/hotels/${HOTEL}/settings/sign_in_button`, session],
      ['search      GET …/rooms  2 nights, 1 room, 2 adults', oneRoom, session],
      ['search      GET …/rooms  2 nights, 3 rooms, 3 children', threeRooms, session],
    ];
    const rows = [['route', 'req/s', 'vs bare', 'vs select 1', 'p50', 'p95', 'p99', 'non-2xx/errors']];
    const line = (name: string, run: Load, bare: number, selectOne: number) => [
      name,
      Math.round(run.requestsPerSecond).toLocaleString('en-US'),
      formatRatio(run.requestsPerSecond, bare),
      Number.isNaN(selectOne) ? 'n/a' : formatRatio(run.requestsPerSecond, selectOne),
      formatMs(run.p50),
      formatMs(run.p95),
      formatMs(run.p99),
      String(run.failures),
    ];
    const [[bareName, barePath], [selectName, selectPath], ...others] = routes as [
      (typeof routes)[number],
      (typeof routes)[number],
      ...(typeof routes)[number][],
    ];
    const selectUrl = `${server.url}${selectPath}`;
    await measure(`${server.url}${barePath}`, {}, WARM_UP_S);
    const bare = await measure(`${server.url}${barePath}`, {}, DURATION_S);
    await measure(selectUrl, {}, WARM_UP_S);
    // Every other route alternates with select 1 in ROUNDS turns: a change in the machine's load
    // during one route's run falls on its baseline too.
    const selects: WorkerResult[] = [];
    const measured: string[][] = [];
    for (const [name, path, headers] of others) {
      const url = `${server.url}${path}`;
      await measure(url, headers, WARM_UP_S);
      const mine: WorkerResult[] = [];
      const theirs: WorkerResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        theirs.push(await load(selectUrl, {}, DURATION_S / ROUNDS));
        mine.push(await load(url, headers, DURATION_S / ROUNDS));
      }
      selects.push(...theirs);
      measured.push(
        line(
          name,
          summarizeRuns(...mine),
          bare.requestsPerSecond,
          summarizeRuns(...theirs).requestsPerSecond,
        ),
      );
    }
    const selectOne = summarizeRuns(...selects);
    rows.push(line(bareName, bare, bare.requestsPerSecond, Number.NaN));
    rows.push(line(selectName, selectOne, bare.requestsPerSecond, selectOne.requestsPerSecond));
    rows.push(...measured);
    return renderTable(rows);
  } finally {
    await server.close();
  }
}

/** A date `days` after today (UTC), `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What a real browser loads for the first screen and for a results page with a search, until idle. */
async function pageWeights(): Promise<string> {
  if (!existsSync(CHROMIUM)) return `(skipped: no Chromium at ${CHROMIUM})`;
  const server = await startTestServer({ config: { rateLimit: { perMinute: 1_000_000, store: 'memory' } } });
  try {
    const settled = async (page: import('@playwright/test').Page) => {
      await page.getByRole('banner').waitFor();
      await page.getByTestId('yadori-spinner').waitFor({ state: 'detached' });
    };
    const search = `checkin=${dayFromToday(30)}&checkout=${dayFromToday(32)}&adults=2&room_count=1`;
    const pages: [name: string, path: string][] = [
      ['start page  /?code=…', `/?code=${HOTEL}`],
      ['results page  /booking/result, 2 nights, 2 adults', `/booking/result?code=${HOTEL}&${search}`],
    ];
    const rows = [['page (en, Chromium, until network idle)', 'scripts', 'gzipped JS']];
    let resultsPage = 0;
    for (const [name, path] of pages) {
      const weight = await scriptsLoadedBy(`${server.url}${path}`, WIDGET_DIST, settled);
      rows.push([name, String(weight.scripts.length), formatBytes(weight.gzippedBytes)]);
      if (path.startsWith('/booking/result')) resultsPage = weight.gzippedBytes;
    }
    const verdict = resultsPage <= RESULTS_PAGE_BUDGET ? 'within' : 'OVER';
    if (resultsPage > RESULTS_PAGE_BUDGET)
      overBudget.push(`results page ${formatBytes(resultsPage)} > ${formatBytes(RESULTS_PAGE_BUDGET)}`);
    return `${renderTable(rows)}\n\nresults page: ${verdict} its budget of ${formatBytes(RESULTS_PAGE_BUDGET)}`;
  } finally {
    await server.close();
  }
}

/** Budgets a measured figure exceeded: the bench then fails (embed.js's budget fails its own build). */
const overBudget: string[] = [];

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (section: string) => !only || only.includes(section);

if (runs('bundles')) {
  console.log('\n== Bundle sizes (gzip -9)\n');
  console.log(bundleSizes());
}
if (runs('pages')) {
  console.log(
    `\n== JavaScript a browser loads per page (gzip -9; budget for the results page: ${RESULTS_PAGE_BUDGET / 1024} KiB)\n`,
  );
  console.log(await pageWeights());
}
for (const kind of runs('throughput') ? testDatabaseKinds() : []) {
  console.log(
    `\n== Throughput on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per route after ${WARM_UP_S} s warm-up, load generator in a worker thread asking ` +
      `for compressed answers as a browser does; each route ` +
      `after select 1 in ${ROUNDS} alternating turns (its ratio is to those)\n`,
  );
  console.log(await throughput(kind));
}
for (const kind of runs('booking') ? testDatabaseKinds() : [])
  console.log(await (await import('./booking.ts')).bookingBench(kind));
for (const kind of runs('manage') ? testDatabaseKinds() : [])
  console.log(await (await import('./manage.ts')).manageBench(kind));
for (const kind of runs('membership') ? testDatabaseKinds() : [])
  console.log(await (await import('./membership.ts')).membershipBench(kind));
for (const kind of runs('staff-reservations') ? testDatabaseKinds() : [])
  console.log(await (await import('./staff-reservations.ts')).staffReservationsBench(kind));
for (const kind of runs('staff-rates') ? testDatabaseKinds() : [])
  console.log(await (await import('./staff-rates.ts')).staffRatesBench(kind));
for (const kind of runs('webhooks') ? testDatabaseKinds() : [])
  console.log(await (await import('./webhooks.ts')).webhooksBench(kind));
for (const kind of runs('partner-ari') ? testDatabaseKinds() : [])
  console.log(await (await import('./partner-ari.ts')).partnerAriBench(kind));
for (const kind of runs('payment-links') ? testDatabaseKinds() : [])
  console.log(await (await import('./payment-links.ts')).paymentLinksBench(kind));
for (const kind of runs('analytics') ? testDatabaseKinds() : [])
  console.log(await (await import('./analytics.ts')).analyticsBench(kind));
if (runs('startup')) {
  console.log(
    '\n== Start-up of one server process on PGlite in a data directory: spawn to the first 200 of /readyz ' +
      '(first start: migrations + demo seed; restart: median), resident memory idle and under the 1-room search\n',
  );
  console.log(await (await import('./startup.ts')).startupBench());
}
if (runs('lighthouse')) {
  console.log(
    `\n== Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) on a server started like \`npm start\`, ` +
      'PGlite with the demo; performance is the median of the runs, CLS and console errors the worst run\n',
  );
  console.log(await (await import('./lighthouse.ts')).lighthouseBench());
}
console.log('\nRatios compare routes measured in the same run; absolute req/s depend on the machine.');
if (overBudget.length > 0) {
  console.error(`\nOver budget: ${overBudget.join('; ')}`);
  process.exit(1);
}
// A closed PGlite can leave its statement-timer emulation armed, which would keep the process alive.
process.exit(0);
