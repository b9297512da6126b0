import type { AvailabilityResponse } from '@yadori/contract/search.schema';
import type { Db } from '../../db/database.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { loadNights, prepareSearch, type SearchRequest } from './search.service.ts';
import { lowestPartyTotal, offersFor } from './search-engine.ts';

function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * `GET /hotels/{hotelId}/rooms/availability`: for every check-in date of a month, whether the whole
 * party can stay the requested nights, and the lowest total — one range query for the month.
 */
export async function monthAvailability(
  db: Db,
  request: SearchRequest,
): Promise<AvailabilityResponse['data']> {
  const prepared = await prepareSearch(db, request);
  const { criteria, ctx } = prepared;
  const month = request.query.params.month ?? (criteria.checkin ?? ctx.nowLocal.date).slice(0, 7);
  const days = monthDays(month);
  const earliest = request.hotel.settings.booking_widget_setting_attributes.default_search_setting
    .yesterday_bookable
    ? addDays(ctx.nowLocal.date, -1)
    : ctx.nowLocal.date;
  const first = days[0]! < earliest ? earliest : days[0]!;
  const last =
    days[days.length - 1]! > criteria.lastBookableDate ? criteria.lastBookableDate : days[days.length - 1]!;
  const data = first <= last ? await loadNights(db, request.hotel.id, prepared, first, last) : null;
  const nights = criteria.nights;
  return {
    month,
    currency: request.hotel.currency,
    days: days.map((date) => {
      if (!data || date < first || date > last) return { date, bookable: false, lowest_price: null };
      const offers = offersFor(ctx, data, prepared.plans, prepared.parties, date, nights);
      const lowest = lowestPartyTotal(offers, criteria.rooms);
      return { date, bookable: lowest !== null, lowest_price: lowest };
    }),
  };
}
