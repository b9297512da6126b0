// Webhook deliveries for `npm run bench` (called from run.ts): how fast one instance's worker drains the
// outbox to a local receiver — EVENTS events of RESERVATIONS stays (a stay's events go one after the
// other, as the order rule wants), one endpoint — against a bare baseline measured in the same run: the
// same number of POSTs of an envelope-sized body to the same receiver, through the same HTTP client,
// as many in flight as the worker sends at once. The ratio is what the outbox adds to the HTTP itself
// (claiming under a lease, the order check, signing, writing each outcome). Two workers on the same
// database (two instances) are measured too: `for update skip locked` lets them share the work.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestStaff } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { createWebhookWorker } from '../apps/server/src/features/webhooks/webhook-delivery.service.ts';
import { postWebhook } from '../apps/server/src/features/webhooks/webhook-post.ts';
import { webhookSecretVault } from '../apps/server/src/features/webhooks/webhook-secrets.ts';
import {
  type TestStay,
  testEvent,
  testReservation,
} from '../apps/server/src/features/webhooks/webhook-test-kit.ts';
import { createTestApp } from '../apps/server/src/testing/test-app.ts';
import type { TestDatabaseKind } from '../apps/server/src/testing/test-database.ts';
import { formatRatio, renderTable } from './report.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const RESERVATIONS = Number(process.env.BENCH_WEBHOOK_RESERVATIONS ?? 200);
const WARM_UP = 100;
/** The worker's default claim: this many deliveries in flight at once. */
const IN_FLIGHT = 16;
const STAFF_SECRET = 'bench-staff-secret-0123456789abcdefghij';
const HOTEL_ID = 1;

/** A receiver that answers 200 at once and counts what it got, by event id. */
async function startReceiver() {
  const seen = new Map<string, number>();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['yadori-event-id'] ?? 'bare');
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Run {
  name: string;
  seconds: number;
  count: number;
  /** Events received more or fewer times than once, or POSTs that failed. */
  problems: number;
}

/** `count` events spread over the stays in turn, so every stay has a queue of its own. */
async function fillOutbox(db: Parameters<typeof testEvent>[0], stays: TestStay[], count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const type = i < stays.length ? 'reservation.created' : 'reservation.modified';
    ids.push(await testEvent(db, stays[i % stays.length]!, type, new Date()));
  }
  return ids;
}

/** The webhook section on one database kind, as a printable section. */
export async function webhooksBench(kind: TestDatabaseKind): Promise<string> {
  const t = await createTestApp({
    database: kind,
    config: {
      staffSecret: STAFF_SECRET,
      webhooks: { allowPrivateUrls: true, pollIntervalMs: 2000, maxAttempts: 12 },
    },
  });
  const receiver = await startReceiver();
  try {
    const manager = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [HOTEL_ID] });
    const created = await t.app.inject({
      method: 'POST',
      url: `/staff/hotels/${HOTEL_ID}/webhooks`,
      headers: { authorization: manager.authorization },
      payload: { url: receiver.url, event_types: ['reservation.created', 'reservation.modified'] },
    });
    if (created.statusCode !== 201) throw new Error(`webhooks bench: endpoint refused: ${created.body}`);
    const stays: TestStay[] = [];
    for (let i = 0; i < RESERVATIONS; i++) stays.push(await testReservation(t.db, HOTEL_ID));
    const workerOptions = {
      db: t.db,
      vault: webhookSecretVault(STAFF_SECRET),
      allowPrivateUrls: true,
      maxAttempts: 12,
      log: { info() {}, warn() {} },
      batchSize: IN_FLIGHT,
    };

    /** Drains EVENTS (or `count`) events with `instances` workers at once. */
    async function drain(name: string, instances: number, count = EVENTS): Promise<Run> {
      const ids = await fillOutbox(t.db, stays, count);
      receiver.seen.clear();
      const workers = Array.from({ length: instances }, () => createWebhookWorker(workerOptions));
      const started = performance.now();
      await Promise.all(
        workers.map(async (worker) => {
          for (let more = true; more; ) more = (await worker.run(() => new Date())).more;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      // Nothing may be left behind or sent twice (no receiver fails here).
      const problems = ids.filter((id) => receiver.seen.get(id) !== 1).length;
      return { name, seconds, count, problems };
    }

    /** The same number of POSTs of an envelope-sized body, IN_FLIGHT at a time, no database. */
    async function bare(count = EVENTS): Promise<Run> {
      const body = JSON.stringify({
        id: '00000000-0000-4000-8000-000000000000',
        type: 'reservation.modified',
        created_at: new Date().toISOString(),
        hotel_id: HOTEL_ID,
        data: { number: stays[0]!.number, status: 'confirmed', checkin_date: '2026-06-01' },
      });
      const headers = { 'content-type': 'application/json', 'user-agent': 'Yadori-Webhooks' };
      let failures = 0;
      const started = performance.now();
      for (let sent = 0; sent < count; sent += IN_FLIGHT) {
        const batch = Math.min(IN_FLIGHT, count - sent);
        const results = await Promise.all(
          Array.from({ length: batch }, () =>
            postWebhook(receiver.url, body, headers, { allowPrivate: true }),
          ),
        );
        failures += results.filter((result) => result.status !== 200).length;
      }
      const seconds = (performance.now() - started) / 1000;
      return { name: `bare POSTs, ${IN_FLIGHT} in flight, same client`, seconds, count, problems: failures };
    }

    await bare(WARM_UP);
    await drain('warm-up', 1, WARM_UP);
    const baseline = await bare();
    const runs = [
      baseline,
      await drain('webhook worker, 1 instance', 1),
      await drain('webhook workers, 2 instances', 2),
    ];
    const perSecond = (run: Run) => run.count / run.seconds;
    const rows = [
      ['run', 'deliveries', 'seconds', 'per s', 'vs bare', 'not once / failed'],
      ...runs.map((run) => [
        run.name,
        run.count.toLocaleString('en-US'),
        run.seconds.toFixed(2),
        Math.round(perSecond(run)).toLocaleString('en-US'),
        formatRatio(perSecond(run), perSecond(baseline)),
        String(run.problems),
      ]),
    ];
    return (
      `\n== Webhook deliveries on ${kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL'}: ${EVENTS} events of ` +
      `${RESERVATIONS} stays to one endpoint on 127.0.0.1, time to drain the outbox (each run after ${WARM_UP} ` +
      `of each to warm up)\n\n${renderTable(rows)}`
    );
  } finally {
    await receiver.close();
    await t.close();
  }
}
