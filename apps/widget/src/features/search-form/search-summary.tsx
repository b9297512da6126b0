import { useI18n } from '../../i18n/use-i18n.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import type { SearchCriteria } from './search-criteria.ts';

/**
 * True when the address carries a search the guest (or the hotel's link) ran: dates or an undated
 * search. Then on a phone the form folds into a one-line summary so the results are on screen.
 */
export function addressHasSearch(query: URLSearchParams): boolean {
  return query.has('checkin') || query.get('search_type') === 'undated';
}

// A middle dot reads as a separator in all five languages (a catalog key would be punctuation only).
const SEPARATOR = ' · ';

/** "2026/12/10 – 2026/12/12 · 2 nights · 2 adults · 1 child · 1 room": what was searched, in one line. */
export function searchSummaryText(criteria: SearchCriteria, t: ReturnType<typeof useI18n>['t']): string {
  const nights = (count: number) =>
    t(count === 1 ? 'searchForm.nightOne' : 'searchForm.nightOther', { count });
  const adults = criteria.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = criteria.rooms.reduce((sum, room) => sum + room.children, 0);
  const rooms = criteria.rooms.length;
  const dates = criteria.undated
    ? criteria.dayUse
      ? t('searchForm.dayUse')
      : nights(criteria.nights)
    : criteria.dayUse
      ? displayDate(criteria.checkin)
      : `${displayDate(criteria.checkin)} – ${displayDate(criteria.checkout)} · ${nights(criteria.nights)}`;
  const party = [
    t(adults === 1 ? 'results.adultsOne' : 'results.adultsOther', { count: adults }),
    ...(children > 0
      ? [t(children === 1 ? 'results.childrenOne' : 'results.childrenOther', { count: children })]
      : []),
    t(rooms === 1 ? 'searchForm.summaryRoomsOne' : 'searchForm.summaryRoomsOther', { count: rooms }),
  ].join(SEPARATOR);
  return `${dates}${SEPARATOR}${party}`;
}

/**
 * The searched stay in one line with a Change button, in place of the form on a phone (the stylesheet
 * shows it only at mobile widths, where the full form takes 1.5–2.5 screens above the results).
 */
export function SearchSummary({
  criteria,
  formId,
  onChange,
}: {
  criteria: SearchCriteria;
  formId: string;
  onChange: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="search-summary" data-testid="search-summary">
      <p className="search-summary__text">{searchSummaryText(criteria, t)}</p>
      <button
        type="button"
        className="search-summary__change"
        aria-expanded={false}
        aria-controls={formId}
        onClick={onChange}
      >
        {t('searchForm.change')}
      </button>
    </div>
  );
}
