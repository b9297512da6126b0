// Payment links for `npm run bench` (called from run.ts), decision 060:
// - the payments page's read, `GET /book/hotels/1/tripla_pay/transactions/{number}?session=…` (the link,
//   its hotel, its session kept), as a ratio to a bare route of the same app answering the same JSON;
// - paying a link by card (`POST` of the same address: the attempt claimed, the sandbox gateway's
//   authorisation and capture, the link marked paid and its receipt mail queued, in all three writes),
//   each a fresh link and a fresh card token made beforehand, CONNECTIONS in flight, as a ratio to the
//   bench's bare insert-in-a-transaction route;
// - the race the design is for: RACERS payments of ONE link at once, each with its own page session
//   and card — exactly one is paid, the others refused (409 3200) — and how long the race took.
// The kinds take turns in ROUNDS rounds, so a change in the machine's load falls on each of them.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, HOTEL_ID } from './booking.ts';
import { CONNECTIONS, inFlight, loadWorker, row, type Sample, summarize, times } from './in-flight.ts';
import { formatMs, renderTable } from './report.ts';

const READS = Number(process.env.BENCH_LINK_READS ?? 3000);
const PAYMENTS = Number(process.env.BENCH_LINK_PAYMENTS ?? 150);
const RACERS = Number(process.env.BENCH_LINK_RACERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const crockford = (length: number) => [...randomBytes(length)].map((byte) => CROCKFORD[byte % 32]).join('');

type BenchDb = Awaited<ReturnType<typeof benchApp>>['db'];

/** A fresh unpaid link of the demo hotel, as the console makes one (its QR code row too). */
async function insertLink(db: BenchDb, amount: number): Promise<string> {
  const number = `PL${crockford(20)}`;
  const at = new Date();
  const rows = (await db.execute(sql`
    insert into payment_links (hotel_id, number, purpose, amount, currency, locale, status, created_at, updated_at)
      values (${HOTEL_ID}, ${number}, 'deposit', ${amount}, 'JPY', 'en', 'unpaid', ${at}, ${at})
      returning id`)) as unknown as { rows: { id: number }[] };
  await db.execute(sql`insert into qr_codes (code, hotel_id, payment_link_id, created_at)
    values (${crockford(12)}, ${HOTEL_ID}, ${rows.rows[0]!.id}, ${at})`);
  return number;
}

export async function paymentLinksBench(kind: TestDatabaseKind): Promise<string> {
  let bareBody = '{}';
  const { db, base, headers, close } = await benchApp(kind, (app) => {
    app.get('/bench/link-json', async (_request, reply) => reply.type('application/json').send(bareBody));
  });
  const load = loadWorker();
  try {
    const json = { ...headers, 'content-type': 'application/json' };
    const page = (number: string) => `${base}/book/hotels/${HOTEL_ID}/tripla_pay/transactions/${number}`;
    const openPage = async (number: string) => {
      const response = await fetch(page(number), { headers });
      if (response.status !== 200) throw new Error(`payment links bench: GET answered ${response.status}`);
      const answer = (await response.json()) as { data: { session: { token: string } | null } };
      return answer.data.session!.token;
    };
    const token = async (): Promise<string> => {
      const response = await fetch(`${base}/sandbox-pay/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          card_number: '4111111111111111',
          expiry_month: '12',
          expiry_year: '2035',
          cvc: '123',
          holder_name: 'HANAKO YAMADA',
        }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const pay = async (number: string, session: string, cardToken: string) =>
      fetch(page(number), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          session,
          method: 'credit_card',
          card_token: cardToken,
          return_url: `http://localhost:8080/payments/${number}?code=hanami-tokyo`,
        }),
      });

    // The read: one link, its session kept, against a bare route answering the same bytes.
    const read = await insertLink(db, 20_000);
    const session = await openPage(read);
    const readUrl = `${page(read)}?session=${session}`;
    bareBody = await (await fetch(readUrl, { headers })).text();
    const reads: Sample[] = [];
    const bares: Sample[] = [];
    await load.run({ url: `${base}/bench/link-json`, amount: 200 });
    await load.run({ url: readUrl, amount: 200, headers });
    for (let round = 0; round < ROUNDS; round++) {
      bares.push(await load.run({ url: `${base}/bench/link-json`, amount: Math.round(READS / ROUNDS) }));
      reads.push(await load.run({ url: readUrl, amount: Math.round(READS / ROUNDS), headers }));
    }

    // Paying: fresh links, sessions and tokens made before the clock starts.
    const prepare = async (n: number) =>
      Promise.all(
        times(n, async () => {
          const number = await insertLink(db, 20_000);
          return { number, session: await openPage(number), card: await token() };
        }),
      );
    const payments: Sample[] = [];
    const inserts: Sample[] = [];
    const insert = async () =>
      (await fetch(`${base}/bench/insert-in-transaction`, { method: 'POST', headers: json, body: '{}' }))
        .status === 200;
    for (let round = 0; round < ROUNDS; round++) {
      const amount = Math.round(PAYMENTS / ROUNDS);
      const links = await prepare(amount);
      inserts.push(await inFlight(times(amount, () => insert)));
      payments.push(
        await inFlight(
          links.map((link) => async () => {
            const response = await pay(link.number, link.session, link.card);
            const answer = (await response.json()) as { data?: { status: string } };
            return response.status === 200 && answer.data?.status === 'paid';
          }),
        ),
      );
    }

    // The race: RACERS payments of one link at once.
    const raced = await insertLink(db, 20_000);
    const racers = await Promise.all(
      times(RACERS, async () => ({ session: await openPage(raced), card: await token() })),
    );
    const started = performance.now();
    const statuses = await Promise.all(
      racers.map(async (racer) => (await pay(raced, racer.session, racer.card)).status),
    );
    const raceMs = performance.now() - started;
    const paid = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 409).length;
    const captured = (await db.execute(sql`
      select count(*)::int as n from sandbox_payments where reference = ${raced} and captured_amount > 0`)) as unknown as {
      rows: { n: number }[];
    };
    if (paid !== 1 || Number(captured.rows[0]!.n) !== 1)
      throw new Error(`payment links bench: the race paid ${paid} times, captured ${captured.rows[0]!.n}`);

    const bare = summarize(...bares);
    const reader = summarize(...reads);
    const inserted = summarize(...inserts);
    const paying = summarize(...payments);
    const table = renderTable([
      ['', 'per s', 'ratio', 'p50', 'p99', 'failures'],
      row('bare route  GET /bench/link-json (the same JSON)', bare, bare.requestsPerSecond),
      row('page read   GET …/tripla_pay/transactions/{number}', reader, bare.requestsPerSecond),
      row('bare insert POST /bench/insert-in-transaction', inserted, inserted.requestsPerSecond),
      row('card pay    POST …/tripla_pay/transactions/{number}', paying, inserted.requestsPerSecond),
    ]);
    return (
      `\n== Payment links on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: the page's read ` +
      `(${READS} requests) against a bare route of the same answer; card payments (${PAYMENTS}, each a ` +
      `fresh link, ${CONNECTIONS} in flight) against the bare insert; ${ROUNDS} alternating rounds\n\n${table}\n\n` +
      `race: ${RACERS} payments of one link at once — ${paid} paid, ${refused} refused (409 3200), ` +
      `${statuses.length - paid - refused} other; one capture at the gateway; ${formatMs(raceMs)} for all of them`
    );
  } finally {
    await load.close();
    await close();
  }
}
