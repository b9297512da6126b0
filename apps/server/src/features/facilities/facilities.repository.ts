import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import { hotelLocaleOf, type Locale } from '@yadori/contract/locales';
import type { Currency, Translation } from '@yadori/contract/settings.schema';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelBrands, hotels } from '../../db/tables/hotels.table.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { type HotelWithBrand, hotelWithBrandColumns, toHotelWithBrand } from '../hotels/hotels.service.ts';

/** Whether a client session's scope may see the brand: the one check every feature uses. */
export { isBrandVisible } from '../../db/brand-visibility.ts';

type Scope = Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;

/** A brand's hotel as the facility list needs it. */
export interface BrandHotelRecord {
  id: number;
  code: string;
  brandId: number;
  name: string;
  nameTranslations: Translation[];
  timeZone: string;
  locale: Locale;
  currency: Currency;
  settings: HotelSettings;
}

/**
 * A hotel the brand lists among its facilities (spec section 3, `is_brand_facility` of the hotel's
 * settings): a brand may run hotels it does not show guests beside the others, and the console
 * switches each one in or out.
 */
const listedAsBrandFacility = sql`(${hotels.settings} ->> 'is_brand_facility') = 'true'`;

/**
 * The conditions that limit `hotels` to the facilities of `brandId` — open for booking and listed by
 * the brand — that `scope` may see, or null when the scope cannot see that brand at all. The scope is
 * part of the query, never a later filter, so counts, pages and the search all keep the same rule.
 */
function visibleHotelsOfBrand(scope: Scope, brandId: number): SQL | null {
  const ofBrand = and(eq(hotels.brandId, brandId), eq(hotels.active, true), listedAsBrandFacility);
  switch (scope.scope) {
    case 'all':
      return ofBrand ?? null;
    case 'brand':
      return scope.brandId === brandId ? (ofBrand ?? null) : null;
    case 'hotel':
      return scope.hotelId === null ? null : (and(ofBrand, eq(hotels.id, scope.hotelId)) ?? null);
  }
}

const brandHotelColumns = {
  id: hotels.id,
  code: hotels.code,
  brandId: hotels.brandId,
  name: hotels.name,
  nameTranslations: hotels.nameTranslations,
  timeZone: hotels.timeZone,
  locale: hotels.locale,
  currency: hotels.currency,
  settings: hotels.settings,
};

function toRecord(row: {
  id: number;
  code: string;
  brandId: number;
  name: string;
  nameTranslations: Translation[];
  timeZone: string;
  locale: string;
  currency: string;
  settings: HotelSettings;
}): BrandHotelRecord {
  // Spec section 9: the hotel locale is ko or zh_Hant, else ja; the CHECK constraint of `hotels`
  // guarantees the currency is a contract member.
  return { ...row, locale: hotelLocaleOf(row.locale), currency: row.currency as Currency };
}

/** One page of the visible facilities of a brand, in id order, and how many there are in all. */
export async function listBrandHotels(
  db: Db,
  scope: Scope,
  brandId: number,
  page: { offset: number; limit: number },
): Promise<{ hotels: BrandHotelRecord[]; total: number }> {
  const where = visibleHotelsOfBrand(scope, brandId);
  if (!where) return { hotels: [], total: 0 };
  const [counted] = await db.select({ total: count() }).from(hotels).where(where);
  const total = counted?.total ?? 0;
  if (total === 0 || page.offset >= total) return { hotels: [], total };
  const rows = await db
    .select(brandHotelColumns)
    .from(hotels)
    .where(where)
    .orderBy(asc(hotels.id))
    .limit(page.limit)
    .offset(page.offset);
  return { hotels: rows.map(toRecord), total };
}

/**
 * The visible facilities of a brand with their brand (what the search engine takes), all of them or
 * only those with the given codes, in id order.
 */
export async function findBrandHotelsForSearch(
  db: Db,
  scope: Scope,
  brandId: number,
  codes: readonly string[] | undefined,
  limit: number,
): Promise<HotelWithBrand[]> {
  const visible = visibleHotelsOfBrand(scope, brandId);
  if (!visible || codes?.length === 0) return [];
  const where = codes === undefined ? visible : and(visible, inArray(hotels.code, [...codes]));
  const rows = await db
    .select(hotelWithBrandColumns)
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(where)
    .orderBy(asc(hotels.id))
    .limit(limit);
  return rows.map(toHotelWithBrand);
}
