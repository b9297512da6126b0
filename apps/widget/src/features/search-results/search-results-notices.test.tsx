import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseErrorBody } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { tier } from '../search-form/test-settings.ts';
import { initialSearchResultsState, searchResultsStore } from './results-store.ts';
import { roomFixture, searchDataFixture } from './search-fixtures.ts';
import { SearchResultsScreen } from './search-results-screen.tsx';
import { fakeApi, renderWithWidget } from './test-harness.tsx';

// Decision 021 on the results page: the kids-changed notice, 2001 and 1500 at the code field, 3601,
// and the stay-plus-flight link of Japanese pages.
const STAY = 'code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2';
const PARTNER = 'https://tour.example.com/dp?in={checkin}&out={checkout}&a={adults}&c={children}&r={rooms}';
const settings = hotelSettings({
  kids_tiers: [tier('A', { is_companion: true }), tier('B')],
  multi_rooms_search_limit: 8,
  stay_plus_flight: { partner_search_url: PARTNER },
});
const results = { data: searchDataFixture({ rooms: [roomFixture()] }) };

/** The server's refusal as the API client reads it. */
const refusal = (code: number, message: string, field?: string) =>
  parseErrorBody(
    400,
    {
      errors: [
        {
          title: 'BAD_REQUEST',
          status: 400,
          code,
          details: { code, base: [{ error: message }], ...(field ? { fields: { [field]: [message] } } : {}) },
        },
      ],
    },
    'BAD_REQUEST',
  );

function open(query: string, answer: () => unknown = () => results) {
  history.replaceState(null, '', `/booking/result?${query}`);
  const { api, calls } = fakeApi([['/hotels/1/rooms', answer]]);
  renderWithWidget(<SearchResultsScreen />, { api, settings });
  return calls;
}

const region = () => screen.getByRole('region', { name: en['results.regionLabel'] });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
  i18n.use('en', en);
  setNavigationMode('history');
  searchResultsStore.update(initialSearchResultsState());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('results page notices', () => {
  it('says the kids search conditions changed when the address asked for children the hotel dropped', async () => {
    const calls = open(
      `${STAY}&kids_tiers=${encodeURIComponent('[{"code":"B","children":1},{"code":"Z","children":2}]')}`,
    );
    await screen.findAllByTestId('room-card');
    const notice = within(region()).getByTestId('kids-changed');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(en['results.kidsChanged']);
    // The search goes on with the children kept.
    expect(JSON.parse(String(calls[0]?.query.rooms))).toMatchObject([{ children: 1, kids_tiers: ['B'] }]);
  });

  it('says nothing when the children are searched as asked', async () => {
    open(`${STAY}&kids_tiers=${encodeURIComponent('[{"code":"B","children":2}]')}`);
    await screen.findAllByTestId('room-card');
    expect(screen.queryByTestId('kids-changed')).toBeNull();
  });

  it('shows 2001 at the promo code field the guest filled in, and offers no retry', async () => {
    open(`${STAY}&promo_code=SAKURA15&hotel_plan_codes=ROOM-ONLY`, () =>
      refusal(2001, 'This promotion cannot be applied to the plan you chose.', 'promo_code'),
    );
    await within(region()).findByRole('alert');
    const promo = screen.getByRole('textbox', { name: en['searchForm.promoCode'] });
    expect(promo.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(promo.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(en['searchForm.promotionNotForPlan']);
    expect(
      screen.getByRole('textbox', { name: en['searchForm.couponCode'] }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(within(region()).queryByRole('button', { name: en['results.retry'] })).toBeNull();
  });

  it('shows a refused coupon (1500) at the coupon field with the server’s reason', async () => {
    open(`${STAY}&coupon_code=EXPIRED5`, () => refusal(1500, 'This coupon code has expired.', 'coupon_code'));
    await within(region()).findByRole('alert');
    const coupon = screen.getByRole('textbox', { name: en['searchForm.couponCode'] });
    expect(coupon.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(coupon.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('This coupon code has expired.');
    expect(
      screen.getByRole('textbox', { name: en['searchForm.promoCode'] }).getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('says a Japanese-only plan is booked on the Japanese page (3601)', async () => {
    open(`${STAY}&hotel_plan_codes=STAY-FLIGHT`, () =>
      refusal(3601, 'This plan can only be booked on the Japanese-language page.', 'hotel_plan_codes'),
    );
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe(en['results.planJapaneseOnly']);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(
      screen.getByRole('textbox', { name: en['searchForm.promoCode'] }).getAttribute('aria-invalid'),
    ).toBeNull();
  });
});

describe('stay plus flight on the results page', () => {
  it('links to the partner search with the stay and party on Japanese pages, in a new tab', async () => {
    act(() => i18n.use('ja', ja));
    open(`${STAY}&room_count=2`);
    await screen.findAllByTestId('room-card');
    const link = screen.getByRole('link', {
      name: new RegExp(ja['results.stayPlusFlightLink'].replace(/[()（）+]/g, '.')),
    });
    expect(link.getAttribute('href')).toBe(
      'https://tour.example.com/dp?in=2026-12-10&out=2026-12-12&a=4&c=0&r=2',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers no link over 5 rooms, and says why', async () => {
    act(() => i18n.use('ja', ja));
    open(`${STAY}&room_count=6`);
    await screen.findAllByTestId('room-card');
    expect(screen.getByTestId('stay-plus-flight').textContent).toBe(
      ja['results.stayPlusFlightTooManyRooms'].replaceAll('{max}', '5'),
    );
    expect(within(screen.getByTestId('stay-plus-flight')).queryByRole('link')).toBeNull();
  });

  it('is not offered on pages in other languages', async () => {
    open(STAY);
    await screen.findAllByTestId('room-card');
    expect(screen.queryByTestId('stay-plus-flight')).toBeNull();
  });
});
