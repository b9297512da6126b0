import type { SearchRoom } from '@yadori/contract/search.schema';
import { createStore, type Store } from '../../lib/create-store.ts';
import type { RemoteError } from '../../shared/use-remote.ts';
import type { SearchData } from './search-data.ts';
import { type SelectedRoom, type SelectedRoomKey, stepSelectedRoom } from './selected-rooms.ts';

/**
 * The results page's state (spec section 4 "Search"): the results held as rooms or plans, whether
 * they are preloaded or live, the rooms chosen so far (read by the booking screens), and the
 * initial-search flag. It outlives the screen, so coming back shows the last results at once.
 */
export interface SearchResultsState {
  /** What the shown results answer: the search without the language (see `searchKey`). */
  searchKey: string | null;
  /**
   * The stay and party the chosen rooms belong to (dates, guests, codes — not the view or sort):
   * when it changes, the chosen rooms no longer apply.
   */
  criteriaKey: string | null;
  /** The language the shown results are in. */
  locale: string | null;
  data: SearchData | null;
  /** True while shown results are kept from before (preloaded) and live ones are on the way. */
  preloaded: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: RemoteError | null;
  selected: readonly SelectedRoom[];
  /**
   * The parties the chosen rooms were chosen for when they did not come from this page's search (a
   * recommended combination, decision 026); null: the search's own (`data.search_params.rooms`).
   */
  chosenFor: readonly SearchRoom[] | null;
  /** True until the first search call of this page view has been made. */
  initialSearch: boolean;
}

export type SearchResultsStore = Store<SearchResultsState>;

export const initialSearchResultsState = (): SearchResultsState => ({
  searchKey: null,
  criteriaKey: null,
  locale: null,
  data: null,
  preloaded: false,
  status: 'idle',
  error: null,
  selected: [],
  chosenFor: null,
  initialSearch: true,
});

/**
 * The parties each chosen room must take one of (decision 026): a recommendation's own layout while
 * its rooms are chosen, else the parties the shown results were searched for; null when not known.
 */
export function searchedPartiesOf(
  state: Pick<SearchResultsState, 'chosenFor' | 'data'>,
): readonly SearchRoom[] | null {
  return state.chosenFor ?? state.data?.search_params.rooms ?? null;
}

/** The one results store of the page (the booking issue reads `selected` from it). */
export const searchResultsStore: SearchResultsStore = createStore(initialSearchResultsState());

/** Starts a search: what stays on screen until the answer depends on what changed (spec section 4). */
export function beginSearch(
  store: SearchResultsStore,
  keys: { searchKey: string; criteriaKey: string },
  locale: string,
): void {
  store.update((state) => {
    // Other dates or guests make the chosen rooms meaningless; another view or sort does not.
    const other = state.criteriaKey !== null && state.criteriaKey !== keys.criteriaKey;
    const selected = other ? [] : state.selected;
    const cleared = {
      ...keys,
      locale,
      selected,
      chosenFor: other ? null : state.chosenFor,
      data: null,
      preloaded: false,
      status: 'loading',
      error: null,
    } as const;
    // Changing the language clears the results and reloads them.
    if (state.locale !== null && state.locale !== locale) return cleared;
    // The same search again (coming back, a restored browsing state): show them until live ones come.
    if (state.searchKey === keys.searchKey && state.data) {
      return { ...keys, locale, preloaded: true, status: 'loading', error: null };
    }
    return cleared;
  });
}

/**
 * Sets the chosen rooms from elsewhere (the recommender) for the stay and party of `criteriaKey`:
 * a recommended combination places the party its own way, so its rooms are the parties to place.
 */
export function chooseRooms(
  store: SearchResultsStore,
  criteriaKey: string,
  selected: readonly SelectedRoom[],
): void {
  const chosenFor = selected.flatMap((room) =>
    Array.from({ length: room.quantity }, () => ({
      adults: room.numberOfAdults,
      children: room.numberOfChildren,
      kids_tiers: [],
      kids_age_range: [],
      adult_companion: 0,
      kid_tier_A_companion: 0,
    })),
  );
  store.update({ criteriaKey, selected, chosenFor: chosenFor.length > 0 ? chosenFor : null });
}

export function finishSearch(store: SearchResultsStore, data: SearchData): void {
  store.update({ data, preloaded: false, status: 'ready', error: null, initialSearch: false });
}

export function failSearch(store: SearchResultsStore, error: RemoteError): void {
  store.update({ data: null, preloaded: false, status: 'error', error, initialSearch: false });
}

/** Puts results from elsewhere (a saved browsing state) on screen as preloaded ones. */
export function preloadResults(
  store: SearchResultsStore,
  preload: {
    searchKey: string;
    criteriaKey: string;
    locale: string;
    data: SearchData;
    selected: readonly SelectedRoom[];
    chosenFor?: readonly SearchRoom[] | null;
  },
): void {
  store.update({ chosenFor: null, ...preload, preloaded: true, status: 'loading', error: null });
}

/**
 * Changes the chosen count of one room plan by one (never below 0, never above `roomCount`, never a
 * room for a searched party placed already). With no room left chosen, a recommendation's parties go.
 */
export function stepRoom(
  store: SearchResultsStore,
  offer: Omit<SelectedRoom, 'quantity'> & SelectedRoomKey,
  step: 1 | -1,
  roomCount: number,
  /** False when changing a booked stay: its rooms keep their own parties (bounded by `roomCount`). */
  byParties = true,
): void {
  store.update((state) => {
    const parties = byParties ? searchedPartiesOf(state) : null;
    const selected = stepSelectedRoom(state.selected, offer, step, roomCount, parties);
    return { selected, chosenFor: selected.length > 0 ? state.chosenFor : null };
  });
}
