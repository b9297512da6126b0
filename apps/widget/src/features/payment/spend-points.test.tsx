import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { whoamiFixture } from '../../test/member-fixtures.ts';
import { bookingRoom } from '../booking-state/booking-fixtures.ts';
import { setRoomPrices } from '../booking-state/booking-store.ts';
import type { BookingRoom } from '../booking-state/booking-types.ts';
import { balanceFixture, withPointProgram } from '../member-points/point-fixtures.ts';
import { en as pt } from '../member-points/texts/en.ts';
import { pointTexts } from '../member-points/texts.ts';
import { renderSignedIn } from '../my-account/account-test-kit.tsx';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { PaymentStep } from './payment-step.tsx';
import { bookingToPay, preparePaymentStepTests } from './payment-test-kit.ts';
import { reservationFixture } from './reservation-fixtures.ts';

const bookingOf = (room: Partial<BookingRoom> = {}) => bookingToPay({ rooms: [bookingRoom('room-1', room)] });
const POINT = '/hotels/1/memberships/point';
const RESERVATIONS = '/hotels/1/reservations';
const bodyOf = (calls: FakeCall[]) =>
  (calls.find((c) => c.method === 'POST' && c.path === RESERVATIONS)?.body ?? {}) as Record<string, unknown>;
const labelled = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** A signed-in member of the Hanami brand (12,000 points unless `available`) at the payment step. */
function member(store = bookingOf(), available = 12_000) {
  const { api, calls } = fakeApi([
    [POINT, () => ({ data: balanceFixture({ total_point: available }) })],
    [RESERVATIONS, () => ({ data: { ...reservationFixture(), bypass_token: 'bypass-1' } })],
  ]);
  renderSignedIn(<PaymentStep store={store} />, {
    api,
    user: whoamiFixture(),
    settings: withPointProgram(hotelSettings()),
  });
  return { store, calls };
}

async function points() {
  const section = await screen.findByRole('region', { name: 'Use Hanami Points' });
  return {
    section,
    amount: within(section).getByLabelText(labelled(pt['spend.amount'])),
    apply: () => fireEvent.click(within(section).getByRole('button', { name: pt['spend.apply'] })),
    error: () => section.querySelector('.gd-error')?.textContent,
  };
}

preparePaymentStepTests();
beforeAll(() => pointTexts.load('en'));

describe('points on the payment step', () => {
  it('are not offered to a guest, who is not asked about points', () => {
    const { api, calls } = fakeApi([]);
    renderWithWidget(<PaymentStep store={bookingOf()} />, {
      api,
      settings: withPointProgram(hotelSettings()),
    });
    expect(screen.getByTestId('payment-total').textContent).toBe('¥20,000');
    expect(screen.queryByTestId('spend-points')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('checks the points as the server does (steps, minimum, the amount to pay, 2401 for the balance)', async () => {
    const { calls } = member();
    const { amount, apply, error } = await points();
    apply();
    expect(error()).toBe(pt['amount.required']);
    fireEvent.input(amount, { target: { value: '150' } });
    apply();
    expect(error()).toBe('Points can be used in units of 100.');
    fireEvent.input(amount, { target: { value: '0' } });
    apply();
    expect(error()).toBe('Please use at least 100 points.');
    fireEvent.input(amount, { target: { value: '30000' } });
    apply();
    expect(error()).toBe('You cannot use more points than the amount to pay (¥20,000).');
    fireEvent.input(amount, { target: { value: '13000' } });
    apply();
    expect(error()).toBe('Your Hanami Points balance is only 12,000, so 13,000 points cannot be used.');
    expect(screen.getByTestId('payment-total').textContent).toBe('¥20,000');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('takes the points off the total and their tax off the tax, books with spending_point, and resets', async () => {
    const { store, calls } = member();
    const { section, amount, apply } = await points();
    fireEvent.input(amount, { target: { value: '3,000' } });
    apply();
    expect(screen.getByTestId('payment-total').textContent).toBe('¥17,000');
    expect(screen.getByTestId('payment-points-used').textContent).toBe('−¥3,000');
    // 3,000 points carry 272 of the 10% consumption tax inside them.
    expect(screen.getByTestId('payment-tax').textContent).toBe('incl. tax ¥1,528');
    expect(within(section).getByTestId('spend-points-status').textContent).toBe(
      '3,000 points will be used (¥3,000 off).',
    );
    expect(store.get().points).toEqual({ selectedSpendingPoint: 3000, adjustPoint: 0 });

    fireEvent.click(within(section).getByRole('button', { name: pt['spend.reset'] }));
    expect(store.get().points).toEqual({ selectedSpendingPoint: 0, adjustPoint: 0 });
    expect(screen.getByTestId('payment-total').textContent).toBe('¥20,000');
    expect(screen.queryByTestId('payment-points-used')).toBeNull();

    fireEvent.input(amount, { target: { value: '2000' } });
    apply();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    expect(bodyOf(calls)).toMatchObject({
      spending_point: 2000,
      total_price: 20000,
      payment_method: 'on_site',
    });
  });

  it('turns the card off when points pay everything (spec §5) and steers to paying at the hotel', async () => {
    const { calls } = member(bookingOf(), 25_000);
    const { section } = await points();
    expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Use the most I can (20,000)' }));
    expect(screen.getByTestId('payment-total').textContent).toBe('¥0');
    expect(screen.getByTestId('points-cover-all').textContent).toBe(pt['spend.totalZero']);
    const card = screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Pay at the hotel' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTitle(en['payment.cardFrameTitle'])).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(bodyOf(calls).payment_method).toBe('on_site'));
    expect(bodyOf(calls)).toMatchObject({ spending_point: 20000, total_price: 20000 });
  });

  it('cannot go on with a card-only plan that points pay in full: fewer points, please', async () => {
    member(bookingOf({ paymentMethods: ['credit_card'] }), 25_000);
    const { section } = await points();
    fireEvent.click(within(section).getByRole('button', { name: 'Use the most I can (20,000)' }));
    expect(screen.getByTestId('points-cover-all').textContent).toBe(pt['spend.totalZeroNoOther']);
    expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('brings the points down when the price falls below them, and says by how many', async () => {
    const { store } = member(bookingOf(), 25_000);
    const { section } = await points();
    fireEvent.click(within(section).getByRole('button', { name: 'Use the most I can (20,000)' }));
    act(() => setRoomPrices(store, [{ key: 'room-1', salePrice: 18_000, tax: 1_636, accommodationTax: 0 }]));
    await waitFor(() =>
      expect(store.get().points).toEqual({ selectedSpendingPoint: 18000, adjustPoint: 2000 }),
    );
    expect((within(section).getByLabelText(labelled(pt['spend.amount'])) as HTMLInputElement).value).toBe(
      '18000',
    );
    expect(within(section).getByTestId('spend-points-status').textContent).toContain(
      'The amount to pay went down, so 2,000 fewer points will be used.',
    );
  });

  it('are not offered when the programme is not usable by this member (spec §6)', async () => {
    const store = bookingOf();
    const { api, calls } = fakeApi([
      [POINT, () => ({ data: balanceFixture({ program_enabled: false, program: null }) })],
    ]);
    renderSignedIn(<PaymentStep store={store} />, {
      api,
      user: whoamiFixture(),
      settings: withPointProgram(hotelSettings()),
    });
    await waitFor(() => expect(calls.some((c) => c.path === POINT)).toBe(true));
    expect(screen.queryByTestId('spend-points')).toBeNull();
  });
});
