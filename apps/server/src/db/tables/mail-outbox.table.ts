import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.table.ts';

/** A file sent with a message; `content` is base64. */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every message the server writes, sent or not: with `SMTP_URL` a row is sent and stamped `sent_at`;
 * without, rows stay here for the dev mail viewer. `dedupe_key` makes a retried job write a message
 * once (e.g. `reservation_confirmed:42:guest`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's message id once sent. */
    messageId: text('message_id'),
  },
  (t) => [
    unique('mail_outbox_dedupe_unique').on(t.dedupeKey),
    check('mail_outbox_to_length', sql`length(${t.toAddress}) between 3 and 254`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
