import type { SearchRoom } from '@yadori/contract/search.schema';
import { useEffect, useLayoutEffect } from 'react';
import { localStore } from '../../lib/safe-storage.ts';
import { preloadResults, type SearchResultsStore } from './results-store.ts';
import { consumeBrowsingState, saveBrowsingState } from './saved-browsing-state.ts';
import type { SearchData } from './search-data.ts';
import type { SelectedRoom } from './selected-rooms.ts';

/** What the results page keeps when the guest leaves it. */
export interface SavedResults {
  /** The address query; the state comes back only on the same search page. */
  query: string;
  searchKey: string;
  criteriaKey: string;
  locale: string;
  data: SearchData;
  selected: readonly SelectedRoom[];
  /** A recommendation's parties while its rooms are chosen (decision 026). */
  chosenFor?: readonly SearchRoom[] | null;
  scrollY: number;
}

const normalise = (query: string) => {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
};

/**
 * Restores a saved browsing state once (spec section 4: it lasts 600000 ms and is consumed when
 * loaded) when it belongs to this search page, as preloaded results with their chosen rooms.
 * Returns the scroll position to go back to, or null.
 */
export function restoreBrowsingState(
  store: SearchResultsStore,
  hotelCode: string,
  query: string,
  searchKey: string | null,
  now: number,
): number | null {
  const saved = consumeBrowsingState<SavedResults>(localStore, hotelCode, now);
  if (!saved || searchKey === null) return null;
  if (normalise(saved.query) !== normalise(query) || saved.searchKey !== searchKey) return null;
  preloadResults(store, {
    searchKey,
    criteriaKey: saved.criteriaKey,
    locale: saved.locale,
    data: saved.data,
    selected: saved.selected,
    chosenFor: saved.chosenFor ?? null,
  });
  return saved.scrollY;
}

/** Saves the page's results and chosen rooms, if there are any, for the guest's return. */
export function saveResultsPage(
  store: SearchResultsStore,
  hotelCode: string,
  query: string,
  now: number,
): void {
  const state = store.get();
  if (!state.data || state.searchKey === null || state.criteriaKey === null || state.locale === null) return;
  const saved: SavedResults = {
    query,
    searchKey: state.searchKey,
    criteriaKey: state.criteriaKey,
    locale: state.locale,
    data: state.data,
    selected: state.selected,
    chosenFor: state.chosenFor,
    scrollY: Math.round(window.scrollY),
  };
  saveBrowsingState(localStore, hotelCode, saved, now);
}

/**
 * On the results page: restore a saved state when arriving (before the search runs, so its results
 * show as preloaded), and save it when leaving — to another screen or off the page.
 */
export function useBrowsingState(
  store: SearchResultsStore,
  hotelCode: string,
  query: string,
  searchKey: string | null,
): void {
  // A layout effect, as the search's (useSearchResults), which must find the restored results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the page, on purpose.
  useLayoutEffect(() => {
    const scrollY = restoreBrowsingState(store, hotelCode, query, searchKey, Date.now());
    if (scrollY !== null) requestAnimationFrame(() => window.scrollTo(0, scrollY));
  }, []);

  useEffect(() => {
    const save = () => saveResultsPage(store, hotelCode, query, Date.now());
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [store, hotelCode, query]);
}
