import {
  RESULT_TYPES,
  type ResultType,
  SEARCH_ORDERS,
  type SearchOrder,
} from '@yadori/contract/search.constants';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';

/** The results page's own view keys (spec section 2): rooms or plans, sort, and room filters. */
export interface ResultsView {
  type: ResultType;
  order: SearchOrder;
  filterIds: readonly number[];
}

type ViewSettings = Pick<
  BookingWidgetSettings,
  'search_type' | 'plan_search_enabled' | 'room_search_filters'
>;

/**
 * Reads `type`, `order` and `filter` (comma list of the hotel's room filter ids). Unknown values fall
 * back: the hotel's search type, price_low_to_high (spec section 9), and no filter.
 */
export function readResultsView(query: URLSearchParams, settings: ViewSettings): ResultsView {
  const hotelDefault: ResultType =
    settings.search_type === 'hotel_plan' && settings.plan_search_enabled ? 'plan' : 'rooms';
  const type = query.get('type');
  const order = query.get('order');
  const known = new Set(settings.room_search_filters.map((f) => f.id));
  const filterIds = (query.get('filter') ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id, index, all) => Number.isInteger(id) && known.has(id) && all.indexOf(id) === index);
  return {
    type:
      (RESULT_TYPES as readonly string[]).includes(type ?? '') &&
      (type !== 'plan' || settings.plan_search_enabled)
        ? (type as ResultType)
        : hotelDefault,
    order: (SEARCH_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as SearchOrder)
      : 'price_low_to_high',
    filterIds,
  };
}

/** `current_reservation` (with `bypass_token`): the guest is changing this reservation (update mode). */
export const currentReservationOf = (query: URLSearchParams) =>
  query.get('current_reservation')?.trim() || null;
