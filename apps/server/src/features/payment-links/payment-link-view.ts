import { CREDIT_CARD_BRANDS } from '@yadori/contract/credit-cards.schema';
import type { Locale } from '@yadori/contract/locales';
import {
  offersPayPal,
  type PaymentLinkMethod,
  type PaymentLinkPurpose,
  type TransactionStatus,
} from '@yadori/contract/payment-links.constants';
import type { Transaction } from '@yadori/contract/payment-links.schema';
import { type HotelWithBrand, hotelNameIn } from '../hotels/hotels.service.ts';
import type { GuestPaymentLink, PaymentLinkSession } from './payment-links.types.ts';

/** How the hotel takes a link's payment: cards, and PayPal when its gateway offers it. */
export function paymentMethodsOf(hotel: Pick<HotelWithBrand, 'settings'>): PaymentLinkMethod[] {
  return offersPayPal(hotel.settings.payment_gateway_setting?.provider)
    ? ['credit_card', 'paypal']
    : ['credit_card'];
}

/**
 * The page's status (spec §3): `paid` to the session that paid and `already paid` to any other,
 * `failed` for an unpaid link whose last attempt was declined.
 */
export function transactionStatusOf(link: GuestPaymentLink, sessionId: string | null): TransactionStatus {
  switch (link.status) {
    case 'unpaid':
      return link.lastErrorCode === null ? 'unpaid' : 'failed';
    case 'paid':
      return sessionId !== null && link.paidSessionId === sessionId ? 'paid' : 'already paid';
    default:
      return link.status;
  }
}

/** The attempt of this session waiting for the guest (3-D Secure, PayPal approval), if any. */
function nextActionOf(
  link: GuestPaymentLink,
  sessionId: string | null,
  now: Date,
): Transaction['next_action'] {
  const attempt = link.attempt;
  if (link.status !== 'unpaid' || !attempt || sessionId === null || attempt.sessionId !== sessionId)
    return null;
  if (attempt.state !== 'awaiting_guest' || !attempt.nextUrl || !attempt.ref || attempt.expiresAt <= now)
    return null;
  return attempt.method === 'paypal'
    ? { type: 'paypal_approval', url: attempt.nextUrl, order_id: attempt.ref }
    : { type: 'three_d_secure', url: attempt.nextUrl };
}

/**
 * One link as its payments page shows it. `sessionId` is the page's session as the caller sent it
 * (it tells `paid` from `already paid`, even once its hour is over); `live` the session handed back
 * while the link can be paid.
 */
export function transactionView(
  link: GuestPaymentLink,
  hotel: HotelWithBrand,
  context: { sessionId: string | null; live: PaymentLinkSession | null; locale: Locale; now: Date },
): Transaction {
  const status = transactionStatusOf(link, context.sessionId);
  const payingSession = status === 'paid';
  return {
    payment_number: link.number,
    hotel: { id: hotel.id, code: hotel.code, name: hotelNameIn(hotel, context.locale) },
    amount: link.amount,
    currency: link.currency,
    purpose: link.purpose as PaymentLinkPurpose,
    description: link.description,
    reservation_number: link.reservationNumber,
    guest_name: link.guestName,
    status,
    error_code: status === 'failed' ? link.lastErrorCode : null,
    methods: paymentMethodsOf(hotel),
    card_brands: hotel.settings.payment_gateway_setting?.card_brands ?? [...CREDIT_CARD_BRANDS],
    // How it was paid is the paying session's to see; others learn only that it was paid.
    paid_with:
      payingSession && link.paidMethod
        ? { method: link.paidMethod, brand: link.cardBrand, last4: link.cardLast4 }
        : null,
    paid_at: link.paidAt?.toISOString() ?? null,
    refunded_at: link.refundedAt?.toISOString() ?? null,
    session:
      link.status === 'unpaid' && context.live
        ? { token: context.live.id, expires_at: context.live.expiresAt.toISOString() }
        : null,
    next_action: nextActionOf(link, context.live?.id ?? null, context.now),
  };
}
