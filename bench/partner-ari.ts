// The partner API's ARI push for `npm run bench` (called from run.ts): a year of the demo hotel — 365
// nights of each of its 6 room types' allotment, and of one room plan of each its prices for every adult
// count the room takes — in ONE request to `POST /api/v1/hotels/1/ari`, against a bare upsert of the same
// rows, measured in the same run two ways: the statements alone, run from this process in one
// transaction (no HTTP), and a bare route of the same app running them for the same request body (the
// same HTTP exchange around the SQL alone). The first ratio charges everything to the endpoint; the
// second shows what its own work adds (the key check, the Idempotency-Key read and write, the console's
// checks per update, the advisory and row locks, the audit entry).
//
// A push is a PMS's one call, one in flight per hotel: the figure is pushes per second at one connection,
// each with a fresh Idempotency-Key (a repeated key would measure the replay). The requests go from this
// process (fetch, over the app's socket), since each carries its own key; the three take turns in ROUNDS
// rounds, so a change in the machine's load falls on all of them.
import { sql } from 'drizzle-orm';
import { createTestPartnerKey } from '../apps/server/src/features/partner-keys/partner-keys-test-kit.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, dayAfter, HOTEL_ID } from './booking.ts';
import { type Sample, summarize } from './in-flight.ts';
import { formatMs, formatRatio, renderTable } from './report.ts';

/** Pushes of each kind per run, and before them to warm up. */
const PUSHES = Number(process.env.BENCH_ARI_PUSHES ?? 30);
const WARM_UP = Number(process.env.BENCH_ARI_WARM_UP ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NIGHTS = 365;
/** Above what any demo night has sold: no update is clamped, so both sides write the same values. */
const ALLOTMENT = 60;

type BenchDb = Awaited<ReturnType<typeof benchApp>>['db'];

interface Hotel {
  roomTypes: { id: number; capacity: number }[];
  /** One room plan of each room type (its lowest id). */
  roomPlans: { id: number; roomTypeId: number; capacity: number }[];
}

async function hotelOf(db: BenchDb): Promise<Hotel> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const types = rows<{ id: number; capacity: number }>(
    await db.execute(
      sql`select id, capacity from room_types where hotel_id = ${HOTEL_ID} and active order by id`,
    ),
  ).map((t) => ({ id: Number(t.id), capacity: Number(t.capacity) }));
  const plans = rows<{ id: number; room_type_id: number }>(
    await db.execute(sql`select min(id) as id, room_type_id from room_plans
      where hotel_id = ${HOTEL_ID} group by room_type_id order by room_type_id`),
  );
  const capacity = new Map(types.map((t) => [t.id, t.capacity]));
  return {
    roomTypes: types,
    roomPlans: plans.map((p) => ({
      id: Number(p.id),
      roomTypeId: Number(p.room_type_id),
      capacity: capacity.get(Number(p.room_type_id)) ?? 1,
    })),
  };
}

const priceOf = (adults: number) => 10_000 + 2_500 * adults;

/** The push: each room type's allotment, then each room plan's prices, over the same year. */
function pushBody(hotel: Hotel, from: string, to: string) {
  return {
    updates: [
      ...hotel.roomTypes.map((type) => ({ room_type_id: type.id, from, to, allotment: ALLOTMENT })),
      ...hotel.roomPlans.map((plan) => ({
        room_type_id: plan.roomTypeId,
        room_plan_id: plan.id,
        from,
        to,
        prices: Object.fromEntries(
          Array.from({ length: plan.capacity }, (_, i) => [String(i + 1), priceOf(i + 1)]),
        ),
      })),
    ],
  };
}

const intArray = (values: number[]) => `{${values.join(',')}}`;

/** The bare statements: the same rows as the push, two `insert … on conflict do update`, one transaction. */
function bareUpsert(db: BenchDb, hotel: Hotel, from: string, to: string) {
  const nights = sql`generate_series(${from}::date, ${to}::date, interval '1 day') as g(d)`;
  const rates = hotel.roomPlans.flatMap((plan) =>
    Array.from({ length: plan.capacity }, (_, i) => ({
      plan: plan.id,
      adults: i + 1,
      price: priceOf(i + 1),
    })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into room_inventory as i (room_type_id, stay_date, allotment)
        select t.id, g.d::date, ${ALLOTMENT}::int
          from unnest(${intArray(hotel.roomTypes.map((t) => t.id))}::int[]) as t(id) cross join ${nights}
      on conflict (room_type_id, stay_date) do update set allotment = greatest(excluded.allotment, i.sold)`);
    await tx.execute(sql`
      insert into room_plan_rates (room_plan_id, stay_date, adults, price)
        select p.plan, g.d::date, p.adults, p.price
          from unnest(${intArray(rates.map((r) => r.plan))}::int[], ${intArray(rates.map((r) => r.adults))}::int[],
                      ${intArray(rates.map((r) => r.price))}::int[]) as p(plan, adults, price)
            cross join ${nights}
      on conflict (room_plan_id, stay_date, adults) do update set price = excluded.price`);
  });
}

/** Runs `n` operations one after another, timed like a request; each resolves to true on success. */
async function oneAtATime(n: number, run: (i: number) => Promise<boolean>): Promise<Sample> {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const ok = await run(i).catch(() => false);
    if (ok) times.push(performance.now() - t0);
    else failures += 1;
  }
  return { times, failures, seconds: (performance.now() - started) / 1000 };
}

/** The ARI push on one database kind, as a printable section. */
export async function partnerAriBench(kind: TestDatabaseKind): Promise<string> {
  let hotel: Hotel | null = null;
  let range = { from: '', to: '' };
  const { db, base, close } = await benchApp(kind, (app) => {
    app.post('/bench/ari-upsert', async () => {
      await bareUpsert(db, hotel!, range.from, range.to);
      return { ok: true };
    });
  });
  try {
    hotel = await hotelOf(db);
    const from = dayAfter(new Date().toISOString().slice(0, 10), 1);
    range = { from, to: dayAfter(from, NIGHTS - 1) };
    const body = JSON.stringify(pushBody(hotel, range.from, range.to));
    const pms = await createTestPartnerKey(db, { hotelId: HOTEL_ID, scopes: ['ari:write'] });
    const json = { 'content-type': 'application/json' };
    let key = 0;
    const push = async () => {
      key += 1;
      const response = await fetch(`${base}/api/v1/hotels/${HOTEL_ID}/ari`, {
        method: 'POST',
        headers: {
          ...json,
          authorization: pms.authorization,
          'idempotency-key': `bench-${Date.now()}-${key}`,
        },
        body,
      });
      const answer = (await response.json()) as { data?: { updates: { nights: number }[] } };
      return response.status === 200 && answer.data?.updates.every((u) => u.nights === NIGHTS) === true;
    };
    const bareRoute = async () =>
      (await fetch(`${base}/bench/ari-upsert`, { method: 'POST', headers: json, body })).status === 200;
    const bareSql = async () => {
      await bareUpsert(db, hotel!, range.from, range.to);
      return true;
    };
    if (!(await push())) throw new Error('partner ARI bench: the push was refused');

    await oneAtATime(WARM_UP, bareSql);
    await oneAtATime(WARM_UP, bareRoute);
    await oneAtATime(WARM_UP, push);
    const bare: Sample[] = [];
    const routes: Sample[] = [];
    const pushes: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const amount = Math.round(((round + 1) * PUSHES) / ROUNDS) - Math.round((round * PUSHES) / ROUNDS);
      bare.push(await oneAtATime(amount, bareSql));
      routes.push(await oneAtATime(amount, bareRoute));
      pushes.push(await oneAtATime(amount, push));
    }
    const sqlAlone = summarize(...bare);
    const route = summarize(...routes);
    const pushed = summarize(...pushes);
    const line = (name: string, run: ReturnType<typeof summarize>, routeRatio: string) => [
      name,
      run.requestsPerSecond.toFixed(1),
      formatRatio(run.requestsPerSecond, sqlAlone.requestsPerSecond),
      routeRatio,
      formatMs(run.p50),
      formatMs(run.p99),
      String(run.failures),
    ];
    const rows = [
      ['a year of the hotel in one push', 'per s', 'vs bare SQL', 'vs bare route', 'p50', 'p99', 'failures'],
      line('bare SQL    two upserts in a transaction, in process', sqlAlone, ''),
      line('bare route  POST /bench/ari-upsert (same body, the statements alone)', route, formatRatio(1, 1)),
      line(
        'ARI push    POST /api/v1/hotels/1/ari',
        pushed,
        formatRatio(pushed.requestsPerSecond, route.requestsPerSecond),
      ),
    ];
    const rates = hotel.roomPlans.reduce((sum, plan) => sum + plan.capacity, 0) * NIGHTS;
    const updates = hotel.roomTypes.length + hotel.roomPlans.length;
    return (
      `\n== A year's ARI push on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${updates} updates — ` +
      `${NIGHTS} nights × ${hotel.roomTypes.length} room types (${NIGHTS * hotel.roomTypes.length} allotments) and ` +
      `${hotel.roomPlans.length} room plans' prices (${rates} rates) — per push, one in flight, ${PUSHES} of each ` +
      `in ${ROUNDS} alternating rounds after ${WARM_UP} of each\n\n${renderTable(rows)}`
    );
  } finally {
    await close();
  }
}
