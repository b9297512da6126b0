import type { WebhookDeliveryStatus, WebhookEventType } from '@yadori/contract/partner.constants';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { webhookDeliveries } from '../../db/tables/partner.table.ts';

// The deliveries of an endpoint as the console reads and retries them (the worker's statements are in
// webhook-delivery.repository.ts).

/** A delivery as the console lists it, with its event's type and reservation number. */
export interface DeliveryRecord {
  id: number;
  eventId: string;
  eventType: WebhookEventType;
  reservationNumber: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
}

interface DeliveryRow {
  id: number | string;
  event_id: string;
  event_type: string;
  reservation_number: string | null;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: string | Date;
  delivered_at: string | Date | null;
  created_at: string | Date;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toDelivery(row: DeliveryRow): DeliveryRecord {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    eventType: row.event_type as WebhookEventType,
    reservationNumber: row.reservation_number,
    status: row.status as WebhookDeliveryStatus,
    attempts: Number(row.attempts),
    lastStatus: row.last_status === null ? null : Number(row.last_status),
    lastError: row.last_error,
    nextAttemptAt: asDate(row.next_attempt_at),
    deliveredAt: row.delivered_at === null ? null : asDate(row.delivered_at),
    createdAt: asDate(row.created_at),
  };
}

const deliveryColumns = sql`d.id, d.event_id, ev.type as event_type,
  coalesce(r.number, ev.payload->>'number') as reservation_number, d.status, d.attempts, d.last_status,
  d.last_error, d.next_attempt_at, d.delivered_at, d.created_at`;
const deliveryJoins = sql`from webhook_deliveries d
  join webhook_events ev on ev.id = d.event_id
  left join reservations r on r.id = ev.reservation_id`;

/** One page of the endpoint's deliveries, newest first, and how many there are in all. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  filter: { status?: WebhookDeliveryStatus; limit: number; offset: number },
): Promise<{ rows: DeliveryRecord[]; total: number }> {
  const status = filter.status ? sql`and d.status = ${filter.status}` : sql``;
  const rows = rowsOf<DeliveryRow & { total: number | string }>(
    await db.execute(sql`
      select ${deliveryColumns}, count(*) over () as total
      ${deliveryJoins}
      where d.endpoint_id = ${endpointId} ${status}
      order by d.id desc
      limit ${filter.limit} offset ${filter.offset}`),
  );
  if (rows.length > 0 || filter.offset === 0) {
    return { rows: rows.map(toDelivery), total: Number(rows[0]?.total ?? 0) };
  }
  // A page past the end still tells how many there are.
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
      ),
    );
  return { rows: [], total: Number(row?.n ?? 0) };
}

/** The endpoint's delivery `id`, or null. */
export async function findDelivery(db: Db, endpointId: number, id: number): Promise<DeliveryRecord | null> {
  const [row] = rowsOf<DeliveryRow>(
    await db.execute(sql`
      select ${deliveryColumns} ${deliveryJoins}
      where d.endpoint_id = ${endpointId} and d.id = ${id}`),
  );
  return row ? toDelivery(row) : null;
}

/**
 * Makes the endpoint's dead delivery `id` pending again, due at `now` with its attempts counted afresh:
 * true when it was dead (a pending or delivered one is left as it is).
 */
export async function reviveDeadDelivery(
  db: Db,
  endpointId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'dead'),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
