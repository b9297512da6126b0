import { navigateTo } from '../../app/navigation.ts';
import { paymentNumberOf, paymentPagePath } from '../address/payment-address.ts';
import { isPayPalResult, PAYPAL_MARKER, POPUP_FLAG } from './payment-link-addresses.ts';
import { IFRAME_TOKEN_SOURCE, type IframeTokenMessage } from './paypal-window.ts';

/** The opener, if it is a window of the widget's own origin (anything else is not ours to tell). */
function sameOriginOpener(win: Window): Window | null {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return null;
  try {
    return opener.location.origin === win.location.origin ? opener : null;
  } catch {
    // Another origin's window: reading its location throws.
    return null;
  }
}

/** The query keys of the payments page that `/iframe-token` carries on (hotel, language). */
const KEPT_KEYS = ['code', 'hotel_code', 'locale'] as const;

/**
 * `/iframe-token` (spec §2), where PayPal's approval page returns (`payment`, `result` approved or
 * cancelled, PayPal's `token` and `PayerID`). In the popup the payments page opened (`popup=1`, an
 * opener of our origin) it posts the result to that page — to our own origin only, with its source
 * marker — and closes. Otherwise (the popup was blocked and PayPal ran in the page's own window, or the
 * opener is gone) it goes to the payments page with `paypal=<result>`, which finishes the payment there.
 * Answers what it did; `invalid` when the address lacks a payment number or a result.
 */
export function handOverPayPalResult(
  params: URLSearchParams,
  win: Window = window,
): 'posted' | 'navigated' | 'invalid' {
  const payment = paymentNumberOf(params.get('payment'));
  const result = params.get('result');
  if (!payment || !isPayPalResult(result)) return 'invalid';
  const opener = params.get(POPUP_FLAG) === '1' ? sameOriginOpener(win) : null;
  if (opener) {
    const message: IframeTokenMessage = {
      source: IFRAME_TOKEN_SOURCE,
      payment,
      result,
      token: params.get('token'),
    };
    try {
      opener.postMessage(message, win.location.origin);
      win.close();
      return 'posted';
    } catch {
      // The opener went away meanwhile: finish here instead.
    }
  }
  const query = new URLSearchParams();
  for (const key of KEPT_KEYS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  query.set(PAYPAL_MARKER, result);
  navigateTo(`${paymentPagePath(payment)}?${query}`, { replace: true });
  return 'navigated';
}
