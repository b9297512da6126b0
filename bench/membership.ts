// Membership figures for `npm run bench` (called from run.ts): password sign-ins per second against bare
// argon2id verifications of the same hash in the same run (the hash is the cost of a sign-in: the ratio
// shows what the route adds), and `GET /book/user/me` against `GET /readyz` (select 1).
import { sql } from 'drizzle-orm';
import { insertMember } from '../apps/server/src/features/member-sessions/member-sessions.repository.ts';
import { insertProgram } from '../apps/server/src/features/membership-programs/membership-programs.service.ts';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/password.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, HOTEL_ID } from './booking.ts';
import { formatMs, formatRatio, percentile, renderTable } from './report.ts';

const CONNECTIONS = 10;
/** Sign-ins (and as many bare verifications) per run: each costs an argon2id hash. */
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 200);
/** GETs per measured read route. */
const READS = Number(process.env.BENCH_MEMBER_READS ?? 2000);
const EMAIL = 'bench.member@example.com';
const PASSWORD = 'Bench-member-2026';

interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** Runs `tasks` with `CONNECTIONS` in flight at a time; each resolves to true on success. */
async function inFlight(tasks: (() => Promise<boolean>)[]): Promise<Run> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        const t0 = performance.now();
        const ok = await task().catch(() => false);
        if (ok) times.push(performance.now() - t0);
        else failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failures,
  };
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

async function ok(response: Promise<Response>): Promise<boolean> {
  const r = await response;
  await r.arrayBuffer();
  return r.status >= 200 && r.status < 300;
}

const row = (name: string, run: Run, baseline: number) => [
  name,
  Math.round(run.requestsPerSecond).toLocaleString('en-US'),
  formatRatio(run.requestsPerSecond, baseline),
  formatMs(run.p50),
  formatMs(run.p99),
  String(run.failures),
];

/** Membership figures on one database kind, as a printable section. */
export async function membershipBench(kind: TestDatabaseKind): Promise<string> {
  const { db, base, headers, close } = await benchApp(kind);
  try {
    // The bench's own member, with a password and a program of the hotel's brand.
    const program = await insertProgram(db, { brandId: 1, name: 'Bench Club', ranks: [{ name: 'Blue' }] });
    const hash = await hashPassword(PASSWORD);
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
    const signInBody = JSON.stringify({
      grant_type: 'password',
      hotel_id: HOTEL_ID,
      email: EMAIL,
      password: PASSWORD,
    });
    const signIn = () =>
      fetch(`${base}/book/hotels/${HOTEL_ID}/memberships/sign_in`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: signInBody,
      });
    const first = await signIn();
    const grant = (await first.json()) as { data?: { session: string } };
    if (first.status !== 200 || !grant.data)
      throw new Error(
        `membership bench: sign-in refused: HTTP ${first.status} ${JSON.stringify(grant).slice(0, 300)}`,
      );
    const bearer = { ...headers, authorization: `Bearer ${grant.data.session}` };

    // Warm-ups, then the two measured in turn on the same process.
    await inFlight(times(CONNECTIONS, () => () => verifyPassword(PASSWORD, hash)));
    await inFlight(times(CONNECTIONS, () => () => ok(signIn())));
    const verify = await inFlight(times(SIGN_INS, () => () => verifyPassword(PASSWORD, hash)));
    const signIns = await inFlight(times(SIGN_INS, () => () => ok(signIn())));
    const passwords = [
      ['route', 'per s', 'vs bare verify', 'p50', 'p99', 'failures'],
      row('bare        argon2id verify of the same hash', verify, verify.requestsPerSecond),
      row('sign in     POST …/memberships/sign_in', signIns, verify.requestsPerSecond),
    ];

    const get = (url: string, extra: Record<string, string>) => () => ok(fetch(url, { headers: extra }));
    const reads: [string, () => Promise<boolean>][] = [
      ['select 1    GET /readyz', get(`${base}/readyz`, {})],
      ['member      GET /book/user/me', get(`${base}/book/user/me`, bearer)],
    ];
    const rows = [['route', 'req/s', 'vs select 1', 'p50', 'p99', 'non-2xx/errors']];
    let selectOne = Number.NaN;
    for (const [name, request] of reads) {
      await inFlight(times(Math.min(200, READS), () => request));
      const run = await inFlight(times(READS, () => request));
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
      `${SIGN_INS} sign-ins and as many bare verifications, ${READS} per read route after a warm-up\n\n` +
      `${renderTable(passwords)}\n\n${renderTable(rows)}\n\n` +
      `Sessions the sign-ins made: ${sessions}.`
    );
  } finally {
    await close();
  }
}
