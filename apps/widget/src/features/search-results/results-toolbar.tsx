import type { Locale } from '@yadori/contract/locales';
import { type ResultType, SEARCH_ORDERS, type SearchOrder } from '@yadori/contract/search.constants';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { useId } from 'react';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

const ORDER_LABELS: Record<SearchOrder, MessageKey> = {
  price_low_to_high: 'results.sortPriceLow',
  price_high_to_low: 'results.sortPriceHigh',
  recommended: 'results.sortRecommended',
};

type RoomSearchFilter = BookingWidgetSettings['room_search_filters'][number];

/** A filter's name in `locale`, else its default name. */
export const filterName = (filter: RoomSearchFilter, locale: Locale) =>
  filter.translations.find((t) => t.locale === locale)?.name || filter.name;

export interface ResultsToolbarProps {
  type: ResultType;
  /** False hides the rooms/plans switch (settings.plan_search_enabled). */
  planSearchEnabled: boolean;
  order: SearchOrder;
  filters: readonly RoomSearchFilter[];
  selectedFilterIds: readonly number[];
  onTypeChange: (type: ResultType) => void;
  onOrderChange: (order: SearchOrder) => void;
  onFiltersChange: (ids: readonly number[]) => void;
}

/** View (rooms or plans), sort and the hotel's room filters of the results page. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { locale, t } = useI18n();
  const id = useId();
  const toggleFilter = (filterId: number, on: boolean) => {
    const next = on
      ? [...props.selectedFilterIds, filterId]
      : props.selectedFilterIds.filter((selected) => selected !== filterId);
    // Keep the hotel's order, so the same choice always gives the same address.
    props.onFiltersChange(props.filters.map((f) => f.id).filter((fid) => next.includes(fid)));
  };

  return (
    <div className="results-toolbar">
      {props.planSearchEnabled ? (
        <fieldset className="results-toolbar__view">
          <legend>{t('results.viewLabel')}</legend>
          {(['rooms', 'plan'] as const).map((type) => (
            <label key={type} className="segmented">
              <input
                type="radio"
                name={`${id}-view`}
                value={type}
                checked={props.type === type}
                onChange={() => props.onTypeChange(type)}
              />
              <span>{t(type === 'rooms' ? 'results.viewRooms' : 'results.viewPlans')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="results-toolbar__sort">
        <label htmlFor={`${id}-order`}>{t('results.sortLabel')}</label>
        <select
          id={`${id}-order`}
          value={props.order}
          onChange={(event) => props.onOrderChange(event.target.value as SearchOrder)}
        >
          {SEARCH_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(ORDER_LABELS[order])}
            </option>
          ))}
        </select>
      </div>
      {props.filters.length > 0 ? (
        <fieldset className="results-toolbar__filters">
          <legend>{t('results.filtersLabel')}</legend>
          {props.filters.map((filter) => (
            <label key={filter.id} className="chip">
              <input
                type="checkbox"
                checked={props.selectedFilterIds.includes(filter.id)}
                onChange={(event) => toggleFilter(filter.id, event.target.checked)}
              />
              <span>{filterName(filter, locale)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
