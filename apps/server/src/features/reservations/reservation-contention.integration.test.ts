import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openNodePostgres } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { testConfig } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import {
  type BookingKit,
  bookingKit,
  inventoryOf,
  type Json,
  leaveRooms,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from './reservation-test-kit.ts';

const ATTEMPTS = 200;

/** One POST on its own connection (no keep-alive), as many separate clients would send it. */
function postJson(
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}
const LAST_ROOMS = 5;

async function bookedOn(kit: Pick<BookingKit, 't'>, date: string): Promise<number> {
  const result = await kit.t.db.execute(sql`
    select count(*)::int as n from reservation_room_nights n
      join reservations r on r.id = n.reservation_id
      join room_types t on t.id = n.room_type_id
      where t.code = 'STD-DBL' and t.hotel_id = ${TOKYO} and n.stay_date = ${date}::date and r.status <> 'cancelled'`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

describe.each(testDatabaseKinds())('contention for the last rooms (%s)', (kind) => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  it(`${ATTEMPTS} concurrent attempts for the last ${LAST_ROOMS} rooms: exactly ${LAST_ROOMS} bookings, never oversold, no 5xx`, async () => {
    const body = await simpleBody(kit);
    await leaveRooms(kit.t.db, 'STD-DBL', kit.checkin, LAST_ROOMS);
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => kit.post(body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LAST_ROOMS);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].details).toMatchObject({ code: 1105, reason: 'sold_out' });
    }
    const inventory = await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin);
    expect(inventory.sold).toBe(inventory.allotment);
    expect(await bookedOn(kit, kit.checkin)).toBe(LAST_ROOMS);
    // The second night gave back what the losers took: it moved by exactly the winners.
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.number)).size).toBe(
      LAST_ROOMS,
    );
  }, 120_000);
});

const postgresOnly = process.env.DATABASE_URL ? describe : describe.skip;

postgresOnly('contention with the server restarted mid-run (postgres)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
  }, 180_000);
  afterAll(async () => testDb?.dispose());

  it(`${ATTEMPTS} clients retrying through a restart: exactly ${LAST_ROOMS} bookings, no 5xx, retries replayed`, async () => {
    const name = rowsOf<{ name: string }>(
      await testDb.database.db.execute(sql`select current_database() as name`),
    )[0]!.name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const config = testConfig({ rateLimit: { perMinute: 1_000_000, store: 'memory' } });
    const start = async () => {
      const database = await openNodePostgres(url.toString());
      const app = await buildApp({ config, db: database.db, hotelCacheTtlMs: 0, jobs: false });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      return { database, app, address };
    };

    let server = await start();
    const session = await issueClientSession(server.app);
    const kitView = { t: { db: testDb.database.db } } as Pick<BookingKit, 't'>;
    const checkin = quietTuesday(20);
    const pseudoKit = {
      checkin,
      checkout: tokyoDayAfter(checkin, 2),
      async get(path: string) {
        const response = await server.app.inject({ url: path, headers: { 'client-session': session } });
        return { status: response.statusCode, body: response.json() };
      },
    } as unknown as BookingKit;
    const body = await simpleBody(pseudoKit);
    await leaveRooms(testDb.database.db, 'STD-DBL', checkin, LAST_ROOMS);

    // Clients keep their Idempotency-Key across retries, as the widget does; a refused connection
    // waits for the new server.
    let restarted: () => void = () => {};
    const serverBack = new Promise<void>((resolve) => {
      restarted = resolve;
    });
    let done = 0;
    let closingRefusals = 0;
    let cutOrRefused = 0;
    let restart: Promise<void> | null = null;
    const firstAnswers = new Map<string, Json>();
    const attempt = async (key: string): Promise<{ status: number; body: Json }> => {
      for (let tries = 1; ; tries += 1) {
        const address = server.address;
        try {
          const answer = await postJson(`${address}/book/hotels/${TOKYO}/reservations`, body, {
            'client-session': session,
            'idempotency-key': key,
          });
          // A closing instance answers 503 without touching the request (Fastify's
          // return503OnClosing): the client retries it like a refused connection.
          if (answer.status === 503 && restart) {
            closingRefusals += 1;
            await serverBack;
            continue;
          }
          done += 1;
          if (done === ATTEMPTS / 4 && !restart) {
            // Restart while the other three quarters are in flight, as a crash would: every open
            // connection is cut (those clients never see their answer and retry with their key), new
            // connections are refused, then a new app on a new pool takes over the same database.
            restart = (async () => {
              const old = server;
              const closing = old.app.close();
              old.app.server.closeAllConnections();
              await closing;
              await old.database.close();
              server = await start();
              restarted();
            })();
          }
          return answer;
        } catch (error) {
          cutOrRefused += 1;
          if (tries >= 20) throw error;
          await serverBack;
        }
      }
    };
    const keys = Array.from({ length: ATTEMPTS }, () => randomUUID());
    const answers = await Promise.all(keys.map(attempt));
    await restart;
    // The restart really happened mid-run: some clients lost their connection and retried.
    expect(cutOrRefused + closingRefusals).toBeGreaterThan(0);
    keys.forEach((key, i) => {
      firstAnswers.set(key, answers[i]);
    });

    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    const booked = answers.filter((a) => a.status === 201);
    expect(booked).toHaveLength(LAST_ROOMS);
    expect(answers.every((a) => a.status === 201 || a.body.errors[0].details.reason === 'sold_out')).toBe(
      true,
    );
    const inventory = await inventoryOf(testDb.database.db, 'STD-DBL', checkin);
    expect(inventory.sold).toBe(inventory.allotment);
    expect(await bookedOn(kitView, checkin)).toBe(LAST_ROOMS);

    // After the restart every winner's retry is its first answer.
    for (const key of keys.filter((k) => firstAnswers.get(k)!.status === 201)) {
      const replay = await server.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO}/reservations`,
        headers: { 'client-session': session, 'idempotency-key': key },
        payload: body,
      });
      expect(replay.statusCode).toBe(201);
      expect(replay.json().data.number).toBe(firstAnswers.get(key)!.body.data.number);
    }
    await server.app.close();
    await server.database.close();
  }, 180_000);
});
