import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { FindReservationScreen } from './find-reservation-screen.tsx';

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  history.replaceState(null, '', '/search?code=hanami-tokyo');
});
afterEach(cleanup);

const LOOKUP = /^\/hotel_brands\/1\/reservations\//;

function fill(number: string, email: string) {
  fireEvent.input(screen.getByLabelText(new RegExp(`^${en['findReservation.number']}`)), {
    target: { value: number },
  });
  fireEvent.input(screen.getByLabelText(new RegExp(`^${en['findReservation.email']}`)), {
    target: { value: email },
  });
  fireEvent.click(screen.getByRole('button', { name: en['findReservation.submit'] }));
}

describe('FindReservationScreen', () => {
  it('writes each missing field’s error next to it, lists them in an alert and focuses the first', async () => {
    const { api, calls } = fakeApi([]);
    renderWithWidget(<FindReservationScreen />, { api });
    fill(' ', '');
    const number = screen.getByLabelText(new RegExp(`^${en['findReservation.number']}`));
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toContain('find-reservation-number-error');
    expect(document.getElementById('find-reservation-number-error')?.textContent).toBe(
      en['findReservation.errorRequired'],
    );
    expect(screen.getByRole('alert').textContent).toContain(en['findReservation.errorSummary']);
    expect(calls).toHaveLength(0);
  });

  it('refuses a malformed email before asking the server, and focuses it', async () => {
    const { api, calls } = fakeApi([]);
    renderWithWidget(<FindReservationScreen />, { api });
    fill('AB23CD45EF', 'hanako@example');
    const email = screen.getByLabelText(new RegExp(`^${en['findReservation.email']}`));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText(en['findReservation.errorEmail'])).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says one "not found" for a wrong number or email (the same 404), announced and focused', async () => {
    const { api, calls } = fakeApi([
      [LOOKUP, () => new ApiError({ title: 'NOT_FOUND', status: 404, message: 'Reservation not found' })],
    ]);
    renderWithWidget(<FindReservationScreen />, { api });
    fill('ab23-cd45ef', ' wrong@example.com ');
    const failure = await screen.findByTestId('find-reservation-failure');
    expect(failure.textContent).toBe(en['findReservation.notFound']);
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(calls[0]?.path).toBe('/hotel_brands/1/reservations/AB23CD45EF');
    expect(calls[0]?.query).toEqual({ email: 'wrong@example.com' });
    expect(location.pathname).toBe('/search');
  });

  it('tells the guest to wait when the lookups are rate limited (429)', async () => {
    const { api } = fakeApi([[LOOKUP, () => new ApiError({ title: 'TOO_MANY_REQUESTS', status: 429 })]]);
    renderWithWidget(<FindReservationScreen />, { api });
    fill('AB23CD45EF', 'hanako@example.com');
    expect((await screen.findByTestId('find-reservation-failure')).textContent).toBe(
      en['findReservation.tooMany'],
    );
  });

  it('goes to the confirmation page with the email once the stay is found at this hotel', async () => {
    const { api } = fakeApi([[LOOKUP, () => ({ data: reservationFixture() })]]);
    renderWithWidget(<FindReservationScreen />, { api });
    fill('AB23CD45EF', 'hanako@example.com');
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const query = new URLSearchParams(location.search);
    expect(query.get('email')).toBe('hanako@example.com');
    expect(query.get('code')).toBe('hanami-tokyo');
  });

  it('opens a stay at a sister hotel of the brand with that hotel’s code', async () => {
    const { api } = fakeApi([
      [LOOKUP, () => ({ data: reservationFixture({ hotel_id: 3 }) })],
      [
        '/hotel_brands/1/hotels',
        () => ({ data: [{ id: 3, code: 'hanami-seoul' }], total_pages: 1, page: 1, total_entries: 1 }),
      ],
    ]);
    renderWithWidget(<FindReservationScreen />, { api });
    fill('AB23CD45EF', 'hanako@example.com');
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    expect(new URLSearchParams(location.search).get('code')).toBe('hanami-seoul');
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    const { api } = fakeApi([[LOOKUP, () => new ApiError({ title: 'NOT_FOUND', status: 404 })]]);
    const { container } = renderWithWidget(<FindReservationScreen />, { api });
    fireEvent.click(screen.getByRole('button'));
    await screen.findByRole('alert');
    // The required mark is a symbol, not a word.
    expect(untranslatedText(container, ['*'])).toEqual([]);
  });
});
