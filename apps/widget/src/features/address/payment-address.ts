import { PAYMENT_NUMBER_PATTERN } from '@yadori/contract/payment-links.constants';
import type { Address } from './address.ts';

/** Spec §2: an address carrying this key, whatever its path, opens that payment link's page. */
export const PAYMENT_NUMBER_KEY = 'triplaPaymentNo';
/** A printed QR code's own code (decision 060), resolved at start-up by `GET /book/qr_codes`. */
export const QR_CODE_KEY = 'qr_code';

/** The payments page of a link (spec §2 `/payments/{paymentNumber}`). */
export const paymentPagePath = (paymentNumber: string): string =>
  `/payments/${encodeURIComponent(paymentNumber)}`;

/** The front desk's display of a link (spec §2 `/payments/{paymentNumber}/display`). */
export const paymentDisplayPath = (paymentNumber: string): string =>
  `${paymentPagePath(paymentNumber)}/display`;

/** A payment number as typed (any case) in its canonical upper case, or null when it is none. */
export function paymentNumberOf(raw: string | null | undefined): string | null {
  const upper = raw?.trim().toUpperCase() ?? '';
  return PAYMENT_NUMBER_PATTERN.test(upper) ? upper : null;
}

/**
 * `?triplaPaymentNo=<n>` on any address goes to `/payments/<n>` (spec §2); the key leaves the query,
 * the rest (the hotel code, the language) stays. A value that is no payment number still goes there
 * (the page says the link is not valid) rather than to a search the guest did not ask for.
 */
export function routePaymentNumber(address: Address): Address {
  const raw = address.params.get(PAYMENT_NUMBER_KEY);
  if (raw === null) return address;
  const params = new URLSearchParams(address.params);
  params.delete(PAYMENT_NUMBER_KEY);
  if (raw.trim() === '') return { ...address, params };
  return { ...address, path: paymentPagePath(paymentNumberOf(raw) ?? raw.trim()), params };
}
