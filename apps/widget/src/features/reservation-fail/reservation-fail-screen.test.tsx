import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { readFailQuery } from '../payment/fail-query.ts';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { ReservationFailScreen } from './reservation-fail-screen.tsx';

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(cleanup);

const open = (query: string) => {
  history.replaceState(null, '', `/reservation/fail?${query}`);
  renderWithWidget(<ReservationFailScreen />, { api: fakeApi([]).api });
};

describe('ReservationFailScreen', () => {
  it('shows the card code’s message, that no payment was made, and goes back to the same search', () => {
    open('code=hanami-tokyo&checkin=2027-01-10&checkout=2027-01-12&adults=2&error_code=3008');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en['payment.error3008']);
    expect(alert.textContent).toContain(en['payment.noPaymentMade']);
    expect(screen.getByText('Your dates: 2027/01/10 – 2027/01/12')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: en['reservationFail.searchAgain'] }));
    expect(location.pathname).toBe('/booking/result');
    const query = new URLSearchParams(location.search);
    expect(Object.fromEntries(query)).toEqual({
      code: 'hanami-tokyo',
      checkin: '2027-01-10',
      checkout: '2027-01-12',
      adults: '2',
    });
  });

  it('shows the error text of the address when the code has no message of its own', () => {
    open('code=hanami-tokyo&error_code=sold_out&error=The%20room%20sold%20out');
    expect(screen.getByRole('alert').textContent).toContain('The room sold out');
    expect(screen.getByText('Error code: sold_out')).toBeTruthy();
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'shows the general message for error_code=%s (an Object.prototype name, not a code)',
    (code) => {
      open(`code=hanami-tokyo&error_code=${code}`);
      expect(screen.getByRole('alert').textContent).toContain(en['reservationFail.generic']);
      expect(screen.getByText(`Error code: ${code}`)).toBeTruthy();
    },
  );

  it('has a general message when the address says nothing', () => {
    open('code=hanami-tokyo');
    expect(screen.getByRole('alert').textContent).toContain(en['reservationFail.generic']);
  });
});

describe('ReservationFailScreen texts', () => {
  it('leaves no untranslated text on screen (pseudo-locale)', () => {
    i18n.use('en', pseudoCatalog(en));
    history.replaceState(
      null,
      '',
      '/reservation/fail?code=hanami-tokyo&checkin=2027-01-10&checkout=2027-01-12&adults=2&error_code=3006',
    );
    const { container } = renderWithWidget(<ReservationFailScreen />, { api: fakeApi([]).api });
    expect(untranslatedText(container)).toEqual([]);
  });
});

describe('readFailQuery', () => {
  it('drops values that are not what their key holds', () => {
    const read = readFailQuery(
      new URLSearchParams('checkin=tomorrow&checkout=2027-01-12&adults=lots&error_code=<b>&error=x'),
    );
    expect(read).toEqual({
      checkin: null,
      checkout: '2027-01-12',
      adults: null,
      errorCode: null,
      error: 'x',
    });
  });
});
