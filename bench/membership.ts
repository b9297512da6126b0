// Membership figures for `npm run bench` (called from run.ts): password sign-ins per second against bare
// argon2id verifications of the same hash in the same run (the hash is the cost of a sign-in: the ratio
// shows what the route adds), and `GET /book/user/me` against `GET /readyz` (select 1).
//
// Two bare verifications: called in this process (no HTTP at all), and a bare route receiving the same
// request body and doing nothing but the verify, as the other sections' baselines are bare routes (the
// booking's bare insert, `select 1`). The first ratio charges the HTTP exchange and the load
// generator's own work to the sign-in; the second compares the sign-in with the same exchange around
// the hash alone, i.e. what the sign-in's own work (client session, hotel, member read, session write)
// adds.
//
// The requests come from autocannon in a worker thread, as in the throughput section: a load generator
// on the server's own event loop would charge its work to the route, never to the bare verify. The
// verifications and the sign-ins take turns in ROUNDS rounds, so a change in the machine's load (other
// processes on its two cores) falls on both alike.
import { sql } from 'drizzle-orm';
import { insertMember } from '../apps/server/src/features/member-sessions/member-sessions.repository.ts';
import { insertProgram } from '../apps/server/src/features/membership-programs/membership-programs.service.ts';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/password.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, HOTEL_ID } from './booking.ts';
import { CONNECTIONS, inFlight, loadWorker, row, type Sample, summarize, times } from './in-flight.ts';
import { formatRatio, renderTable } from './report.ts';

/** Sign-ins (and as many bare verifications) per run: each costs an argon2id hash. */
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 400);
/**
 * Sign-ins (and as many verifications) before the measured ones. A sign-in runs JavaScript that V8
 * optimises while it runs, on background threads that share the machine's cores; the verify is native
 * code. With a warm-up of ten, that compilation was measured as part of the route.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 100);
/** GETs per measured read route. */
const READS = Number(process.env.BENCH_MEMBER_READS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const EMAIL = 'bench.member@example.com';
const PASSWORD = 'Bench-member-2026';

/** A row of `row()` with the ratio to the bare route put after the ratio to the bare verify. */
const withRouteRatio = (cells: string[], ratio: string): string[] => [
  ...cells.slice(0, 3),
  ratio,
  ...cells.slice(3),
];

/** Membership figures on one database kind, as a printable section. */
export async function membershipBench(kind: TestDatabaseKind): Promise<string> {
  const hash = await hashPassword(PASSWORD);
  const { db, base, headers, close } = await benchApp(kind, (app) => {
    app.post('/bench/verify', async (request) => ({
      ok: await verifyPassword((request.body as { password: string }).password, hash),
    }));
  });
  const requests = loadWorker();
  try {
    // The bench's own member, with a password and a program of the hotel's brand.
    const program = await insertProgram(db, { brandId: 1, name: 'Bench Club', ranks: [{ name: 'Blue' }] });
    await insertMember(db, {
      brandId: 1,
      email: EMAIL,
      firstName: 'Bench',
      lastName: 'Member',
      passwordHash: hash,
      confirmedAt: new Date(),
      programId: program.id,
      rankId: program.rankIds[0],
    });
    const signIn = {
      url: `${base}/book/hotels/${HOTEL_ID}/memberships/sign_in`,
      method: 'POST' as const,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', hotel_id: HOTEL_ID, email: EMAIL, password: PASSWORD }),
    };
    const first = await fetch(signIn.url, signIn);
    const grant = (await first.json()) as { data?: { session: string } };
    if (first.status !== 200 || !grant.data)
      throw new Error(
        `membership bench: sign-in refused: HTTP ${first.status} ${JSON.stringify(grant).slice(0, 300)}`,
      );
    const bearer = { ...headers, authorization: `Bearer ${grant.data.session}` };

    // Warm-ups, then the two measured in turns on the same process, at the same concurrency.
    const verifyAll = (n: number) => inFlight(times(n, () => () => verifyPassword(PASSWORD, hash)));
    const bareRoute = { ...signIn, url: `${base}/bench/verify` };
    await verifyAll(WARM_UP);
    await requests.run({ ...bareRoute, amount: WARM_UP });
    await requests.run({ ...signIn, amount: WARM_UP });
    const verifications: Sample[] = [];
    const routeVerifications: Sample[] = [];
    const signIns: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const amount = Math.round(((round + 1) * SIGN_INS) / ROUNDS) - Math.round((round * SIGN_INS) / ROUNDS);
      verifications.push(await verifyAll(amount));
      routeVerifications.push(await requests.run({ ...bareRoute, amount }));
      signIns.push(await requests.run({ ...signIn, amount }));
    }
    const verify = summarize(...verifications);
    const route = summarize(...routeVerifications);
    const signedIn = summarize(...signIns);
    const passwords = [
      ['route', 'per s', 'vs bare verify', 'vs bare route', 'p50', 'p99', 'failures'],
      withRouteRatio(
        row('bare        argon2id verify of the same hash, in process', verify, verify.requestsPerSecond),
        '',
      ),
      withRouteRatio(
        row('bare route  POST /bench/verify (same body, the verify alone)', route, verify.requestsPerSecond),
        formatRatio(1, 1),
      ),
      withRouteRatio(
        row('sign in     POST …/memberships/sign_in', signedIn, verify.requestsPerSecond),
        formatRatio(signedIn.requestsPerSecond, route.requestsPerSecond),
      ),
    ];

    const reads: [string, string, Record<string, string>][] = [
      ['select 1    GET /readyz', `${base}/readyz`, {}],
      ['member      GET /book/user/me', `${base}/book/user/me`, bearer],
    ];
    const rows = [['route', 'req/s', 'vs select 1', 'p50', 'p99', 'non-2xx/errors']];
    let selectOne = Number.NaN;
    for (const [name, url, extra] of reads) {
      await requests.run({ url, headers: extra, amount: Math.min(200, READS) });
      const run = summarize(await requests.run({ url, headers: extra, amount: READS }));
      if (Number.isNaN(selectOne)) selectOne = run.requestsPerSecond;
      rows.push(row(name, run, selectOne));
    }
    const sessions = Number(
      (
        (await db.execute(sql`select count(*) as n from member_sessions`)) as unknown as {
          rows: { n: number | string }[];
        }
      ).rows[0]!.n,
    );
    return (
      `\n== Membership on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${CONNECTIONS} in flight, ` +
      `${SIGN_INS} sign-ins (autocannon, worker thread) and as many bare verifications of each kind in ${ROUNDS} ` +
      `alternating rounds after ${WARM_UP} of each, ${READS} per read route after a warm-up\n\n` +
      `${renderTable(passwords)}\n\n${renderTable(rows)}\n\n` +
      `Sessions the sign-ins made: ${sessions}.`
    );
  } finally {
    await requests.close();
    await close();
  }
}
