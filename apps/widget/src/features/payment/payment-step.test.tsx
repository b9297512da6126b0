import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { bookingRoom } from '../booking-state/booking-fixtures.ts';
import { takeStep } from '../host/step-start.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { browser } from './browser.ts';
import { GATEWAY_MESSAGE_SOURCE } from './hosted-card-fields.tsx';
import { METHOD_ORDER } from './payment-methods.ts';
import { wasJustBooked } from './payment-paths.ts';
import { readSlot } from './payment-slot.ts';
import { PaymentStep } from './payment-step.tsx';
import { answerFrame, bookingToPay, preparePaymentStepTests } from './payment-test-kit.ts';
import { untranslatedText } from './pseudo-text.ts';
import { RECENT_STAYS_KEY } from './recent-stays.ts';
import { reservationFixture } from './reservation-fixtures.ts';

const created = (patch = {}) => ({ data: { ...reservationFixture(patch), bypass_token: 'bypass-1' } });

function declined(code: number, message: string) {
  return new ApiError({
    title: 'Payment Required',
    status: 402,
    message,
    errors: [{ title: 'Payment Required', status: 402, code, details: { code, base: [{ error: message }] } }],
  });
}

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');
const bodyOf = (call: FakeCall | undefined) => (call?.body ?? {}) as Record<string, unknown>;

preparePaymentStepTests();
describe('PaymentStep', () => {
  it('books on site: the plan’s methods, the body with an Idempotency-Key, then the confirmation', async () => {
    const store = bookingToPay({
      rooms: [bookingRoom('room-1', { paymentMethods: ['on_site', 'bank_transfer'] })],
    });
    const { api, calls } = fakeApi([['/hotels/1/reservations', () => created()]]);
    renderWithWidget(<PaymentStep store={store} />, { api });

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toBe('¥20,000');
    const onSite = screen.getByRole('radio', { name: 'Pay at the hotel' }) as HTMLInputElement;
    expect(onSite.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Credit card' })).toBeNull();
    expect(screen.queryByTitle(en['payment.cardFrameTitle'])).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    expect(new URLSearchParams(location.search).get('bypass_token')).toBe('bypass-1');
    // Booked in this tab just now: the confirmation page thanks the guest, and starts at its heading.
    expect(wasJustBooked('AB23CD45EF')).toBe(true);
    expect(takeStep('confirmation')).toBe(true);
    const [post] = posts(calls);
    expect(post?.path).toBe('/hotels/1/reservations');
    expect(post?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(post?.body).toMatchObject({
      payment_method: 'on_site',
      total_price: 20000,
      checkin_date: '2027-01-10',
      terms_accepted: true,
      guest: { first_name: 'Hanako', last_name: 'Yamada' },
    });
    expect(bodyOf(post).card_token).toBeUndefined();
    // The booking is over: nothing of it stays in the tab; the stay is remembered for overlap warnings.
    expect(store.get().bookingDetails).toBeNull();
    expect(localStorage.getItem(RECENT_STAYS_KEY)).toContain('AB23CD45EF');
  });

  it('refuses rooms whose plans take different payment methods, with the spec’s message', () => {
    const store = bookingToPay({
      rooms: [
        bookingRoom('room-1', { paymentMethods: ['on_site'] }),
        bookingRoom('room-2', { paymentMethods: ['credit_card'] }),
      ],
    });
    const { api } = fakeApi([]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    expect(screen.getByRole('alert').textContent).toContain(en['payment.methodsDiffer']);
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
  });

  it('shows the deposit charged now and the remaining amount', async () => {
    const store = bookingToPay({
      rooms: [
        bookingRoom('room-1', { paymentMethods: ['credit_card_deposit', 'on_site'], depositPercent: 30 }),
      ],
    });
    const { api } = fakeApi([]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    expect(screen.getByTestId('payment-due-now').textContent).toBe('¥6,000');
    expect(screen.getByTestId('payment-remaining').textContent).toBe('¥14,000');
    expect(screen.getByRole('button', { name: 'Book and pay ¥6,000' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    expect(screen.getByTestId('payment-due-now').textContent).toBe('¥0');
    expect(screen.getByTestId('payment-remaining').textContent).toBe('¥20,000');
  });

  it('sends the card token from the hosted fields and leaves for the 3-D Secure challenge', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card'] })] });
    const { api, calls } = fakeApi([
      [
        '/hotels/1/reservations',
        () =>
          created({
            status: 'pending_payment',
            three_d_secure: { challenge_url: '/sandbox-pay/challenge/p1', expires_at: 'x' },
          }),
      ],
    ]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    const frame = screen.getByTitle(en['payment.cardFrameTitle']) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/sandbox-pay/card-fields');
    expect(src.searchParams.get('parent_origin')).toBe(window.location.origin);
    expect(src.searchParams.get('valid_through')).toBe('2027-01-12');
    const requests = answerFrame(en['payment.cardFrameTitle'], {
      type: 'token',
      token: 'tok_123',
      brand: 'visa',
      last4: '0003',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Book and pay ¥20,000' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox-pay/challenge/p1'),
    );
    expect(requests).toEqual([expect.objectContaining({ source: 'yadori-widget', type: 'tokenize' })]);
    const body = posts(calls)[0]?.body as { card_token: string; return_url: string; payment_method: string };
    expect(body.card_token).toBe('tok_123');
    expect(body.payment_method).toBe('credit_card');
    expect(new URL(body.return_url).pathname).toBe('/reservation/three-d-secure');
    expect(readSlot(store).threeDSecure).toMatchObject({
      number: 'AB23CD45EF',
      bypassToken: 'bypass-1',
      challengeUrl: 'http://localhost:3000/sandbox-pay/challenge/p1',
    });
  });

  it('says the accommodation tax inside the total before the confirmation does (en, ja)', () => {
    const store = bookingToPay({
      rooms: [bookingRoom('room-1', { paymentMethods: ['on_site'], tax: 2_200, accommodationTax: 400 })],
    });
    renderWithWidget(<PaymentStep store={store} />, { api: fakeApi([]).api });
    expect(screen.getByTestId('payment-tax').textContent).toBe(
      `${en['payment.taxIncluded'].replace('{tax}', '¥2,200')} ${en['booking.accommodationTaxPart'].replace('{tax}', '¥400')}`,
    );
    cleanup();
    i18n.use('ja', ja);
    renderWithWidget(<PaymentStep store={store} />, { api: fakeApi([]).api });
    expect(screen.getByTestId('payment-tax').textContent).toContain('（うち宿泊税¥400）');
  });

  it('says no accommodation tax where the stay has none', () => {
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['on_site'] })] });
    renderWithWidget(<PaymentStep store={store} />, { api: fakeApi([]).api });
    expect(screen.getByTestId('payment-tax').textContent).not.toContain('accommodation');
  });

  it('shows a declined card’s message, that no payment was made and what to do next', async () => {
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card'] })] });
    const { api } = fakeApi([['/hotels/1/reservations', () => declined(3003, 'server text')]]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    const requests = answerFrame(en['payment.cardFrameTitle'], {
      type: 'token',
      token: 'tok_1',
      brand: 'visa',
      last4: '3003',
    });
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['payment.error3003']);
    expect(alert.textContent).toContain(en['payment.noPaymentMade']);
    expect(alert.textContent).toContain(en['payment.nextAnotherCard']);
    // Focus is on what went wrong and what to do next, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(readSlot(store).attempt ?? null).toBeNull();
    // The card page drops its "ready for payment" line for the refused card.
    expect(requests).toContainEqual({ source: 'yadori-widget', type: 'reset' });
  });

  it('offers another method too after a decline when the plan has one', async () => {
    const store = bookingToPay({
      rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card', 'on_site'] })],
    });
    const { api } = fakeApi([['/hotels/1/reservations', () => declined(3006, 'server text')]]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    answerFrame(en['payment.cardFrameTitle'], {
      type: 'token',
      token: 'tok_1',
      brand: 'visa',
      last4: '0002',
    });
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(en['payment.nextAnotherCardOrMethod']);
  });

  it('shows the card-issue message of the hosted fields and sends nothing', async () => {
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card'] })] });
    const { api, calls } = fakeApi([]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    const requests = answerFrame(en['payment.cardFrameTitle'], {
      type: 'invalid',
      errors: [{ field: 'number', key: 'Invalid_card_number' }],
    });
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['payment.error3004']);
    expect(posts(calls)).toHaveLength(0);
    // What the guest typed stays, to be corrected at its field.
    expect(alert.textContent).not.toContain(en['payment.nextAnotherCard']);
    expect(requests).not.toContainEqual(expect.objectContaining({ type: 'reset' }));
  });

  it('ignores messages that do not come from the card frame and its origin', async () => {
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card'] })] });
    const { api, calls } = fakeApi([['/hotels/1/reservations', () => created()]]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    const frame = screen.getByTitle(en['payment.cardFrameTitle']) as HTMLIFrameElement;
    const target = frame.contentWindow as Window;
    const spy = vi.spyOn(target, 'postMessage').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const id = String((spy.mock.calls[0]?.[0] as { request_id?: string } | undefined)?.request_id);
    const token = (value: string) => ({
      source: GATEWAY_MESSAGE_SOURCE,
      request_id: id,
      type: 'token',
      token: value,
      brand: 'visa',
      last4: '1111',
    });
    const send = (data: unknown, origin: string, source: Window) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    send(token('forged-origin'), 'https://evil.example', target);
    send(token('forged-source'), window.location.origin, window);
    send(token('real'), window.location.origin, target);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(bodyOf(posts(calls)[0]).card_token).toBe('real');
  });

  it('retries an unanswered booking with the same Idempotency-Key and card token', async () => {
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card'] })] });
    let first = true;
    const { api, calls } = fakeApi([
      [
        '/hotels/1/reservations',
        () => {
          if (!first) return created({ payment: { ...reservationFixture().payment, method: 'credit_card' } });
          first = false;
          return new ApiError({ title: 'network', status: 0, message: en['errors.network'] });
        },
      ],
    ]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    const requests = answerFrame(en['payment.cardFrameTitle'], {
      type: 'token',
      token: 'tok_once',
      brand: 'jcb',
      last4: '0000',
    });
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(en['payment.retrySafe']);
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const [one, two] = posts(calls);
    expect(two?.headers?.['idempotency-key']).toBe(one?.headers?.['idempotency-key']);
    expect(bodyOf(two).card_token).toBe('tok_once');
    expect(requests).toHaveLength(1);
  });

  it('warns that the price moved and books at the new price with a new key once confirmed', async () => {
    const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['on_site'] })] });
    let first = true;
    const moved = () =>
      new ApiError({
        title: 'Conflict',
        status: 409,
        message: 'The price became more expensive.',
        body: {
          errors: [
            {
              title: 'Conflict',
              status: 409,
              code: 1103,
              details: {
                code: 1103,
                reason: 'price_became_more_expensive',
                base: [{ error: 'The price became more expensive.' }],
                total_price: 23000,
                tax: 2090,
                previous_total_price: 20000,
                rooms: [{ room_index: 0, total_price: 23000, tax: 2090 }],
              },
            },
          ],
        },
      });
    const { api, calls } = fakeApi([
      [
        '/hotels/1/reservations',
        () => {
          if (!first) return created();
          first = false;
          return moved();
        },
      ],
    ]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The price has become more expensive: the new total is ¥23,000 (it was ¥20,000).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book at ¥23,000' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const [one, two] = posts(calls);
    expect(bodyOf(two).total_price).toBe(23000);
    expect(two?.headers?.['idempotency-key']).not.toBe(one?.headers?.['idempotency-key']);
  });

  it('warns of a stay booked from this browser for overlapping dates at the same hotel', () => {
    localStorage.setItem(
      RECENT_STAYS_KEY,
      JSON.stringify([{ hotelId: 1, number: 'ZZ99', checkin: '2027-01-11', checkout: '2027-01-13' }]),
    );
    const store = bookingToPay();
    const { api } = fakeApi([]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    expect(screen.getByRole('note').textContent).toContain('reservation ZZ99, 2027/01/11 – 2027/01/13');
  });

  it('goes back to the guest details', async () => {
    const store = bookingToPay();
    store.update({ currentStep: 'payment' });
    const { api } = fakeApi([]);
    renderWithWidget(<PaymentStep store={store} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Back to guest details' }));
    expect(store.get().currentStep).toBe('guest-details');
  });

  it('leaves no untranslated text on screen (pseudo-locale)', () => {
    i18n.use('en', pseudoCatalog(en));
    localStorage.setItem(
      RECENT_STAYS_KEY,
      JSON.stringify([{ hotelId: 1, number: 'ZZ99', checkin: '2027-01-11', checkout: '2027-01-13' }]),
    );
    const store = bookingToPay({
      rooms: [bookingRoom('room-1', { paymentMethods: [...METHOD_ORDER], depositPercent: 30 })],
    });
    const { api } = fakeApi([]);
    const { container } = renderWithWidget(<PaymentStep store={store} />, { api });
    expect(untranslatedText(container)).toEqual([]);
  });
});
