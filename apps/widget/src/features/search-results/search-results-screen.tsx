import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget, useWidgetStore } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { todayInZone } from '../../shared/hotel-date.ts';
import { goWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import type { RemoteError } from '../../shared/use-remote.ts';
import { useAnalytics, useListViewed } from '../analytics/use-analytics.ts';
import { hotelDisplayName } from '../branding/hotel-name.ts';
import { useStepStart } from '../host/step-start.ts';
import { readCriteria, type SearchCriteria } from '../search-form/search-criteria.ts';
import { type CodeError, SearchForm } from '../search-form/search-form.tsx';
import { NextAvailableOffer } from './next-available.tsx';
import { type CardContext, PlanCard, RoomCard } from './result-cards.tsx';
import { ResultsLinks } from './results-links-list.tsx';
import { resultsViewOf } from './results-query.ts';
import { searchedPartiesOf, searchResultsStore, stepRoom } from './results-store.ts';
import { ResultsToolbar } from './results-toolbar.tsx';
import { buildSearchRequest, criteriaParamsOf, effectiveQuery } from './search-request.ts';
import { quantityOf } from './selected-rooms.ts';
import { SelectionSummary } from './selection-summary.tsx';
import { sortPlans, sortRooms } from './sort-results.ts';
import { StayPlusFlightOffer } from './stay-plus-flight-offer.tsx';
import type { UpdateModeParts } from './update-mode-parts.ts';
import { restrictToBooked, updateRoomBound, useUpdateTarget } from './update-target.ts';
import { useBrowsingState } from './use-browsing-state.ts';
import { runSearch, searchKeyOf, useSearchResults } from './use-search-results.ts';
import './search-results.css';

/** Update mode (spec section 2): while changing a reservation here, the login menu hides. */
function useUpdateMode(active: boolean): void {
  const store = useWidgetStore();
  useEffect(() => {
    store.update({ updateMode: active });
    return () => store.update({ updateMode: false });
  }, [store, active]);
}

/** Where the results begin for the guest who pressed Search: the refusal, the count or "none found". */
const resultsStart = () => document.querySelector<HTMLElement>('[data-results-start]');

/** Refusals a new try would only repeat: a code (1500, 2001) or a Japanese-only plan (3601). */
const FINAL_CODES = new Set<unknown>([1500, 2001, 3601]);

/** The search's refused promo code or coupon, for the form to show at that field (decision 021). */
export function codeErrorOf(
  error: RemoteError | null,
  criteria: Pick<SearchCriteria, 'couponCode'>,
  t: ReturnType<typeof useI18n>['t'],
): CodeError | null {
  if (!error || (error.code !== 1500 && error.code !== 2001)) return null;
  const fields = error.fields ?? [];
  const field = fields.includes('coupon_code')
    ? 'coupon'
    : fields.includes('promo_code') || !criteria.couponCode
      ? 'promo'
      : 'coupon';
  const text = error.code === 2001 ? t('searchForm.promotionNotForPlan') : (error.message ?? error.title);
  return { field, text };
}

function Results({
  settings,
  updateMode,
}: {
  settings: BookingWidgetSettings;
  updateMode: UpdateModeParts | undefined;
}) {
  const api = useApi();
  const { locale, t } = useI18n();
  const search = useSearch();
  const { criteria, kidsChanged } = useMemo(
    () => readCriteria(effectiveQuery(search), settings),
    [search, settings],
  );
  const view = resultsViewOf(criteria, settings);
  const reservation = criteria.currentReservation;
  const request = buildSearchRequest(settings.hotel_id, criteriaParamsOf(criteria), view);
  const searchKey = searchKeyOf(request);
  useUpdateMode(reservation !== null);
  useBrowsingState(searchResultsStore, settings.hotel_code, search, searchKey);
  const state = useSearchResults(api, searchResultsStore, request, locale);
  // Update mode offers only the booked plan, never more rooms than booked (spec section 6).
  const target = useUpdateTarget();
  const updating = reservation !== null && target.number === reservation;
  const hideResults = reservation !== null && !(updating && target.status === 'ready');
  const track = useAnalytics();

  const today = todayInZone(settings.hotel.time_zone);
  const ctx: CardContext = {
    currency: settings.currency,
    today,
    extraNames: new Map((state.data?.extras ?? []).map((extra) => [extra.id, extra.name])),
    selected: state.selected,
    // A change keeps the booked rooms' own parties (the review picks which rooms stay), bounded by the
    // booked room count below, not by the parties of the search that shows the offers.
    parties: updating ? null : searchedPartiesOf(state),
    multiParty:
      new Set((state.data?.search_params.rooms ?? []).map((r) => `${r.adults}/${r.children}`)).size > 1,
    onStep: (offer, step, roomCount) => {
      const before = quantityOf(searchResultsStore.get().selected, offer);
      stepRoom(
        searchResultsStore,
        offer,
        step,
        updating ? updateRoomBound(target, state.selected, offer.roomTypeCode, roomCount) : roomCount,
        !updating,
      );
      // The analytics event layer (decision 061); a change of a booked stay is no new sale.
      const after = quantityOf(searchResultsStore.get().selected, offer);
      if (!reservation)
        track((events, analytics) => {
          const named = { ...offer, roomTypeName: events.roomTypeNameIn(state.data, offer.roomTypeCode) };
          return events.roomStepEvents(analytics, named, before, after);
        });
    },
  };
  const data = state.data && updating ? restrictToBooked(state.data, target) : state.data;
  const rooms = data ? sortRooms(data.rooms, view.order) : [];
  const plans = data ? sortPlans(data.plans, view.order) : [];
  const shown = view.type === 'plan' ? plans.length : rooms.length;
  const listed = state.status === 'ready' && !reservation ? state.data : null;
  useListViewed(track, listed, view.type, view.type === 'plan' ? { plans } : { rooms });
  const change = (changes: Record<string, string | null>) => goWith(SEARCH_PATH, changes, { replace: true });
  // Only this search's refusal: another search's must not mark the fields of this one.
  const current = state.searchKey === searchKey && state.status === 'error' ? state.error : null;
  const codeError = codeErrorOf(current, criteria, t);
  // After Search, focus goes to where this search's results begin (the browser brings it on screen).
  useStepStart('results', state.searchKey === searchKey && state.status !== 'loading', {
    toTop: false,
    target: resultsStart,
  });

  return (
    <>
      <SearchForm codeError={codeError} />
      {reservation && updateMode ? (
        <Suspense fallback={null}>
          <updateMode.Panel number={reservation} />
        </Suspense>
      ) : null}
      <section
        hidden={hideResults}
        className="search-results"
        aria-label={t('results.regionLabel')}
        aria-busy={state.status === 'loading'}
        data-testid="search-results"
      >
        <ResultsToolbar
          type={view.type}
          planSearchEnabled={settings.plan_search_enabled}
          order={view.order}
          filters={settings.room_search_filters}
          selectedFilterIds={view.filterIds}
          onTypeChange={(type) => change({ type })}
          onOrderChange={(order) => change({ order })}
          onFiltersChange={(ids) => change({ filter: ids.length > 0 ? ids.join(',') : null })}
        />
        {kidsChanged ? (
          <p className="results-message" role="status" data-testid="kids-changed">
            {t('results.kidsChanged')}
          </p>
        ) : null}
        {state.status === 'loading' && !data ? <Spinner label={t('results.searching')} /> : null}
        {state.status === 'loading' && data ? (
          <p className="results-status" role="status">
            {t('results.updating')}
          </p>
        ) : null}
        {state.status === 'error' && state.error ? (
          <div
            className="results-message results-message--error"
            role="alert"
            tabIndex={-1}
            data-results-start
          >
            {state.error.code === 3601 ? (
              <p>{t('results.planJapaneseOnly')}</p>
            ) : (
              <p>
                <strong>{state.error.title}</strong>
                {state.error.message ? ` ${state.error.message}` : null}
              </p>
            )}
            {FINAL_CODES.has(state.error.code) ? null : (
              <button
                type="button"
                className="button"
                onClick={() => void runSearch(api, searchResultsStore, request, locale)}
              >
                {t('results.retry')}
              </button>
            )}
          </div>
        ) : null}
        {data && shown > 0 ? (
          <h2 className="results-status" tabIndex={-1} data-results-start>
            {t(view.type === 'plan' ? 'results.countPlans' : 'results.countRooms', { count: shown })}
          </h2>
        ) : null}
        {data && shown === 0 && state.status === 'ready' ? (
          <div className="results-message" role="status" tabIndex={-1} data-results-start>
            <p>{t(view.filterIds.length > 0 ? 'results.emptyFiltered' : 'results.empty')}</p>
            {view.filterIds.length > 0 ? (
              <button type="button" className="button" onClick={() => change({ filter: null })}>
                {t('results.clearFilters')}
              </button>
            ) : null}
          </div>
        ) : null}
        {data && shown === 0 && state.status === 'ready' && data.next_available_date ? (
          <NextAvailableOffer
            date={data.next_available_date}
            nights={data.search_params.nights}
            dayUse={data.search_params.is_day_use}
          />
        ) : null}
        {data && shown > 0 ? (
          <ul className="results-list">
            {view.type === 'plan'
              ? plans.map((plan, i) => (
                  <PlanCard key={plan.hotel_plan_code} plan={plan} ctx={ctx} first={i === 0} />
                ))
              : rooms.map((room, i) => (
                  <RoomCard key={room.room_type_code} room={room} ctx={ctx} first={i === 0} />
                ))}
          </ul>
        ) : null}
      </section>
      {reservation ? null : <StayPlusFlightOffer settings={settings} criteria={criteria} />}
      {reservation ? (
        <Suspense fallback={null}>
          {updateMode ? (
            <updateMode.Selection
              number={reservation}
              selected={state.selected}
              parties={criteria.rooms}
              stay={criteria.undated ? null : { checkin: criteria.checkin, checkout: criteria.checkout }}
              currency={settings.currency}
            />
          ) : null}
        </Suspense>
      ) : (
        <SelectionSummary selected={state.selected} currency={settings.currency} />
      )}
      {/* Below the results, so only once they are in: shown under the spinner, the answer would push it
          down the screen (a layout shift). */}
      {state.status === 'loading' && !data ? null : <ResultsLinks settings={settings} />}
    </>
  );
}

function InactiveHotel({ settings }: { settings: BookingWidgetSettings }) {
  const { locale, t } = useI18n();
  return (
    <>
      <h1 className="screen-title">{hotelDisplayName(settings, locale)}</h1>
      <div className="results-message" role="status" data-testid="hotel-inactive">
        <p>{t('results.hotelInactive')}</p>
      </div>
      <ResultsLinks settings={settings} />
    </>
  );
}

/**
 * The search results page (`/booking/result`, also `/`): the search form, then rooms or plans for
 * the criteria in the address (spec sections 2–4). `updateMode` draws update mode (reservation-update's
 * parts, handed over by the app's route); without it a `current_reservation` shows no update panel.
 * `notices` (the app's route hands over the hotel's banners and notices) go under the page's heading.
 */
export function SearchResultsScreen({
  updateMode,
  notices,
}: {
  updateMode?: UpdateModeParts;
  notices?: ReactNode;
}) {
  const settings = useWidget((state) => state.settings);
  const { locale } = useI18n();
  // Start-up failed: the banner says why, and there is no hotel to show.
  if (!settings) return null;
  // A hotel that switched online sales off: nothing to search (the API would refuse it too).
  if (!settings.hotel_active) return <InactiveHotel settings={settings} />;
  return (
    <>
      <h1 className="screen-title">{hotelDisplayName(settings, locale)}</h1>
      {notices}
      <Results settings={settings} updateMode={updateMode} />
    </>
  );
}
