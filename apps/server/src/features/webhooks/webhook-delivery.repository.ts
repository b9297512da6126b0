import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// The outbox's SQL for the delivery worker (decision 059): webhook-delivery.service.ts decides, these
// statements store.

/** A delivery claimed for sending, with its event and where (and with what) to send it. */
export interface ClaimedDelivery {
  id: number;
  /** Counting this attempt. */
  attempts: number;
  /** The lease this claim holds: finishing the delivery checks it is still this one. */
  lease: Date;
  eventId: string;
  eventType: string;
  hotelId: number;
  eventCreatedAt: Date;
  payload: unknown;
  url: string;
  secretSealed: string;
}

interface ClaimedRow {
  id: number | string;
  attempts: number;
  event_id: string;
  event_type: string;
  hotel_id: number;
  event_created_at: string | Date;
  payload: unknown;
  url: string;
  secret_sealed: string;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Claims up to `limit` deliveries due at `now` in one statement, counting the attempt and taking a
 * lease until `lease`: `for update skip locked` keeps two instances from taking the same rows at once,
 * and the lease keeps them off the rows afterwards until it ends (a crashed sender's rows come back
 * then). A delivery is due only when no earlier event (by `seq`) of the same reservation is still
 * pending to the same endpoint, so each receiver sees a stay's events in order; an endpoint switched
 * off keeps its deliveries pending.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  lease: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const rows = rowsOf<ClaimedRow>(
    await db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
          join webhook_endpoints ep on ep.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= ${at}::timestamptz
          and (d.locked_until is null or d.locked_until <= ${at}::timestamptz)
          and ep.active
          and not exists (
            select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = d.endpoint_id and earlier.reservation_id = d.reservation_id
              and earlier.status = 'pending' and earlier.seq < d.seq)
        order by d.next_attempt_at, d.id
        limit ${limit}
        for update of d skip locked
      )
      update webhook_deliveries d
        set locked_until = ${lease.toISOString()}::timestamptz, attempts = d.attempts + 1
      from due, webhook_events ev, webhook_endpoints ep
      where d.id = due.id and ev.id = d.event_id and ep.id = d.endpoint_id
      returning d.id, d.attempts, ev.id as event_id, ev.type as event_type, ev.hotel_id,
        ev.created_at as event_created_at, ev.payload, ep.url, ep.secret_sealed`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    attempts: Number(row.attempts),
    lease,
    eventId: row.event_id,
    eventType: row.event_type,
    hotelId: Number(row.hotel_id),
    eventCreatedAt: asDate(row.event_created_at),
    // node-postgres and PGlite both parse jsonb; a driver answering text is read here.
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    url: row.url,
    secretSealed: row.secret_sealed,
  }));
}

/** How one attempt ended. */
export type AttemptOutcome =
  | { status: 'delivered'; at: Date; httpStatus: number }
  | {
      status: 'pending' | 'dead';
      httpStatus: number | null;
      error: string;
      /** When to try again (pending). */
      nextAttemptAt: Date;
    };

/**
 * Writes how the attempt of `delivery` ended and lets go of its lease: only while the row is still
 * pending under this claim's lease (a sender whose lease ran out and whose row another instance took
 * changes nothing). True when it was written.
 */
export async function finishAttempt(
  db: Db,
  delivery: Pick<ClaimedDelivery, 'id' | 'lease'>,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const changes =
    outcome.status === 'delivered'
      ? sql`status = 'delivered', delivered_at = ${outcome.at.toISOString()}::timestamptz,
          last_status = ${outcome.httpStatus}, last_error = null`
      : sql`status = ${outcome.status}, next_attempt_at = ${outcome.nextAttemptAt.toISOString()}::timestamptz,
          last_status = ${outcome.httpStatus}, last_error = ${outcome.error}`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update webhook_deliveries set ${changes}, locked_until = null
      where id = ${delivery.id} and status = 'pending'
        and locked_until = ${delivery.lease.toISOString()}::timestamptz
      returning id`),
  );
  return rows.length > 0;
}

/**
 * Deletes, `batch` rows a statement, the deliveries delivered before `before` and the events older
 * than `before` that no delivery needs any more (each delivered and deleted, or never owed to any
 * endpoint). Dead and pending deliveries, and their events, stay. Answers the rows deleted.
 */
export async function pruneDeliveredBefore(
  db: Db,
  before: Date,
  batch: number,
): Promise<{ deliveries: number; events: number }> {
  const at = before.toISOString();
  const deliveries = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from webhook_deliveries where id in (
        select id from webhook_deliveries
        where status = 'delivered' and delivered_at < ${at}::timestamptz
        limit ${batch})
      returning id`),
  ).length;
  const events = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from webhook_events where id in (
        select ev.id from webhook_events ev
        where ev.created_at < ${at}::timestamptz
          and not exists (select 1 from webhook_deliveries d where d.event_id = ev.id)
        limit ${batch})
      returning id`),
  ).length;
  return { deliveries, events };
}
