import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, type WebhookEventType } from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { bareReservation } from '../member-points/member-points-test-kit.ts';
import { recordReservationEvent } from './webhook-events.service.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/** One POST a test receiver took in. */
export interface Received {
  eventId: string;
  eventType: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is JSON read field by field in tests.
  body: any;
  /** Whether the signature verified under the receiver's secret at its clock. */
  verified: boolean;
  /** The status it answered. */
  answered: number;
}

export interface TestReceiver {
  url: string;
  /** Every request, in the order they arrived. */
  received: Received[];
  /** The requests of one event id, in order. */
  of(eventId: string): Received[];
  /** The secret it verifies signatures with (set once the endpoint is made). */
  secret: string;
  /** Its clock for the signature's time check (tests that move the worker's clock move this too). */
  now: () => Date;
  /** What it answers to a request (default 200); it may wait first. */
  answer: (request: Received) => number | Promise<number>;
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1 at a free port, as a hotel's PMS would run one: it reads the raw
 * body, checks the signature and its time with `verifyWebhookSignature`, keeps every request and
 * answers what the test says.
 * @example const receiver = await startTestReceiver(); receiver.answer = () => 500;
 */
export async function startTestReceiver(): Promise<TestReceiver> {
  const receiver: TestReceiver = {
    url: '',
    received: [],
    of: (eventId) => receiver.received.filter((request) => request.eventId === eventId),
    secret: '',
    now: () => new Date(),
    answer: () => 200,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const entry: Received = {
      eventId: String(request.headers[WEBHOOK_HEADERS.eventId]),
      eventType: String(request.headers[WEBHOOK_HEADERS.eventType]),
      headers: request.headers,
      rawBody,
      body: JSON.parse(rawBody),
      verified: verifyWebhookSignature(
        receiver.secret,
        request.headers[WEBHOOK_HEADERS.signature],
        rawBody,
        receiver.now(),
      ),
      answered: 0,
    };
    receiver.received.push(entry);
    entry.answered = entry.verified ? await receiver.answer(entry) : 400;
    response.statusCode = entry.answered;
    response.end(entry.answered < 300 ? 'ok' : 'no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/yadori`;
  return receiver;
}

/** A reservation of the test kit: what events of it carry. */
export interface TestStay {
  id: number;
  hotelId: number;
  number: string;
}

/**
 * A bare reservation row (no rooms or nights: events only need its id and number) of hotel `hotelId`
 * (default Hanami Tokyo) to tell events of.
 */
export async function testReservation(db: Db, hotelId = 1): Promise<TestStay> {
  const id = await bareReservation(db, { memberId: null });
  const [row] = rowsOf<{ number: string }>(
    await db.execute(sql`update reservations set hotel_id = ${hotelId} where id = ${id} returning number`),
  );
  return { id, hotelId, number: row!.number };
}

/**
 * An event of `reservation` at `at` in the outbox (as a reservation change writes one), with a
 * pending delivery for each active endpoint of the hotel that follows its type. Answers the event id.
 */
export function testEvent(db: Db, reservation: TestStay, type: WebhookEventType, at: Date): Promise<string> {
  return recordReservationEvent(
    db,
    {
      hotelId: reservation.hotelId,
      reservationId: reservation.id,
      type,
      data: { number: reservation.number, status: 'confirmed', checkin_date: '2026-06-01' },
    },
    at,
  );
}

/** The delivery rows of `eventId`, as stored. */
export async function deliveriesOfEvent(
  db: Db,
  eventId: string,
): Promise<
  {
    id: number;
    endpoint_id: number;
    status: string;
    attempts: number;
    next_attempt_at: Date;
    last_status: number | null;
    last_error: string | null;
  }[]
> {
  const rows = rowsOf<{
    id: string | number;
    endpoint_id: number;
    status: string;
    attempts: number;
    next_attempt_at: string | Date;
    last_status: number | null;
    last_error: string | null;
  }>(
    await db.execute(sql`
      select id, endpoint_id, status, attempts, next_attempt_at, last_status, last_error
      from webhook_deliveries where event_id = ${eventId} order by id`),
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    next_attempt_at: new Date(row.next_attempt_at),
  }));
}
