import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mediaFiles } from '../../db/tables/media.table.ts';

/** An image's stored facts, without its bytes. */
export interface MediaRecord {
  key: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
}

const facts = {
  key: mediaFiles.key,
  contentType: mediaFiles.contentType,
  byteSize: mediaFiles.byteSize,
  width: mediaFiles.width,
  height: mediaFiles.height,
};

/**
 * Keeps an image under its key unless the same bytes are kept already (a key is their sha256, so
 * the first upload's row stands). True when this call wrote the row. The bytes travel as base64 and
 * are decoded by the database, the same through PGlite and node-postgres.
 */
export async function insertMedia(
  db: Db,
  row: MediaRecord & { brandId: number; hotelId: number; uploadedBy: number | null; bytes: Buffer },
): Promise<boolean> {
  const inserted = await db
    .insert(mediaFiles)
    .values({
      key: row.key,
      brandId: row.brandId,
      hotelId: row.hotelId,
      contentType: row.contentType,
      bytes: sql`decode(${row.bytes.toString('base64')}, 'base64')`,
      byteSize: row.byteSize,
      width: row.width,
      height: row.height,
      uploadedBy: row.uploadedBy,
    })
    .onConflictDoNothing({ target: mediaFiles.key })
    .returning({ key: mediaFiles.key });
  return inserted.length > 0;
}

/** The image kept under `key`, without its bytes. */
export async function findMedia(db: Db, key: string): Promise<MediaRecord | null> {
  const [row] = await db.select(facts).from(mediaFiles).where(eq(mediaFiles.key, key));
  return row ?? null;
}

/** The image kept under `key` with its bytes, or null. */
export async function findMediaBytes(
  db: Db,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({
      contentType: mediaFiles.contentType,
      base64: sql<string>`encode(${mediaFiles.bytes}, 'base64')`,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.key, key));
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.base64, 'base64') } : null;
}
