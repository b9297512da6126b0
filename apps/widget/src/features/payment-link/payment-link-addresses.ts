import { currentAddress, getNavigationMode } from '../../app/navigation.ts';
import { readWidgetConfig } from '../../config/widget-config.ts';
import { formatAddress } from '../address/address.ts';
import { paymentPagePath } from '../address/payment-address.ts';

/** The payments page's return marker after the 3-D Secure page: `PUT complete` once back. */
export const THREE_D_SECURE_MARKER = 'three_d_secure';
/** The payments page's return marker after PayPal in the page's own window: `approved` or `cancelled`. */
export const PAYPAL_MARKER = 'paypal';
export const IFRAME_TOKEN_PATH = '/iframe-token';
/** `/iframe-token`'s mark that PayPal ran in a popup, whose opener waits for the result. */
export const POPUP_FLAG = 'popup';

export type PayPalResult = 'approved' | 'cancelled';
export const isPayPalResult = (value: unknown): value is PayPalResult =>
  value === 'approved' || value === 'cancelled';

/** The query keys every widget address of the flow keeps: the hotel (every page needs it) and language. */
const KEPT_KEYS = ['code', 'hotel_code', 'locale'] as const;

/** The absolute widget address of `path` with `query`, in the widget's address style. */
function widgetHref(path: string, params: URLSearchParams): string {
  const relative = formatAddress({ path, params, fragment: '', hashStyle: false }, getNavigationMode());
  return new URL(relative, window.location.href).href;
}

function keptQuery(extra: Readonly<Record<string, string>>): URLSearchParams {
  const current = currentAddress().params;
  const params = new URLSearchParams();
  for (const key of KEPT_KEYS) {
    const value = current.get(key);
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

/** Where the 3-D Secure page returns: this page's own address with the 3-D Secure marker. */
export function threeDSecureReturnUrl(paymentNumber: string): string {
  const params = new URLSearchParams(currentAddress().params);
  params.delete(PAYPAL_MARKER);
  params.set(THREE_D_SECURE_MARKER, '1');
  return widgetHref(paymentPagePath(paymentNumber), params);
}

/**
 * Where PayPal's approval page returns (approved) or gives up (cancelled): `/iframe-token` on the
 * widget's own origin, in the guest's language, marked when PayPal runs in a popup.
 */
export function payPalReturnUrl(
  paymentNumber: string,
  result: PayPalResult,
  options: { popup: boolean; locale: string },
): string {
  const params = keptQuery({ locale: options.locale, payment: paymentNumber, result });
  if (options.popup) params.set(POPUP_FLAG, '1');
  return widgetHref(IFRAME_TOKEN_PATH, params);
}

/** A page's address as a guest opens it (the display shows it): the link's page for this hotel. */
export function paymentPageUrl(paymentNumber: string): string {
  const current = currentAddress().params;
  const params = new URLSearchParams();
  const code = current.get('hotel_code') ?? current.get('code');
  if (code) params.set('code', code);
  return widgetHref(paymentPagePath(paymentNumber), params);
}

/**
 * The gateway's (possibly root-relative) address — the 3-D Secure challenge, PayPal's approval page —
 * resolved against the API's origin, as the booking does (decision 010); http(s) only, else null.
 */
export function gatewayUrl(address: string): string | null {
  try {
    const url = new URL(address, new URL(readWidgetConfig().apiBase, window.location.href));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
