// The console's reservation list for `npm run bench` (called from run.ts): `GET /staff/hotels/1/reservations`
// — 50 a page, unfiltered, filtered by status and check-in dates, searched by guest name, newest first —
// against `GET /readyz` (select 1) on the same app and HTTP path, over a few thousand reservations
// written by SQL for the bench (with one room each, as the list counts rooms).
//
// The requests come from autocannon in a worker thread, as in the other read sections; each route takes
// turns with select 1 in ROUNDS rounds and is compared with the select 1 of its own rounds.
import { sql } from 'drizzle-orm';
import { createTestStaff } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, dayAfter, HOTEL_ID } from './booking.ts';
import { CONNECTIONS, loadWorker, row, type Sample, summarize } from './in-flight.ts';
import { renderTable } from './report.ts';

/** Reservations of the hotel the list runs over. */
const RESERVATIONS = Number(process.env.BENCH_STAFF_RESERVATIONS ?? 5000);
/** GETs per measured route, and before them to warm up. */
const READS = Number(process.env.BENCH_STAFF_READS ?? 2000);
const WARM_UP = Number(process.env.BENCH_STAFF_WARM_UP ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LAST_NAMES = ['Yamada', 'Suzuki', 'Tanaka', 'Kim', 'Smith', 'Sato', 'Ito', 'Watanabe'];

/** The console's list on one database kind, as a printable section. */
export async function staffReservationsBench(kind: TestDatabaseKind): Promise<string> {
  const { db, base, close } = await benchApp(kind);
  const requests = loadWorker();
  try {
    const today = new Date().toISOString().slice(0, 10);
    // Confirmed stays over the next 180 days (every tenth cancelled by the hotel, every third by card),
    // booked over the last few days, each with one room of STD-DBL ROOM-ONLY.
    await db.execute(sql`
      insert into reservations (hotel_id, number, status, cancel_reason, email, bypass_token_hash, locale,
          currency, checkin_date, checkout_date, nights, guest, payment_method, payment_state, rooms_total,
          total_price, tax, accommodation_tax, amount_due_now, remaining_amount, terms_accepted_at,
          confirmed_at, cancelled_at, created_at)
        select ${HOTEL_ID}, 'BENCH' || lpad(g::text, 6, '0'),
            case when g % 10 = 0 then 'cancelled' else 'confirmed' end,
            case when g % 10 = 0 then 'hotel' end,
            'guest' || g || '@example.com', encode(sha256(('bench-' || g)::bytea), 'hex'), 'en', 'JPY',
            ${today}::date + (g % 180), ${today}::date + (g % 180) + 2, 2,
            jsonb_build_object('first_name', 'Guest' || g,
              'last_name', (${`{${LAST_NAMES.join(',')}}`}::text[])[1 + g % ${LAST_NAMES.length}],
              'email', 'guest' || g || '@example.com', 'phone', '+81312345678',
              'promotions_opt_in', false, 'is_booking_for_someone_else', false),
            case when g % 3 = 0 then 'credit_card' else 'on_site' end,
            case when g % 3 = 0 then 'authorized' else 'pay_at_hotel' end,
            24000, 24000, 2181, 0,
            case when g % 3 = 0 then 24000 else 0 end, case when g % 3 = 0 then 0 else 24000 end,
            now(), now(), case when g % 10 = 0 then now() end, now() - g * interval '1 minute'
          from generate_series(1, ${RESERVATIONS}) g`);
    await db.execute(sql`
      insert into reservation_rooms (reservation_id, room_index, room_type_id, room_plan_id, hotel_plan_id,
          room_type_code, room_plan_code, hotel_plan_code, adults, total_price, tax, accommodation_tax,
          price_before_discounts)
        select r.id, 0, rp.room_type_id, rp.id, rp.hotel_plan_id, 'STD-DBL', rp.code, 'ROOM-ONLY', 2,
            24000, 2181, 0, 24000
          from reservations r
            join room_plans rp on rp.hotel_id = r.hotel_id and rp.code = 'STD-DBL-ROOM-ONLY'
          where r.number like 'BENCH%'`);
    await db.execute(sql`analyze reservations`);
    await db.execute(sql`analyze reservation_rooms`);
    const manager = await createTestStaff(db, { role: 'hotel_manager', hotelIds: [HOTEL_ID] });
    const headers = { authorization: manager.authorization };

    const list = `${base}/staff/hotels/${HOTEL_ID}/reservations`;
    const routes: [name: string, url: string, expected: number][] = [
      ['list        page 1, by check-in', list, RESERVATIONS],
      [
        '  confirmed, check-in within 30 days, page 2',
        `${list}?status=confirmed&checkin_from=${today}&checkin_to=${dayAfter(today, 30)}&page=2`,
        -1,
      ],
      ['  search q=tanaka (name, any part)', `${list}?q=tanaka`, -1],
      ['  newest first', `${list}?sort=created_desc`, RESERVATIONS],
    ];
    for (const [name, url, expected] of routes) {
      const answer = await fetch(url, { headers });
      const body = (await answer.json()) as { data?: unknown[]; total_entries?: number };
      const ok = answer.status === 200 && body.data?.length === 50;
      if (!ok || (expected > 0 && body.total_entries !== expected))
        throw new Error(`staff bench: ${name}: HTTP ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
    }

    const get = (url: string, extra: Record<string, string>) => (amount: number) =>
      requests.run({ url, headers: extra, amount });
    const selectOne = get(`${base}/readyz`, {});
    await selectOne(WARM_UP);
    const measured: string[][] = [];
    const baselines: Sample[] = [];
    for (const [name, url] of routes) {
      const read = get(url, headers);
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
    const rows = [
      ['route', 'req/s', 'vs select 1', 'p50', 'p99', 'non-2xx/errors'],
      row('select 1    GET /readyz', baseline, baseline.requestsPerSecond),
      ...measured,
    ];
    return (
      `\n== The console's reservation list on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ` +
      `${RESERVATIONS.toLocaleString('en-US')} reservations of one hotel, 50 a page, ${CONNECTIONS} requests ` +
      `in flight, ${READS} per route (autocannon, worker thread) after ${WARM_UP} to warm up, in ${ROUNDS} ` +
      `rounds each after as many select 1 (its ratio is to those); a hotel manager's bearer on every list ` +
      `request\n\n${renderTable(rows)}`
    );
  } finally {
    await requests.close();
    await close();
  }
}
