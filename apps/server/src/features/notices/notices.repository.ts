import { LABEL_FILTERS, targetFacilityLabel } from '@yadori/contract/additional-questions.constants';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notices } from '../../db/tables/analytics.table.ts';

/** A notice as stored. */
export type NoticeRow = typeof notices.$inferSelect;
/** The columns a console write sets (owner and id aside). */
export type NoticeColumns = Omit<typeof notices.$inferInsert, 'id' | 'brandId' | 'hotelId' | 'createdAt'>;

/** Whose notice: a hotel's own (`hotelId`), or its brand's (`hotelId` null). */
export interface NoticeOwner {
  brandId: number;
  hotelId: number | null;
}

const ownedBy = (hotel: { id: number; brandId: number }) =>
  or(eq(notices.hotelId, hotel.id), and(isNull(notices.hotelId), eq(notices.brandId, hotel.brandId)));

/**
 * The notices shown at a hotel, live or not: its own, and its brand's whose facility label filters
 * target it (all facilities, or this one) — by sort_order, then id.
 */
export function listNoticesAt(db: Db, hotel: { id: number; brandId: number }): Promise<NoticeRow[]> {
  const targets = [LABEL_FILTERS.targetAllFacilities, targetFacilityLabel(hotel.id)];
  return db
    .select()
    .from(notices)
    .where(
      or(
        eq(notices.hotelId, hotel.id),
        and(
          isNull(notices.hotelId),
          eq(notices.brandId, hotel.brandId),
          sql`${notices.labelFilters} && ${`{${targets.join(',')}}`}::text[]`,
        ),
      ),
    )
    .orderBy(asc(notices.sortOrder), asc(notices.id));
}

/**
 * The notice `id` when it is the hotel's or its brand's, or null; `lock` holds it until the
 * transaction ends.
 */
export async function findNotice(
  db: Db,
  hotel: { id: number; brandId: number },
  id: number,
  options: { lock?: boolean } = {},
): Promise<NoticeRow | null> {
  const query = db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), ownedBy(hotel)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Holds the owner's notices against another creation until the transaction ends, so two at once
 * cannot both pass the limit (a hotel's and a brand's locks are apart).
 */
export async function lockNoticesOf(tx: Db, owner: NoticeOwner): Promise<void> {
  if (owner.hotelId === null)
    await tx.execute(sql`select pg_advisory_xact_lock(61062, ${owner.brandId}::int)`);
  else await tx.execute(sql`select pg_advisory_xact_lock(61061, ${owner.hotelId}::int)`);
}

/** How many notices the owner keeps (a brand: its brand notices only). */
export async function countNoticesOf(db: Db, owner: NoticeOwner): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(
      owner.hotelId === null
        ? and(isNull(notices.hotelId), eq(notices.brandId, owner.brandId))
        : eq(notices.hotelId, owner.hotelId),
    );
  return Number(row?.count ?? 0);
}

export async function insertNotice(
  db: Db,
  values: NoticeOwner & NoticeColumns & { createdAt: Date },
): Promise<NoticeRow> {
  const [row] = await db.insert(notices).values(values).returning();
  return row!;
}

export async function updateNotice(db: Db, id: number, values: NoticeColumns): Promise<NoticeRow> {
  const [row] = await db.update(notices).set(values).where(eq(notices.id, id)).returning();
  return row!;
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.delete(notices).where(eq(notices.id, id));
}
