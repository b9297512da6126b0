import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { VoucherScreen } from './voucher-screen.tsx';

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const at = (query: string) =>
  history.replaceState(null, '', `/reservation/voucher/AB23CD45EF?code=hanami-tokyo&${query}`);

describe('VoucherScreen', () => {
  it('shows the stay with the hotel for printing and prints on request', async () => {
    at('email=hanako%40example.com');
    const { api, calls } = fakeApi([
      ['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })],
    ]);
    renderWithWidget(<VoucherScreen />, { api });
    expect((await screen.findByTestId('voucher-number')).textContent).toBe('AB23CD45EF');
    expect(calls[0]?.query).toEqual({ email: 'hanako@example.com' });
    expect(screen.getByText(en['voucher.present'])).toBeTruthy();
    expect(screen.getByText('Hanami Hotel Tokyo')).toBeTruthy();
    expect(screen.getByTestId('confirmation-checkin').textContent).toBe('2027/01/10');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: en['voucher.print'] }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: en['voucher.back'] }).getAttribute('href')).toBe(
      '/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&email=hanako%40example.com',
    );
  });

  it('says a cancelled stay’s voucher is no longer valid', async () => {
    at('bypass_token=t');
    const { api } = fakeApi([
      ['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture({ status: 'cancelled' }) })],
    ]);
    renderWithWidget(<VoucherScreen />, { api });
    expect(await screen.findByText(en['voucher.cancelled'])).toBeTruthy();
  });

  it('asks to open it from the reservation page when the address has no proof', () => {
    at('');
    const { api, calls } = fakeApi([]);
    renderWithWidget(<VoucherScreen />, { api });
    expect(screen.getByRole('alert').textContent).toBe(en['voucher.noProof']);
    expect(calls).toHaveLength(0);
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    at('email=hanako%40example.com');
    const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })]]);
    const { container } = renderWithWidget(<VoucherScreen />, { api });
    await screen.findByTestId('voucher-number');
    const data = [
      'AB23CD45EF',
      'Hanako Yamada',
      'hanako@example.com',
      '+81312345678',
      'Double',
      'Room only',
      'Hanami Hotel Tokyo',
    ];
    expect(untranslatedText(container, data)).toEqual([]);
  });
});
