import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fileAttachments } from '../../db/tables/file-attachments.table.ts';

export interface AttachmentRecord {
  id: string;
  hotelId: number;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

/** How many files a client session has uploaded to a hotel that no booking has taken yet. */
export async function countDraftAttachments(
  db: Db,
  clientSessionId: number,
  hotelId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fileAttachments)
    .where(
      and(
        eq(fileAttachments.clientSessionId, clientSessionId),
        eq(fileAttachments.hotelId, hotelId),
        isNull(fileAttachments.reservationId),
      ),
    );
  return row?.n ?? 0;
}

/** What drafts (files no booking has taken) hold: those of one client address, and all together. */
export interface DraftUsage {
  addressFiles: number;
  addressBytes: number;
  totalBytes: number;
}

/** Caps on drafts (UPLOAD_DRAFT_*): per client address (files, bytes) and for the whole database. */
export interface DraftCaps {
  filesPerAddress: number;
  bytesPerAddress: number;
  totalBytes: number;
}

export async function readDraftUsage(db: Db, clientAddress: string): Promise<DraftUsage> {
  const t = fileAttachments;
  const mine = sql`${t.clientAddress} = ${clientAddress}`;
  const [row] = await db
    .select({
      addressFiles: sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
      addressBytes: sql<number>`coalesce(sum(${t.size}) filter (where ${mine}), 0)`.mapWith(Number),
      totalBytes: sql<number>`coalesce(sum(${t.size}), 0)`.mapWith(Number),
    })
    .from(t)
    .where(isNull(t.reservationId));
  return row ?? { addressFiles: 0, addressBytes: 0, totalBytes: 0 };
}

/** Which cap a draft of `size` more bytes would break, if any. */
export function draftCapBroken(usage: DraftUsage, caps: DraftCaps, size: number): 'address' | 'total' | null {
  if (usage.addressFiles + 1 > caps.filesPerAddress) return 'address';
  if (usage.addressBytes + size > caps.bytesPerAddress) return 'address';
  if (usage.totalBytes + size > caps.totalBytes) return 'total';
  return null;
}

// One key for every draft insert: the caps are checked and the row written under it, so parallel
// uploads cannot each see room for themselves and overshoot together.
const DRAFT_INSERT_LOCK = 7_120_260_003;

/**
 * Writes a draft's row if it stays within `caps` (checked under a transaction-scoped advisory lock,
 * so every instance sees the others' drafts); else writes nothing and says which cap it would break.
 * The returned record's `createdAt` is the row's (the app clock's, given in `row`).
 */
export async function insertDraftWithinCaps(
  db: Db,
  row: Omit<AttachmentRecord, 'createdAt'> & {
    clientSessionId: number | null;
    clientAddress: string;
    createdAt: Date;
  },
  caps: DraftCaps,
  /** Runs in the same transaction after the insert (the cleanup job exists iff the row does). */
  afterInsert: (tx: Db) => Promise<unknown>,
): Promise<{ inserted: AttachmentRecord } | { refused: 'address' | 'total' }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DRAFT_INSERT_LOCK})`);
    const refused = draftCapBroken(await readDraftUsage(tx, row.clientAddress), caps, row.size);
    if (refused) return { refused };
    const [inserted] = await tx.insert(fileAttachments).values(row).returning();
    if (!inserted) throw new Error('file attachment insert returned no row');
    await afterInsert(tx);
    return { inserted };
  });
}

/**
 * Deletes up to `limit` drafts created at or before `before` and returns their ids, so the caller
 * removes their bytes. Conditional, so it never races a booking taking a file: rows a booking
 * transaction holds (its `claimAttachments` update) are skipped, and a row is deleted only if it is
 * still no booking's when the delete reaches it. A booking that comes second finds the file gone.
 */
export async function deleteDraftsCreatedBefore(db: Db, before: Date, limit: number): Promise<string[]> {
  const t = fileAttachments;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(isNull(t.reservationId), lte(t.createdAt, before)))
    .orderBy(asc(t.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(t)
    .where(and(inArray(t.id, due), isNull(t.reservationId)))
    .returning({ id: t.id });
  return rows.map((r) => r.id);
}

/** When the oldest draft still kept was uploaded (null when there is none). */
export async function oldestDraftCreatedAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: fileAttachments.createdAt })
    .from(fileAttachments)
    .where(isNull(fileAttachments.reservationId))
    .orderBy(asc(fileAttachments.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The ids among `ids` that are files of this hotel no booking has taken yet. */
export async function findFreeAttachmentIds(
  db: Db,
  hotelId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: fileAttachments.id })
    .from(fileAttachments)
    .where(
      and(
        eq(fileAttachments.hotelId, hotelId),
        inArray(fileAttachments.id, [...ids]),
        isNull(fileAttachments.reservationId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Gives a booking its files (inside the booking transaction). Only files of the hotel that no other
 * booking holds are taken; returns how many were, so the caller can refuse when one was taken meanwhile.
 */
export async function claimAttachments(
  tx: Db,
  hotelId: number,
  ids: readonly string[],
  reservationId: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(fileAttachments)
    .set({ reservationId })
    .where(
      and(
        eq(fileAttachments.hotelId, hotelId),
        inArray(fileAttachments.id, [...new Set(ids)]),
        isNull(fileAttachments.reservationId),
      ),
    )
    .returning({ id: fileAttachments.id });
  return rows.length;
}

/** Frees the files a reservation held (it ended), so the guest can book again with the same uploads. */
export async function releaseReservationAttachments(tx: Db, reservationId: number): Promise<void> {
  await tx.execute(
    sql`update file_attachments set reservation_id = null where reservation_id = ${reservationId}`,
  );
}
