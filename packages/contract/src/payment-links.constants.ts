/**
 * Payment links, QR codes and PayPal (issue 19, decision 060), without Zod so the console can import
 * them. Spec §3 names the payment-link statuses, §4 and §9 the hour a payment page lasts.
 */

/** What a hotel asks a guest to pay for. */
export const PAYMENT_LINK_PURPOSES = ['deposit', 'balance', 'extra', 'no_show_fee', 'other'] as const;
export type PaymentLinkPurpose = (typeof PAYMENT_LINK_PURPOSES)[number];

/**
 * Where a link stands, as stored and as staff see it. `unpaid` is open for payment (the spec's list is
 * of outcomes; an open link needs a name too); `paid` the guest paid (the money is taken); `completed`
 * the hotel closed a paid link (settled into the stay or the till: no refund through it any more);
 * `refunded` the payment was given back; `cancelled` the hotel withdrew an unpaid link.
 */
export const PAYMENT_LINK_STATES = ['unpaid', 'paid', 'completed', 'refunded', 'cancelled'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

/**
 * The statuses of a transaction as the payments page reads them (spec §3: paid, already paid, failed,
 * completed, refunded, cancelled; plus `unpaid` for a link still to pay). `paid` is answered to the
 * session that paid, `already paid` to any other; `failed` is an unpaid link whose last attempt was
 * declined (it can be paid again, `error_code` says why).
 */
export const TRANSACTION_STATUSES = [
  'unpaid',
  'paid',
  'already paid',
  'failed',
  'completed',
  'refunded',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Spec §4 and §9: a payment page not completed within an hour must be reloaded (a fresh session). */
export const PAYMENT_LINK_SESSION_MS = 60 * 60 * 1000;

/** How a guest pays a link. */
export const PAYMENT_LINK_METHODS = ['credit_card', 'paypal'] as const;
export type PaymentLinkMethod = (typeof PAYMENT_LINK_METHODS)[number];

/**
 * A payment number: the address of a payments page and the guest's only key to it, so it cannot be
 * guessed: `PL` and 20 characters of Crockford base32 (100 random bits).
 */
export const PAYMENT_NUMBER_PATTERN = /^PL[0-9A-HJKMNP-TV-Z]{20}$/;
/** A printed QR code's own code (resolved by GET /book/qr_codes): 12 characters of Crockford base32. */
export const QR_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** The most and least a link may ask for, in minor units of the hotel's currency. */
export const PAYMENT_LINK_MIN_AMOUNT = 1;
export const PAYMENT_LINK_MAX_AMOUNT = 100_000_000;
/** What a link says it is for: at most this many characters. */
export const PAYMENT_LINK_DESCRIPTION_MAX = 500;

/** The provider names of spec §3 that take PayPal besides cards. */
export const PAYPAL_PROVIDERS = ['gmo-paypal', 'paygent-paypal', 'paypal'] as const;
/** Whether a hotel whose gateway is `provider` offers PayPal on its payments page. */
export const offersPayPal = (provider: string | null | undefined): boolean =>
  provider !== null && provider !== undefined && (PAYPAL_PROVIDERS as readonly string[]).includes(provider);

/** A PayPal order's states, as PayPal's Orders API names them. */
export const PAYPAL_ORDER_STATUSES = ['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'] as const;
export type PayPalOrderStatus = (typeof PAYPAL_ORDER_STATUSES)[number];
