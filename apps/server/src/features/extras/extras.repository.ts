import type { ExtraType } from '@yadori/contract/search.constants';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { extraDailyInventory, extras } from '../../db/tables/extras.table.ts';
import type { PricedExtraFacts } from './extra-pricing.ts';

export interface ExtraRecord extends PricedExtraFacts {
  code: string;
  translations: NamedTranslation[];
}

/**
 * The hotel's extras guests can book (switched-on ones: an extra switched off is neither listed nor
 * booked, as if it did not exist) with their stock rows from `from` to `to` (both included), in display
 * order. `ids` narrows to those extras (a booking's choice). Stays that took an extra read it through
 * the hotel's catalogue, which keeps switched-off extras.
 */
export async function loadExtras(
  db: Db,
  hotelId: number,
  range: { from: string; to: string },
  ids?: readonly number[],
): Promise<ExtraRecord[]> {
  if (ids && ids.length === 0) return [];
  const sold = and(eq(extras.hotelId, hotelId), eq(extras.active, true));
  const rows = await db
    .select()
    .from(extras)
    .where(ids ? and(sold, inArray(extras.id, [...ids])) : sold)
    .orderBy(asc(extras.sortOrder), asc(extras.id));
  if (rows.length === 0) return [];
  const stockRows = await db
    .select()
    .from(extraDailyInventory)
    .where(
      and(
        inArray(
          extraDailyInventory.extraId,
          rows.map((r) => r.id),
        ),
        gte(extraDailyInventory.serviceDate, range.from),
        lte(extraDailyInventory.serviceDate, range.to),
      ),
    );
  const stock = new Map<number, Map<string, { inventory: number; price: number | null }>>();
  for (const row of stockRows) {
    const days = stock.get(row.extraId) ?? new Map();
    days.set(row.serviceDate, { inventory: row.inventory, price: row.price });
    stock.set(row.extraId, days);
  }
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    extraType: row.extraType as ExtraType,
    translations: row.translations,
    price: row.price,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    stock: stock.get(row.id) ?? new Map(),
  }));
}
