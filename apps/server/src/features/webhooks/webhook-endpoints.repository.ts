import type { WebhookDeliveryStatus, WebhookEventType } from '@yadori/contract/partner.constants';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { webhookEndpoints } from '../../db/tables/partner.table.ts';

/** An endpoint as the console sees it: its stored fields (not its sealed secret) and its counts. */
export interface EndpointRecord {
  id: number;
  hotelId: number;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  active: boolean;
  pendingDeliveries: number;
  deadDeliveries: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface EndpointColumns {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  active: boolean;
}

// Written out: drizzle would leave `webhook_endpoints.id` unqualified inside the subquery.
const countOf = (status: WebhookDeliveryStatus) =>
  sql<number>`(select count(*)::int from webhook_deliveries d
    where d.endpoint_id = "webhook_endpoints"."id" and d.status = ${status})`;

function selectEndpoints(db: Db) {
  return db
    .select({
      id: webhookEndpoints.id,
      hotelId: webhookEndpoints.hotelId,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      eventTypes: webhookEndpoints.eventTypes,
      active: webhookEndpoints.active,
      pendingDeliveries: countOf('pending'),
      deadDeliveries: countOf('dead'),
      createdAt: webhookEndpoints.createdAt,
      updatedAt: webhookEndpoints.updatedAt,
    })
    .from(webhookEndpoints);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectEndpoints>['execute']>>[number];

function toRecord(row: SelectedRow): EndpointRecord {
  return {
    ...row,
    // The table's CHECK keeps them WEBHOOK_EVENT_TYPES.
    eventTypes: row.eventTypes as WebhookEventType[],
    pendingDeliveries: Number(row.pendingDeliveries),
    deadDeliveries: Number(row.deadDeliveries),
  };
}

/** The hotel's endpoints, oldest first. */
export async function listEndpoints(db: Db, hotelId: number): Promise<EndpointRecord[]> {
  const rows = await selectEndpoints(db)
    .where(eq(webhookEndpoints.hotelId, hotelId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(toRecord);
}

/** The hotel's endpoint `id`, or null (another hotel's endpoint is none of this hotel's). */
export async function findEndpoint(db: Db, hotelId: number, id: number): Promise<EndpointRecord | null> {
  const [row] = await selectEndpoints(db).where(
    and(eq(webhookEndpoints.hotelId, hotelId), eq(webhookEndpoints.id, id)),
  );
  return row ? toRecord(row) : null;
}

/**
 * Serialises the changes of one hotel's endpoints until the transaction ends, so two creations at
 * once cannot both count 9 endpoints and make the 11th. (Class 59060; partner keys take 59059.)
 */
export async function lockHotelEndpoints(tx: Db, hotelId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(59060, ${hotelId}::int)`);
}

export async function countEndpoints(db: Db, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.hotelId, hotelId));
  return Number(row?.n ?? 0);
}

/** Stores a new endpoint and answers its id. */
export async function insertEndpoint(
  db: Db,
  values: EndpointColumns & { hotelId: number; secretSealed: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      hotelId: values.hotelId,
      url: values.url,
      description: values.description,
      eventTypes: values.eventTypes,
      active: values.active,
      secretSealed: values.secretSealed,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** Changes the hotel's endpoint `id` (its secret too when given): true when there was one. */
export async function updateEndpoint(
  db: Db,
  hotelId: number,
  id: number,
  values: Partial<EndpointColumns> & { secretSealed?: string; now: Date },
): Promise<boolean> {
  const { now, ...columns } = values;
  const rows = await db
    .update(webhookEndpoints)
    .set({ ...columns, updatedAt: now })
    .where(and(eq(webhookEndpoints.hotelId, hotelId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Deletes the hotel's endpoint `id` with its deliveries (the foreign key cascades): true when there was one. */
export async function deleteEndpoint(db: Db, hotelId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.hotelId, hotelId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}
