import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MailAttachmentRow, mailOutbox } from '../../db/tables/mail-outbox.table.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface NewOutboxMail {
  dedupeKey: string;
  kind: string;
  reservationId: number | null;
  locale: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: MailAttachmentRow[];
}

/** Writes a message once per dedupe key and answers the row (the one written earlier on a retry). */
export async function putInOutbox(db: Db, mail: NewOutboxMail): Promise<OutboxRow> {
  await db.insert(mailOutbox).values(mail).onConflictDoNothing({ target: mailOutbox.dedupeKey });
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, mail.dedupeKey));
  if (!row) throw new Error(`outbox row ${mail.dedupeKey} vanished`);
  return row;
}

/** Stamps a message sent, once. */
export async function markSent(db: Db, id: number, messageId: string | null, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, messageId })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** The newest messages first (dev mail viewer). */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
