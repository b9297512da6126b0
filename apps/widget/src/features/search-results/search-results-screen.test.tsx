import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { askForStep } from '../host/step-start.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { UPDATE_MODE_PARTS } from '../reservation-update/update-mode-parts.ts';
import { initialSearchResultsState, searchResultsStore } from './results-store.ts';
import { BROWSING_STATE_TTL_MS } from './saved-browsing-state.ts';
import { offerFixture, planFixture, roomFixture, searchDataFixture } from './search-fixtures.ts';
import { SearchResultsScreen } from './search-results-screen.tsx';
import { type FakeCall, fakeApi, renderWithWidget } from './test-harness.tsx';

const START = '/booking/result?code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2';
const settings = hotelSettings({
  room_search_filters: [
    { id: 101, name: 'Non-smoking', translations: [] },
    { id: 103, name: 'Breakfast included', translations: [] },
  ],
});

const cheap = roomFixture({
  room_type_code: 'STD',
  room_type_name: 'Standard Double',
  room_count: 2,
  room_plan: [offerFixture({ room_plan_code: 'STD-RO', total_price: 30_000, tax: 2_700 })],
});
const dear = roomFixture({
  room_type_code: 'SUI',
  room_type_name: 'Garden Suite',
  room_count: 1,
  room_plan: [offerFixture({ room_plan_code: 'SUI-RO', total_price: 90_000, tax: 8_100 })],
});

function answer(call: FakeCall) {
  if (call.query.type === 'plan') return { data: searchDataFixture({ rooms: [], plans: [planFixture()] }) };
  return { data: searchDataFixture({ rooms: [dear, cheap] }) };
}

const roomNames = () =>
  screen
    .getAllByTestId('room-card')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
  i18n.use('en', en);
  setNavigationMode('history');
  searchResultsStore.update(initialSearchResultsState());
  history.replaceState(null, '', START);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('SearchResultsScreen', () => {
  it('searches /rooms with the criteria of the address and shows rooms cheapest first', async () => {
    const { api, calls } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    expect(roomNames()).toEqual(['Standard Double', 'Garden Suite']);
    expect(JSON.parse(String(calls[0]?.query.rooms))).toMatchObject([{ adults: 2, children: 0 }]);
    expect(calls[0]?.query).toMatchObject({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      room_count: 1,
      type: 'rooms',
      order: 'price_low_to_high',
      search_next_available_date_if_no_result: true,
    });
    const region = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(region)
        .getAllByTestId('offer-total')
        .map((el) => el.textContent),
    ).toEqual(['¥30,000', '¥90,000']);
    expect(within(region).getByText('incl. tax ¥2,700')).toBeTruthy();
  });

  it('says a hotel that switched online sales off takes no reservations, and searches nothing', async () => {
    const { api, calls } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings: { ...settings, hotel_active: false } });
    expect(screen.getByTestId('hotel-inactive').textContent).toBe(en['results.hotelInactive']);
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toHaveLength(0);
  });

  it('sorts by the chosen order, in the address and in the request', async () => {
    const { api, calls } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_high_to_low' },
    });
    await waitFor(() => expect(calls.at(-1)?.query.order).toBe('price_high_to_low'));
    expect(new URLSearchParams(location.search).get('order')).toBe('price_high_to_low');
    await waitFor(() => expect(roomNames()).toEqual(['Garden Suite', 'Standard Double']));
  });

  it('filters by the hotel room filters and offers to clear them when nothing matches', async () => {
    const { api, calls } = fakeApi([
      [
        '/hotels/1/rooms',
        (call) =>
          call.query.room_search_filters ? { data: searchDataFixture({ rooms: [] }) } : answer(call),
      ],
    ]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Breakfast included' }));
    await waitFor(() => expect(calls.at(-1)?.query.room_search_filters).toEqual([103]));
    expect(new URLSearchParams(location.search).get('filter')).toBe('103');
    expect(await screen.findByText(en['results.emptyFiltered'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findAllByTestId('room-card');
    expect(new URLSearchParams(location.search).has('filter')).toBe(false);
  });

  it('shows plans in the plans view', async () => {
    const { api, calls } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    fireEvent.click(screen.getByRole('radio', { name: 'By plan' }));
    const plan = await screen.findByTestId('plan-card');
    expect(calls.at(-1)?.query.type).toBe('plan');
    expect(within(plan).getByRole('heading', { level: 2, name: 'Room only' })).toBeTruthy();
    expect(within(plan).getByRole('heading', { level: 3, name: 'Deluxe Twin' })).toBeTruthy();
  });

  it('steps the room quantity by one, never below 0 nor above the rooms left', async () => {
    // Three rooms of two adults searched: the two Standard rooms left are the bound.
    const threeRooms = (call: FakeCall) => {
      const body = answer(call);
      const party = body.data.search_params.rooms[0]!;
      body.data.search_params.rooms = [party, party, party];
      return body;
    };
    const { api } = fakeApi([['/hotels/1/rooms', threeRooms]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    const add = screen.getByRole('button', { name: 'Add a room: Standard Double, Room only' });
    const remove = screen.getByRole('button', { name: 'Remove a room: Standard Double, Room only' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(add);
    expect(searchResultsStore.get().selected).toMatchObject([
      {
        roomTypeCode: 'STD',
        roomPlanCode: 'STD-RO',
        quantity: 2,
        salePrice: 30_000,
        tax: 2_700,
        type: 'rooms',
      },
    ]);
    expect(screen.getByTestId('selection-summary').textContent).toContain('2 rooms selected · Total ¥60,000');
    fireEvent.click(remove);
    fireEvent.click(remove);
    fireEvent.click(remove);
    expect(searchResultsStore.get().selected).toEqual([]);
    expect(screen.queryByTestId('selection-summary')).toBeNull();
  });

  it('names the party of each offer when the rooms of the search differ, larger parties first', async () => {
    const party = (adults: number) => ({
      adults_count: adults,
      adults_with_companion: 0,
      children_count: 0,
      children_with_kid_tier_A_companion: 0,
    });
    const twoParties = searchDataFixture({
      rooms: [
        roomFixture({
          room_plan: [
            offerFixture({ total_price: 20_000, matched_search_criteria: party(1) }),
            offerFixture({ total_price: 30_000, matched_search_criteria: party(2) }),
          ],
        }),
      ],
    });
    twoParties.search_params.rooms = [
      { ...twoParties.search_params.rooms[0]!, adults: 2 },
      { ...twoParties.search_params.rooms[0]!, adults: 1 },
    ];
    const { api } = fakeApi([['/hotels/1/rooms', () => ({ data: twoParties })]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    const card = await screen.findByTestId('room-card');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Room only (2 adults)', 'Room only (1 adult)']);
    fireEvent.click(
      within(card).getByRole('button', { name: 'Add a room: Deluxe Twin, Room only, 1 adult' }),
    );
    expect(searchResultsStore.get().selected).toMatchObject([
      { numberOfAdults: 1, quantity: 1, salePrice: 20_000 },
    ]);
  });

  it('gives each chosen room a searched party: a party placed or every room chosen turns "+" off and says why', async () => {
    const counts = (adults: number, children: number) => ({
      adults_count: adults,
      adults_with_companion: 0,
      children_count: children,
      children_with_kid_tier_A_companion: 0,
    });
    const family = searchDataFixture({
      rooms: [
        roomFixture({
          room_count: 5,
          room_plan: [
            offerFixture({ total_price: 30_000, matched_search_criteria: counts(2, 0) }),
            offerFixture({ total_price: 36_000, matched_search_criteria: counts(2, 1) }),
          ],
        }),
      ],
    });
    const room = family.search_params.rooms[0]!;
    family.search_params.rooms = [room, { ...room, children: 1, kids_tiers: ['A'] }];
    const { api } = fakeApi([['/hotels/1/rooms', () => ({ data: family })]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    const card = await screen.findByTestId('room-card');
    const couple = within(card).getByRole('button', { name: 'Add a room: Deluxe Twin, Room only, 2 adults' });
    const withChild = within(card).getByRole('button', {
      name: 'Add a room: Deluxe Twin, Room only, 2 adults and 1 child',
    });
    fireEvent.click(couple);
    // The couple's room is chosen: another is not theirs to take, and the offer says who is left.
    expect((couple as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(couple);
    expect(searchResultsStore.get().selected).toMatchObject([{ numberOfAdults: 2, quantity: 1 }]);
    const reason = document.getElementById(couple.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'A room for 2 adults is chosen already. Still to choose: a room for 2 adults and 1 child.',
    );
    expect((withChild as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(withChild);
    // Both searched rooms are chosen: no third room, on any offer.
    expect((withChild as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(withChild.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'All 2 rooms you searched for are chosen. To choose another, remove one first.',
    );
    expect(within(card).getAllByTestId('offer-limit')).toHaveLength(2);
    expect(screen.getByTestId('selection-summary').textContent).toContain('2 rooms selected');
    // Removing the couple's room frees their party again.
    fireEvent.click(
      within(card).getByRole('button', { name: 'Remove a room: Deluxe Twin, Room only, 2 adults' }),
    );
    expect((couple as HTMLButtonElement).disabled).toBe(false);
    expect(couple.hasAttribute('aria-describedby')).toBe(false);
  });

  it('says "Non-refundable" on the card of a plan whose every step charges the whole price (decision 028)', async () => {
    const nonRefundable = {
      name: 'Best rate',
      cancel_before_at: null,
      cancellation_policy_parts: [{ days_before: 365, percentage_of_cost: 100 }],
      no_show_percentage_of_cost: 100,
    };
    const rooms = [
      roomFixture({
        room_plan: [
          offerFixture({ room_plan_code: 'BEST', total_price: 20_000, cancellation_policy: nonRefundable }),
          offerFixture({ room_plan_code: 'FLEX', total_price: 30_000 }),
        ],
      }),
    ];
    const { api } = fakeApi([['/hotels/1/rooms', () => ({ data: searchDataFixture({ rooms }) })]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findByTestId('room-card');
    const lines = document.querySelectorAll('.cancellation-summary');
    expect(lines[0]?.textContent).toMatch(/^Non-refundable /);
    expect(lines[1]?.textContent).not.toContain('Non-refundable');
  });

  it('offers the next available date when nothing matches and searches from it for the same nights', async () => {
    const { api, calls } = fakeApi([
      [
        '/hotels/1/rooms',
        (call) =>
          call.query.checkin_date === '2026-12-10'
            ? { data: searchDataFixture({ rooms: [], next_available_date: '2026-12-14' }) }
            : answer(call),
      ],
    ]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    expect(await screen.findByText('The nearest date with rooms available is 2026/12/14.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Search from 2026/12/14' }));
    await screen.findAllByTestId('room-card');
    expect(calls.at(-1)?.query).toMatchObject({ checkin_date: '2026-12-14', checkout_date: '2026-12-16' });
  });

  it('clears the results when the language changes and loads them again in that language', async () => {
    let release: () => void = () => {};
    const { api, calls } = fakeApi(
      [
        [
          '/hotels/1/rooms',
          (call) =>
            call.locale === 'ja'
              ? new Promise((resolve) => {
                  release = () =>
                    resolve({
                      data: searchDataFixture({
                        rooms: [{ ...cheap, room_type_name: 'スタンダードダブル' }],
                      }),
                    });
                })
              : answer(call),
        ],
      ],
      () => i18n.get().locale,
    );
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    act(() => i18n.use('ja', ja));
    // The English results are gone while the Japanese ones load.
    await waitFor(() => expect(screen.queryAllByTestId('room-card')).toHaveLength(0));
    expect(screen.getByRole('status', { name: ja['results.searching'] })).toBeTruthy();
    await act(async () => release());
    expect(roomNames()).toEqual(['スタンダードダブル']);
    expect(calls.map((c) => c.locale)).toEqual(['en', 'ja']);
  });

  it('shows the error title and message and searches again on retry', async () => {
    let fail = true;
    const { api } = fakeApi([
      [
        '/hotels/1/rooms',
        (call) =>
          fail
            ? new ApiError({
                title: 'Bad Request',
                status: 400,
                message: 'The reservable period is 12 months from today.',
              })
            : answer(call),
      ],
    ]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    const region = screen.getByRole('region', { name: 'Search results' });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Bad Request The reservable period is 12 months from today.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findAllByTestId('room-card');
  });

  it('turns update mode on for current_reservation, which hides the login menu, and off when leaving', async () => {
    history.replaceState(null, '', `${START}&current_reservation=YD-1234&bypass_token=x`);
    const { api, calls } = fakeApi([
      ['/hotels/1/rooms', answer],
      // The reservation and its update settings (W3's reservation-update tests cover them).
      [/\/update_settings$/, () => ({ data: { updatable: true, max_room_count: 1, version: 1 } })],
      [/\/reservations\/YD-1234$/, () => ({ data: reservationFixture({ number: 'YD-1234' }) })],
    ]);
    // The app's route hands the results page reservation-update's parts (decision 035).
    const { store, unmount } = renderWithWidget(<SearchResultsScreen updateMode={UPDATE_MODE_PARTS} />, {
      api,
      settings,
    });
    await screen.findAllByTestId('room-card');
    expect(store.get().updateMode).toBe(true);
    // The update-mode panel is a lazy chunk (its first load compiles it).
    expect(
      await screen.findByText('You are changing reservation YD-1234.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    // With the proof, the search counts the reservation's own nights as free.
    expect(calls.find((call) => call.path === '/hotels/1/rooms')?.query).toMatchObject({
      reservation_no: 'YD-1234',
      bypass_token: 'x',
    });
    unmount();
    expect(store.get().updateMode).toBe(false);
  });
});

describe('saved browsing state', () => {
  async function leaveWithOneRoomChosen() {
    const { api } = fakeApi([['/hotels/1/rooms', answer]]);
    const { unmount } = renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    fireEvent.click(screen.getByRole('button', { name: 'Add a room: Standard Double, Room only' }));
    unmount();
    searchResultsStore.update(initialSearchResultsState());
  }

  it('shows the saved results and chosen rooms at once on return, until the live ones arrive', async () => {
    await leaveWithOneRoomChosen();
    vi.setSystemTime(Date.now() + BROWSING_STATE_TTL_MS - 1_000);
    const { api } = fakeApi([['/hotels/1/rooms', () => new Promise(() => {})]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    expect(await screen.findAllByTestId('room-card')).toHaveLength(2);
    expect(screen.getByText(en['results.updating']).getAttribute('role')).toBe('status');
    expect(searchResultsStore.get().selected).toMatchObject([{ roomPlanCode: 'STD-RO', quantity: 1 }]);
    // Consumed when loaded: nothing is left to restore a second time.
    expect(localStorage.getItem('yadori_browsing_state_hanami-tokyo')).toBeNull();
  });

  it('is not restored after 600000 ms', async () => {
    await leaveWithOneRoomChosen();
    vi.setSystemTime(Date.now() + BROWSING_STATE_TTL_MS);
    const { api } = fakeApi([['/hotels/1/rooms', () => new Promise(() => {})]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    expect(await screen.findByRole('status', { name: en['results.searching'] })).toBeTruthy();
    expect(screen.queryAllByTestId('room-card')).toHaveLength(0);
    expect(searchResultsStore.get().selected).toEqual([]);
  });

  it('belongs to its search: another search does not restore it', async () => {
    await leaveWithOneRoomChosen();
    history.replaceState(null, '', START.replace('adults=2', 'adults=3'));
    const { api } = fakeApi([['/hotels/1/rooms', () => new Promise(() => {})]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findByRole('status', { name: en['results.searching'] });
    expect(screen.queryAllByTestId('room-card')).toHaveLength(0);
  });
});

describe('SearchResultsScreen: the keyboard and screen-reader path (issue 11)', () => {
  it('after Search, focuses where the results begin; on a page load, leaves focus alone', async () => {
    const { api } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    const count = await screen.findByRole('heading', { level: 2, name: 'Room types found: 2' });
    expect(document.activeElement).not.toBe(count);
    cleanup();

    askForStep('results');
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    const after = await screen.findByRole('heading', { level: 2, name: 'Room types found: 2' });
    await waitFor(() => expect(document.activeElement).toBe(after));
  });

  it('offers a skip from a chosen room to the selection’s Continue', async () => {
    const { api } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await screen.findAllByTestId('room-card');
    expect(screen.queryByRole('link', { name: en['results.skipToSelection'] })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a room: Standard Double, Room only' }));
    fireEvent.click(screen.getByRole('link', { name: en['results.skipToSelection'] }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: en['results.continue'] }));
  });
});
