import type { AttributionInput } from '@yadori/contract/analytics.schema';
import type { Locale } from '@yadori/contract/locales';
import type { PriceChangedDetails } from '@yadori/contract/reservation.schema';
import type { PaymentMethod } from '@yadori/contract/search.constants';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { readWidgetConfig } from '../../config/widget-config.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import { hrefWith } from '../../shared/query-links.ts';
import { reservationBodyParts } from '../booking-state/booking-body.ts';
import { bookingTotal } from '../booking-state/booking-rules.ts';
import type { BookingStore } from '../booking-state/booking-store.ts';
import { cardMessageKey } from './card-messages.ts';
import { CardFieldsError, type CardToken } from './hosted-card-fields.tsx';
import { isCardMethod, overOnlineCardLimit, paymentSplit } from './payment-methods.ts';
import { THREE_D_SECURE_PATH } from './payment-paths.ts';
import { fingerprintOf, newIdempotencyKey, readSlot, retryableAttempt, writeSlot } from './payment-slot.ts';
import { payableAfterPoints } from './points-price.ts';
import { rememberStay } from './recent-stays.ts';
import {
  cardCodeOf,
  createReservation,
  declineReasonOf,
  mayRetrySame,
  priceChangeOf,
} from './reservation-api.ts';

/**
 * A signed-in member's card choice, sent with a card booking: pay with a saved card (the token is then
 * its security code's), or keep the new card.
 */
export type CardExtras = { credit_card_id?: number; save_card?: boolean };

/** A problem to show above the Book button: our text by key, or the server's message. */
export type Problem = { key: MessageKey } | { text: string };

/** How one press of the Book button ended. */
export type BookingOutcome =
  | { kind: 'confirmed'; number: string; bypassToken: string }
  | { kind: 'challenge'; challengeUrl: string }
  | { kind: 'price-changed'; change: PriceChangedDetails }
  /** No answer came (network, 5xx): the attempt is kept for a retry with the same key. */
  | { kind: 'unanswered' }
  /** `cardRefused`: the card behind the token cannot pay this booking (declined, over the limit). */
  | { kind: 'problem'; problem: Problem; cardRefused?: boolean };

/**
 * The total to send (the price before points, spec `total_price`): the booking's, or the new price the
 * guest accepted while nothing else changed.
 */
export function agreedTotal(store: BookingStore): number {
  const total = bookingTotal(store.get());
  const accepted = readSlot(store).acceptedTotal;
  return accepted && accepted.basis === total ? accepted.total : total;
}

/** The gateway's (possibly root-relative) address resolved against the API's origin; http(s) only. */
function gatewayUrl(address: string): string | null {
  try {
    const url = new URL(address, new URL(readWidgetConfig().apiBase, window.location.href));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function problemOf(error: unknown): Problem {
  if (error instanceof CardFieldsError) {
    if (error.reason === 'timeout' || error.reason === 'unavailable' || error.reason === 'gone')
      return { key: 'payment.cardFrameFailed' };
    return { key: cardMessageKey(error.reason) ?? 'payment.cardCheckInput' };
  }
  // A saved card's security code did not match: the server's message says so (no main-catalog text).
  if (isApiError(error) && declineReasonOf(error) === 'security_code') return { text: error.message };
  const code = cardCodeOf(error);
  const key = cardMessageKey(code);
  if (key) return { key };
  if (isApiError(error)) return { text: error.message };
  return { key: 'payment.failed' };
}

/**
 * Sends the booking (`POST /hotels/{id}/reservations`): reuses the unanswered attempt for the same
 * body (same Idempotency-Key and card token), else asks the card fields for a token (card methods)
 * and starts a new attempt, kept before the request leaves. Never throws.
 */
export async function submitBooking(deps: {
  api: ApiClient;
  store: BookingStore;
  locale: Locale;
  method: PaymentMethod;
  depositPercent: number;
  tokenize: () => Promise<CardToken>;
  /** The member's saved-card choice (card methods only). */
  cardExtras?: CardExtras;
  /** Where the guest came from (`keepAttribution`); absent when nothing is known. */
  attribution?: AttributionInput;
}): Promise<BookingOutcome> {
  const { api, store, locale, method, depositPercent } = deps;
  const details = store.get().bookingDetails;
  if (!details) return { kind: 'problem', problem: { key: 'payment.nothingToPay' } };
  const card = isCardMethod(method);
  try {
    const parts = reservationBodyParts(store.get(), locale);
    const returnUrl = card ? new URL(hrefWith(THREE_D_SECURE_PATH), window.location.href).href : undefined;
    const body = {
      ...parts,
      total_price: agreedTotal(store),
      payment_method: method,
      return_url: returnUrl,
      ...(card ? deps.cardExtras : undefined),
      ...(deps.attribution ? { attribution: deps.attribution } : {}),
    };
    const fingerprint = fingerprintOf(body);
    let attempt = retryableAttempt(readSlot(store), fingerprint);
    if (!attempt) {
      let cardToken: string | undefined;
      if (card) {
        const token = await deps.tokenize();
        const payable = payableAfterPoints(store.get(), body.total_price).payable;
        const due = paymentSplit(method, payable, depositPercent).dueNow;
        if (
          method !== 'on_site_credit_card_required' &&
          overOnlineCardLimit(token.brand, due, details.currency)
        )
          return { kind: 'problem', problem: { key: 'payment.overLimit' }, cardRefused: true };
        cardToken = token.token;
      }
      attempt = { key: newIdempotencyKey(), fingerprint, ...(cardToken ? { cardToken } : {}) };
      // Kept before sending: a reload while the request is out retries it with the same key.
      writeSlot(store, { attempt, method });
    }
    const created = await createReservation(
      api,
      details.hotelId,
      { ...body, ...(attempt.cardToken ? { card_token: attempt.cardToken } : {}) },
      attempt.key,
    );
    writeSlot(store, { attempt: null, acceptedTotal: null });
    if (created.status === 'pending_payment' && created.three_d_secure) {
      const challengeUrl = gatewayUrl(created.three_d_secure.challenge_url);
      if (!challengeUrl) return { kind: 'problem', problem: { key: 'payment.failed' } };
      writeSlot(store, {
        threeDSecure: {
          hotelId: details.hotelId,
          number: created.number,
          bypassToken: created.bypass_token,
          checkin: details.checkin,
          checkout: details.checkout,
          adults: details.rooms.reduce((sum, room) => sum + room.party.adults, 0),
          challengeUrl,
        },
      });
      return { kind: 'challenge', challengeUrl };
    }
    rememberStay({
      hotelId: details.hotelId,
      number: created.number,
      checkin: created.checkin_date,
      checkout: created.checkout_date,
    });
    return { kind: 'confirmed', number: created.number, bypassToken: created.bypass_token };
  } catch (error) {
    if (mayRetrySame(error)) return { kind: 'unanswered' };
    writeSlot(store, { attempt: null });
    const change = priceChangeOf(error);
    if (change) return { kind: 'price-changed', change };
    return { kind: 'problem', problem: problemOf(error), cardRefused: cardCodeOf(error) !== null };
  }
}
