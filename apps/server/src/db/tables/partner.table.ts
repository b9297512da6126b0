import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.table.ts';
import { reservations } from './reservations.table.ts';
import { staffUsers } from './staff.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** What a partner key may do (decision 059); the contract's PARTNER_SCOPES spells the same list. */
const SCOPES = [
  'ari:write',
  'reservations:read',
  'reservations:write',
  'payment_links:read',
  'payment_links:write',
] as const;
/** The reservation events a webhook endpoint can follow (decision 059). */
const EVENT_TYPES = [
  'reservation.created',
  'reservation.modified',
  'reservation.cancelled',
  'reservation.paid',
  'reservation.no_show',
] as const;

/**
 * An API key of one hotel for its property-management system or channel manager (decision 059). Only
 * the sha256 of the key is kept; `prefix` (its first characters) names it in lists. Revoked keys stay
 * for the audit trail and answer 401.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The console account that made it; null from the CLI or once that account is gone. */
    createdByStaffUserId: integer('created_by_staff_user_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so a busy key does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('partner_api_keys_token_hash_unique').on(t.tokenHash),
    unique('partner_api_keys_prefix_unique').on(t.prefix),
    index('partner_api_keys_hotel_idx').on(t.hotelId),
    check('partner_api_keys_token_hash', sql`length(${t.tokenHash}) = 64`),
    check('partner_api_keys_name', sql`length(${t.name}) between 1 and 100`),
    check(
      'partner_api_keys_scopes',
      sql`cardinality(${t.scopes}) >= 1 and ${t.scopes} <@ array[${sqlList(SCOPES)}]::text[]`,
    ),
  ],
);

/**
 * One Idempotency-Key of a partner write (ARI push, reservation change): written in the write's own
 * transaction, so a key exists iff its write committed; a retry with the same key and body gets the
 * stored answer, the same key with another body 422.
 */
export const partnerIdempotencyKeys = pgTable(
  'partner_idempotency_keys',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => partnerApiKeys.id, { onDelete: 'cascade' }),
    /** sha256 of the client's key. */
    keyHash: text('key_hash').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'partner_idempotency_keys_pk', columns: [t.apiKeyId, t.keyHash] }),
    index('partner_idempotency_keys_created_idx').on(t.createdAt),
    check('partner_idempotency_keys_key_hash', sql`length(${t.keyHash}) = 64`),
  ],
);

/**
 * Where a hotel wants its reservation events posted. The signing secret is sealed under STAFF_SECRET
 * (it must be read back to sign), shown to staff once when made or rotated.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    secretSealed: text('secret_sealed').notNull(),
    eventTypes: text('event_types').array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_hotel_idx').on(t.hotelId),
    check('webhook_endpoints_url', sql`${t.url} ~ '^https?://' and length(${t.url}) <= 2000`),
    check(
      'webhook_endpoints_event_types',
      sql`cardinality(${t.eventTypes}) >= 1 and ${t.eventTypes} <@ array[${sqlList(EVENT_TYPES)}]::text[]`,
    ),
  ],
);

/**
 * A reservation event (the outbox): written in the transaction of the change it tells of, so an event
 * exists iff its change committed. `id` is the event id receivers de-duplicate on; `seq` orders a
 * reservation's events.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_events_seq_unique').on(t.seq),
    index('webhook_events_hotel_created_idx').on(t.hotelId, t.createdAt),
    check('webhook_events_type_known', sql`${t.type} in (${sqlList(EVENT_TYPES)})`),
  ],
);

/**
 * One event owed to one endpoint: `pending` until the receiver answers 2xx (`delivered`) or the
 * attempts run out (`dead`, retried by hand from the console). A delivery waits while an earlier one
 * of the same reservation to the same endpoint is pending, so each receiver sees a stay's events in
 * order; `locked_until` is the lease of the instance sending it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's, copied so the order check reads one table. */
    reservationId: integer('reservation_id'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The receiver's last HTTP status (null: no answer) and what went wrong, for the console. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.reservationId, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_known', sql`${t.status} in ('pending', 'delivered', 'dead')`),
    check('webhook_deliveries_attempts', sql`${t.attempts} >= 0`),
  ],
);
