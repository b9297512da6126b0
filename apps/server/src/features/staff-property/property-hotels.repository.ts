import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelBrands, hotels } from '../../db/tables/hotels.table.ts';

/** A brand as the console edits it. */
export type BrandRecord = typeof hotelBrands.$inferSelect;
/** A hotel as the console edits it. */
export type HotelRecord = typeof hotels.$inferSelect;

export async function findBrand(db: Db, brandId: number): Promise<BrandRecord | null> {
  const [row] = await db.select().from(hotelBrands).where(eq(hotelBrands.id, brandId));
  return row ?? null;
}

/** True when a brand has the code (brand codes are unique across the installation). */
export async function brandCodeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: hotelBrands.id })
    .from(hotelBrands)
    .where(eq(hotelBrands.code, code))
    .limit(1);
  return rows.length > 0;
}

/** The brand `brandId`, locked until the transaction ends (two edits of its settings take turns). */
export async function lockBrand(db: Db, brandId: number): Promise<BrandRecord | null> {
  const [row] = await db.select().from(hotelBrands).where(eq(hotelBrands.id, brandId)).for('no key update');
  return row ?? null;
}

export async function updateBrand(
  db: Db,
  brandId: number,
  values: Partial<Pick<BrandRecord, 'name' | 'nameTranslations' | 'settings'>>,
): Promise<BrandRecord> {
  const [row] = await db.update(hotelBrands).set(values).where(eq(hotelBrands.id, brandId)).returning();
  return row!;
}

/** The hotels of `brandId` an account sees (all of them, or those of `onlyIds`), by id. */
export async function listHotels(
  db: Db,
  brandId: number,
  onlyIds: readonly number[] | 'all',
): Promise<HotelRecord[]> {
  if (onlyIds !== 'all' && onlyIds.length === 0) return [];
  return db
    .select()
    .from(hotels)
    .where(
      onlyIds === 'all'
        ? eq(hotels.brandId, brandId)
        : and(eq(hotels.brandId, brandId), inArray(hotels.id, [...onlyIds])),
    )
    .orderBy(asc(hotels.id));
}

/** The hotel `hotelId` of `brandId`, or null; `lock` holds its row until the transaction ends. */
export async function findHotel(
  db: Db,
  brandId: number,
  hotelId: number,
  options: { lock?: boolean } = {},
): Promise<HotelRecord | null> {
  const query = db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), eq(hotels.brandId, brandId)));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** True when some hotel, of any brand, has the code (hotel codes are unique across the installation). */
export async function hotelCodeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, code)).limit(1);
  return rows.length > 0;
}

export async function updateHotel(
  db: Db,
  hotelId: number,
  values: Partial<
    Pick<HotelRecord, 'name' | 'nameTranslations' | 'timeZone' | 'locale' | 'phone' | 'active' | 'settings'>
  >,
  now: Date,
): Promise<HotelRecord> {
  const [row] = await db
    .update(hotels)
    .set({ ...values, updatedAt: now })
    .where(eq(hotels.id, hotelId))
    .returning();
  return row!;
}
