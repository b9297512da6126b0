import { cleanup, screen, within } from '@testing-library/react';
import type { BrandHotel } from '@yadori/contract/facilities.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { FacilitiesScreen } from './facilities-screen.tsx';

const hotel = (id: number, code: string, name: string): BrandHotel => ({
  id,
  code,
  hotel_brand_id: 1,
  name,
  translations_attributes: [],
  time_zone: 'Asia/Tokyo',
  locale: 'ja',
  currency: 'JPY',
  booking_widget_type: 'embedded',
  logo: null,
});

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  history.replaceState(
    null,
    '',
    '/facilities?code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2',
  );
});
afterEach(cleanup);

describe('FacilitiesScreen', () => {
  it('lists every brand hotel over all pages and links each to its results with the same stay', async () => {
    const pages = [
      [hotel(1, 'hanami-tokyo', 'Hanami Hotel Tokyo'), hotel(2, 'hanami-kyoto', 'Hanami Hotel Kyoto')],
      [hotel(3, 'hanami-seoul', 'Hanami Hotel Seoul')],
    ];
    const { api, calls } = fakeApi([
      [
        '/hotel_brands/1/hotels',
        (call) => ({
          data: pages[Number(call.query.page) - 1],
          page: call.query.page,
          per_page: 100,
          total_pages: 2,
          total_entries: 3,
        }),
      ],
      [
        '/hotel_brands/1/hotels/search',
        () => ({
          data: {
            hotels: [
              {
                ...hotel(1, 'hanami-tokyo', 'Hanami Hotel Tokyo'),
                lowest_price: { total_price: 40_000, tax: 3_636, currency: 'JPY' },
              },
              { ...hotel(2, 'hanami-kyoto', 'Hanami Hotel Kyoto'), lowest_price: null },
            ],
            search_params: {
              hotel_codes: [],
              is_including_lowest_price: true,
              checkin_date: null,
              checkout_date: null,
              rooms: [],
            },
          },
        }),
      ],
    ]);
    renderWithWidget(<FacilitiesScreen />, { api });
    const list = await screen.findByRole('region', { name: 'Hotels of Hanami Hotels & Resorts' });
    await within(list).findAllByRole('heading', { level: 2 });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Hanami Hotel Tokyo', 'Hanami Hotel Kyoto', 'Hanami Hotel Seoul']);
    const kyoto = within(list).getByRole('link', { name: 'See rooms at Hanami Hotel Kyoto' });
    expect(kyoto.getAttribute('href')).toBe(
      '/booking/result?code=hanami-kyoto&checkin=2026-12-10&checkout=2026-12-12&adults=2',
    );
    expect(within(list).getAllByText(en['facilities.current'])).toHaveLength(1);
    // Lowest prices for the stay in the address, by hotel code.
    const cards = within(list).getAllByTestId('facility');
    await within(cards[0] as HTMLElement).findByText('From ¥40,000');
    expect(within(cards[1] as HTMLElement).getByText(en['facilities.noPrice'])).toBeTruthy();
    expect(within(cards[2] as HTMLElement).queryByTestId('facility-price')).toBeNull();
    const searchCall = calls.find((c) => c.path === '/hotel_brands/1/hotels/search');
    expect(searchCall?.query).toMatchObject({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      is_including_lowest_price: true,
    });
  });

  it('still lists the hotels when the price search is refused, saying why', async () => {
    const { api } = fakeApi([
      [
        '/hotel_brands/1/hotels',
        () => ({
          data: [hotel(1, 'hanami-tokyo', 'Hanami Hotel Tokyo')],
          page: 1,
          per_page: 100,
          total_pages: 1,
          total_entries: 1,
        }),
      ],
      [
        '/hotel_brands/1/hotels/search',
        () =>
          new ApiError({ title: 'Bad Request', status: 400, message: 'Check-out must be after check-in.' }),
      ],
    ]);
    renderWithWidget(<FacilitiesScreen />, { api });
    expect(await screen.findByText('Check-out must be after check-in.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hanami Hotel Tokyo' })).toBeTruthy();
  });

  it('shows a failure with its title', async () => {
    const { api } = fakeApi([
      ['/hotel_brands/1/hotels', () => new ApiError({ title: 'Forbidden', status: 403 })],
    ]);
    renderWithWidget(<FacilitiesScreen />, { api });
    expect((await screen.findByRole('alert')).textContent).toBe('Forbidden');
  });
});
