import type { Locale } from '@yadori/contract/locales';
import type { CardSummary, DeclineCode, ProviderOutcome } from './payment-provider.ts';

/**
 * What the payment code asks of a wallet gateway with an order flow, PayPal's (decision 060): a platform
 * port beside the card gateway's (`payment-provider.ts`). The merchant creates an order, the buyer's
 * browser goes to the wallet's approval page and comes back to `returnUrl` (approved) or `cancelUrl`,
 * then the merchant captures the order. Amounts are integer minor units of `currency`.
 *
 * The built-in sandbox (features/payments/paypal-sandbox/) behaves like PayPal's Orders API: a client
 * credential, orders created once per request id, an approval page (approve with the buyer's balance,
 * approve with a card PayPal will decline at capture, or cancel), capture once, refund once per key.
 * Card numbers never reach it from /book: `validateCard` takes the hosted card fields' token.
 */
export interface WalletProvider {
  /** `paypal`. */
  readonly name: string;

  /** A client token for the wallet's own scripts (OAuth `client_credentials`). */
  clientCredential(): Promise<WalletClientCredential>;

  /**
   * Creates an order for `amount`; a retried call with the same `requestId` answers the first order.
   * `approveUrl` may be root-relative (the sandbox's is): resolve it against the API's origin.
   */
  createOrder(input: CreateOrderInput): Promise<WalletOrder>;

  /** An order as the wallet has it now (null when unknown). */
  getOrder(orderId: string): Promise<WalletOrder | null>;

  /**
   * Takes an approved order's money; once per `idempotencyKey` (a retry answers the first capture).
   * Not approved yet: declined 3201 (not capturable); the buyer's funding refused: declined 3204.
   */
  captureOrder(orderId: string, idempotencyKey: string): Promise<WalletCaptureResult>;

  /** Gives `amount` of a capture back; once per `idempotencyKey`. */
  refundCapture(captureId: string, amount: number, idempotencyKey: string): Promise<ProviderOutcome>;

  /** Drops an order that will not be captured (approved or not); unknown or already dropped is `ok`. */
  voidOrder(orderId: string): Promise<ProviderOutcome>;

  /** Checks a card (a hosted card fields token) with no amount: what it is, or why it is refused. */
  validateCard(
    cardToken: string,
  ): Promise<({ status: 'valid' } & CardSummary) | { status: 'declined'; code: DeclineCode }>;
}

export interface WalletClientCredential {
  clientId: string;
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  environment: 'sandbox' | 'live';
}

export interface CreateOrderInput {
  amount: number;
  currency: string;
  /** Shown on the wallet's records and approval page: the payment number. */
  reference: string;
  /** A line the approval page shows (what the payment is for). */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** PayPal-Request-Id. */
  requestId: string;
  locale?: Locale;
}

export interface WalletOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: number;
  currency: string;
  approveUrl: string;
  /** Set once COMPLETED. */
  captureId: string | null;
}

export type WalletCaptureResult =
  | { status: 'completed'; captureId: string; payerEmail: string | null }
  | { status: 'declined'; code: DeclineCode };
