import { defineEndpoint, refusals } from '../endpoint.ts';
import { partnerIdempotentHeadersSchema } from '../partner-api.schema.ts';
import {
  paymentLinkCreateBodySchema,
  paymentLinkParamsSchema,
  paymentLinkResponseSchema,
  paymentLinksQuerySchema,
  paymentLinksResponseSchema,
  payPalClientCredentialResponseSchema,
  payPalOrderBodySchema,
  payPalOrderResponseSchema,
  payPalValidateCardBodySchema,
  payPalValidateCardResponseSchema,
  qrCodeQuerySchema,
  qrCodeResponseSchema,
  qrImageQuerySchema,
  transactionParamsSchema,
  transactionPayBodySchema,
  transactionQuerySchema,
  transactionResponseSchema,
  transactionUpdateBodySchema,
} from '../payment-links.schema.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

const transaction = '/book/hotels/:hotelId/tripla_pay/transactions/:paymentNumber';
const paypal = '/book/hotels/:hotelId/reservations/paypal_payments';

/**
 * The payments page's calls (spec §7, decision 060). The payment number is the guest's key: another
 * hotel's number, or one the client session's brand cannot see, answers 404 as an unknown one.
 */
export const transactionEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: transaction,
    summary:
      'A payment link as its page shows it: amount, hotel, what it is for, its status (spec §3) and, ' +
      'while it can be paid, the page session (an hour, spec §4; `session` keeps a good one, a missing ' +
      'or expired one gets a fresh session of the same link)',
    tags: ['payment-links'],
    params: transactionParamsSchema,
    query: transactionQuerySchema,
    responses: { 200: transactionResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: transaction,
    summary:
      'Pay the link, by card (hosted card fields token; 3-D Secure answers `next_action`) or PayPal ' +
      '(`next_action` is the approval page). A link is paid at most once: paid, cancelled or with ' +
      'another payment under way answers 409 (3200); an expired session 410 (1250, reload); a declined ' +
      'card 402 with its code (the link then reads `failed` and can be paid again)',
    tags: ['payment-links'],
    params: transactionParamsSchema,
    body: transactionPayBodySchema,
    responses: { 200: transactionResponseSchema, ...refusals(400, 401, 402, 403, 404, 409, 410, 422, 429) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: transaction,
    summary:
      'After the 3-D Secure or PayPal page came back: `complete` takes the payment (402 declined; 409 ' +
      '3201 when it can no longer be captured — the link was cancelled or paid meanwhile, and the ' +
      'authorisation is released); `cancel` drops the attempt under way, the link stays payable',
    tags: ['payment-links'],
    params: transactionParamsSchema,
    body: transactionUpdateBodySchema,
    responses: { 200: transactionResponseSchema, ...refusals(400, 401, 402, 403, 404, 409, 410, 422, 429) },
  }),
  qrImage: defineEndpoint({
    method: 'GET',
    path: `${transaction}/qr_code`,
    summary:
      "The QR image (SVG) of the link's payments page, for the front desk's display page to show; the " +
      'payment number is the key, as for reading the link',
    tags: ['payment-links'],
    params: transactionParamsSchema,
    produces: ['image/svg+xml'],
    responses: refusals(400, 401, 403, 404, 429),
  }),
  qrCode: defineEndpoint({
    method: 'GET',
    path: '/book/qr_codes',
    summary: "Where a printed QR code leads: a payment link's page or a hotel's booking page",
    tags: ['payment-links'],
    query: qrCodeQuerySchema,
    responses: { 200: qrCodeResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
};

/** PayPal's calls of spec §7, for hotels whose gateway offers PayPal (gmo-paypal, paygent-paypal, paypal). */
export const payPalEndpoints = {
  clientCredential: defineEndpoint({
    method: 'POST',
    path: `${paypal}/client_credential`,
    summary:
      "A client token for PayPal's own scripts (OAuth client_credentials), cached until near its expiry; " +
      "404 when the hotel's gateway does not offer PayPal",
    tags: ['paypal'],
    params: hotelIdParamsSchema,
    responses: { 200: payPalClientCredentialResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  order: defineEndpoint({
    method: 'POST',
    path: `${paypal}/order`,
    summary:
      'A PayPal order for a payment link (as POST transactions with `method: paypal`): its approval ' +
      'page; the same refusals as paying the link',
    tags: ['paypal'],
    params: hotelIdParamsSchema,
    body: payPalOrderBodySchema,
    responses: { 200: payPalOrderResponseSchema, ...refusals(400, 401, 403, 404, 409, 410, 422, 429) },
  }),
  validateCreditCard: defineEndpoint({
    method: 'POST',
    path: `${paypal}/validate_credit_card`,
    summary:
      'Checks a card (a hosted card fields token) through PayPal with no amount: its brand and last four ' +
      'digits, or 402 with the decline code of spec §8',
    tags: ['paypal'],
    params: hotelIdParamsSchema,
    body: payPalValidateCardBodySchema,
    responses: { 200: payPalValidateCardResponseSchema, ...refusals(400, 401, 402, 403, 404, 422, 429) },
  }),
};

const staffToken = [{ staffToken: [] }] as const;
const links = '/staff/hotels/:hotelId/payment_links';
const link = `${links}/:number`;

/**
 * The console's payment links (decision 060): listed and read with `reservations.read`, made, sent,
 * cancelled and completed with `reservations.handle`, refunded with `payments.handle`. 404 for a
 * hotel outside the account's brand or named hotels.
 */
export const staffPaymentLinkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: links,
    summary: "The hotel's payment links, newest first, by state or searched",
    tags: ['staff'],
    security: staffToken,
    params: staffHotelParamsSchema,
    query: paymentLinksQuerySchema,
    responses: { 200: paymentLinksResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: links,
    summary:
      'Ask a guest to pay an amount, optionally for a stay of the hotel; the payment request goes to ' +
      "`guest_email` in the guest's language unless `send_email` is false",
    tags: ['staff'],
    security: staffToken,
    params: staffHotelParamsSchema,
    body: paymentLinkCreateBodySchema,
    responses: { 201: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: link,
    summary: 'One payment link',
    tags: ['staff'],
    security: staffToken,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: `${link}/send`,
    summary: 'Send the payment request to the guest again (an unpaid link with an e-mail; else 409 3200)',
    tags: ['staff'],
    security: staffToken,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${link}/cancel`,
    summary:
      'Withdraw an unpaid link: its page says so and it can no longer be paid (a payment under way is ' +
      'released, 3201); a link not unpaid answers 409 3200',
    tags: ['staff'],
    security: staffToken,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: `${link}/complete`,
    summary:
      'Close a paid link (settled into the stay or the till): no refund through it afterwards; else 409 3200',
    tags: ['staff'],
    security: staffToken,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: `${link}/refund`,
    summary:
      "Give a paid link's payment back in full through its gateway (payments.handle); a link not paid " +
      'answers 409 3200, a gateway refusal 402 with its code',
    tags: ['staff'],
    security: staffToken,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 402, 403, 404, 409) },
  }),
  qrCode: defineEndpoint({
    method: 'GET',
    path: `${link}/qr_code`,
    summary: "The QR image (SVG or PNG) of the link's address, to print or show at the desk",
    tags: ['staff'],
    security: staffToken,
    params: paymentLinkParamsSchema,
    query: qrImageQuerySchema,
    produces: ['image/svg+xml', 'image/png'],
    responses: refusals(400, 401, 403, 404),
  }),
  hotelQrCode: defineEndpoint({
    method: 'GET',
    path: '/staff/hotels/:hotelId/qr_code',
    summary: "The QR image (SVG or PNG) of the hotel's booking page",
    tags: ['staff'],
    security: staffToken,
    params: staffHotelParamsSchema,
    query: qrImageQuerySchema,
    produces: ['image/svg+xml', 'image/png'],
    responses: refusals(400, 401, 403, 404),
  }),
};

const partnerKey = [{ partnerKey: [] }] as const;
const partnerLinks = '/api/v1/hotels/:hotelId/payment_links';

/** Payment links through the partner API (decision 060): a hotel's API key with the scope named. */
export const partnerPaymentLinkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: partnerLinks,
    summary: "The hotel's payment links, newest first, by state or searched (scope payment_links:read)",
    tags: ['partner'],
    security: partnerKey,
    params: staffHotelParamsSchema,
    query: paymentLinksQuerySchema,
    responses: { 200: paymentLinksResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: partnerLinks,
    summary:
      'Ask a guest to pay an amount, as the console does; Idempotency-Key is required, so a retry makes ' +
      'no second link (scope payment_links:write)',
    tags: ['partner'],
    security: partnerKey,
    params: staffHotelParamsSchema,
    headers: partnerIdempotentHeadersSchema,
    body: paymentLinkCreateBodySchema,
    responses: { 201: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 422, 429) },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: `${partnerLinks}/:number`,
    summary: 'One payment link (scope payment_links:read)',
    tags: ['partner'],
    security: partnerKey,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${partnerLinks}/:number/cancel`,
    summary: 'Withdraw an unpaid link; a link not unpaid answers 409 3200 (scope payment_links:write)',
    tags: ['partner'],
    security: partnerKey,
    params: paymentLinkParamsSchema,
    responses: { 200: paymentLinkResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  }),
};
