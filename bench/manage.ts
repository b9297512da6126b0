// Managing-a-stay figures for `npm run bench` (called from run.ts): the guest's reservation lookup and
// the receipt PDF against `GET /readyz` (select 1), and online cancellations per second against the bare
// insert-in-a-transaction route, all measured in the same run on the same app.
//
// The reads come from autocannon in a worker thread, as in the throughput and membership sections,
// asking for compressed answers as a browser does (load-worker.mjs; the server compresses the lookup's
// JSON, the client does not inflate it): with fetch on the server's own thread, the client's inflating
// of each answer was charged to the lookup and never to select 1.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { benchApp, bookingBody, HOTEL_ID, openNights, ROOM_TYPE } from './booking.ts';
import { CONNECTIONS, loadWorker, row, type Sample, summarize, times } from './in-flight.ts';
import { renderTable } from './report.ts';

/**
 * Reservations booked up front and then cancelled, one request each, in ROUNDS rounds each after as
 * many bare inserts.
 */
const CANCELLATIONS = Number(process.env.BENCH_MANAGE_CANCELLATIONS ?? 800);
/** GETs per measured read route (a fixed count, not a duration: the receipt is slow on purpose-built runs). */
const READS = Number(process.env.BENCH_MANAGE_READS ?? 3000);
/**
 * GETs per read route before its measured ones. With 50, V8 was still optimising the lookup's code
 * (the DTO, the cancellation terms) while it was measured: 0.38–0.46× select 1 in 400 reads, 0.62× in
 * 2,000 on the same build.
 */
const WARM_UP = Number(process.env.BENCH_MANAGE_WARM_UP ?? 200);
/** Rounds in which each read route and select 1 take turns. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

/** Managing-a-stay figures on one database kind, as a printable section. */
export async function manageBench(kind: TestDatabaseKind): Promise<string> {
  const { db, base, headers, close } = await benchApp(kind);
  const requests = loadWorker();
  try {
    const nights = await openNights(db, CONNECTIONS);
    const bodies = await Promise.all(nights.map((night) => bookingBody(base, headers, night)));
    const book = async (i: number) => {
      const response = await fetch(`${base}/book/hotels/${HOTEL_ID}/reservations`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: bodies[i % bodies.length],
      });
      const answer = (await response.json()) as {
        data?: { number: string; bypass_token: string; email: string; cancellation_fee: number | null };
      };
      if (response.status !== 201 || !answer.data)
        throw new Error(`manage bench: a booking was refused: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer.data;
    };
    // CONNECTIONS bookings at a time.
    const booked: Awaited<ReturnType<typeof book>>[] = [];
    let nextBooking = 0;
    await Promise.all(
      times(CONNECTIONS, async () => {
        while (nextBooking <= CANCELLATIONS) {
          const i = nextBooking++;
          booked[i] = await book(i);
        }
      }),
    );
    const sold = async () =>
      Number(
        (
          (await db.execute(sql`
            select coalesce(sum(sold), 0) as sold from room_inventory
              where stay_date between ${nights[0]}::date and ${nights.at(-1)}::date
                and room_type_id = (select id from room_types where hotel_id = ${HOTEL_ID} and code = ${ROOM_TYPE})`)) as unknown as {
            rows: { sold: number | string }[];
          }
        ).rows[0]!.sold,
      );
    const soldBefore = await sold();

    const kept = booked[CANCELLATIONS]!;
    const reservationUrl = `${base}/book/hotels/${HOTEL_ID}/reservations/${kept.number}`;
    const receipt = await fetch(`${reservationUrl}/receipt?bypass_token=${kept.bypass_token}&name=Bench`, {
      headers,
    });
    if (receipt.status !== 200 || !receipt.headers.get('content-type')?.includes('pdf'))
      throw new Error(`manage bench: no receipt: HTTP ${receipt.status} ${await receipt.text()}`);
    await receipt.arrayBuffer();

    const get = (url: string) => (amount: number) => requests.run({ url, headers, amount });
    const selectOne = get(`${base}/readyz`);
    const reads: [string, (amount: number) => Promise<Sample>][] = [
      [
        'lookup      GET …/reservations/{number}?email=',
        get(`${reservationUrl}?email=${encodeURIComponent(kept.email)}`),
      ],
      [
        'lookup      GET /hotel_brands/{id}/reservations/{number}?email=',
        get(
          `${base}/book/hotel_brands/1/reservations/${kept.number}?email=${encodeURIComponent(kept.email)}`,
        ),
      ],
      [
        'receipt     GET …/receipt  1 room, PDF (the same receipt again: drawn once, decision 052)',
        get(`${reservationUrl}/receipt?bypass_token=${kept.bypass_token}&name=Bench&locale=ja`),
      ],
      [
        '  each one drawn anew (another addressee on every request)',
        (amount: number) =>
          requests.run({
            url: `${reservationUrl}/receipt?bypass_token=${kept.bypass_token}&locale=ja`,
            headers,
            amount,
            vary: 'name',
          }),
      ],
    ];
    // Each route takes turns with select 1 in ROUNDS rounds, and is compared with the select 1 of its
    // own rounds: a change in the machine's load during one route falls on its baseline too.
    await selectOne(Math.min(WARM_UP, READS));
    const measured: string[][] = [];
    const baselines: Sample[] = [];
    for (const [name, read] of reads) {
      await read(Math.min(WARM_UP, READS));
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

    // The bare insert and the cancellations from the same autocannon worker as the reads (decision 054),
    // in ROUNDS turns: CANCELLATIONS of each, one cancellation per reservation.
    const toCancel = booked.slice(0, CANCELLATIONS);
    const fees = new Set(toCancel.map((r) => r.cancellation_fee ?? 0));
    if (fees.size !== 1) throw new Error(`manage bench: the bookings' fees differ: ${[...fees].join(', ')}`);
    const bareRuns: Sample[] = [];
    const cancelRuns: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const turn = toCancel.slice(
        Math.round((round * CANCELLATIONS) / ROUNDS),
        Math.round(((round + 1) * CANCELLATIONS) / ROUNDS),
      );
      bareRuns.push(
        await requests.run({
          url: `${base}/bench/insert-in-transaction`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"n":1}',
          amount: turn.length,
        }),
      );
      cancelRuns.push(
        await requests.run({
          url: base,
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'change_of_plans', cancellation_fee_displayed: [...fees][0] }),
          amount: turn.length,
          paths: turn.map(
            (r) => `/book/hotels/${HOTEL_ID}/reservations/${r.number}/cancel?bypass_token=${r.bypass_token}`,
          ),
        }),
      );
    }
    const bareInserts = summarize(...bareRuns);
    const cancellations = summarize(...cancelRuns);
    const soldAfter = await sold();
    const changes = [['route', 'req/s', 'vs insert in a transaction', 'p50', 'p99', 'non-2xx/errors']];
    for (const [name, run] of [
      ['bare        POST insert in a transaction', bareInserts],
      ['cancel      PUT …/cancel  1 room, 1 night, fee 0', cancellations],
    ] as const) {
      changes.push(row(name, run, bareInserts.requestsPerSecond));
    }
    return (
      `\n== Managing a stay on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${CONNECTIONS} requests ` +
      `in flight, ${READS} per read route (autocannon, worker thread) after ` +
      `${WARM_UP} to warm up, in ${ROUNDS} rounds each after as many ` +
      `select 1 (its ratio is to those), ${CANCELLATIONS} cancellations of as many bookings in ${ROUNDS} ` +
      `rounds each after as many bare inserts\n\n` +
      `${renderTable(rows)}\n\n${renderTable(changes)}\n\n` +
      `Nights held by these bookings before the cancellations: ${soldBefore}; after: ${soldAfter} ` +
      `(${soldBefore - soldAfter} given back for ${CANCELLATIONS - cancellations.failures} cancellations).`
    );
  } finally {
    await requests.close();
    await close();
  }
}
