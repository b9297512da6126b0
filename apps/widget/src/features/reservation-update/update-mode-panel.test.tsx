import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { bookingStore } from '../booking-state/booking-store.ts';
import { initialSearchResultsState, searchResultsStore } from '../search-results/results-store.ts';
import { offerFixture, roomFixture, searchDataFixture } from '../search-results/search-fixtures.ts';
import { SearchResultsScreen } from '../search-results/search-results-screen.tsx';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import type { UpdateSettings } from './update-api.ts';
import { twoRoomReservation, updateSettingsFixture } from './update-fixtures.ts';
import { UPDATE_MODE_PARTS } from './update-mode-parts.ts';

// Two busy cores run many test files at once: give screens more than the default second to answer.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const START =
  '/booking/result?code=hanami-tokyo&checkin=2027-01-11&checkout=2027-01-12&adults=2&room_count=1&current_reservation=AB23CD45EF';

// Booked: two Deluxe Twin rooms, room only. The search also offers breakfast and a suite.
const booked = twoRoomReservation().rooms.map((room) => ({
  ...room,
  room_type_code: 'DTW',
  room_type_name: 'Deluxe Twin',
  room_plan_code: 'DTW-RO',
}));
const answer = () => ({
  data: searchDataFixture({
    rooms: [
      roomFixture({
        room_count: 5,
        room_plan: [offerFixture(), offerFixture({ room_plan_code: 'DTW-BB', room_plan_name: 'Breakfast' })],
      }),
      roomFixture({ room_type_code: 'SUI', room_type_name: 'Garden Suite' }),
    ],
  }),
});

function server(settings: Partial<UpdateSettings> = {}) {
  return fakeApi([
    ['/hotels/1/rooms', answer],
    [/\/update_settings$/, () => ({ data: updateSettingsFixture(settings) })],
    ['/hotels/1/reservations/AB23CD45EF', () => ({ data: twoRoomReservation({ rooms: booked }) })],
  ]);
}

// The panel is a lazy chunk: load it once so the first test does not wait for its transform.
beforeAll(async () => {
  await import('./update-mode-panel.tsx');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
  i18n.use('en', en);
  setNavigationMode('history');
  searchResultsStore.update(initialSearchResultsState());
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('update mode on the results page', () => {
  it('offers only the booked plan, at most the booked rooms, and goes on to the review with the kept rooms', async () => {
    history.replaceState(null, '', `${START}&bypass_token=tok`);
    const { api, calls } = server();
    const { store } = renderWithWidget(<SearchResultsScreen updateMode={UPDATE_MODE_PARTS} />, {
      api,
      settings: hotelSettings(),
    });
    const panel = await screen.findByTestId('update-panel');
    expect(
      within(panel).getByRole('heading', { name: 'You are changing reservation AB23CD45EF.' }),
    ).toBeTruthy();
    expect(within(panel).getByText('You can change this reservation until 2027/01/09.')).toBeTruthy();
    // Spec section 2: no login menu in update mode; spec section 4: the booking state knows it.
    expect(store.get().updateMode).toBe(true);
    expect(bookingStore.get().isUpdateMode).toBe(true);
    expect(bookingStore.get().updateSetting).toEqual({ is_active: true, updatable: true, reason: null });
    expect(calls.find((call) => call.path.endsWith('/update_settings'))?.query).toEqual({
      bypass_token: 'tok',
    });

    const cards = await screen.findAllByTestId('room-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getAllByTestId('offer')).toHaveLength(1);
    const add = within(cards[0]!).getByRole('button', { name: /^Add a room/ }) as HTMLButtonElement;
    fireEvent.click(add);
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(screen.getByTestId('update-selection').textContent).toContain('2 of 2 rooms chosen');
    expect(screen.queryByRole('link', { name: en['results.continue'] })).toBeNull();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: /^Remove a room/ }));
    fireEvent.click(screen.getByRole('button', { name: en['update.review'] }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/update/AB23CD45EF'));
    const query = new URLSearchParams(location.search);
    expect(JSON.parse(query.get('update_rooms') ?? '')).toEqual([
      { room_index: 0, adults: 2, children: 0, kids_tiers: [], kids_age_range: [] },
    ]);
    expect([query.get('checkin'), query.get('checkout'), query.get('bypass_token')]).toEqual([
      '2027-01-11',
      '2027-01-12',
      'tok',
    ]);
  });

  it('says why a reservation cannot be changed and shows no rooms, with the way back', async () => {
    history.replaceState(null, '', `${START}&bypass_token=tok`);
    const { api } = server({ updatable: false, reason: 'modified_by_staff' });
    renderWithWidget(<SearchResultsScreen updateMode={UPDATE_MODE_PARTS} />, {
      api,
      settings: hotelSettings(),
    });
    expect(await screen.findByTestId('update-refusal')).toHaveProperty(
      'textContent',
      en['update.reasonModifiedByStaff'],
    );
    expect(screen.getByTestId('search-results').hidden).toBe(true);
    const back = screen.getByRole('link', { name: en['update.backToReservation'] });
    expect(back.getAttribute('href')).toMatch(/^\/reservation\/confirmation\/AB23CD45EF\?.*bypass_token=tok/);
  });

  it('asks the guest to open the reservation first when there is no proof', async () => {
    history.replaceState(null, '', START);
    const { api, calls } = server();
    renderWithWidget(<SearchResultsScreen updateMode={UPDATE_MODE_PARTS} />, {
      api,
      settings: hotelSettings(),
    });
    expect(await screen.findByText(en['update.noProof'])).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/reservations/'))).toBe(false);
  });
});
