import type { QueryValue } from '../../api/api-client.ts';
import type { ResultsView } from './results-query.ts';
import type { SearchRequest } from './use-search-results.ts';

/**
 * The results-page keys that carry the search itself, with their wire names (spec sections 2 and 7).
 * The server applies the spec section 5 fallbacks to what it gets.
 */
const CRITERIA_KEYS: ReadonlyArray<readonly [query: string, wire: string]> = [
  ['checkin', 'checkin_date'],
  ['checkout', 'checkout_date'],
  ['adults', 'adults'],
  ['room_count', 'room_count'],
  ['kids_tiers', 'kids_tiers'],
  ['rooms', 'rooms'],
  ['is_day_use', 'is_day_use'],
  ['mode', 'mode'],
  ['promo_code', 'promo_code'],
  ['coupon_code', 'coupon_code'],
  ['room_type_codes', 'room_type_codes'],
  ['hotel_plan_codes', 'hotel_plan_codes'],
  ['room_plan_codes', 'room_plan_codes'],
  ['search_type', 'search_type'],
  ['nights', 'nights'],
  ['is_including_occupied', 'is_including_occupied'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['metasearch_source', 'metasearch_source'],
  ['currency', 'currency'],
];

/**
 * The search parameters the address asks for (empty values left out). `rooms` (JSON) counts only in
 * preview mode (spec section 2); otherwise adults, kids_tiers and room_count describe the party.
 */
export function criteriaParamsOf(query: URLSearchParams, preview = false): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {};
  for (const [key, wire] of CRITERIA_KEYS) {
    if (key === 'rooms' && !preview) continue;
    const value = query.get(key)?.trim();
    if (value) params[wire] = value;
  }
  return params;
}

/**
 * The `/rooms` request of the results page: the search criteria, the view (type, order, filters),
 * the reservation being changed, and a request for the next available date when nothing matches.
 */
export function buildSearchRequest(
  hotelId: number,
  criteria: Readonly<Record<string, QueryValue>>,
  view: ResultsView,
  currentReservation: string | null,
): SearchRequest {
  return {
    hotelId,
    criteria,
    params: {
      ...criteria,
      type: view.type,
      order: view.order,
      room_search_filters: view.filterIds.length > 0 ? view.filterIds : undefined,
      reservation_no: currentReservation ?? undefined,
      search_next_available_date_if_no_result: true,
    },
  };
}
