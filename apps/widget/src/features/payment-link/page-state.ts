import type { Transaction } from '@yadori/contract/payment-links.schema';
import { currentAddress, writeAddress } from '../../app/navigation.ts';
import { PAYPAL_MARKER, THREE_D_SECURE_MARKER } from './payment-link-addresses.ts';
import type { PaymentLinkTextKey } from './texts/en.ts';
import type { Refusal } from './transaction-api.ts';

/** What the page says above its form or outcome, besides the link's own state. */
export type PageNotice =
  /** A decline (spec §8 card codes) of this visit's attempt. */
  | { kind: 'declined'; code: number }
  /** The card fields gave no token (a card-issue key, their silence) or the card is over its limit. */
  | { kind: 'card'; reason: string | number }
  /** One of the page's own sentences; nothing was charged. */
  | { kind: 'text'; key: PaymentLinkTextKey }
  | { kind: 'network' }
  | { kind: 'message'; text: string };

export type Phase =
  | 'loading'
  | 'not-found'
  | 'load-failed'
  /** 410 1250: the page's hour is over (spec §4); only a reload goes on. */
  | 'expired'
  | 'ready'
  /** POST under way. */
  | 'paying'
  /** On the way to the 3-D Secure page or PayPal in this window. */
  | 'leaving'
  /** PUT under way (after 3-D Secure or PayPal, or dropping an attempt). */
  | 'completing'
  /** PayPal's window is open; its answer is awaited. */
  | 'paypal';

export interface PageState {
  phase: Phase;
  tx: Transaction | null;
  notice: PageNotice | null;
}

/** The PUT after the 3-D Secure page or PayPal. */
export type Action = 'complete' | 'cancel';

export function noticeOf(refusal: Refusal): PageNotice | null {
  switch (refusal.kind) {
    case 'declined':
      return { kind: 'declined', code: refusal.code };
    case 'not-capturable':
      return { kind: 'text', key: 'notCapturable.text' };
    case 'network':
      return { kind: 'network' };
    case 'other':
      return { kind: 'message', text: refusal.message };
    default:
      return null;
  }
}

/**
 * The page came back from the 3-D Secure page (`three_d_secure=1`) or from PayPal in its own window
 * (`paypal=approved|cancelled`): what to PUT. The markers leave the address, so a reload does not
 * send it again.
 */
export function takeReturnMarker(): Action | null {
  const address = currentAddress();
  const threeDSecure = address.params.get(THREE_D_SECURE_MARKER);
  const payPal = address.params.get(PAYPAL_MARKER);
  if (threeDSecure === null && payPal === null) return null;
  const params = new URLSearchParams(address.params);
  params.delete(THREE_D_SECURE_MARKER);
  params.delete(PAYPAL_MARKER);
  writeAddress({ ...address, params });
  if (payPal === 'cancelled') return 'cancel';
  return payPal === 'approved' || threeDSecure === '1' ? 'complete' : null;
}
