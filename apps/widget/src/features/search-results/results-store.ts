import { createStore, type Store } from '../../lib/create-store.ts';
import type { SearchData } from './search-data.ts';
import { type SelectedRoom, type SelectedRoomKey, stepSelectedRoom } from './selected-rooms.ts';
import type { RemoteError } from './use-remote.ts';

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
  initialSearch: true,
});

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
    const selected =
      state.criteriaKey !== null && state.criteriaKey !== keys.criteriaKey ? [] : state.selected;
    const cleared = {
      ...keys,
      locale,
      selected,
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

/** Sets the chosen rooms from elsewhere (the recommender) for the stay and party of `criteriaKey`. */
export function chooseRooms(
  store: SearchResultsStore,
  criteriaKey: string,
  selected: readonly SelectedRoom[],
): void {
  store.update({ criteriaKey, selected });
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
  },
): void {
  store.update({ ...preload, preloaded: true, status: 'loading', error: null });
}

/** Changes the chosen count of one room plan by one (never below 0, never above `roomCount`). */
export function stepRoom(
  store: SearchResultsStore,
  offer: Omit<SelectedRoom, 'quantity'> & SelectedRoomKey,
  step: 1 | -1,
  roomCount: number,
): void {
  store.update((state) => ({ selected: stepSelectedRoom(state.selected, offer, step, roomCount) }));
}
