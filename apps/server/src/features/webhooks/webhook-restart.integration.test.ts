import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { type ServerProcess, startServerProcess } from '../../testing/server-process.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { insertEndpoint } from './webhook-endpoints.repository.ts';
import { newWebhookSecret, webhookSecretVault } from './webhook-secrets.ts';
import {
  deliveriesOfEvent,
  type Received,
  startTestReceiver,
  type TestReceiver,
  testEvent,
  testReservation,
} from './webhook-test-kit.ts';

// Issue 18: a server killed mid-delivery resumes after a restart. The real server runs as a child
// process, started as `npm run dev` starts it (`node --import tsx apps/server/src/main.ts`), and is
// killed with SIGKILL while a receiver holds its POST unanswered; a second process on the same database
// sends that delivery again once its lease has ended — signed, with the same event id, so the receiver
// applies it once — and sends nothing it had already delivered a second time.
// webhook-delivery.integration.test.ts covers the same rule in-process, by abandoning a claim.
// PostgreSQL only: the test and the server processes share the database, and a PGlite data directory
// whose process was killed may not open again.
const STAFF_SECRET = 'staff-secret-for-webhook-restart-0123456789';
const TOKYO = 1;
/** tsx compiles the server at each start: 10–20 s on a loaded machine, so leave plenty of room. */
const START_TIMEOUT_MS = 120_000;
/** How long a running server may take to send what is due (it polls every 100 ms). */
const DELIVERY_TIMEOUT_MS = 30_000;

const runsOnPostgres = testDatabaseKinds().includes('postgres');

describe.skipIf(!runsOnPostgres)('a server killed mid-delivery (postgres)', () => {
  let testDatabase: TestDatabase | undefined;
  let db: Db;
  let databaseUrl: string;
  let receiver: TestReceiver | undefined;
  let dataDir: string | undefined;
  const servers: ServerProcess[] = [];
  /** Event ids the receiver acted on, once each however often they came (as a PMS de-duplicates). */
  const applied: string[] = [];
  /** The event whose first request the receiver never answers. */
  let hungEventId: string | undefined;
  let releaseHung: ((status: number) => void) | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    db = testDatabase.database.db;
    databaseUrl = await urlOf(db);
    dataDir = mkdtempSync(path.join(tmpdir(), 'yadori-webhook-restart-'));
    receiver = await startTestReceiver();
    receiver.secret = newWebhookSecret();
    receiver.answer = answer;
    await insertEndpoint(db, {
      hotelId: TOKYO,
      url: receiver.url,
      description: 'PMS',
      eventTypes: ['reservation.created'],
      active: true,
      // Sealed as the server seals it, under the STAFF_SECRET the server processes are given.
      secretSealed: webhookSecretVault(STAFF_SECRET)!.seal(receiver.secret),
      now: new Date(),
    });
  }, 180_000);

  afterAll(async () => {
    // The hung request is let go first, so a server still waiting on it shuts down at once.
    releaseHung?.(503);
    // stop() sends SIGTERM and SIGKILL 15 s later; it does nothing to a process that already exited.
    await Promise.all(servers.map((server) => server.stop()));
    await receiver?.close();
    await testDatabase?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The receiver: holds the first request of `hungEventId` forever, applies and acknowledges the rest. */
  function answer(request: Received): number | Promise<number> {
    if (request.eventId === hungEventId && receiver!.of(request.eventId).length === 1) {
      return new Promise((resolve) => {
        releaseHung = resolve;
      });
    }
    if (!applied.includes(request.eventId)) applied.push(request.eventId);
    return 200;
  }

  function startServer(): Promise<ServerProcess> {
    return startServerProcess({
      mode: 'loader',
      dataDir: dataDir!,
      timeoutMs: START_TIMEOUT_MS,
      env: {
        DATABASE_URL: databaseUrl,
        STAFF_SECRET,
        WEBHOOK_ALLOW_PRIVATE_URLS: '1',
        WEBHOOK_POLL_MS: '100',
        // The database is seeded already; a start must not seed it again.
        DEMO_DATA: '0',
        MAINTENANCE: '0',
      },
    }).then((server) => {
      servers.push(server);
      return server;
    });
  }

  const newEvent = async () =>
    testEvent(db, await testReservation(db, TOKYO), 'reservation.created', new Date());

  const deliveryOf = async (eventId: string) => (await deliveriesOfEvent(db, eventId))[0]!;

  const waitUntilDelivered = (eventId: string) =>
    vi.waitFor(async () => expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered' }), {
      timeout: DELIVERY_TIMEOUT_MS,
      interval: 50,
    });

  it('sends the delivery it was killed in again after a restart, once its lease has ended', async () => {
    onTestFailed(() => {
      for (const [i, server] of servers.entries()) {
        console.error(`--- output of server process ${i + 1} (pid ${server.pid}) ---\n${server.output()}`);
      }
    });
    const first = await startServer();

    // Delivered before the crash: a restart must not send it again.
    const before = await newEvent();
    await waitUntilDelivered(before);

    // The crash: the server has claimed the delivery, sent it, and waits for an answer that never comes.
    const inFlight = await newEvent();
    hungEventId = inFlight;
    await vi.waitFor(() => expect(receiver!.of(inFlight)).toHaveLength(1), {
      timeout: DELIVERY_TIMEOUT_MS,
      interval: 20,
    });
    process.kill(first.pid, 'SIGKILL');
    await first.stop(); // Resolves once the killed process has exited.
    const leased = await leaseOf(db, inFlight);
    // Still leased to the dead process, with the attempt counted and nothing written of its end (had
    // the POST timed out first, last_error would say so and this would not be the crash under test).
    expect(leased).toMatchObject({ status: 'pending', attempts: 1, last_error: null, leased: true });

    // Written while no server runs: the restarted one sends it too.
    const whileDown = await newEvent();

    // The stand-in for time passing: the lease (WEBHOOK_LEASE_MS, a minute) is ended in the database
    // rather than waited for.
    const ended = rowsOf(
      await db.execute(sql`
        update webhook_deliveries set locked_until = now() - interval '1 second'
        where id = ${leased.id} and status = 'pending' returning id`),
    );
    expect(ended).toHaveLength(1);

    await startServer();
    await waitUntilDelivered(inFlight);
    await waitUntilDelivered(whileDown);

    const requests = receiver!.of(inFlight);
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.verified)).toEqual([true, true]);
    // The same event under the same id, so the receiver acts on it once.
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(requests[1]!.answered).toBe(200);
    expect(await deliveryOf(inFlight)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_status: 200,
      last_error: null,
    });
    // Nothing else went out twice: the delivery finished before the crash was not sent again. (The
    // restarted server sends its two due deliveries at once, so they may arrive in either order.)
    const timesSent = (eventId: string) => receiver!.of(eventId).length;
    expect([before, inFlight, whileDown].map(timesSent)).toEqual([1, 2, 1]);
    expect(receiver!.received).toHaveLength(4);
    expect(receiver!.received.every((request) => request.verified)).toBe(true);
    expect([...applied].sort()).toEqual([before, inFlight, whileDown].sort());
    expect(await deliveryOf(before)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await deliveryOf(whileDown)).toMatchObject({ status: 'delivered', attempts: 1 });
  }, 300_000);
});

/**
 * The address of the test database for a server process: DATABASE_URL (the server the test databases
 * are made on) with the database's own name.
 */
async function urlOf(db: Db): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

/** The delivery of `eventId`, with whether its lease still runs by the database's clock. */
async function leaseOf(
  db: Db,
  eventId: string,
): Promise<{ id: number; status: string; attempts: number; last_error: string | null; leased: boolean }> {
  const [row] = rowsOf<{
    id: string | number;
    status: string;
    attempts: number;
    last_error: string | null;
    leased: boolean;
  }>(
    await db.execute(sql`
      select id, status, attempts, last_error, coalesce(locked_until > now(), false) as leased
      from webhook_deliveries where event_id = ${eventId}`),
  );
  return { ...row!, id: Number(row!.id), attempts: Number(row!.attempts) };
}
