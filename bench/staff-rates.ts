// The console's bulk rate edit for `npm run bench` (called from run.ts): a year's prices of one room plan
// — 365 nights × every adult count the room takes — set through `POST /staff/hotels/1/rates/bulk`,
// against a bare `insert … on conflict do update` of the same rows, measured in the same run two ways:
// the statement alone, run from this process (no HTTP), and a bare route of the same app running that
// statement for the same request body (the same HTTP exchange around the SQL alone). The first ratio
// charges everything to the endpoint; the second shows what its own work adds (the staff session and
// hotel checks, the advisory and row locks, the audit's summaries before and after, the audit row).
//
// An edit is a person's single action, so one is in flight at a time: the figure is edits per second at
// one connection (the requests from autocannon in a worker thread, as in the other sections). The three
// take turns in ROUNDS rounds, so a change in the machine's load falls on all of them.
import { sql } from 'drizzle-orm';
import { createTestStaff } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, dayAfter, HOTEL_ID } from './booking.ts';
import { loadWorker, type Requests, row, type Sample, summarize } from './in-flight.ts';
import { formatRatio, renderTable } from './report.ts';

/** Edits of each kind per run, and before them to warm up. */
const EDITS = Number(process.env.BENCH_RATE_EDITS ?? 60);
const WARM_UP = Number(process.env.BENCH_RATE_WARM_UP ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NIGHTS = 365;
const ROOM_PLAN = 'STD-DBL-ROOM-ONLY';

type BenchDb = Awaited<ReturnType<typeof benchApp>>['db'];

/** The room plan's ids and the adult counts its room type takes. */
async function roomPlanOf(db: BenchDb) {
  const result = (await db.execute(sql`
    select rp.id, rp.room_type_id, t.capacity from room_plans rp join room_types t on t.id = rp.room_type_id
      where rp.hotel_id = ${HOTEL_ID} and rp.code = ${ROOM_PLAN}`)) as unknown as {
    rows: { id: number; room_type_id: number; capacity: number }[];
  };
  const plan = result.rows[0]!;
  return { id: Number(plan.id), roomTypeId: Number(plan.room_type_id), capacity: Number(plan.capacity) };
}

/** The bare statement: the same rows as the edit, one `insert … on conflict do update`. */
function bareUpsert(db: BenchDb, body: { room_plan_id: number; from: string; to: string; prices: object }) {
  const prices = Object.entries(body.prices as Record<string, number>);
  return db.execute(sql`
    insert into room_plan_rates (room_plan_id, stay_date, adults, price)
      select ${body.room_plan_id}::int, g.d::date, p.adults, p.price
        from generate_series(${body.from}::date, ${body.to}::date, interval '1 day') as g(d)
          cross join unnest(${`{${prices.map(([adults]) => adults).join(',')}}`}::int[],
                            ${`{${prices.map(([, price]) => price).join(',')}}`}::int[]) as p(adults, price)
    on conflict (room_plan_id, stay_date, adults) do update set price = excluded.price`);
}

/** Runs `n` bare statements one after another, timed like a request. */
async function inProcess(n: number, run: () => Promise<unknown>): Promise<Sample> {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    try {
      await run();
      times.push(performance.now() - t0);
    } catch {
      failures += 1;
    }
  }
  return { times, failures, seconds: (performance.now() - started) / 1000 };
}

/** The bulk rate edit on one database kind, as a printable section. */
export async function staffRatesBench(kind: TestDatabaseKind): Promise<string> {
  const { db, base, close } = await benchApp(kind, (app) => {
    app.post('/bench/rates-upsert', async (request) => {
      await bareUpsert(db, request.body as Parameters<typeof bareUpsert>[1]);
      return { ok: true };
    });
  });
  const requests = loadWorker();
  try {
    const plan = await roomPlanOf(db);
    const manager = await createTestStaff(db, { role: 'hotel_manager', hotelIds: [HOTEL_ID] });
    const from = dayAfter(new Date().toISOString().slice(0, 10), 1);
    const body = {
      from,
      to: dayAfter(from, NIGHTS - 1),
      room_type_id: plan.roomTypeId,
      room_plan_id: plan.id,
      prices: Object.fromEntries(
        Array.from({ length: plan.capacity }, (_, i) => [String(i + 1), 12_000 + 3_000 * i]),
      ),
    };
    const json = { 'content-type': 'application/json' };
    // One connection: an edit is one person's action (the Requests type leaves the worker's default).
    const one = (run: Requests & { connections?: number }) => requests.run(run);
    const endpoint = {
      url: `${base}/staff/hotels/${HOTEL_ID}/rates/bulk`,
      method: 'POST' as const,
      headers: { ...json, authorization: manager.authorization },
      body: JSON.stringify(body),
      connections: 1,
    };
    const bareRoute = { ...endpoint, url: `${base}/bench/rates-upsert`, headers: json };
    const first = await fetch(endpoint.url, endpoint);
    const answer = (await first.json()) as { data?: { nights: number } };
    if (first.status !== 200 || answer.data?.nights !== NIGHTS)
      throw new Error(`staff rates bench: edit refused: HTTP ${first.status} ${JSON.stringify(answer)}`);

    await inProcess(WARM_UP, () => bareUpsert(db, body));
    await one({ ...bareRoute, amount: WARM_UP });
    await one({ ...endpoint, amount: WARM_UP });
    const bare: Sample[] = [];
    const routes: Sample[] = [];
    const edits: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const amount = Math.round(((round + 1) * EDITS) / ROUNDS) - Math.round((round * EDITS) / ROUNDS);
      bare.push(await inProcess(amount, () => bareUpsert(db, body)));
      routes.push(await one({ ...bareRoute, amount }));
      edits.push(await one({ ...endpoint, amount }));
    }
    const sqlAlone = summarize(...bare);
    const route = summarize(...routes);
    const edit = summarize(...edits);
    const withRouteRatio = (cells: string[], ratio: string) => [
      ...cells.slice(0, 3),
      ratio,
      ...cells.slice(3),
    ];
    const rows = [
      ['a year of one room plan’s prices', 'per s', 'vs bare SQL', 'vs bare route', 'p50', 'p99', 'failures'],
      withRouteRatio(
        row('bare SQL    insert … on conflict do update, in process', sqlAlone, sqlAlone.requestsPerSecond),
        '',
      ),
      withRouteRatio(
        row(
          'bare route  POST /bench/rates-upsert (same body, the statement alone)',
          route,
          sqlAlone.requestsPerSecond,
        ),
        formatRatio(1, 1),
      ),
      withRouteRatio(
        row('bulk edit   POST /staff/hotels/1/rates/bulk', edit, sqlAlone.requestsPerSecond),
        formatRatio(edit.requestsPerSecond, route.requestsPerSecond),
      ),
    ];
    const rates = NIGHTS * plan.capacity;
    return (
      `\n== A year's bulk rate edit on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${NIGHTS} nights × ` +
      `${plan.capacity} adult counts (${rates} rates) of ${ROOM_PLAN} per edit, one in flight, ${EDITS} of each ` +
      `in ${ROUNDS} alternating rounds after ${WARM_UP} of each\n\n${renderTable(rows)}`
    );
  } finally {
    await requests.close();
    await close();
  }
}
