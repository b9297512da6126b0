import { and, count, eq, inArray, isNull } from 'drizzle-orm';
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

export async function insertAttachment(
  db: Db,
  row: Omit<AttachmentRecord, 'createdAt'> & { clientSessionId: number | null },
): Promise<AttachmentRecord> {
  const [inserted] = await db.insert(fileAttachments).values(row).returning();
  if (!inserted) throw new Error('file attachment insert returned no row');
  return inserted;
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

/** The files a reservation holds (mail, hotel notice). */
export async function listReservationAttachments(db: Db, reservationId: number): Promise<AttachmentRecord[]> {
  return db
    .select({
      id: fileAttachments.id,
      hotelId: fileAttachments.hotelId,
      fileName: fileAttachments.fileName,
      contentType: fileAttachments.contentType,
      size: fileAttachments.size,
      sha256: fileAttachments.sha256,
      createdAt: fileAttachments.createdAt,
    })
    .from(fileAttachments)
    .where(eq(fileAttachments.reservationId, reservationId));
}
