import { ATTACHMENT_CONTENT_TYPES } from '@yadori/contract/file-attachments.schema';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clientSessions } from './clients.table.ts';
import { hotels } from './hotels.table.ts';
import { reservations } from './reservations.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A file a guest uploaded for a file question (spec sections 5, 7, 9). The bytes live under the data
 * directory (`attachments/<id>`); this row says whose they are and what they are. `id` is random and
 * unguessable; `reservation_id` is set when a booking takes the file. Files no booking took (drafts)
 * are capped per client address and in total, and deleted after UPLOAD_DRAFT_TTL_MINUTES.
 */
export const fileAttachments = pgTable(
  'file_attachments',
  {
    id: text('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** The client session that uploaded it: a booking draft holds at most 30 files. */
    clientSessionId: bigint('client_session_id', { mode: 'number' }).references(() => clientSessions.id, {
      onDelete: 'set null',
    }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** The uploader's address (as the rate limiter sees it): drafts are capped per address. */
    clientAddress: text('client_address'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('file_attachments_id_format', sql`${t.id} ~ '^[A-Za-z0-9_-]{20,64}$'`),
    check('file_attachments_type_known', sql`${t.contentType} in (${sqlList(ATTACHMENT_CONTENT_TYPES)})`),
    check('file_attachments_size', sql`${t.size} between 1 and 83886080`),
    check('file_attachments_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    index('file_attachments_draft_idx').on(t.clientSessionId, t.hotelId),
    index('file_attachments_draft_address_idx').on(t.clientAddress).where(sql`${t.reservationId} is null`),
    index('file_attachments_draft_age_idx').on(t.createdAt).where(sql`${t.reservationId} is null`),
  ],
);
