import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { MemberProfile } from '@yadori/contract/membership.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { setNavigationMode } from '../../app/navigation.ts';
import { WidgetProvider } from '../../app/widget-context.tsx';
import { createWidgetStore } from '../../app/widget-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { hotelSettings, loginWidget } from '../../test/fixtures.ts';
import { readStartQuery } from '../address/start-query.ts';
import { bookingStore, clearBooking } from '../booking-state/booking-store.ts';
import { initialSearchResultsState, searchResultsStore } from '../search-results/results-store.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { GuestDetailScreen } from './guest-detail-screen.tsx';
import { chooseOnResults, priceAnswer, START } from './guest-detail-test-kit.tsx';

beforeEach(() => {
  i18n.use('ja', ja);
  setNavigationMode('history');
  clearBooking(bookingStore);
  searchResultsStore.update(initialSearchResultsState());
  history.replaceState(null, '', START);
});
afterEach(cleanup);

const member: Pick<
  MemberProfile,
  'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana' | 'email' | 'phone'
> = {
  first_name: '花子',
  last_name: '山田',
  first_name_kana: 'はなこ',
  last_name_kana: 'やまだ',
  email: 'hanako@example.com',
  phone: '0312345678',
};

describe('GuestDetailScreen for a signed-in member', () => {
  it('fills the guest form from /user/me: kana stay name, kanji name, email and phone', async () => {
    chooseOnResults(1);
    const { api, calls } = fakeApi([
      [/\/rooms\/price$/, (call) => priceAnswer(call, 44_000)],
      [/additional_questions$/, () => ({ data: { additional_questions: [] } })],
      [/\/extras$/, () => ({ data: { extras: [] } })],
      ['/user/me', () => ({ data: member })],
    ]);
    const store = createWidgetStore(readStartQuery(new URLSearchParams('code=hanami-tokyo&locale=ja')));
    store.update({
      initArrived: true,
      settings: hotelSettings(),
      loginWidget,
      user: {
        id: 1,
        name: '山田 花子',
        first_name: '花子',
        last_name: '山田',
        email: 'hanako@example.com',
        membership_id: 'HN-0000001',
        program_id: 1,
        provider: 'password',
        rank_id: 3,
        organization: null,
        organization_role: [],
      },
    });
    render(
      <WidgetProvider store={store} api={api}>
        <Router>
          <GuestDetailScreen />
        </Router>
      </WidgetProvider>,
    );
    const guest = await screen.findByRole('region', { name: ja['guestDetail.guestSection'] });
    const box = (label: string) => within(guest).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await waitFor(() => expect(bookingStore.get().guest.phone).toBe('0312345678'));
    expect(bookingStore.get().guest).toMatchObject({
      lastName: 'やまだ',
      firstName: 'はなこ',
      kanjiLastName: '山田',
      kanjiFirstName: '花子',
      email: 'hanako@example.com',
      emailConfirmation: 'hanako@example.com',
    });
    expect((box(ja['guestDetail.lastNameKana']) as HTMLInputElement).value).toBe('やまだ');
    expect(calls.some((c) => c.path === '/user/me')).toBe(true);
  });
});
