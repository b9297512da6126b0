import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { bookingDetails } from '../booking-state/booking-fixtures.ts';
import { createBookingStore, startBooking } from '../booking-state/booking-store.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { wasJustBooked } from './payment-paths.ts';
import { writeSlot } from './payment-slot.ts';
import { untranslatedText } from './pseudo-text.ts';
import { reservationFixture } from './reservation-fixtures.ts';
import { ThreeDSecurePendingScreen } from './three-d-secure-pending-screen.tsx';

function storeWithPending() {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
  const store = createBookingStore(storage);
  startBooking(store, bookingDetails());
  writeSlot(store, {
    threeDSecure: {
      hotelId: 1,
      number: 'AB23CD45EF',
      bypassToken: 'bypass-1',
      checkin: '2027-01-10',
      checkout: '2027-01-12',
      adults: 2,
    },
  });
  return store;
}

const declined = (code: number) =>
  new ApiError({
    title: 'Payment Required',
    status: 402,
    message: 'declined',
    errors: [
      { title: 'Payment Required', status: 402, code, details: { code, base: [{ error: 'declined' }] } },
    ],
  });

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  history.replaceState(
    null,
    '',
    '/reservation/three-d-secure?code=hanami-tokyo&number=AB23CD45EF&bypass_token=bypass-1',
  );
});
afterEach(cleanup);

describe('ThreeDSecurePendingScreen', () => {
  it('gives the 15-minute and 10-minute advice while it confirms, then shows the confirmation', async () => {
    const store = storeWithPending();
    let release: (value: unknown) => void = () => {};
    const { api, calls } = fakeApi([
      [
        '/hotels/1/reservations/AB23CD45EF/three_d_secure',
        () => new Promise((resolve) => (release = resolve)),
      ],
    ]);
    renderWithWidget(<ThreeDSecurePendingScreen store={store} />, { api });
    expect(screen.getByText(en['payment.pendingHold'])).toBeTruthy();
    expect(screen.getByText(en['payment.pendingEmail'])).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ bypass_token: 'bypass-1' });
    release({
      data: reservationFixture({ payment: { ...reservationFixture().payment, state: 'authorized' } }),
    });
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    expect(wasJustBooked('AB23CD45EF')).toBe(true);
    const query = new URLSearchParams(location.search);
    expect(query.get('bypass_token')).toBe('bypass-1');
    expect(query.get('number')).toBeNull();
    expect(store.get().bookingDetails).toBeNull();
  });

  it.each([3006, 3008, 3009])(
    'goes to the fail page with code %i; the booking stays for another try',
    async (code) => {
      const store = storeWithPending();
      const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF/three_d_secure', () => declined(code)]]);
      renderWithWidget(<ThreeDSecurePendingScreen store={store} />, { api });
      await waitFor(() => expect(location.pathname).toBe('/reservation/fail'));
      const query = new URLSearchParams(location.search);
      expect(query.get('error_code')).toBe(String(code));
      expect(query.get('checkin')).toBe('2027-01-10');
      expect(query.get('checkout')).toBe('2027-01-12');
      expect(query.get('adults')).toBe('2');
      expect(query.get('code')).toBe('hanami-tokyo');
      expect(query.get('bypass_token')).toBeNull();
      expect(store.get().bookingDetails).not.toBeNull();
    },
  );

  it('offers to continue a challenge that is not finished', async () => {
    const store = storeWithPending();
    const pending = reservationFixture({
      status: 'pending_payment',
      three_d_secure: { challenge_url: 'http://localhost:3000/sandbox-pay/challenge/p1', expires_at: 'x' },
    });
    const { api } = fakeApi([
      ['/hotels/1/reservations/AB23CD45EF/three_d_secure', () => ({ data: pending })],
    ]);
    renderWithWidget(<ThreeDSecurePendingScreen store={store} />, { api });
    const link = await screen.findByRole('link', { name: en['payment.pendingContinue'] });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/sandbox-pay/challenge/p1');
    expect(screen.getByRole('alert').textContent).toContain(en['payment.pendingStill']);
  });

  it('says no payment was made when there is no reservation to confirm', async () => {
    history.replaceState(null, '', '/reservation/three-d-secure?code=hanami-tokyo');
    const { api, calls } = fakeApi([]);
    renderWithWidget(
      <ThreeDSecurePendingScreen store={createBookingStore({ get: () => null, set() {}, remove() {} })} />,
      {
        api,
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['payment.pendingMissing']);
    expect(alert.textContent).toContain(en['payment.noPaymentMade']);
    expect(calls).toHaveLength(0);
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    const store = storeWithPending();
    const notYet = new ApiError({ title: 'Conflict', status: 409, message: 'not finished' });
    const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF/three_d_secure', () => notYet]]);
    const { container } = renderWithWidget(<ThreeDSecurePendingScreen store={store} />, { api });
    await screen.findByRole('alert');
    expect(untranslatedText(container)).toEqual([]);
  });
});
