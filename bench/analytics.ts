// Analytics, notices and the funnel for `npm run bench` (called from run.ts), decision 061:
// - the guest's notices (`GET /book/hotels/1/notices?placement=results&segment_ids=newsletter`, the
//   demo banner's segment: the hotel's notices from the catalogue's cache, matched to the caller) and
//   the console's funnel over 30 and 92 days (funnel_counts of 20 sources a day, and bookings counted
//   from RESERVATIONS reservations of the range), each against `GET /readyz` (select 1) on the same app,
//   taking turns with it in ROUNDS rounds;
// - what counting costs the search path: the funnel counter's `count` (a map update, what every
//   search's onResponse does) against a bare Map increment, in process.
import { sql } from 'drizzle-orm';
import { createTestStaff } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { createFunnelCounter } from '../apps/server/src/platform/analytics/funnel-counter.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, dayAfter, HOTEL_ID } from './booking.ts';
import { CONNECTIONS, loadWorker, row, type Sample, summarize } from './in-flight.ts';
import { formatRatio, renderTable } from './report.ts';

const RESERVATIONS = Number(process.env.BENCH_ANALYTICS_RESERVATIONS ?? 5000);
const SOURCES = 20;
const READS = Number(process.env.BENCH_ANALYTICS_READS ?? 2000);
const WARM_UP = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const COUNTS = 2_000_000;

/** `count` calls per second against a bare Map increment of the same keys, best of three each. */
function countingCost(db: Parameters<typeof createFunnelCounter>[0]['db']): { count: number; bare: number } {
  const keys = Array.from({ length: SOURCES }, (_, i) => `source-${i}`);
  const best = (run: () => void) => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      run();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return COUNTS / (fastest / 1000);
  };
  const bare = best(() => {
    const map = new Map<string, { searches: number }>();
    for (let i = 0; i < COUNTS; i++) {
      const key = `${HOTEL_ID}|2026-05-01|${keys[i % SOURCES]}`;
      let entry = map.get(key);
      if (!entry) {
        entry = { searches: 0 };
        map.set(key, entry);
      }
      entry.searches += 1;
    }
  });
  const count = best(() => {
    // Never flushed: the figure is the counting alone.
    const counter = createFunnelCounter({ db, onError: () => {} });
    for (let i = 0; i < COUNTS; i++) counter.count('searches', HOTEL_ID, '2026-05-01', keys[i % SOURCES]!);
  });
  return { count, bare };
}

export async function analyticsBench(kind: TestDatabaseKind): Promise<string> {
  const { db, base, headers, close } = await benchApp(kind);
  const requests = loadWorker();
  try {
    const today = new Date().toISOString().slice(0, 10);
    const from92 = dayAfter(today, -91);
    // 92 days of counts for SOURCES sources, and reservations made over the same days under them.
    await db.execute(sql`
      insert into funnel_counts (hotel_id, day, source, searches, selections, checkouts)
        select ${HOTEL_ID}, ${from92}::date + d, 'source-' || s, 1000 + d * 7 + s, 300 + s, 40 + s
          from generate_series(0, 91) d, generate_series(0, ${SOURCES - 1}) s`);
    await db.execute(sql`
      insert into reservations (hotel_id, number, status, email, bypass_token_hash, locale, currency,
          checkin_date, checkout_date, nights, guest, payment_method, payment_state, rooms_total, total_price,
          tax, accommodation_tax, amount_due_now, remaining_amount, terms_accepted_at, confirmed_at,
          created_at, source)
        select ${HOTEL_ID}, 'BENCHA' || lpad(g::text, 6, '0'), 'confirmed', 'guest' || g || '@example.com',
            encode(sha256(('bench-a-' || g)::bytea), 'hex'), 'en', 'JPY', ${today}::date + 30,
            ${today}::date + 32, 2,
            jsonb_build_object('first_name', 'Guest' || g, 'last_name', 'Yamada',
              'email', 'guest' || g || '@example.com', 'phone', '+81312345678',
              'promotions_opt_in', false, 'is_booking_for_someone_else', false),
            'on_site', 'pay_at_hotel', 24000, 24000, 2181, 0, 0, 24000, now(), now(),
            now() - (g % 92) * interval '1 day' - (g % 1440) * interval '1 minute', 'source-' || (g % ${SOURCES})
          from generate_series(1, ${RESERVATIONS}) g`);
    await db.execute(sql`analyze reservations`);
    await db.execute(sql`analyze funnel_counts`);
    const manager = await createTestStaff(db, { role: 'hotel_manager', hotelIds: [HOTEL_ID] });
    const staff = { authorization: manager.authorization };

    const funnel = (from: string) => `${base}/staff/hotels/${HOTEL_ID}/funnel?from=${from}&to=${today}`;
    const routes: [name: string, url: string, extra: Record<string, string>][] = [
      [
        'notices     GET /book/hotels/1/notices (results, a segment)',
        `${base}/book/hotels/${HOTEL_ID}/notices?placement=results&segment_ids=newsletter`,
        { ...headers, 'tripla-locale': 'ja' },
      ],
      ['funnel      GET /staff/hotels/1/funnel, 30 days', funnel(dayAfter(today, -29)), staff],
      ['funnel      92 days', funnel(from92), staff],
    ];
    for (const [name, url, extra] of routes) {
      const answer = await fetch(url, { headers: extra });
      const body = (await answer.json()) as { data?: { notices?: unknown[]; totals?: { bookings: number } } };
      const ok = url.includes('/notices')
        ? body.data?.notices?.length === 1
        : (body.data?.totals?.bookings ?? 0) > 0;
      if (answer.status !== 200 || !ok)
        throw new Error(
          `analytics bench: ${name}: HTTP ${answer.status} ${JSON.stringify(body).slice(0, 300)}`,
        );
    }

    const get = (url: string, extra: Record<string, string>) => (amount: number) =>
      requests.run({ url, headers: extra, amount });
    const selectOne = get(`${base}/readyz`, {});
    await selectOne(WARM_UP);
    const measured: string[][] = [];
    const baselines: Sample[] = [];
    for (const [name, url, extra] of routes) {
      const read = get(url, extra);
      await read(WARM_UP);
      const mine: Sample[] = [];
      const theirs: Sample[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const amount = Math.round(((round + 1) * READS) / ROUNDS) - Math.round((round * READS) / ROUNDS);
        theirs.push(await selectOne(amount));
        mine.push(await read(amount));
      }
      baselines.push(...theirs);
      measured.push(row(name, summarize(...mine), summarize(...theirs).requestsPerSecond));
    }
    const baseline = summarize(...baselines);
    const cost = countingCost(db);
    const rows = [
      ['route', 'req/s', 'vs select 1', 'p50', 'p99', 'non-2xx/errors'],
      row('select 1    GET /readyz', baseline, baseline.requestsPerSecond),
      ...measured,
    ];
    return (
      `\n== Notices and the funnel on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ` +
      `${CONNECTIONS} requests in flight, ${READS} per route after ${WARM_UP} to warm up, in ${ROUNDS} rounds ` +
      `each after as many select 1 (its ratio is to those); the funnel over ${SOURCES} sources a day and ` +
      `${RESERVATIONS.toLocaleString('en-US')} reservations, a hotel manager's bearer\n\n${renderTable(rows)}\n\n` +
      `counting a search (the funnel counter's count, in process): ${Math.round(cost.count).toLocaleString('en-US')} ` +
      `a second, ${formatRatio(cost.count, cost.bare)} a bare Map increment ` +
      `(${Math.round(cost.bare).toLocaleString('en-US')} a second)`
    );
  } finally {
    await requests.close();
    await close();
  }
}
