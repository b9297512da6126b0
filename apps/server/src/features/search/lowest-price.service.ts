import type { Db } from '../../db/database.ts';
import { type HotelCatalog, type HotelWithBrand, loadCatalog } from '../hotels/hotels.service.ts';
import { loadNights, prepareSearch } from './search.service.ts';
import { offersFor } from './search-engine.ts';
import type { ParsedSearchQuery } from './search-query.ts';

/**
 * The lowest tax-inclusive total (with its tax) for a whole party and stay at one hotel, each room
 * its cheapest available offer of the plans an anonymous guest sees; null when nothing is bookable.
 * Validation errors of the search (dates, rooms, 1903…) are thrown as for /rooms.
 * @example await lowestTotalForParty(db, hotel, parseSearchQuery({ checkin_date, checkout_date, adults: '2' }), new Date())
 */
export async function lowestTotalForParty(
  db: Db,
  hotel: HotelWithBrand,
  query: ParsedSearchQuery,
  now: Date,
  catalog?: HotelCatalog,
): Promise<{ total_price: number; tax: number } | null> {
  const prepared = await prepareSearch(db, {
    hotel,
    catalog: catalog ?? (await loadCatalog(db, hotel.id)),
    query,
    locale: hotel.locale,
    now,
    member: null,
    siteController: undefined,
    // A facility search changes no booked stay.
    findChangingStay: async () => null,
  });
  const { criteria, ctx } = prepared;
  const checkin = criteria.checkin ?? ctx.nowLocal.date;
  const data = await loadNights(db, hotel.id, prepared, checkin, checkin);
  const offers = offersFor(ctx, data, prepared.plans, prepared.parties, checkin, criteria.nights).filter(
    (o) => o.available,
  );
  let total = 0;
  let tax = 0;
  for (const room of criteria.rooms) {
    const best = offers
      .filter((o) => o.party.key === room.key)
      .sort((a, b) => a.price.total - b.price.total)[0];
    if (!best) return null;
    total += best.price.total;
    tax += best.price.tax;
  }
  return { total_price: total, tax };
}
