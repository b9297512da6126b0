import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { whoamiFixture } from '../../test/member-fixtures.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { renderSignedIn } from './account-test-kit.tsx';
import { MemberDeletedScreen } from './member-deleted-screen.tsx';
import { ReviewReservationScreen } from './review-reservation-screen.tsx';
import { en } from './texts/en.ts';
import { accountTexts } from './texts.ts';

beforeAll(() => accountTexts.load('en'));
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ReviewReservationScreen', () => {
  it('reads the stay as its owner (no email, no bypass token) at the hotel of the address', async () => {
    history.replaceState(null, '', '/review-reservation/AB23CD45EF?code=hanami-kyoto&hotelId=2');
    const { api, calls } = fakeApi([
      ['/hotels/2/reservations/AB23CD45EF', () => ({ data: reservationFixture() })],
    ]);
    renderSignedIn(<ReviewReservationScreen />, { api, user: whoamiFixture() });
    expect(await screen.findByTestId('review-number')).toHaveProperty('textContent', 'AB23CD45EF');
    expect(calls[0]?.query).toEqual({});
    expect(screen.getByTestId('confirmation-total')).toBeTruthy();
    expect(screen.getByRole('link', { name: en['review.back'] }).getAttribute('href')).toBe(
      '/my-account/reservations?code=hanami-kyoto',
    );
  });

  it('asks the host to hide the chatbot sign-in when the chatbot is on (spec §2)', async () => {
    history.replaceState(null, '', '/review-reservation/AB23CD45EF?code=hanami-tokyo&hotelId=1');
    const posted = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })]]);
    renderSignedIn(<ReviewReservationScreen />, {
      api,
      user: whoamiFixture(),
      settings: hotelSettings({ chatbot_setting: { enabled: true, script_url: null } }),
    });
    await screen.findByTestId('review-number');
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'hide-chatbot-sign-in' }), '*');
  });

  it('says a stay that is not the member’s was not found', async () => {
    history.replaceState(null, '', '/review-reservation/ZZ99?code=hanami-tokyo&hotelId=1');
    const { api } = fakeApi([
      ['/hotels/1/reservations/ZZ99', () => new ApiError({ title: 'NOT_FOUND', status: 404 })],
    ]);
    renderSignedIn(<ReviewReservationScreen />, { api, user: whoamiFixture() });
    expect((await screen.findByRole('alert')).textContent).toBe(en['review.notFound']);
  });

  it('sends a signed-out visitor away without reading anything', async () => {
    history.replaceState(null, '', '/review-reservation/AB23CD45EF?code=hanami-tokyo&hotelId=1');
    const { api, calls } = fakeApi([]);
    renderWithWidget(<ReviewReservationScreen />, { api });
    await waitFor(() => expect(location.pathname).toBe('/sign-in'));
    expect(calls).toHaveLength(0);
  });
});

describe('MemberDeletedScreen', () => {
  it('says the account is gone and leads back to search', async () => {
    history.replaceState(null, '', '/member-deleted-confirmation?code=hanami-tokyo');
    const { api } = fakeApi([]);
    renderWithWidget(<MemberDeletedScreen />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: en['deleted.heading'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['deleted.back'] }).getAttribute('href')).toBe(
      '/booking/result?code=hanami-tokyo',
    );
  });
});
