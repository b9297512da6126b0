import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { initialSearchResultsState, searchResultsStore } from './results-store.ts';
import { offerFixture, roomFixture, searchDataFixture } from './search-fixtures.ts';
import { SearchResultsScreen } from './search-results-screen.tsx';
import { fakeApi, renderWithWidget } from './test-harness.tsx';

const START = '/booking/result?code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2';
const standard = roomFixture({
  room_type_code: 'STD',
  room_type_name: 'Standard Double',
  room_count: 2,
  room_plan: [offerFixture({ room_plan_code: 'STD-RO', total_price: 30_000 })],
});
const suite = roomFixture({
  room_type_code: 'SUI',
  room_type_name: 'Garden Suite',
  room_count: 1,
  room_plan: [offerFixture({ room_plan_code: 'SUI-RO', total_price: 90_000 })],
});
const answer = () => {
  const data = searchDataFixture({ rooms: [suite, standard] });
  const party = data.search_params.rooms[0]!;
  data.search_params.rooms = [party, party];
  return { data };
};

/** The page's dataLayer: jsdom's window is the top of its tab, so this is the standalone page's. */
const page = window as { dataLayer?: unknown[] };
const events = () =>
  (page.dataLayer ?? []).filter(
    (entry): entry is AnalyticsEvent => 'ecommerce' in Object(entry) && Object(entry).event,
  );

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  searchResultsStore.update(initialSearchResultsState());
  history.replaceState(null, '', START);
});
afterEach(() => {
  cleanup();
  delete page.dataLayer;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('the results page’s analytics events', () => {
  it('sends the list shown, then one room per step, to the hotel’s Tag Manager', async () => {
    const { api } = fakeApi([['/hotels/1/rooms', answer]]);
    const settings = hotelSettings({
      analytics_setting_attributes: { gtm_id: 'GTM-ABC1234', ga_measurement_id: null },
    });
    renderWithWidget(<SearchResultsScreen />, { api, settings });
    await waitFor(() => expect(events().map((e) => e.event)).toEqual(['view_item_list']));
    expect(events()[0]?.ecommerce.items.map((item) => [item.item_id, item.price])).toEqual([
      ['STD', 30_000],
      ['SUI', 90_000],
    ]);
    const add = screen.getByRole('button', { name: 'Add a room: Standard Double, Room only' });
    fireEvent.click(add);
    fireEvent.click(add);
    // No third room of the type is left: no event either.
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a room: Standard Double, Room only' }));
    await waitFor(() =>
      expect(events().map((e) => e.event)).toEqual([
        'view_item_list',
        'select_item',
        'add_to_cart',
        'add_to_cart',
        'remove_from_cart',
      ]),
    );
    const removed = events().at(-1)?.ecommerce;
    expect(removed).toMatchObject({ currency: 'JPY', value: 30_000 });
    expect(removed?.items).toEqual([
      expect.objectContaining({
        item_id: 'STD',
        item_name: 'Standard Double',
        item_variant: 'STD-RO',
        quantity: 1,
      }),
    ]);
  });

  it('sends and loads nothing when the hotel configured nothing', async () => {
    const { api } = fakeApi([['/hotels/1/rooms', answer]]);
    renderWithWidget(<SearchResultsScreen />, { api, settings: hotelSettings() });
    await screen.findAllByTestId('room-card');
    fireEvent.click(screen.getByRole('button', { name: 'Add a room: Standard Double, Room only' }));
    expect(page.dataLayer).toBeUndefined();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});
