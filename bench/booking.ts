// Booking figures for `npm run bench` (called from run.ts): uncontended bookings per second as a ratio
// to a bare insert-in-a-transaction route of the same app (registered here only, never in the app) and
// to the plain booking of the same run — a member's booking, and one spending the member's points —,
// and the contention figure: 200 concurrent attempts for the last 5 rooms of a night.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { grantPoints } from '../apps/server/src/features/member-points/member-points.service.ts';
import { insertMember } from '../apps/server/src/features/member-sessions/member-sessions.repository.ts';
import { issueMemberSession } from '../apps/server/src/features/member-sessions/member-sessions.service.ts';
import { DEMO_BRANDS, DEMO_ORGANIZATIONS, DEMO_PROGRAMS } from '../apps/server/src/seed/seed-facts.ts';
import { testConfig } from '../apps/server/src/testing/test-app.ts';
import { createTestDatabase, type TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { type Run as Load, type Sample, summarize } from './in-flight.ts';
import { formatMs, formatRatio, renderTable } from './report.ts';

type BenchDb = Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP_S = 1;
const CONNECTIONS = 10;
export const HOTEL_ID = 1;
export const ROOM_TYPE = 'STD-DBL';
const ROOM_PLAN = 'STD-DBL-ROOM-ONLY';
const CONTENDERS = 200;
/** Points each booking of the points row spends (the demo programme's step), and each member's stock. */
const SPEND = 100;
const STOCK = 100_000_000;
const LAST_ROOMS = 5;

export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Loads `url` with POSTs of `bodies` (one per connection) from a worker thread; `connectionHeaders`
 * are each connection's own (its member's bearer).
 */
async function run(
  url: string,
  headers: Record<string, string>,
  bodies: string[],
  duration: number,
  connectionHeaders: Record<string, string>[] = [],
): Promise<Sample> {
  const worker = new Worker(new URL('./booking-worker.mjs', import.meta.url), {
    workerData: { url, connections: CONNECTIONS, duration, headers, bodies, connectionHeaders },
  });
  const result = await new Promise<{ duration: number; failures: number; times: Float64Array }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  return { times: [...result.times], failures: result.failures, seconds: result.duration };
}

const measure = async (...args: Parameters<typeof run>): Promise<Load> => summarize(await run(...args));

/**
 * The bare insert and the plain booking, in ROUNDS turns of DURATION_S / ROUNDS seconds each: a change
 * in the machine's load during the run falls on both, not on one of them.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * An app on a fresh seeded database with the bench's baseline route, listening, and a client session.
 * `baselines` adds a section's own bare routes before it listens.
 */
export async function benchApp(kind: TestDatabaseKind, baselines?: (app: FastifyInstance) => void) {
  const testDb = await createTestDatabase(kind);
  const db = testDb.database.db;
  const app = await buildApp({
    config: testConfig({ rateLimit: { perMinute: 1_000_000, store: 'memory' } }),
    db,
    // Jobs (mails, card settlement) off: the figure is the request itself.
    jobs: false,
  });
  // The baseline exists only in this process: one row inserted in a transaction, nothing else.
  await db.execute(
    sql`create table if not exists bench_inserts (id serial primary key, payload jsonb not null)`,
  );
  app.post('/bench/insert-in-transaction', async (request) => {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into bench_inserts (payload) values (${JSON.stringify(request.body ?? {})}::jsonb)`,
      );
    });
    return { ok: true };
  });
  baselines?.(app);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const sessionResponse = await fetch(`${base}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' }),
  });
  const session = ((await sessionResponse.json()) as { data: { client_session: string } }).data
    .client_session;
  return {
    db,
    base,
    headers: { 'client-session': session } as Record<string, string>,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * `count` consecutive nights from 40 days ahead with rooms enough for the whole run and no plan
 * closures: every booking on them can succeed.
 */
export async function openNights(db: BenchDb, count: number): Promise<string[]> {
  const first = dayAfter(new Date().toISOString().slice(0, 10), 40);
  const nights = Array.from({ length: count }, (_, i) => dayAfter(first, i));
  await db.execute(sql`
    update room_inventory set allotment = 1000000, sold = 0, closed = false
      where room_type_id = (select id from room_types where hotel_id = ${HOTEL_ID} and code = ${ROOM_TYPE})
        and stay_date between ${nights[0]}::date and ${nights.at(-1)}::date`);
  await db.execute(sql`
    delete from hotel_plan_closures where stay_date between ${nights[0]}::date and ${nights.at(-1)}::date
      and hotel_plan_id = (select hotel_plan_id from room_plans where hotel_id = ${HOTEL_ID} and code = ${ROOM_PLAN})`);
  return nights;
}

/** A one-night, one-room, pay-on-site booking body for `checkin`, at the price the server quotes now. */
export async function bookingBody(base: string, headers: Record<string, string>, checkin: string) {
  const checkout = dayAfter(checkin, 1);
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const price = await fetch(
    `${base}/book/hotels/${HOTEL_ID}/rooms/price?rooms=${rooms}&checkin_date=${checkin}&checkout_date=${checkout}&room_plan_codes=${ROOM_PLAN}`,
    { headers },
  );
  const priced = (await price.json()) as { data?: { total_price: number } };
  if (!priced.data) throw new Error(`bench: no price for ${checkin}: ${JSON.stringify(priced)}`);
  return JSON.stringify({
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_type_code: ROOM_TYPE, room_plan_code: ROOM_PLAN, adults: 2 }],
    guest: { first_name: 'Bench', last_name: 'Guest', email: 'bench@example.com', phone: '0312345678' },
    payment_method: 'on_site',
    total_price: priced.data.total_price,
    terms_accepted: true,
  });
}

/**
 * `count` members of the Hanami brand (gold in its club), each granted `STOCK` points through the points
 * service and signed in: one per connection, so no two loops wait on the same balance row.
 */
async function benchMembers(db: BenchDb, count: number): Promise<Record<string, string>[]> {
  const club = DEMO_PROGRAMS.hanamiClub;
  const brandId = DEMO_BRANDS.hanami.id;
  const now = new Date();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const memberId = await insertMember(db, {
        brandId,
        email: `bench.points.${i}@example.com`,
        firstName: 'Bench',
        lastName: 'Member',
        confirmedAt: now,
        programId: club.id,
        rankId: club.ranks.gold.id,
      });
      await grantPoints(db, { memberId, brandId, amount: STOCK, key: `bench:${memberId}`, now });
      const { token } = await issueMemberSession(db, { memberId, brandId, now });
      return { authorization: `Bearer ${token}` };
    }),
  );
}

/**
 * `count` people of the demo organization (Sakura Trading), each signed in through it: corporate
 * bookings, which count against its quota under the organization's lock (bookings of one organization
 * take turns there). The quota is made large enough for the run.
 */
async function benchCorporateUsers(db: BenchDb, count: number): Promise<Record<string, string>[]> {
  const organization = DEMO_ORGANIZATIONS.sakuraTrading;
  const brandId = DEMO_BRANDS.hanami.id;
  const now = new Date();
  await db.execute(sql`update organizations set max_stays = ${STOCK} where id = ${organization.id}`);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const memberId = await insertMember(db, {
        brandId,
        email: `bench.corporate.${i}@example.com`,
        firstName: 'Bench',
        lastName: 'Corporate',
        confirmedAt: now,
        programId: DEMO_PROGRAMS.hanamiClub.id,
        rankId: DEMO_PROGRAMS.hanamiClub.ranks.regular.id,
      });
      await db.execute(sql`insert into organization_members (organization_id, member_id, brand_id, role)
        values (${organization.id}, ${memberId}, ${brandId}, 'member')`);
      const { token } = await issueMemberSession(db, {
        memberId,
        brandId,
        now,
        organizationId: organization.id,
        programId: DEMO_PROGRAMS.hanamiClub.id,
      });
      return { authorization: `Bearer ${token}` };
    }),
  );
}

/** Booking figures on one database kind, as a printable section. */
export async function bookingBench(kind: TestDatabaseKind): Promise<string> {
  const { db, base, headers, close } = await benchApp(kind);
  try {
    // One night per connection, with rooms enough for the whole run: no two loops touch the same
    // inventory row (uncontended), and every booking can succeed.
    const nights = await openNights(db, CONNECTIONS + 1);
    const bodyFor = (checkin: string) => bookingBody(base, headers, checkin);
    const bodies = await Promise.all(nights.slice(0, CONNECTIONS).map(bodyFor));
    const check = await fetch(`${base}/book/hotels/${HOTEL_ID}/reservations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: bodies[0],
    });
    if (check.status !== 201) throw new Error(`booking bench: a booking was refused: ${await check.text()}`);

    const members = await benchMembers(db, CONNECTIONS);
    const spending = bodies.map((body) => JSON.stringify({ ...JSON.parse(body), spending_point: SPEND }));
    const spent = await fetch(`${base}/book/hotels/${HOTEL_ID}/reservations`, {
      method: 'POST',
      headers: {
        ...headers,
        ...members[0],
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: spending[0],
    });
    if (spent.status !== 201)
      throw new Error(`booking bench: a booking with points was refused: ${await spent.text()}`);

    const rows = [
      ['route', 'req/s', 'vs insert in a transaction', 'vs plain booking', 'p50', 'p99', 'non-2xx/errors'],
    ];
    const baselineUrl = `${base}/bench/insert-in-transaction`;
    const bookingUrl = `${base}/book/hotels/${HOTEL_ID}/reservations`;
    await measure(baselineUrl, {}, ['{"n":1}'], WARM_UP_S);
    await measure(bookingUrl, headers, bodies, WARM_UP_S);
    const bare: Sample[] = [];
    const plain: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await run(baselineUrl, {}, ['{"n":1}'], DURATION_S / ROUNDS));
      plain.push(await run(bookingUrl, headers, bodies, DURATION_S / ROUNDS));
    }
    const baseline = summarize(...bare);
    const booking = summarize(...plain);
    // The same bookings by signed-in members (their future points recorded), then spending points too.
    await measure(bookingUrl, headers, bodies, WARM_UP_S, members);
    const member = await measure(bookingUrl, headers, bodies, DURATION_S, members);
    await measure(bookingUrl, headers, spending, WARM_UP_S, members);
    const points = await measure(bookingUrl, headers, spending, DURATION_S, members);
    // Corporate bookings: the organization's question answered, its quota counted under its lock.
    const corporate = await benchCorporateUsers(db, CONNECTIONS);
    const [question] = (
      (await db.execute(
        sql`select id from additional_questions where 'membership_organization_all' = any(labels) limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const corporateBodies = bodies.map((body) =>
      JSON.stringify({ ...JSON.parse(body), answers: [{ question_id: question!.id, text: 'BENCH-PO' }] }),
    );
    await measure(bookingUrl, headers, corporateBodies, WARM_UP_S, corporate);
    const corporateLoad = await measure(bookingUrl, headers, corporateBodies, DURATION_S, corporate);
    for (const [name, load] of [
      ['bare        POST insert in a transaction', baseline],
      ['booking     POST …/reservations  1 room, 1 night, on site', booking],
      ['  by a member (future points recorded)', member],
      [`  by a member spending ${SPEND} points`, points],
      ['  by people of one organization (its quota under its lock)', corporateLoad],
    ] as const) {
      rows.push([
        name,
        Math.round(load.requestsPerSecond).toLocaleString('en-US'),
        formatRatio(load.requestsPerSecond, baseline.requestsPerSecond),
        load === baseline ? '' : formatRatio(load.requestsPerSecond, booking.requestsPerSecond),
        formatMs(load.p50),
        formatMs(load.p99),
        String(load.failures),
      ]);
    }

    // Contention: the last 5 rooms of one night, 200 attempts at once.
    const night = nights.at(-1)!;
    const contested = await bodyFor(night);
    await db.execute(sql`
      update room_inventory set allotment = sold + ${LAST_ROOMS}
        where room_type_id = (select id from room_types where hotel_id = ${HOTEL_ID} and code = ${ROOM_TYPE})
          and stay_date = ${night}::date`);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CONTENDERS }, async () => {
        const response = await fetch(bookingUrl, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: contested,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const elapsed = performance.now() - started;
    const inventory = (
      (await db.execute(sql`
        select sold, allotment from room_inventory
          where room_type_id = (select id from room_types where hotel_id = ${HOTEL_ID} and code = ${ROOM_TYPE})
            and stay_date = ${night}::date`)) as unknown as { rows: { sold: number; allotment: number }[] }
    ).rows[0]!;
    const count = (s: (status: number) => boolean) => String(statuses.filter(s).length);
    const contention = renderTable([
      ['attempts', 'booked (201)', 'sold out (409)', '5xx', 'other', 'sold / allotment', 'all answered in'],
      [
        String(CONTENDERS),
        count((s) => s === 201),
        count((s) => s === 409),
        count((s) => s >= 500),
        count((s) => s !== 201 && s !== 409 && s < 500),
        `${inventory.sold} / ${inventory.allotment}`,
        formatMs(elapsed),
      ],
    ]);
    return (
      `\n== Bookings on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per route after ${WARM_UP_S} s warm-up (the bare insert and the plain booking in ${ROUNDS} ` +
      `alternating turns), each connection its own night\n\n` +
      `${renderTable(rows)}\n\nContention: ${CONTENDERS} concurrent attempts for the last ${LAST_ROOMS} rooms of a night\n\n${contention}`
    );
  } finally {
    await close();
  }
}
