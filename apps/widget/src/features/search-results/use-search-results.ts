import { useLayoutEffect } from 'react';
import type { ApiClient, QueryValue } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { useStore } from '../../lib/create-store.ts';
import { toRemoteError } from '../../shared/use-remote.ts';
import { beginSearch, failSearch, finishSearch, type SearchResultsStore } from './results-store.ts';

export type SearchParams = Readonly<Record<string, QueryValue>>;

/** The request of one search: the hotel, the stay and party (criteria), and every parameter sent. */
export interface SearchRequest {
  hotelId: number;
  criteria: SearchParams;
  params: SearchParams;
}

const keyOf = (hotelId: number, params: SearchParams) =>
  JSON.stringify([
    hotelId,
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(),
  ]);

/** Identifies a search regardless of language: same key, same rooms (only names differ by language). */
export const searchKeyOf = (request: SearchRequest) => keyOf(request.hotelId, request.params);

/** Identifies the stay and party of a search, whatever the view, sort or filters. */
export const criteriaKeyOf = (hotelId: number, criteria: SearchParams) => keyOf(hotelId, criteria);

let latestRun = 0;

/**
 * Runs `GET /hotels/{hotelId}/rooms` (the rooms or plan view, by the `type` parameter) into the
 * store. Only the newest call may write its answer, so a slow older one never replaces it.
 */
export async function runSearch(
  api: Pick<ApiClient, 'get'>,
  store: SearchResultsStore,
  request: SearchRequest,
  locale: string,
): Promise<void> {
  const run = ++latestRun;
  beginSearch(
    store,
    { searchKey: searchKeyOf(request), criteriaKey: criteriaKeyOf(request.hotelId, request.criteria) },
    locale,
  );
  try {
    const body = await call(api, 'GET /book/hotels/:hotelId/rooms', {
      params: { hotelId: request.hotelId },
      query: request.params,
    });
    if (run === latestRun) finishSearch(store, body.data);
  } catch (error) {
    if (run === latestRun) failSearch(store, toRemoteError(error));
  }
}

/**
 * Searches whenever the request or the language changes, and gives the store's state. The search
 * starts as the screen is drawn (a layout effect), not after the next frame: its request leaves with
 * the first render and the spinner shows in that render's frame, where a passive effect re-rendered
 * the whole screen after the first paint (a long task of its own).
 */
export function useSearchResults(
  api: Pick<ApiClient, 'get'>,
  store: SearchResultsStore,
  request: SearchRequest | null,
  locale: string,
) {
  const key = request ? searchKeyOf(request) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`'s content.
  useLayoutEffect(() => {
    if (request) void runSearch(api, store, request, locale);
  }, [key, locale, api, store]);
  return useStore(store, (state) => state);
}
