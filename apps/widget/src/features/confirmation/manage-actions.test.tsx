import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { questionFixture } from '../answers-after-booking/answers-test-kit.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { ConfirmationScreen } from './confirmation-screen.tsx';
import type { ManagedReservation, UpdateSettings } from './manage-api.ts';

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/hotels/1/reservations/AB23CD45EF';
const at = (query: string) =>
  history.replaceState(null, '', `/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&${query}`);

const managed = (patch: Partial<ManagedReservation> = {}): ManagedReservation => ({
  ...reservationFixture(),
  cancellable: true,
  cancel_refusal: null,
  cancellation_fee: 0,
  cancellation_fee_displayed: null,
  reason: null,
  details: null,
  cancelled_at: null,
  version: 1,
  ...patch,
});

const settings = (patch: Partial<UpdateSettings> = {}): UpdateSettings => ({
  is_active: true,
  updatable: true,
  reason: null,
  deadline: '2027-01-09',
  max_room_count: 1,
  version: 1,
  ...patch,
});

function show(
  reservation: ManagedReservation,
  updateSettings: UpdateSettings | Error,
  questions: unknown[] = [],
  widgetSettings = hotelSettings(),
) {
  const { api, calls } = fakeApi([
    [PATH, () => ({ data: reservation })],
    [
      `${PATH}/update_settings`,
      () => (updateSettings instanceof Error ? updateSettings : { data: updateSettings }),
    ],
    // W2's questions after booking: none asked here.
    ['/reservations/AB23CD45EF/additional_questions', () => ({ data: questions })],
  ]);
  renderWithWidget(<ConfirmationScreen />, { api, settings: widgetSettings });
  return calls;
}

const manage = () => screen.getByRole('region', { name: en['confirmation.manageHeading'] });

describe('ConfirmationScreen: managing the stay', () => {
  it('links Change to update mode on the results page with the stay as booked, and Cancel to the flow', async () => {
    at('bypass_token=tok-1');
    const calls = show(managed(), settings());
    const change = await screen.findByRole('link', { name: en['confirmation.change'] }, { timeout: 5000 });
    expect(calls.find((c) => c.path.endsWith('/update_settings'))?.query).toEqual({ bypass_token: 'tok-1' });
    const target = new URL(change.getAttribute('href') ?? '', 'http://widget.test');
    expect(target.pathname).toBe('/booking/result');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      code: 'hanami-tokyo',
      bypass_token: 'tok-1',
      current_reservation: 'AB23CD45EF',
      checkin: '2027-01-10',
      checkout: '2027-01-12',
      adults: '2',
      room_count: '1',
    });
    const cancel = screen.getByRole('link', { name: en['confirmation.cancel'] });
    expect(cancel.getAttribute('href')).toBe(
      '/reservation/cancel/AB23CD45EF?code=hanami-tokyo&bypass_token=tok-1',
    );
    expect(screen.getByText('You can change this reservation online until 2027/01/09.')).toBeTruthy();
    fireEvent.click(cancel);
    expect(location.pathname).toBe('/reservation/cancel/AB23CD45EF');
  });

  it('hides Change and Cancel when they are not allowed, and says why when the guest can act on it', async () => {
    at('email=hanako%40example.com');
    show(
      managed({ cancellable: false, cancel_refusal: 'same_day' }),
      settings({ updatable: false, reason: 'deadline_passed' }),
    );
    expect(await screen.findByText(en['confirmation.updateRefusedDeadline'])).toBeTruthy();
    expect(screen.getByText(en['confirmation.cancelRefusedSameDay'])).toBeTruthy();
    expect(within(manage()).queryByRole('link', { name: en['confirmation.change'] })).toBeNull();
    expect(within(manage()).queryByRole('link', { name: en['confirmation.cancel'] })).toBeNull();
    expect(within(manage()).getByRole('button', { name: en['confirmation.receipt'] })).toBeTruthy();
  });

  it("gives the hotel's phone as a tel: link where a same-day cancellation is refused (decision 028)", async () => {
    at('email=hanako%40example.com');
    const base = hotelSettings();
    show(managed({ cancellable: false, cancel_refusal: 'same_day' }), settings(), [], {
      ...base,
      hotel: { ...base.hotel, phone: '+81 3-5555-0101' },
    });
    const note = (await screen.findByText(/^Cancellations on the day of arrival/)).closest('p')!;
    expect(note.textContent).toBe(`${en['confirmation.cancelRefusedSameDay']} Hotel phone: +81 3-5555-0101`);
    expect(within(note).getByRole('link', { name: '+81 3-5555-0101' }).getAttribute('href')).toBe(
      'tel:+81355550101',
    );
  });

  it('shows no Change entry when update_settings fails', async () => {
    at('email=hanako%40example.com');
    show(managed(), new Error('server down'));
    await screen.findByRole('link', { name: en['confirmation.cancel'] });
    await waitFor(() => expect(screen.queryByRole('link', { name: en['confirmation.change'] })).toBeNull());
  });

  it('shows a cancelled stay clearly: the fee charged, the money taken and given back, no entries', async () => {
    at('email=hanako%40example.com');
    const calls = show(
      managed({
        status: 'cancelled',
        cancellable: false,
        cancel_refusal: 'already_cancelled',
        cancellation_fee: 6000,
        cancelled_at: '2027-01-05T16:30:00Z',
        reason: 'change_of_plans',
        details: 'We moved the trip.',
        payment: {
          ...reservationFixture().payment,
          method: 'credit_card',
          state: 'captured',
          amount_due_now: 20000,
          remaining_amount: 0,
          captured_amount: 6000,
          refunded_amount: 0,
        },
      }),
      settings(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: en['confirmation.headingCancelled'] }),
    ).toBeTruthy();
    expect(screen.getByTestId('confirmation-cancellation-fee').textContent).toBe('¥6,000');
    // 16:30 UTC is the next morning in Tokyo.
    expect(screen.getByText('2027/01/06')).toBeTruthy();
    expect(screen.getByTestId('confirmation-captured').textContent).toBe('¥6,000');
    expect(screen.getByText(en['cancel.reasonChangeOfPlans'])).toBeTruthy();
    expect(screen.getByText('We moved the trip.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: en['confirmation.change'] })).toBeNull();
    expect(screen.queryByRole('link', { name: en['confirmation.cancel'] })).toBeNull();
    expect(screen.queryByRole('link', { name: en['confirmation.voucher'] })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/update_settings'))).toBe(false);
  });

  it('shows the money refunded after a cancellation without a fee', async () => {
    at('email=hanako%40example.com');
    show(
      managed({
        status: 'cancelled',
        cancellable: false,
        cancellation_fee: 0,
        payment: {
          ...reservationFixture().payment,
          state: 'refunded',
          captured_amount: 20000,
          refunded_amount: 20000,
        },
      }),
      settings(),
    );
    expect((await screen.findByTestId('confirmation-cancellation-fee')).textContent).toBe(
      en['confirmation.noCancellationFee'],
    );
    expect(screen.getByTestId('confirmation-refunded').textContent).toBe('¥20,000');
  });

  it('links the voucher and the policies of the booked plans without the proof in the policy address', async () => {
    at('email=hanako%40example.com');
    show(managed(), settings());
    const voucher = await screen.findByRole('link', { name: en['confirmation.voucher'] });
    expect(voucher.getAttribute('href')).toBe(
      '/reservation/voucher/AB23CD45EF?code=hanami-tokyo&email=hanako%40example.com',
    );
    const policy = screen.getByRole('link', { name: en['confirmation.policyLink'] });
    expect(policy.getAttribute('href')).toBe('/cancellation-policy?code=hanami-tokyo&room_plan_codes=DBL-RO');
  });

  it('asks the name for the receipt, downloads it in the page language and gives focus back', async () => {
    at('bypass_token=tok-1');
    show(managed(), settings());
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:r'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const opener = await screen.findByRole('button', { name: en['confirmation.receipt'] });
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: en['receipt.title'] });
    const name = within(dialog).getByLabelText(new RegExp(`^${en['receipt.name']}`)) as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Hanako Yamada');
    fireEvent.input(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en['receipt.download'] }));
    expect(within(dialog).getByText(en['receipt.nameRequired'])).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(name, { target: { value: 'Yadori Travel Ltd.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en['receipt.download'] }));
    expect(await within(dialog).findByText(en['receipt.downloaded'])).toBeTruthy();
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://widget.test');
    expect(url.pathname).toBe('/book/hotels/1/reservations/AB23CD45EF/receipt');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Yadori Travel Ltd.',
      bypass_token: 'tok-1',
      locale: 'en',
    });
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    click.mockRestore();
  });

  it('starts the receipt name with the kanji name when the guest gave one', async () => {
    at('bypass_token=tok-1');
    const reservation = managed();
    show({ ...reservation, guest: { ...reservation.guest, kanji_name: '山田 花子' } }, settings());
    fireEvent.click(await screen.findByRole('button', { name: en['confirmation.receipt'] }));
    const dialog = screen.getByRole('dialog', { name: en['receipt.title'] });
    const name = within(dialog).getByLabelText(new RegExp(`^${en['receipt.name']}`)) as HTMLInputElement;
    expect(name.value).toBe('山田 花子');
  });

  it('says why a receipt could not be downloaded', async () => {
    at('email=hanako%40example.com');
    show(managed(), settings());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    fireEvent.click(await screen.findByRole('button', { name: en['confirmation.receipt'] }));
    fireEvent.click(screen.getByRole('button', { name: en['receipt.download'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(en['receipt.tooMany']);
  });

  it('shows the hotel’s questions still to answer (W2’s section) with the same proof', async () => {
    at('email=hanako%40example.com');
    const calls = show(managed(), settings(), [{ ...questionFixture(), room_index: null, answer: null }]);
    expect(await screen.findByRole('heading', { name: en['answers.heading'] })).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/additional_questions'))?.query).toEqual({
      email: 'hanako@example.com',
    });
  });
});
