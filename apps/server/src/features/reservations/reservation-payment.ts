import { isLocale } from '@yadori/contract/locales';
import { type AuthorizeResult, authorizationKey } from '../../platform/payments/payment-provider.ts';
import { authorisedAmount } from './payment-rules.ts';
import { cancelPendingReservation, confirmPendingReservation } from './reservation-lifecycle.ts';
import { paymentDeclined } from './reservations.errors.ts';
import {
  deleteIdempotencyKey,
  findReservationById,
  type StoredReservation,
  updatePayment,
} from './reservations.repository.ts';
import type { ReservationDeps } from './reservations.service.ts';

export interface PaymentAnswer {
  row: StoredReservation;
}

/**
 * The widget's return address with the reservation number and bypass token added (the 3-D Secure
 * pending page reads them); the fragment of a hash-mode address is kept.
 */
export function challengeReturnUrl(returnUrl: string, number: string, bypassToken: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('number', number);
  url.searchParams.set('bypass_token', bypassToken);
  return url.toString();
}

/**
 * The card step of a pending reservation: authorise the amount due now (the deposit, the total, or
 * for on_site_credit_card_required what is left to pay, as a guarantee that is not captured). Authorised →
 * confirmed; challenge → stays pending with the challenge address (the expiry job cancels it after
 * 15 minutes); declined → cancelled with its nights given back, the key freed, and a 402 with the
 * decline code. The provider call carries an idempotency key of its own, so a replay that reaches
 * this step again gets the provider's first answer.
 */
export async function payReservation(
  deps: ReservationDeps,
  input: {
    row: StoredReservation;
    cardToken: string;
    returnUrl: string;
    bypassToken: string;
    hotelId: number;
    keyHash: string;
    /** The brands the hotel takes (settings payment_gateway_setting.card_brands); others are refused. */
    acceptedBrands?: readonly string[];
  },
): Promise<PaymentAnswer> {
  const { row } = input;
  const provider = deps.paymentProvider;
  let result: AuthorizeResult;
  const idempotencyKey = authorizationKey(row.number);
  try {
    if (!provider) throw new Error('no payment provider');
    result = await provider.authorize({
      cardToken: input.cardToken,
      amount: authorisedAmount(row),
      currency: row.currency,
      reference: row.number,
      returnUrl: challengeReturnUrl(input.returnUrl, row.number, input.bypassToken),
      idempotencyKey,
      locale: isLocale(row.locale) ? row.locale : undefined,
    });
  } catch {
    // A gateway that cannot be reached is a processing error for the guest (3203), nothing kept. It
    // may have authorised before the answer was lost: drop that by the key (the expiry job retries).
    await provider?.voidByIdempotencyKey(idempotencyKey).catch(() => undefined);
    result = { status: 'declined', code: 3203, paymentId: null };
  }
  if (result.status !== 'declined' && input.acceptedBrands && !input.acceptedBrands.includes(result.brand)) {
    // The hosted fields hide other brands, but the server decides: drop the hold, card not accepted.
    await provider?.void(result.paymentId).catch(() => undefined);
    result = { status: 'declined', code: 3007, paymentId: result.paymentId };
  }
  const now = deps.now();
  if (result.status === 'declined') {
    await cancelPendingReservation(deps.db, row.id, 'payment_declined', now);
    if (result.paymentId) await updatePayment(deps.db, row.id, { paymentId: result.paymentId }, now);
    await deleteIdempotencyKey(deps.db, input.hotelId, input.keyHash);
    throw paymentDeclined(result.code, result.reason);
  }
  await updatePayment(
    deps.db,
    row.id,
    {
      paymentId: result.paymentId,
      cardBrand: result.brand,
      cardLast4: result.last4,
      threeDSecureUrl: result.status === 'challenge' ? result.challengeUrl : null,
    },
    now,
  );
  if (result.status === 'authorized') await confirmPendingReservation(deps.db, row.id, now);
  return { row: (await findReservationById(deps.db, row.id))! };
}
