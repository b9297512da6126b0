import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { REGISTERED_PATHS } from '../../app/route-paths.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { ja as jaMain } from '../../i18n/locales/ja.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { memberFixture, whoamiFixture } from '../../test/member-fixtures.ts';
import { menuItems } from '../layout/menu-items.ts';
import {
  balanceFixture,
  entryFixture,
  timelineFixture,
  withPointProgram,
} from '../member-points/point-fixtures.ts';
import { en as pointsEn } from '../member-points/texts/en.ts';
import { ja as pointsJa } from '../member-points/texts/ja.ts';
import { pointTexts } from '../member-points/texts.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { renderSignedIn } from './account-test-kit.tsx';
import { MyAccountScreen, tabOf } from './my-account-screen.tsx';
import { en } from './texts/en.ts';
import { accountTexts } from './texts.ts';

beforeAll(() => Promise.all([accountTexts.load('en'), pointTexts.load('en')]));
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
});
afterEach(cleanup);

const SHOW = '/hotels/1/memberships/show';
const POINT = '/hotels/1/memberships/point';
const TIMELINE = '/hotels/1/memberships/points_timeline';
const EXCHANGES = '/hotels/1/memberships/point_exchanges';
const at = (path: string) => history.replaceState(null, '', `${path}?code=hanami-tokyo`);

function signedIn(routes: Parameters<typeof fakeApi>[0], settings = withPointProgram(hotelSettings())) {
  const { api, calls } = fakeApi([
    [SHOW, () => ({ data: memberFixture() })],
    [EXCHANGES, () => ({ ...timelineFixture([]), data: [] })],
    ...routes,
  ]);
  return { ...renderSignedIn(<MyAccountScreen />, { api, user: whoamiFixture(), settings }), calls };
}

/** Six entries in all: the first page holds five. */
const firstPage = timelineFixture(
  [
    entryFixture(6, {
      kind: 'spent',
      point: -500,
      reservation_number: 'AB23CD45EF',
      hotel_name: 'Hanami Kyoto',
    }),
    entryFixture(5),
    entryFixture(4, { kind: 'refunded', point: 200 }),
    entryFixture(3, { kind: 'expired', point: -300, expires_on: null }),
    entryFixture(2, { kind: 'exchanged', point: -1_000, expires_on: null }),
  ],
  { totalPages: 2, totalEntries: 6 },
);

describe('points tab', () => {
  it('is not offered when the brand has no point programme, and asks nothing about points', async () => {
    at('/my-account');
    const { calls } = signedIn([], hotelSettings());
    const tabs = await screen.findByRole('tablist', { name: en['account.sections'] });
    await screen.findByTestId('profile-email');
    // Profile, reservations and payment options: no points tab.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.id),
    ).toEqual(['account-tab-profile', 'account-tab-reservations', 'account-tab-payment-options']);
    expect(calls.some((c) => c.path === POINT)).toBe(false);
  });

  it('is not offered when the programme is not usable by this member (spec §6), and its address shows the profile', async () => {
    at('/my-account/points');
    const { calls } = signedIn([
      [POINT, () => ({ data: balanceFixture({ program_enabled: false, program: null, total_point: 0 }) })],
    ]);
    await waitFor(() => expect(location.pathname).toBe('/my-account/profile'));
    const tabs = screen.getByRole('tablist', { name: en['account.sections'] });
    expect(within(tabs).queryByRole('tab', { name: 'Hanami Points' })).toBeNull();
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    expect(calls.some((c) => c.path === TIMELINE)).toBe(false);
  });

  it('shows the available, future and expired points under the brand’s name, and the history 5 a page', async () => {
    at('/my-account/points');
    const { calls } = signedIn([
      [POINT, () => ({ data: balanceFixture() })],
      [
        TIMELINE,
        (call) =>
          call.query.page === 2
            ? timelineFixture([entryFixture(1, { point: 1_200 })], {
                page: 2,
                totalPages: 2,
                totalEntries: 6,
              })
            : firstPage,
      ],
    ]);
    const tab = await screen.findByRole('tab', { name: 'Hanami Points' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Your Hanami Points' })).toBeTruthy();
    expect(screen.getByTestId('points-available').textContent).toBe('12,000 pts');
    expect(screen.getByTestId('points-future').textContent).toBe('1,450 pts');
    expect(screen.getByTestId('points-expired').textContent).toBe('300 pts');

    const entries = await screen.findAllByTestId('point-entry');
    expect(entries).toHaveLength(5);
    const first = entries[0] as HTMLElement;
    expect(first.textContent).toContain(pointsEn['points.kindSpent']);
    expect(within(first).getByTestId('point-entry-points').textContent).toBe('−500 pts');
    expect(first.textContent).toContain('Reservation AB23CD45EF · Hanami Kyoto');
    expect(calls.find((c) => c.path === TIMELINE)?.query).toEqual({ scope: 'current', page: 1, per_page: 5 });

    const pager = screen.getByRole('navigation', { name: en['reservations.pages'] });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ scope: 'current', page: 2, per_page: 5 }));
    await waitFor(() => expect(screen.getAllByTestId('point-entry')).toHaveLength(1));
    expect(screen.getByTestId('point-entry-points').textContent).toBe('+1,200 pts');
    expect(new URLSearchParams(location.search).get('page')).toBe('2');

    // The points still to come: their own list, from its first page.
    fireEvent.click(screen.getByRole('tab', { name: pointsEn['points.scopeFuture'] }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ scope: 'future', page: 1, per_page: 5 }));
  });

  it('says when the history cannot be loaded (spec §8) and reads it again on request', async () => {
    at('/my-account/points');
    let fail = true;
    const { calls } = signedIn([
      [POINT, () => ({ data: balanceFixture() })],
      [TIMELINE, () => (fail ? new ApiError({ title: 'INTERNAL_SERVER_ERROR', status: 500 }) : firstPage)],
    ]);
    const failure = await screen.findByTestId('points-history-failed');
    expect(failure.textContent).toContain(
      pointsEn['points.historyFailed'].replace('{name}', 'Hanami Points'),
    );
    expect(failure.getAttribute('role')).toBe('alert');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: pointsEn['points.retry'] }));
    expect(await screen.findAllByTestId('point-entry')).toHaveLength(5);
    expect(calls.filter((c) => c.path === TIMELINE)).toHaveLength(2);
  });

  it('still shows the tab and the history when the balance cannot be read (spec §8: only logged)', async () => {
    at('/my-account/points');
    signedIn([
      [POINT, () => new ApiError({ title: 'INTERNAL_SERVER_ERROR', status: 500 })],
      [TIMELINE, () => firstPage],
    ]);
    expect(await screen.findAllByTestId('point-entry')).toHaveLength(5);
    expect(screen.queryByTestId('points-available')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Hanami Points' })).toBeTruthy();
  });

  it('names the points the brand’s way in Japanese', async () => {
    await pointTexts.load('ja');
    await accountTexts.load('ja');
    i18n.use('ja', jaMain);
    at('/my-account/points');
    signedIn([
      [POINT, () => ({ data: balanceFixture() })],
      [TIMELINE, () => timelineFixture([])],
    ]);
    expect(await screen.findByRole('tab', { name: '花見ポイント' })).toBeTruthy();
    expect(screen.getByTestId('points-available').textContent).toBe('12,000ポイント');
    expect(await screen.findByText(pointsJa['points.noneCurrent'])).toBeTruthy();
  });
});

describe('the menu’s points item (spec §2)', () => {
  it('is offered to a signed-in member of a brand with points and opens the points tab', () => {
    const items = menuItems({
      settings: withPointProgram(hotelSettings()),
      loginWidget: null,
      user: whoamiFixture(),
      registeredPaths: REGISTERED_PATHS,
      inChatbotIframe: false,
      updateMode: false,
      voucherMode: false,
    });
    const points = items.find((item) => item.id === 'points');
    expect(points?.path).toBe('/my-account/points');
    expect(tabOf(points?.path ?? '')).toBe('points');
  });
});
