import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { markJustBooked } from '../payment/payment-paths.ts';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { ConfirmationScreen } from './confirmation-screen.tsx';

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const at = (query: string) =>
  history.replaceState(null, '', `/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&${query}`);

describe('ConfirmationScreen', () => {
  it('reads the reservation with the bypass token and shows the stay, rooms and payment', async () => {
    at('bypass_token=bypass-1');
    markJustBooked('AB23CD45EF');
    const reservation = reservationFixture({
      rooms: [
        {
          ...reservationFixture().rooms[0]!,
          guest: { first_name: 'Taro', last_name: 'Sato' },
          cancellation_policy: {
            name: 'Standard',
            cancel_before_at: null,
            cancellation_policy_parts: [{ days_before: 3, percentage_of_cost: 30 }],
            no_show_percentage_of_cost: 100,
          },
        },
        { ...reservationFixture().rooms[0]!, room_index: 1, children: 1, room_type_name: 'Twin' },
      ],
      extras: [
        {
          extra_id: 3,
          name: 'Breakfast',
          room_index: null,
          service_date: '2027-01-11',
          quantity: 2,
          unit_price: 2000,
          total_price: 4000,
          tax: 363,
          answer: null,
        },
      ],
      total_price: 44000,
      payment: {
        ...reservationFixture().payment,
        method: 'credit_card_deposit',
        state: 'authorized',
        deposit_percent: 30,
        amount_due_now: 13200,
        remaining_amount: 30800,
        card_brand: 'visa',
        card_last4: '1111',
      },
    });
    const { api, calls } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservation })]]);
    renderWithWidget(<ConfirmationScreen />, { api, query: 'code=hanami-tokyo' });
    expect(await screen.findByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeTruthy();
    expect(calls[0]?.query).toEqual({ bypass_token: 'bypass-1' });
    expect(screen.getByTestId('confirmation-number').textContent).toBe('AB23CD45EF');
    expect(screen.getByText('A confirmation email has been sent to hanako@example.com.')).toBeTruthy();
    const rooms = screen.getAllByTestId('confirmation-room');
    expect(rooms).toHaveLength(2);
    expect(within(rooms[0]!).getByText('Taro Sato')).toBeTruthy();
    expect(within(rooms[1]!).getByText('2 adults, 1 child')).toBeTruthy();
    expect(within(rooms[0]!).getByText('Standard')).toBeTruthy();
    expect(within(rooms[0]!).getByText('30% of the price')).toBeTruthy();
    expect(within(rooms[1]!).queryByText(en['results.cancellationLink'])).toBeNull();
    expect(screen.getByText('Breakfast × 2')).toBeTruthy();
    expect(screen.getByTestId('confirmation-total').textContent).toBe('¥44,000');
    expect(screen.getByTestId('confirmation-payment-state').textContent).toBe(
      en['confirmation.stateAuthorized'],
    );
    expect(screen.getByText('VISA ending in 1111')).toBeTruthy();
    expect(screen.getByText('Deposit charged to your card (30%)').nextSibling?.textContent).toBe('¥13,200');
    expect(screen.getByTestId('confirmation-remaining').textContent).toBe('¥30,800');
  });

  it.each(['visa', 'constructor', 'toString'])(
    'prints a card brand %s as named or as sent',
    async (brand) => {
      at('bypass_token=bypass-1');
      const reservation = reservationFixture({
        payment: {
          ...reservationFixture().payment,
          method: 'credit_card',
          state: 'authorized',
          card_brand: brand,
          card_last4: '1111',
        },
      });
      const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservation })]]);
      renderWithWidget(<ConfirmationScreen />, { api });
      const name = brand === 'visa' ? 'VISA' : brand;
      expect(await screen.findByText(`${name} ending in 1111`)).toBeTruthy();
    },
  );

  it('thanks the guest only right after booking: a stay opened from /search reads "Your reservation"', async () => {
    at('email=hanako%40example.com');
    const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })]]);
    renderWithWidget(<ConfirmationScreen />, { api, query: 'code=hanami-tokyo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: en['confirmation.headingFound'] }),
    ).toBeTruthy();
    expect(screen.queryByText(en['confirmation.heading'])).toBeNull();
    expect(screen.queryByText(en['confirmation.title'])).toBeNull();
    cleanup();
    // Another stay was booked in this tab: this one still is not greeted.
    markJustBooked('ZZ99ZZ99ZZ');
    renderWithWidget(<ConfirmationScreen />, { api, query: 'code=hanami-tokyo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: en['confirmation.headingFound'] }),
    ).toBeTruthy();
  });

  it('shows bank transfer instructions with the deadline', async () => {
    at('email=hanako%40example.com');
    const reservation = reservationFixture({
      payment: { ...reservationFixture().payment, method: 'bank_transfer', state: 'awaiting_transfer' },
      bank_transfer: {
        bank_name: 'Hanami Bank',
        branch_name: 'Ginza',
        account_type: 'Ordinary',
        account_number: '1234567',
        account_holder: 'HANAMI HOTELS',
        amount: 20000,
        deadline: '2026-11-30',
        instructions: 'Write the reservation number as the sender name.',
      },
    });
    const { api, calls } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservation })]]);
    renderWithWidget(<ConfirmationScreen />, { api });
    expect(await screen.findByRole('heading', { name: en['confirmation.bankHeading'] })).toBeTruthy();
    expect(calls[0]?.query).toEqual({ email: 'hanako@example.com' });
    expect(screen.getByText('Please transfer ¥20,000 by 2026/11/30.')).toBeTruthy();
    expect(screen.getByText('1234567')).toBeTruthy();
    expect(screen.getByText('Write the reservation number as the sender name.')).toBeTruthy();
    expect(screen.getByTestId('confirmation-payment-state').textContent).toBe(
      en['confirmation.stateAwaitingTransfer'],
    );
  });

  it('asks for the booking email when the address has neither email nor token', async () => {
    at('');
    const { api, calls } = fakeApi([
      ['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })],
    ]);
    renderWithWidget(<ConfirmationScreen />, { api });
    fireEvent.input(screen.getByLabelText(en['confirmation.lookupEmail']), {
      target: { value: 'hanako@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: en['confirmation.lookupSubmit'] }));
    expect(new URLSearchParams(location.search).get('email')).toBe('hanako@example.com');
    await waitFor(() => expect(calls[0]?.query).toEqual({ email: 'hanako@example.com' }));
    expect(await screen.findByTestId('confirmation-number')).toBeTruthy();
  });

  it('shows the server’s message when the reservation is not found', async () => {
    at('email=wrong%40example.com');
    const { api } = fakeApi([
      [
        '/hotels/1/reservations/AB23CD45EF',
        () => new ApiError({ title: 'Not Found', status: 404, message: 'No reservation matches.' }),
      ],
    ]);
    renderWithWidget(<ConfirmationScreen />, { api });
    expect((await screen.findByRole('alert')).textContent).toContain('No reservation matches.');
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    at('bypass_token=bypass-1');
    const reservation = reservationFixture({
      rooms: [
        { ...reservationFixture().rooms[0]!, children: 1, guest: { first_name: 'Taro', last_name: 'Sato' } },
      ],
      discount: 2000,
      accommodation_tax: 400,
      payment: {
        ...reservationFixture().payment,
        method: 'credit_card_deposit',
        state: 'authorized',
        deposit_percent: 30,
        amount_due_now: 6000,
        remaining_amount: 14000,
        card_brand: 'visa',
        card_last4: '1111',
      },
      bank_transfer: {
        bank_name: 'Hanami Bank',
        branch_name: 'Ginza',
        account_type: 'Ordinary',
        account_number: '1234567',
        account_holder: 'HANAMI HOTELS',
        amount: 20000,
        deadline: '2026-11-30',
        instructions: 'Use the reservation number.',
      },
    });
    const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservation })]]);
    const { container } = renderWithWidget(<ConfirmationScreen />, { api });
    await screen.findByTestId('confirmation-number');
    const data = [
      'AB23CD45EF',
      'Hanako Yamada',
      'Taro Sato',
      'hanako@example.com',
      'Double',
      'Room only',
      'Hanami Bank',
      'Ginza',
      'Ordinary',
      'HANAMI HOTELS',
      'Use the reservation number.',
      'Standard',
    ];
    expect(untranslatedText(container, data)).toEqual([]);
  });
});
