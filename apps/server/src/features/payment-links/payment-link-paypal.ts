import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelCatalogue, HotelWithBrand } from '../hotels/hotels.service.ts';
import type { PaymentLinkDeps } from './payment-link-attempts.ts';
import { paymentMethodsOf } from './payment-link-view.ts';
import { paymentDeclined, paymentLinkErrors } from './payment-links.errors.ts';

// PayPal's own calls of spec §7 (`…/reservations/paypal_payments/*`) besides paying a link with it.

/** The hotel `id` for the PayPal calls: seen by the client session and offering PayPal, else 404. */
export async function payPalHotel(
  hotels: HotelCatalogue,
  scope: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>,
  id: number,
): Promise<HotelWithBrand> {
  const hotel = await hotels.visibleHotel(scope, id, () => paymentLinkErrors.payPalNotOffered());
  if (!paymentMethodsOf(hotel).includes('paypal')) throw paymentLinkErrors.payPalNotOffered();
  return hotel;
}

type WalletCredential = Awaited<ReturnType<PaymentLinkDeps['walletProvider']['clientCredential']>>;

/**
 * PayPal's client credential, asked once and reused until a minute before it expires (one merchant
 * account behind every hotel of the app); `expiresIn` counts what is left of it.
 */
export function payPalCredentials(
  deps: Pick<PaymentLinkDeps, 'walletProvider' | 'now'>,
): () => Promise<WalletCredential> {
  let kept: { value: WalletCredential; expiresAt: number } | null = null;
  return async () => {
    const now = deps.now().getTime();
    if (!kept || kept.expiresAt - 60_000 <= now) {
      let value: WalletCredential;
      try {
        value = await deps.walletProvider.clientCredential();
      } catch {
        throw paymentDeclined(3203);
      }
      kept = { value, expiresAt: now + value.expiresIn * 1000 };
    }
    return { ...kept.value, expiresIn: Math.max(0, Math.floor((kept.expiresAt - now) / 1000)) };
  };
}

/** Checks a card through PayPal with no amount: its brand and last four, or the decline's 402. */
export async function validatePayPalCard(
  deps: Pick<PaymentLinkDeps, 'walletProvider'>,
  cardToken: string,
): Promise<{ brand: 'visa' | 'master' | 'amex' | 'jcb' | 'diners'; last4: string }> {
  let result: Awaited<ReturnType<PaymentLinkDeps['walletProvider']['validateCard']>>;
  try {
    result = await deps.walletProvider.validateCard(cardToken);
  } catch {
    throw paymentDeclined(3203);
  }
  if (result.status === 'declined') throw paymentDeclined(result.code);
  return { brand: result.brand, last4: result.last4 };
}
