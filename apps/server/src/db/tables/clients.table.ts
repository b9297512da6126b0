import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotelBrands, hotels } from './hotels.table.ts';

/** A key/secret pair a deployment of the widget (or a partner) exchanges for client sessions. */
export const apiClients = pgTable(
  'api_clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    key: text('key').notNull().unique(),
    /** scrypt hash of the secret (see lib/secret-hash.ts). */
    secretHash: text('secret_hash').notNull(),
    /** all: every hotel; brand: the hotels of brand_id; hotel: hotel_id only. */
    scope: text('scope').$type<'all' | 'brand' | 'hotel'>().notNull(),
    brandId: integer('brand_id').references(() => hotelBrands.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'api_clients_scope_target',
      sql`(${t.scope} = 'all' and ${t.brandId} is null and ${t.hotelId} is null)
        or (${t.scope} = 'brand' and ${t.brandId} is not null and ${t.hotelId} is null)
        or (${t.scope} = 'hotel' and ${t.hotelId} is not null and ${t.brandId} is null)`,
    ),
    check('api_clients_key_length', sql`length(${t.key}) between 1 and 200`),
  ],
);

/** Issued by POST /api/client_sessions; only the sha256 of the token is kept. */
export const clientSessions = pgTable(
  'client_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('client_sessions_token_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('client_sessions_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
    index('client_sessions_expires_at_idx').on(t.expiresAt),
  ],
);
