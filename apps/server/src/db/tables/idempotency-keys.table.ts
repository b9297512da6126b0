import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.table.ts';
import { reservations } from './reservations.table.ts';

/**
 * One Idempotency-Key of `POST /reservations` (DESIGN §4): written in the booking's own transaction,
 * so a key exists iff its booking committed. A concurrent duplicate waits on the primary key until the
 * first transaction ends, then replays its answer. `request_hash` tells a retry from a different
 * request under the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** sha256 of the client's key: the key itself decrypts the stored bypass token, so it is not kept. */
    keyHash: text('key_hash').notNull(),
    requestHash: text('request_hash').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    /** The answer given, once final (card payments finish after the booking transaction). */
    responseStatus: integer('response_status'),
    /**
     * The exact bytes of the answer given (it carries the bypass token), AES-GCM encrypted with a key
     * derived from the Idempotency-Key: a replay sends them back verbatim.
     */
    responseSealed: text('response_sealed'),
    /** The bypass token, AES-GCM encrypted with a key derived from the Idempotency-Key. */
    tokenCiphertext: text('token_ciphertext'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.hotelId, t.keyHash] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_key_hash', sql`length(${t.keyHash}) = 64`),
  ],
);
