import type { ResultType, SearchOrder } from '@yadori/contract/search.constants';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import type { SearchCriteria } from '../search-form/search-criteria.ts';

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
 * The view of the criteria's `type`, `order` and `filter`, with the hotel's fallbacks: its own search
 * type when none is asked for (plans only if plan search is on), and only the hotel's own filters.
 */
export function resultsViewOf(
  criteria: Pick<SearchCriteria, 'type' | 'order' | 'filter'>,
  settings: ViewSettings,
): ResultsView {
  const planAllowed = settings.plan_search_enabled;
  const hotelDefault: ResultType = settings.search_type === 'hotel_plan' && planAllowed ? 'plan' : 'rooms';
  const known = new Set(settings.room_search_filters.map((f) => f.id));
  return {
    type: criteria.type === 'plan' ? (planAllowed ? 'plan' : 'rooms') : (criteria.type ?? hotelDefault),
    order: criteria.order,
    filterIds: [...new Set(criteria.filter)].filter((id) => known.has(id)),
  };
}
