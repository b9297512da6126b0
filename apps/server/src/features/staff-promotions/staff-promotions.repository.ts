import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelPlans } from '../../db/tables/hotel-plans.table.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { accommodationTaxBands, discounts, promotionCodes } from '../../db/tables/promotions.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';

export type DiscountRecord = typeof discounts.$inferSelect;
export type NewDiscount = typeof discounts.$inferInsert;
export type PromotionCodeRecord = typeof promotionCodes.$inferSelect;
export type NewPromotionCode = typeof promotionCodes.$inferInsert;
export type TaxBandRecord = { minPricePerPerson: number; taxPerPerson: number };

/** The hotel settings that decide whether guests can use a code (coupons on, percentage only). */
export async function hotelSettingsOf(db: Db, hotelId: number): Promise<HotelSettings | null> {
  const [row] = await db.select({ settings: hotels.settings }).from(hotels).where(eq(hotels.id, hotelId));
  return row?.settings ?? null;
}

/** Which of `ids` are plans of the hotel. */
export async function hotelPlanIdsAmong(db: Db, hotelId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: hotelPlans.id })
    .from(hotelPlans)
    .where(and(eq(hotelPlans.hotelId, hotelId), inArray(hotelPlans.id, [...ids])));
  return rows.map((row) => row.id);
}

// Discounts ------------------------------------------------------------------------------------

export function listDiscounts(db: Db, hotelId: number): Promise<DiscountRecord[]> {
  return db.select().from(discounts).where(eq(discounts.hotelId, hotelId)).orderBy(asc(discounts.id));
}

export async function findDiscount(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DiscountRecord | null> {
  const query = db
    .select()
    .from(discounts)
    .where(and(eq(discounts.hotelId, hotelId), eq(discounts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDiscount(db: Db, values: NewDiscount): Promise<DiscountRecord> {
  const [row] = await db.insert(discounts).values(values).returning();
  return row!;
}

export async function updateDiscount(
  db: Db,
  id: number,
  values: Partial<Omit<NewDiscount, 'id' | 'hotelId'>>,
): Promise<DiscountRecord> {
  const [row] = await db.update(discounts).set(values).where(eq(discounts.id, id)).returning();
  return row!;
}

export async function deleteDiscount(db: Db, id: number): Promise<void> {
  await db.delete(discounts).where(eq(discounts.id, id));
}

// Promotion codes ------------------------------------------------------------------------------

export function listPromotionCodes(db: Db, hotelId: number): Promise<PromotionCodeRecord[]> {
  return db
    .select()
    .from(promotionCodes)
    .where(eq(promotionCodes.hotelId, hotelId))
    .orderBy(asc(promotionCodes.codeType), asc(promotionCodes.code));
}

/** The code, locked against a booking counting a use meanwhile when `lock` is set. */
export async function findPromotionCodeById(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PromotionCodeRecord | null> {
  const query = db
    .select()
    .from(promotionCodes)
    .where(and(eq(promotionCodes.hotelId, hotelId), eq(promotionCodes.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** True when another code of the hotel has this type and (upper-case) code. */
export async function promotionCodeTaken(
  db: Db,
  hotelId: number,
  codeType: string,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: promotionCodes.id })
    .from(promotionCodes)
    .where(
      and(
        eq(promotionCodes.hotelId, hotelId),
        eq(promotionCodes.codeType, codeType),
        eq(promotionCodes.code, code),
        exceptId === undefined ? undefined : ne(promotionCodes.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** True when a reservation, live or cancelled, names the code (its history keeps it). */
export async function promotionCodeReferenced(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(reservations)
    .where(eq(reservations.promotionCodeId, id))
    .limit(1);
  return rows.length > 0;
}

export async function insertPromotionCode(db: Db, values: NewPromotionCode): Promise<PromotionCodeRecord> {
  const [row] = await db.insert(promotionCodes).values(values).returning();
  return row!;
}

export async function updatePromotionCode(
  db: Db,
  id: number,
  values: Partial<Omit<NewPromotionCode, 'id' | 'hotelId' | 'usedCount'>>,
): Promise<PromotionCodeRecord> {
  const [row] = await db.update(promotionCodes).set(values).where(eq(promotionCodes.id, id)).returning();
  return row!;
}

export async function deletePromotionCode(db: Db, id: number): Promise<void> {
  await db.delete(promotionCodes).where(eq(promotionCodes.id, id));
}

// Accommodation tax bands ------------------------------------------------------------------------

export async function listTaxBands(db: Db, hotelId: number): Promise<TaxBandRecord[]> {
  return db
    .select({
      minPricePerPerson: accommodationTaxBands.minPricePerPerson,
      taxPerPerson: accommodationTaxBands.taxPerPerson,
    })
    .from(accommodationTaxBands)
    .where(eq(accommodationTaxBands.hotelId, hotelId))
    .orderBy(asc(accommodationTaxBands.minPricePerPerson));
}

/**
 * Replaces the hotel's bands with `bands` and answers the ones it had; call it in the transaction that
 * audits the change.
 */
export async function replaceTaxBands(
  db: Db,
  hotelId: number,
  bands: readonly TaxBandRecord[],
): Promise<TaxBandRecord[]> {
  // The hotel row is locked so two replacements of its bands run one after the other.
  await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('no key update');
  const before = await listTaxBands(db, hotelId);
  await db.delete(accommodationTaxBands).where(eq(accommodationTaxBands.hotelId, hotelId));
  if (bands.length > 0)
    await db.insert(accommodationTaxBands).values(bands.map((band) => ({ hotelId, ...band })));
  return before;
}
