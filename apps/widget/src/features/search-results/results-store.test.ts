import { describe, expect, it } from 'vitest';
import { createStore } from '../../lib/create-store.ts';
import {
  beginSearch,
  chooseRooms,
  failSearch,
  finishSearch,
  initialSearchResultsState,
  preloadResults,
  searchedPartiesOf,
  stepRoom,
} from './results-store.ts';
import { roomFixture, searchDataFixture } from './search-fixtures.ts';

const data = (name: string) => searchDataFixture({ rooms: [roomFixture({ room_type_name: name })] });

const offer = {
  roomTypeCode: 'DTW',
  roomPlanCode: 'DTW-RO',
  numberOfAdults: 2,
  numberOfChildren: 0,
  type: 'rooms' as const,
  salePrice: 30_000,
  tax: 2_727,
  scrapeIds: [],
  promotionID: null,
  couponCode: null,
};

/** Search keys: k1 and k2 differ in stay; k1-sorted is k1 sorted another way. */
const keys = (key: string) => ({ searchKey: key, criteriaKey: key.split('-')[0] ?? key });

const fresh = () => createStore(initialSearchResultsState());

describe('results store', () => {
  it('clears the results when the language changes, and loads again', () => {
    const store = fresh();
    beginSearch(store, keys('k1'), 'en');
    finishSearch(store, data('Deluxe Twin'));
    stepRoom(store, offer, 1, 3);
    beginSearch(store, keys('k1'), 'ja');
    expect(store.get()).toMatchObject({ data: null, status: 'loading', preloaded: false, locale: 'ja' });
    // The chosen rooms are codes, valid in any language.
    expect(store.get().selected).toHaveLength(1);
  });

  it('keeps the same search on screen as preloaded until the live answer', () => {
    const store = fresh();
    beginSearch(store, keys('k1'), 'en');
    finishSearch(store, data('Deluxe Twin'));
    beginSearch(store, keys('k1'), 'en');
    expect(store.get()).toMatchObject({ preloaded: true, status: 'loading' });
    expect(store.get().data?.rooms?.[0]?.room_type_name).toBe('Deluxe Twin');
    finishSearch(store, data('Deluxe Twin (live)'));
    expect(store.get()).toMatchObject({ preloaded: false, status: 'ready' });
    expect(store.get().data?.rooms?.[0]?.room_type_name).toBe('Deluxe Twin (live)');
  });

  it('drops results and chosen rooms for another search', () => {
    const store = fresh();
    beginSearch(store, keys('k1'), 'en');
    finishSearch(store, data('Deluxe Twin'));
    stepRoom(store, offer, 1, 3);
    beginSearch(store, keys('k2'), 'en');
    expect(store.get()).toMatchObject({ data: null, selected: [], preloaded: false });
  });

  it('keeps the chosen rooms when only the view or sort changes', () => {
    const store = fresh();
    beginSearch(store, keys('k1'), 'en');
    finishSearch(store, data('Deluxe Twin'));
    stepRoom(store, offer, 1, 3);
    beginSearch(store, keys('k1-sorted'), 'en');
    expect(store.get()).toMatchObject({ data: null, status: 'loading' });
    expect(store.get().selected).toHaveLength(1);
  });

  it('keeps rooms chosen elsewhere (the recommender) for the same stay, and drops them for another', () => {
    const store = fresh();
    chooseRooms(store, 'k1', [{ ...offer, quantity: 2 }]);
    beginSearch(store, keys('k1'), 'en');
    expect(store.get().selected).toHaveLength(1);
    beginSearch(store, keys('k2'), 'en');
    expect(store.get().selected).toEqual([]);
  });

  it('shows restored results as preloaded and keeps their chosen rooms when the same search runs', () => {
    const store = fresh();
    preloadResults(store, {
      searchKey: 'k1',
      criteriaKey: 'k1',
      locale: 'en',
      data: data('Saved'),
      selected: [{ ...offer, quantity: 2 }],
    });
    beginSearch(store, keys('k1'), 'en');
    expect(store.get()).toMatchObject({ preloaded: true });
    expect(store.get().selected[0]?.quantity).toBe(2);
  });

  it('clears the initial-search flag after the first call, also when it fails', () => {
    const store = fresh();
    expect(store.get().initialSearch).toBe(true);
    beginSearch(store, keys('k1'), 'en');
    failSearch(store, { title: 'Bad Request', message: null, code: 400 });
    expect(store.get()).toMatchObject({ initialSearch: false, status: 'error', data: null });
  });
});

describe('results store: the parties each chosen room takes (decision 026)', () => {
  const twoParties = () => {
    const answer = data('Deluxe Twin');
    const room = answer.search_params.rooms[0]!;
    answer.search_params.rooms = [room, { ...room, children: 1, kids_tiers: ['A'] }];
    return answer;
  };

  it("steps within the search's parties: one room for the couple of a couple-and-family search", () => {
    const store = fresh();
    beginSearch(store, keys('k1'), 'en');
    finishSearch(store, twoParties());
    stepRoom(store, offer, 1, 3);
    stepRoom(store, offer, 1, 3);
    expect(store.get().selected).toMatchObject([{ quantity: 1 }]);
    expect(searchedPartiesOf(store.get())?.map((p) => [p.adults, p.children])).toEqual([
      [2, 0],
      [2, 1],
    ]);
  });

  it("takes a recommendation's layout as the parties while its rooms are chosen", () => {
    const store = fresh();
    beginSearch(store, keys('k1'), 'en');
    finishSearch(store, data('Deluxe Twin'));
    chooseRooms(store, 'k1', [
      { ...offer, numberOfAdults: 3, quantity: 1 },
      { ...offer, quantity: 1 },
    ]);
    expect(searchedPartiesOf(store.get())?.map((p) => p.adults)).toEqual([3, 2]);
    // The search's own party (2 adults) is placed by the recommended rooms: no room more.
    stepRoom(store, offer, 1, 5);
    expect(store.get().selected.map((r) => r.quantity)).toEqual([1, 1]);
    stepRoom(store, offer, -1, 5);
    stepRoom(store, { ...offer, numberOfAdults: 3 }, -1, 5);
    expect(store.get().selected).toEqual([]);
    expect(store.get().chosenFor).toBeNull();
    expect(searchedPartiesOf(store.get())?.map((p) => p.adults)).toEqual([2]);
  });
});
