import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CreditCard } from '@yadori/contract/credit-cards.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { en } from '../../i18n/locales/en.ts';
import { whoamiFixture } from '../../test/member-fixtures.ts';
import { bookingRoom } from '../booking-state/booking-fixtures.ts';
import { renderSignedIn } from '../my-account/account-test-kit.tsx';
import { savedCardFixture } from '../saved-cards/card-fixtures.ts';
import { en as cardTexts } from '../saved-cards/texts/en.ts';
import { savedCardTexts } from '../saved-cards/texts.ts';
import { type FakeCall, fakeApi } from '../search-results/test-harness.tsx';
import { PaymentStep } from './payment-step.tsx';
import { answerFrame, bookingToPay, preparePaymentStepTests } from './payment-test-kit.ts';
import { reservationFixture } from './reservation-fixtures.ts';

const CARDS = '/hotels/1/memberships/credit_cards';

/** A card booking (check-out 2027-01-12) with the guest filled in. */
const cardBooking = () =>
  bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['credit_card'] })] });

const card = savedCardFixture;

const created = () => ({ data: { ...reservationFixture(), bypass_token: 'bypass-1' } });
const bookingPost = (calls: FakeCall[]) =>
  calls.find((c) => c.method === 'POST' && c.path === '/hotels/1/reservations');

function renderMember(cards: CreditCard[], answer: () => unknown = created) {
  const { api, calls } = fakeApi([
    [CARDS, () => ({ data: cards })],
    ['/hotels/1/reservations', answer],
  ]);
  renderSignedIn(<PaymentStep store={cardBooking()} />, { api, user: whoamiFixture() });
  return calls;
}

preparePaymentStepTests();
beforeAll(() => savedCardTexts.load('en'));

describe('the payment step for a signed-in member', () => {
  it('pays with the newest saved card by its security code alone', async () => {
    const calls = renderMember([
      card(),
      // Expires before check-out (2027-01-12), and a brand the hotel does not take: not offered.
      card({ id: 8, last4: '4242', expiry: '12/26', expiry_month: 12, expiry_year: 2026 }),
      card({ id: 9, brand: 'jcb', last4: '0000' }),
    ]);
    const saved = (await screen.findByRole('radio', { name: 'VISA •••• 1111' })) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(screen.getByText('Name on card: HANAKO YAMADA. Expires 12/35.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /4242|0000/ })).toBeNull();
    expect(screen.getByRole('radio', { name: cardTexts['choice.newCard'] })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: cardTexts['choice.keep'] })).toBeNull();

    const title = 'Security code of VISA •••• 1111';
    const src = new URL((screen.getByTitle(title) as HTMLIFrameElement).src);
    expect(src.searchParams.get('mode')).toBe('security_code');
    expect(src.searchParams.get('brand')).toBe('visa');
    answerFrame(title, { type: 'token', token: 'tok_cvc', brand: 'visa', last4: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay ¥20,000' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const body = bookingPost(calls)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ payment_method: 'credit_card', credit_card_id: 7, card_token: 'tok_cvc' });
    expect(body.save_card).toBeUndefined();
  });

  it('takes a new card instead, and keeps it only when the member ticks the box', async () => {
    const calls = renderMember([card()]);
    fireEvent.click(await screen.findByRole('radio', { name: cardTexts['choice.newCard'] }));
    const frame = screen.getByTitle(en['payment.cardFrameTitle']) as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('mode')).toBeNull();
    const keep = screen.getByRole('checkbox', { name: cardTexts['choice.keep'] }) as HTMLInputElement;
    expect(keep.checked).toBe(false);
    expect(keep.getAttribute('aria-describedby')).toBe('card-keep-note');
    fireEvent.click(keep);
    answerFrame(en['payment.cardFrameTitle'], {
      type: 'token',
      token: 'tok_new',
      brand: 'master',
      last4: '4444',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay ¥20,000' }));
    await waitFor(() => expect(bookingPost(calls)).toBeDefined());
    const body = bookingPost(calls)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ card_token: 'tok_new', save_card: true });
    expect(body.credit_card_id).toBeUndefined();
  });

  it('without saved cards: the new card and the box, unticked, sends neither field', async () => {
    const calls = renderMember([]);
    expect(await screen.findByRole('checkbox', { name: cardTexts['choice.keep'] })).toBeTruthy();
    expect(screen.queryByRole('group', { name: cardTexts['choice.legend'] })).toBeNull();
    answerFrame(en['payment.cardFrameTitle'], {
      type: 'token',
      token: 'tok_new',
      brand: 'visa',
      last4: '1111',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay ¥20,000' }));
    await waitFor(() => expect(bookingPost(calls)).toBeDefined());
    const body = bookingPost(calls)?.body as Record<string, unknown>;
    expect(body.save_card).toBeUndefined();
    expect(body.credit_card_id).toBeUndefined();
  });

  it('says so when the security code does not match, and empties the code field', async () => {
    const message = 'The security code does not match this card.';
    renderMember(
      [card()],
      () =>
        new ApiError({
          title: 'PAYMENT_DECLINED',
          status: 402,
          message,
          errors: [
            {
              title: 'PAYMENT_DECLINED',
              status: 402,
              code: 3002,
              details: { code: 3002, base: [{ error: message }] },
            },
          ],
          body: {
            errors: [
              {
                title: 'PAYMENT_DECLINED',
                status: 402,
                code: 3002,
                details: { code: 3002, reason: 'security_code', base: [{ error: message }] },
              },
            ],
          },
        }),
    );
    await screen.findByRole('radio', { name: 'VISA •••• 1111' });
    const requests = answerFrame('Security code of VISA •••• 1111', {
      type: 'token',
      token: 'tok_cvc',
      brand: 'visa',
      last4: '',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay ¥20,000' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain(en['payment.error3002']);
    expect(requests).toContainEqual({ source: 'yadori-widget', type: 'reset' });
  });

  it('asks a guest for a new card only: no saved cards are read, no box to keep it', () => {
    const { api, calls } = fakeApi([]);
    renderSignedIn(<PaymentStep store={cardBooking()} />, { api, user: null });
    expect(screen.getByTitle(en['payment.cardFrameTitle'])).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls.some((c) => c.path === CARDS)).toBe(false);
  });
});
