import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import type { QueryValue } from '../../api/api-client.ts';
import { readCriteriaCookie, withStoredCriteria } from '../search-form/criteria-cookie.ts';
import { criteriaToApiParams, parseCriteria, type SearchCriteria } from '../search-form/search-criteria.ts';
import type { ResultsView } from './results-query.ts';
import type { SearchRequest } from './use-search-results.ts';

/** The view keys: the results page sets them itself (with the hotel's fallbacks), see `readResultsView`. */
const VIEW_PARAMS = ['type', 'order', 'room_search_filters'] as const;

/**
 * The address query of a results page: its own search, or — when it names none — the search stored
 * in the criteria cookie within the hour (so the results match what the form shows).
 */
export const effectiveQuery = (search: string, cookie = readCriteriaCookie()) =>
  withStoredCriteria(new URLSearchParams(search), cookie);

/** The stay and party of a search as the search calls take them, without the view keys. */
export function criteriaParamsOf(criteria: SearchCriteria): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = { ...criteriaToApiParams(criteria) };
  for (const key of VIEW_PARAMS) delete params[key];
  // Update mode: with the reservation's proof the search counts the nights it holds as free (W3).
  if (params.reservation_no && criteria.bypassToken) params.bypass_token = criteria.bypassToken;
  return params;
}

/** The criteria of a results-page query, with the spec section 4 and 5 fallbacks (W1's model). */
export const criteriaOf = (query: URLSearchParams, settings: BookingWidgetSettings, now = new Date()) =>
  parseCriteria(query, settings, now);

/**
 * The `/rooms` request of the results page: the search criteria, the view (type, order, filters),
 * and a request for the next available date when nothing matches.
 */
export function buildSearchRequest(
  hotelId: number,
  criteria: Readonly<Record<string, QueryValue>>,
  view: ResultsView,
): SearchRequest {
  return {
    hotelId,
    criteria,
    params: {
      ...criteria,
      type: view.type,
      order: view.order,
      room_search_filters: view.filterIds.length > 0 ? view.filterIds : undefined,
      search_next_available_date_if_no_result: true,
    },
  };
}
