import { z } from 'zod';
import { pathIdSchema } from './cancellation-policy.schema.ts';
import { CREDIT_CARD_BRANDS } from './credit-cards.schema.ts';
import { ERROR_CODES } from './error-codes.ts';
import { emailSchema } from './membership.schema.ts';
import {
  PAYMENT_LINK_DESCRIPTION_MAX,
  PAYMENT_LINK_MAX_AMOUNT,
  PAYMENT_LINK_METHODS,
  PAYMENT_LINK_MIN_AMOUNT,
  PAYMENT_LINK_PURPOSES,
  PAYMENT_LINK_STATES,
  PAYMENT_NUMBER_PATTERN,
  PAYPAL_ORDER_STATUSES,
  QR_CODE_PATTERN,
  TRANSACTION_STATUSES,
} from './payment-links.constants.ts';
import { queryInt } from './query.ts';
import { localeSchema } from './settings.schema.ts';
import { text } from './text.ts';

/**
 * Payment links (issue 19, decision 060): a hotel asks a guest to pay an amount; the guest pays on the
 * payments page (`/payments/{paymentNumber}`) through `/book/hotels/{id}/tripla_pay/transactions/{n}`.
 * Staff make and manage links under `/staff/hotels/{id}/payment_links`, partners under
 * `/api/v1/hotels/{id}/payment_links`.
 */

export const paymentLinkPurposeSchema = z.enum(PAYMENT_LINK_PURPOSES);
export const paymentLinkStateSchema = z.enum(PAYMENT_LINK_STATES);
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const paymentLinkMethodSchema = z.enum(PAYMENT_LINK_METHODS);

/** A payment number as typed in an address (any case; they are upper case). */
export const paymentNumberSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(PAYMENT_NUMBER_PATTERN, 'not a payment number'));

/** `/book/hotels/:hotelId/tripla_pay/transactions/:paymentNumber`. */
export const transactionParamsSchema = z.object({
  hotelId: pathIdSchema,
  paymentNumber: paymentNumberSchema,
});

/** The payments page's session: handed out by GET, needed by POST and PUT, good for an hour (spec §4). */
export const paymentSessionSchema = z.uuid('not a payment session');

/** GET: `session` keeps the page's session while it is good; without it (or expired) a fresh one. */
export const transactionQuerySchema = z.object({ session: paymentSessionSchema.optional() });

const returnUrl = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * POST: pay. By card, with the token of the hosted card fields (the number never reaches /book) and the
 * address the 3-D Secure challenge comes back to; or with PayPal, with where PayPal's approval page
 * sends the guest back to (approved, or cancelled).
 */
export const transactionPayBodySchema = z.discriminatedUnion('method', [
  z.strictObject({
    session: paymentSessionSchema,
    method: z.literal('credit_card'),
    card_token: text().min(1).max(512),
    return_url: returnUrl,
  }),
  z.strictObject({
    session: paymentSessionSchema,
    method: z.literal('paypal'),
    return_url: returnUrl,
    cancel_url: returnUrl,
  }),
]);
export type TransactionPayBody = z.infer<typeof transactionPayBodySchema>;

/**
 * PUT: after the 3-D Secure page or PayPal's approval page came back, `complete` finishes the payment
 * (capturing it); `cancel` drops the attempt under way (PayPal cancelled, card page left), the link
 * stays payable.
 */
export const transactionUpdateBodySchema = z.strictObject({
  session: paymentSessionSchema,
  action: z.enum(['complete', 'cancel']),
});
export type TransactionUpdateBody = z.infer<typeof transactionUpdateBodySchema>;

/** What the guest must do next for the attempt under way: pass 3-D Secure, or approve on PayPal. */
export const transactionNextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('three_d_secure'), url: z.string() }),
  z.object({ type: z.literal('paypal_approval'), url: z.string(), order_id: z.string() }),
]);

export const paidWithSchema = z.object({
  method: paymentLinkMethodSchema,
  /** The card's brand and last four digits (cards only). */
  brand: z.enum(CREDIT_CARD_BRANDS).nullable(),
  last4: z.string().nullable(),
});

/** One payment link as the payments page shows it. */
export const transactionSchema = z.object({
  payment_number: z.string(),
  hotel: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** Minor units of `currency` (yen are whole). */
  amount: z.number().int(),
  currency: z.string(),
  purpose: paymentLinkPurposeSchema,
  description: z.string().nullable(),
  reservation_number: z.string().nullable(),
  guest_name: z.string().nullable(),
  status: transactionStatusSchema,
  /** Why the last attempt was declined (spec §8 codes), with `failed`; else null. */
  error_code: z.number().int().nullable(),
  /** How this hotel takes the payment: cards, and PayPal when its gateway offers it. */
  methods: z.array(paymentLinkMethodSchema),
  card_brands: z.array(z.enum(CREDIT_CARD_BRANDS)),
  paid_with: paidWithSchema.nullable(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The page's session while the link can be paid (null otherwise): send it back with POST and PUT. */
  session: z.object({ token: z.string(), expires_at: z.string() }).nullable(),
  /** The attempt under way of this session, waiting for the guest (3-D Secure, PayPal); else null. */
  next_action: transactionNextActionSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionResponseSchema = z.object({ data: transactionSchema });

/** `GET /book/qr_codes?qr_code=`: the code printed in a QR image. */
export const qrCodeQuerySchema = z.object({
  qr_code: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(QR_CODE_PATTERN, 'not a QR code')),
});

/** Where a printed QR code leads: a payment link's page, or a hotel's booking page. */
export const qrCodeTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payment_link'),
    hotel_id: z.number().int(),
    hotel_code: z.string(),
    payment_number: z.string(),
  }),
  z.object({ type: z.literal('booking'), hotel_id: z.number().int(), hotel_code: z.string() }),
]);
export type QrCodeTarget = z.infer<typeof qrCodeTargetSchema>;
export const qrCodeResponseSchema = z.object({ data: qrCodeTargetSchema });

// ---------------------------------------------------------------------------------------------
// PayPal (spec §7: /hotels/{id}/reservations/paypal_payments/…)

export const payPalClientCredentialResponseSchema = z.object({
  data: z.object({
    /** The merchant's PayPal client id, for PayPal's own scripts. */
    client_id: z.string(),
    /** A short-lived client token of PayPal's OAuth (`client_credentials`). */
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    environment: z.enum(['sandbox', 'live']),
  }),
});

/** Create a PayPal order for a payment link (what POST transactions with `method: paypal` does). */
export const payPalOrderBodySchema = z.strictObject({
  payment_number: paymentNumberSchema,
  session: paymentSessionSchema,
  return_url: returnUrl,
  cancel_url: returnUrl,
});
export const payPalOrderResponseSchema = z.object({
  data: z.object({
    order_id: z.string(),
    status: z.enum(PAYPAL_ORDER_STATUSES),
    /** PayPal's approval page: the guest's browser goes there, and comes back to return or cancel URL. */
    approve_url: z.string(),
  }),
});

/** Check a card through PayPal before paying with it (a verification of no amount). */
export const payPalValidateCardBodySchema = z.strictObject({ card_token: text().min(1).max(512) });
export const payPalValidateCardResponseSchema = z.object({
  data: z.object({
    valid: z.literal(true),
    brand: z.enum(CREDIT_CARD_BRANDS),
    last4: z.string(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Staff and partners

/** `/staff/hotels/:hotelId/payment_links/:number` (and the partner API's). */
export const paymentLinkParamsSchema = z.object({ hotelId: pathIdSchema, number: paymentNumberSchema });

export const paymentLinksQuerySchema = z.object({
  page: queryInt(1, 100_000).default(1),
  per_page: queryInt(1, 100).default(25),
  status: paymentLinkStateSchema.optional(),
  /** A reservation number, a payment number, or part of the guest's name or e-mail. */
  q: text().trim().max(100).optional(),
});

/** Make a link: what to ask for, for which stay, from whom. */
export const paymentLinkCreateBodySchema = z.strictObject({
  /** Minor units of the hotel's currency. */
  amount: z.number().int().min(PAYMENT_LINK_MIN_AMOUNT).max(PAYMENT_LINK_MAX_AMOUNT),
  purpose: paymentLinkPurposeSchema,
  description: text().trim().max(PAYMENT_LINK_DESCRIPTION_MAX).optional(),
  /** A stay of this hotel the payment is for (unknown → 422 on the field). */
  reservation_number: z
    .string()
    .regex(/^[0-9A-Za-z]{6,16}$/, 'a reservation number is 6–16 letters and digits')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Taken from the stay when tied to one and not given. */
  guest_name: text().trim().min(1).max(200).optional(),
  guest_email: emailSchema.optional(),
  /** The guest's language for the page's first view and the mails (from the stay, else ja). */
  locale: localeSchema.optional(),
  /** Send the payment request to `guest_email` now (default true when there is one). */
  send_email: z.boolean().optional(),
});
export type PaymentLinkCreateBody = z.infer<typeof paymentLinkCreateBodySchema>;

/** One link as staff and partners see it. */
export const paymentLinkSchema = z.object({
  number: z.string(),
  hotel_id: z.number().int(),
  status: paymentLinkStateSchema,
  amount: z.number().int(),
  currency: z.string(),
  purpose: paymentLinkPurposeSchema,
  description: z.string().nullable(),
  reservation_number: z.string().nullable(),
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  locale: localeSchema,
  /** The payments page: the widget on this server, for the hotel's code. */
  url: z.string(),
  /** The printed QR code's own code, and the address its image holds. */
  qr_code: z.string(),
  qr_url: z.string(),
  /** The last declined attempt's code while unpaid; else null. */
  last_error_code: z.number().int().nullable(),
  paid_with: paidWithSchema.nullable(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** When the payment request last went to the guest; null when never. */
  mail_sent_at: z.string().nullable(),
  created_at: z.string(),
  /** Who made it: a console account, a partner key (by name), or null once that is gone. */
  created_by: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('staff'), name: z.string(), email: z.string() }),
      z.object({ type: z.literal('api_key'), name: z.string() }),
    ])
    .nullable(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinkResponseSchema = z.object({ data: paymentLinkSchema });
export const paymentLinksResponseSchema = z.object({
  data: z.array(paymentLinkSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** `GET …/qr_code?format=`: the QR image of a link (or of the hotel's booking page). */
export const qrImageQuerySchema = z.object({ format: z.enum(['svg', 'png']).default('svg') });

/** The codes a link's refusals carry (spec §8): 3200 it can no longer be changed, 3201 not captured. */
export const PAYMENT_LINK_CODES = {
  notUpdatable: ERROR_CODES.payNotUpdatable,
  notCapturable: ERROR_CODES.payNotCapturable,
  sessionExpired: ERROR_CODES.expired,
} as const;
