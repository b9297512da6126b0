import type { PaymentLinkMethod, PaymentLinkState } from '@yadori/contract/payment-links.constants';
import type { CardBrand } from '../../platform/payments/payment-provider.ts';

/** Where the attempt holding a link stands (decision 060). */
export type AttemptState = 'started' | 'awaiting_guest' | 'capturing';

/**
 * The one payment attempt holding a link: claimed by a page session, leased until `expiresAt`. `ref`
 * is the gateway's payment id (card) or the PayPal order id, once the gateway answered.
 */
export interface LinkAttempt {
  id: string;
  sessionId: string;
  method: PaymentLinkMethod;
  state: AttemptState;
  ref: string | null;
  nextUrl: string | null;
  expiresAt: Date;
}

/** A payment link as its guest page needs it. */
export interface GuestPaymentLink {
  id: number;
  hotelId: number;
  number: string;
  amount: number;
  currency: string;
  purpose: string;
  description: string | null;
  reservationNumber: string | null;
  guestName: string | null;
  locale: string;
  status: PaymentLinkState;
  lastErrorCode: number | null;
  attempt: LinkAttempt | null;
  paidMethod: PaymentLinkMethod | null;
  /** The gateway's payment id (card) or PayPal capture id the link was paid with. */
  paidRef: string | null;
  cardBrand: CardBrand | null;
  cardLast4: string | null;
  paidSessionId: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}

/** A page session of a link (an hour, spec §4). */
export interface PaymentLinkSession {
  id: string;
  paymentLinkId: number;
  expiresAt: Date;
}

/** What a printed QR code stands for. */
export interface QrCodeRow {
  hotelId: number;
  /** Null for the hotel's booking page. */
  paymentNumber: string | null;
}

/** What an attempt that the gateway took the money of is marked paid with. */
export interface PaidWith {
  method: PaymentLinkMethod;
  ref: string;
  cardBrand: CardBrand | null;
  cardLast4: string | null;
}
