import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { hotelPhoneOf, telHref } from '../branding/hotel-phone.tsx';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { cancellableFixture, wireError } from './cancel-test-kit.ts';
import { CancellationScreen } from './cancellation-screen.tsx';

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(cleanup);

const GET = '/hotels/1/reservations/AB23CD45EF';
const PUT = '/hotels/1/reservations/AB23CD45EF/cancel';
const at = (query: string) =>
  history.replaceState(null, '', `/reservation/cancel/AB23CD45EF?code=hanami-tokyo&${query}`);
const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');
const confirmButton = () => screen.getByRole('button', { name: en['cancel.confirm'] });

describe('CancellationScreen', () => {
  it('shows the stay, its policy and the fee due now, then cancels with that fee and shows the result', async () => {
    at('bypass_token=bypass-1');
    const { api, calls } = fakeApi([
      [GET, () => ({ data: cancellableFixture() })],
      [
        PUT,
        () => ({
          data: cancellableFixture({
            status: 'cancelled',
            cancellable: false,
            cancel_refusal: 'already_cancelled',
            reason: 'illness',
            cancellation_fee: 6000,
          }),
        }),
      ],
    ]);
    renderWithWidget(<CancellationScreen />, { api });
    expect((await screen.findByTestId('cancel-fee')).textContent).toBe('¥6,000');
    expect(calls[0]?.query).toEqual({ bypass_token: 'bypass-1' });
    const room = screen.getByTestId('cancel-room');
    expect(within(room).getByRole('table', { name: 'Cancellation fees of Standard' })).toBeTruthy();
    expect(within(room).getByRole('rowheader', { name: 'From 3 days before check-in' })).toBeTruthy();
    expect(confirmButton().getAttribute('aria-describedby')).toBe('cancel-fee-before-confirm');
    expect(screen.getByText('If you cancel now, a cancellation fee of ¥6,000 is charged.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: en['cancel.reasonIllness'] }));
    fireEvent.input(screen.getByRole('textbox', { name: en['cancel.details'] }), {
      target: { value: '  A fever.  ' },
    });
    fireEvent.click(confirmButton());

    const heading = await screen.findByRole('heading', { level: 1, name: en['cancel.doneHeading'] });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.query).toEqual({ bypass_token: 'bypass-1' });
    expect(puts(calls)[0]?.body).toEqual({
      reason: 'illness',
      details: 'A fever.',
      cancellation_fee_displayed: 6000,
    });
    expect(screen.getByTestId('cancel-fee-charged').textContent).toBe('¥6,000');
    expect(screen.getByText(en['cancel.reasonIllness'])).toBeTruthy();
    expect(screen.getByRole('link', { name: en['cancel.backToReservation'] }).getAttribute('href')).toBe(
      '/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&bypass_token=bypass-1',
    );
  });

  it('asks for a reason before sending, in a focused summary that links to the choice', async () => {
    at('email=hanako%40example.com');
    const { api, calls } = fakeApi([[GET, () => ({ data: cancellableFixture({ cancellation_fee: 0 }) })]]);
    renderWithWidget(<CancellationScreen />, { api });
    expect((await screen.findByTestId('cancel-fee')).textContent).toBe(en['cancel.feeFree']);
    fireEvent.click(confirmButton());
    const summary = await screen.findByRole('alert', { name: en['guestDetail.errorSummary'] });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getByRole('link', { name: /Choose a reason/ }));
    expect(document.activeElement).toBe(
      screen.getByRole('radio', { name: en['cancel.reasonChangeOfPlans'] }),
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('keeps details within 1000 characters, with a live count', async () => {
    at('email=hanako%40example.com');
    const { api, calls } = fakeApi([[GET, () => ({ data: cancellableFixture() })]]);
    renderWithWidget(<CancellationScreen />, { api });
    await screen.findByTestId('cancel-fee');
    fireEvent.click(screen.getByRole('radio', { name: en['cancel.reasonOther'] }));
    fireEvent.input(screen.getByRole('textbox', { name: en['cancel.details'] }), {
      target: { value: 'x'.repeat(1001) },
    });
    expect(screen.getByText('1001/1000 characters')).toBeTruthy();
    fireEvent.click(confirmButton());
    const summary = await screen.findByRole('alert', { name: en['guestDetail.errorSummary'] });
    expect(summary.textContent).toContain('Use 1000 characters or fewer.');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows a changed fee (409), asks again, and sends the new fee', async () => {
    at('email=hanako%40example.com');
    let tries = 0;
    const { api, calls } = fakeApi([
      [GET, () => ({ data: cancellableFixture() })],
      [
        PUT,
        () =>
          ++tries === 1
            ? wireError(409, 'cancellation_fee_changed', 'The fee changed.', { cancellation_fee: 20000 })
            : { data: cancellableFixture({ status: 'cancelled', cancellation_fee: 20000 }) },
      ],
    ]);
    renderWithWidget(<CancellationScreen />, { api });
    await screen.findByTestId('cancel-fee');
    fireEvent.click(screen.getByRole('radio', { name: en['cancel.reasonChangeOfPlans'] }));
    fireEvent.click(confirmButton());
    const warning = await screen.findByTestId('cancel-fee-changed');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toContain('The cancellation fee has changed to ¥20,000 (it was ¥6,000).');
    await waitFor(() => expect(document.activeElement).toBe(warning));
    expect(screen.getByTestId('cancel-fee').textContent).toBe('¥20,000');
    // The choice is kept: confirming again sends the fee now shown.
    expect(
      (screen.getByRole('radio', { name: en['cancel.reasonChangeOfPlans'] }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { level: 1, name: en['cancel.doneHeading'] });
    expect(
      puts(calls).map((c) => (c.body as { cancellation_fee_displayed: number }).cancellation_fee_displayed),
    ).toEqual([6000, 20000]);
  });

  it('shows the server message of a same-day refusal and the hotel phone, a tel: link, when known', async () => {
    at('email=hanako%40example.com');
    const { api } = fakeApi([
      [GET, () => ({ data: cancellableFixture() })],
      [PUT, () => wireError(422, 'same_day_cancellation', 'Same-day cancellation: please call the hotel.')],
    ]);
    const { store } = renderWithWidget(<CancellationScreen />, { api });
    const settings = store.get().settings!;
    store.update({ settings: { ...settings, hotel: { ...settings.hotel, phone: '+81 3-5555-0101' } } });
    await screen.findByTestId('cancel-fee');
    fireEvent.click(screen.getByRole('radio', { name: en['cancel.reasonWeather'] }));
    fireEvent.click(confirmButton());
    const refused = await screen.findByTestId('cancel-refused');
    expect(refused.textContent).toContain('Same-day cancellation: please call the hotel.');
    expect(refused.textContent).toContain('Hotel phone: +81 3-5555-0101');
    expect(within(refused).getByRole('link', { name: '+81 3-5555-0101' }).getAttribute('href')).toBe(
      'tel:+81355550101',
    );
    await waitFor(() => expect(document.activeElement).toBe(refused));
    expect(screen.queryByRole('button', { name: en['cancel.confirm'] })).toBeNull();
  });

  it('offers no form when the reservation cannot be cancelled online now', async () => {
    at('email=hanako%40example.com');
    const { api } = fakeApi([
      [
        GET,
        () => ({
          data: cancellableFixture({
            cancellable: false,
            cancellation_fee: null,
            cancel_refusal: 'same_day',
          }),
        }),
      ],
    ]);
    renderWithWidget(<CancellationScreen />, { api });
    expect((await screen.findByTestId('cancel-refused')).textContent).toBe(en['cancel.refusedSameDay']);
    expect(screen.queryByRole('button', { name: en['cancel.confirm'] })).toBeNull();
    expect(screen.getByRole('link', { name: en['cancel.keep'] })).toBeTruthy();
  });

  it('shows a cancelled reservation as cancelled (a reload after cancelling)', async () => {
    at('email=hanako%40example.com');
    const { api } = fakeApi([
      [
        GET,
        () => ({
          data: cancellableFixture({
            status: 'cancelled',
            cancellable: false,
            cancel_refusal: 'already_cancelled',
            cancellation_fee: 0,
            payment: { ...cancellableFixture().payment, method: 'credit_card', state: 'voided' },
          }),
        }),
      ],
    ]);
    renderWithWidget(<CancellationScreen />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: en['cancel.doneHeading'] })).toBeTruthy();
    expect(screen.getByTestId('cancel-money').textContent).toContain(en['cancel.resultVoided']);
  });

  it('shows the 404 of a wrong email or token', async () => {
    at('email=someone%40example.com');
    const { api } = fakeApi([
      [GET, () => new ApiError({ title: 'Not Found', status: 404, message: 'No reservation matches.' })],
    ]);
    renderWithWidget(<CancellationScreen />, { api });
    expect((await screen.findByRole('alert')).textContent).toBe('No reservation matches.');
  });

  it('says where to open the page from when the address has no email or token', async () => {
    at('');
    const { api, calls } = fakeApi([]);
    renderWithWidget(<CancellationScreen />, { api });
    expect((await screen.findByTestId('cancel-no-proof')).textContent).toBe(en['cancel.needProof']);
    expect(calls).toHaveLength(0);
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    at('email=hanako%40example.com');
    const { api } = fakeApi([[GET, () => ({ data: cancellableFixture() })]]);
    const { container } = renderWithWidget(<CancellationScreen />, { api });
    await screen.findByTestId('cancel-fee');
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    expect(untranslatedText(container, ['AB23CD45EF', 'Double', 'Room only', 'Standard', '*'])).toEqual([]);
  });
});

describe('hotelPhoneOf', () => {
  it('reads a phone the settings carry, else null', () => {
    expect(hotelPhoneOf({ hotel: { phone: ' 03-1234 ' } })).toBe('03-1234');
    expect(hotelPhoneOf({ hotel: { phone: null } })).toBeNull();
    expect(hotelPhoneOf({ hotel: {} })).toBeNull();
    expect(hotelPhoneOf(null)).toBeNull();
  });

  it('dials digits and a leading + only', () => {
    expect(telHref('+81 3-5555-0101')).toBe('tel:+81355550101');
    expect(telHref('03-5555-0101')).toBe('tel:0355550101');
  });
});
