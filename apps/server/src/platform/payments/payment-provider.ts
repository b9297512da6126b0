import type { Locale } from '@yadori/contract/locales';

/**
 * What the booking code asks of a payment gateway: a platform port (decision 036), so booking,
 * cancellation and the hold expiry depend on no gateway's code; payments implements it (the sandbox)
 * and builds the 3-D Secure completion on top of reservations. Card data never reaches the API: the
 * guest types it into the provider's hosted card fields (their own iframe), which hand the widget an opaque token;
 * the booking request carries only that token. Amounts are integer minor units of `currency`.
 *
 * The built-in sandbox provider (features/payments/sandbox/) behaves like a real gateway: test card
 * numbers for each decline code, brand detection, the VISA/Master online limit and a 3-D Secure
 * challenge page. Real gateways (spec: gmo, gmo-paypal, paygent, paygent-paypal, tappay, paypal) plug in
 * behind the same interface.
 */
export interface PaymentProvider {
  /** The spec's provider name the settings report (`sandbox` for the built-in one). */
  readonly name: string;

  /**
   * Reserves `amount` on the card behind `cardToken`. A card that needs 3-D Secure answers
   * `challenge`: the guest's browser goes to `challengeUrl`, which returns to `returnUrl` when done;
   * then `completeChallenge` tells how it ended. `challengeUrl` may be root-relative (the sandbox's
   * `/sandbox-pay/challenge/…` is): resolve it against the API's origin. `idempotencyKey` makes a retried call return the
   * first answer.
   */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;

  /** After the challenge page came back: authorised, or the decline code (3006 failed, 3008 cancelled…). */
  completeChallenge(paymentId: string): Promise<ChallengeResult>;

  /**
   * Takes `amount` (at most the authorised amount) of an authorisation; once per `idempotencyKey`.
   * Capturing less than was authorised releases the rest (a cancellation fee taken from a hold).
   */
  capture(paymentId: string, amount: number, idempotencyKey?: string): Promise<ProviderOutcome>;

  /** Gives `amount` of a captured payment back; once per `idempotencyKey`. */
  refund(paymentId: string, amount: number, idempotencyKey?: string): Promise<ProviderOutcome>;

  /** Drops an authorisation that will not be captured (cancelled or expired booking). */
  void(paymentId: string): Promise<ProviderOutcome>;

  /**
   * Drops the authorisation `authorize` made with `idempotencyKey`, for when its payment id never
   * reached us (the process died, or the connection broke, between the gateway's answer and saving
   * it). The gateway finds the payment by the key and voids it; nothing found, or already voided or
   * declined, is `ok`. Safe to call again.
   */
  voidByIdempotencyKey(idempotencyKey: string): Promise<ProviderOutcome>;

  /**
   * Removes a card from the gateway's vault (the customer's saved card). An unknown reference, or one
   * already removed, is `ok`: safe to call again.
   */
  deleteStoredCard(card: StoredCardRef): Promise<ProviderOutcome>;
}

/**
 * A card in the gateway's vault, as the merchant names it: the gateway's customer (the merchant's own
 * reference for its member, like a PSP's customer or member id) and the card's reference there.
 */
export interface StoredCardRef {
  customer: string;
  ref: string;
}

/** What the gateway tells of a card it keeps: never the number, only what a member may be shown. */
export interface StoredCard extends StoredCardRef, CardSummary {
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The idempotency key a reservation's card is authorised with: one authorisation per reservation. */
export const authorizationKey = (reservationNumber: string) => `reservation:${reservationNumber}`;

export interface AuthorizeInput {
  cardToken: string;
  amount: number;
  currency: string;
  /** The reservation number, shown on the gateway's records. */
  reference: string;
  /** Where the 3-D Secure challenge page sends the browser back to. */
  returnUrl: string;
  idempotencyKey: string;
  /** The guest's language: the gateway's own pages (the 3-D Secure challenge) speak it. */
  locale?: Locale;
  /**
   * Keep the card behind `cardToken` in the gateway's vault for this customer once the payment is
   * authorised (at once, or when the 3-D Secure challenge passes); the answer then carries `storedCard`.
   */
  keepCardFor?: string;
  /**
   * Pay with a card of the vault: `cardToken` is then the token of the hosted security-code field,
   * which the gateway checks against the card (a wrong code declines, `reason: 'security_code'`).
   */
  storedCard?: StoredCardRef;
}

export type CardBrand = 'visa' | 'master' | 'amex' | 'jcb' | 'diners';

/** The spec's card decline codes (section 8). */
export type DeclineCode =
  | 3001
  | 3002
  | 3003
  | 3004
  | 3005
  | 3006
  | 3007
  | 3008
  | 3009
  | 3011
  | 3200
  | 3201
  | 3202
  | 3203
  | 3204
  | 3205;

export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

export type AuthorizeResult =
  | ({ status: 'authorized'; paymentId: string; storedCard?: StoredCard } & CardSummary)
  | ({ status: 'challenge'; paymentId: string; challengeUrl: string } & CardSummary)
  | {
      status: 'declined';
      code: DeclineCode;
      paymentId: string | null;
      /** Set when the decline has a more precise message than its code, e.g. the 1,000,000 yen limit. */
      reason?: DeclineReason;
    };

/**
 * `online_limit`: VISA/Master over 1,000,000 yen online (spec §5). `security_code`: a saved card paid
 * with a security code that is not the card's.
 */
export type DeclineReason = 'online_limit' | 'security_code';

/**
 * `pending`: the guest has not finished the challenge page yet (the reservation stays on hold).
 * A challenge ending after the hold expired is declined 3001 (timeout).
 */
export type ChallengeResult =
  | { status: 'authorized'; storedCard?: StoredCard }
  | { status: 'declined'; code: DeclineCode }
  | { status: 'pending' };

export type ProviderOutcome = { status: 'ok' } | { status: 'failed'; code: DeclineCode };
