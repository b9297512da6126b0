import type { ExtraType } from '@yadori/contract/search.constants';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { extraDailyInventory, extras } from '../../db/tables/extras.table.ts';
import type { LocalizedName } from '../../i18n/translate.ts';
import type { ExtraDeliveryLine, PricedExtraFacts } from './extra-pricing.ts';
import { extraErrors } from './extras.errors.ts';

export interface ExtraRecord extends PricedExtraFacts {
  code: string;
  translations: NamedTranslation[];
}

/**
 * The hotel's extras with their stock rows from `from` to `to` (both included), in display order.
 * `ids` narrows to those extras (a booking's choice).
 */
export async function loadExtras(
  db: Db,
  hotelId: number,
  range: { from: string; to: string },
  ids?: readonly number[],
): Promise<ExtraRecord[]> {
  if (ids && ids.length === 0) return [];
  const ofHotel = eq(extras.hotelId, hotelId);
  const rows = await db
    .select()
    .from(extras)
    .where(ids ? and(ofHotel, inArray(extras.id, [...ids])) : ofHotel)
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

/** Delivery lines summed per extra and date, in a fixed order so concurrent bookings lock rows alike. */
function perExtraDay(lines: readonly ExtraDeliveryLine[]) {
  const units = new Map<string, { extraId: number; date: string; quantity: number }>();
  for (const line of lines) {
    const key = `${line.extraId}|${line.date}`;
    const entry = units.get(key) ?? { extraId: line.extraId, date: line.date, quantity: 0 };
    entry.quantity += line.quantity;
    units.set(key, entry);
  }
  return [...units.values()].sort((a, b) => a.extraId - b.extraId || a.date.localeCompare(b.date));
}

/**
 * Takes the daily stock of a booking's extras; run it inside the booking transaction. Each row is
 * decremented only while enough is left (and the CHECK keeps it from going below 0), so two bookings
 * can never sell the same last unit. Throws 1105 naming the extra and day when a row falls short; the
 * caller's transaction then rolls back what was taken.
 */
export async function takeExtraInventory(
  tx: Db,
  lines: readonly ExtraDeliveryLine[],
  names: ReadonlyMap<number, string | LocalizedName> = new Map(),
): Promise<void> {
  for (const row of perExtraDay(lines)) {
    const taken = await tx
      .update(extraDailyInventory)
      .set({ inventory: sql`${extraDailyInventory.inventory} - ${row.quantity}` })
      .where(
        and(
          eq(extraDailyInventory.extraId, row.extraId),
          eq(extraDailyInventory.serviceDate, row.date),
          gte(extraDailyInventory.inventory, row.quantity),
        ),
      )
      .returning({ extraId: extraDailyInventory.extraId });
    if (taken.length === 0) {
      throw extraErrors.limitInsufficient(names.get(row.extraId) ?? String(row.extraId), row.date);
    }
  }
}

/** Gives a cancelled booking's extras back; call it once, where the reservation's own release happens. */
export async function releaseExtraInventory(tx: Db, lines: readonly ExtraDeliveryLine[]): Promise<void> {
  for (const row of perExtraDay(lines)) {
    await tx
      .update(extraDailyInventory)
      .set({ inventory: sql`${extraDailyInventory.inventory} + ${row.quantity}` })
      .where(
        and(eq(extraDailyInventory.extraId, row.extraId), eq(extraDailyInventory.serviceDate, row.date)),
      );
  }
}
