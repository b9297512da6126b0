import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { hotelBrands, hotels } from './tables/hotels.table.ts';

/** What a client session may see: every brand, its own brand, or its own hotel's. */
export interface BrandScope {
  scope: 'all' | 'brand' | 'hotel';
  brandId: number | null;
  hotelId: number | null;
}

/**
 * True when the brand exists and the scope reaches it: every brand for `all`, its own brand for
 * `brand`, the brand of its hotel for `hotel`. Anything else answers like an unknown brand.
 */
export async function isBrandVisible(db: Db, scope: BrandScope, brandId: number): Promise<boolean> {
  let condition: SQL | undefined;
  switch (scope.scope) {
    case 'all':
      condition = eq(hotelBrands.id, brandId);
      break;
    case 'brand':
      if (scope.brandId !== brandId) return false;
      condition = eq(hotelBrands.id, brandId);
      break;
    case 'hotel':
      if (scope.hotelId === null) return false;
      condition = and(
        eq(hotelBrands.id, brandId),
        sql`exists (select 1 from ${hotels} where ${hotels.id} = ${scope.hotelId} and ${hotels.brandId} = ${hotelBrands.id})`,
      );
      break;
  }
  const rows = await db.select({ id: hotelBrands.id }).from(hotelBrands).where(condition).limit(1);
  return rows.length > 0;
}
