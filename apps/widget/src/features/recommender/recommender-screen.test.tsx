import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RecommendationResponse } from '@yadori/contract/search.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { initialSearchResultsState, searchResultsStore } from '../search-results/results-store.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { RecommenderScreen } from './recommender-screen.tsx';

const room = (code: string, adults: number, price: number) => ({
  room_type_code: code,
  room_type_name: code === 'DTW' ? 'Deluxe Twin' : 'Standard Double',
  room_plan_code: `${code}-RO`,
  room_plan_name: 'Room only',
  adults,
  children: 0,
  total_price: price,
  tax: Math.round(price / 11),
});

const answer: RecommendationResponse = {
  data: {
    recommendations: [
      {
        rooms: [room('STD', 2, 30_000), room('STD', 2, 30_000), room('DTW', 1, 40_000)],
        total_price: 100_000,
        tax: 9_091,
      },
      { rooms: [room('DTW', 3, 60_000), room('DTW', 2, 50_000)], total_price: 110_000, tax: 10_000 },
    ],
  },
};

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  searchResultsStore.update(initialSearchResultsState());
  history.replaceState(
    null,
    '',
    '/booking/recommender?code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=5',
  );
});
afterEach(cleanup);

describe('RecommenderScreen', () => {
  it('asks /rooms/recommendation for the party and lists the combinations in order', async () => {
    const { api, calls } = fakeApi([['/hotels/1/rooms/recommendation', () => answer]]);
    renderWithWidget(<RecommenderScreen />, { api });
    const options = await screen.findAllByTestId('recommendation');
    expect(options.map((o) => within(o).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Option 1',
      'Option 2',
    ]);
    expect(within(options[0] as HTMLElement).getByText('¥100,000')).toBeTruthy();
    expect(calls[0]?.query).toMatchObject({ checkin_date: '2026-12-10', checkout_date: '2026-12-12' });
    expect(JSON.parse(String(calls[0]?.query.rooms))).toMatchObject([{ adults: 5 }]);
  });

  it('choosing a combination keeps its rooms, counted per plan and party, and returns to the results', async () => {
    const { api } = fakeApi([['/hotels/1/rooms/recommendation', () => answer]]);
    renderWithWidget(<RecommenderScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose option 1' }));
    expect(
      searchResultsStore.get().selected.map((r) => [r.roomPlanCode, r.numberOfAdults, r.quantity]),
    ).toEqual([
      ['STD-RO', 2, 2],
      ['DTW-RO', 1, 1],
    ]);
    expect(location.pathname).toBe('/booking/result');
    expect(new URLSearchParams(location.search).get('adults')).toBe('5');
  });

  it('says so when no combination fits', async () => {
    const { api } = fakeApi([['/hotels/1/rooms/recommendation', () => ({ data: { recommendations: [] } })]]);
    renderWithWidget(<RecommenderScreen />, { api });
    expect(await screen.findByText(en['recommender.empty'])).toBeTruthy();
  });
});
