import { defineEndpoint, refusals } from '../endpoint.ts';
import { ATTACHMENT_CONTENT_TYPES } from '../file-attachments.schema.ts';
import {
  staffCancelBodySchema,
  staffCaptureBodySchema,
  staffChangeBodySchema,
  staffNoShowBodySchema,
  staffNoteBodySchema,
  staffNoteResponseSchema,
  staffRefundBodySchema,
  staffResendMailBodySchema,
  staffResendMailResponseSchema,
  staffReservationFileParamsSchema,
  staffReservationParamsSchema,
  staffReservationResponseSchema,
  staffReservationsParamsSchema,
  staffReservationsQuerySchema,
  staffReservationsResponseSchema,
} from '../staff-reservations.schema.ts';

const tags = ['staff'];
const staffToken = [{ staffToken: [] }] as const;
const stay = '/staff/hotels/:hotelId/reservations/:number';

/** The console's reservations of a hotel (decision 058). */
export const staffReservationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/staff/hotels/:hotelId/reservations',
    summary:
      "The hotel's reservations, paged (50 a page, at most 100), by number prefix, guest name or email, status, no-show, check-in and booking dates and payment method, ordered by check-in or newest first (reservations.read)",
    tags,
    params: staffReservationsParamsSchema,
    query: staffReservationsQuerySchema,
    security: staffToken,
    responses: { 200: staffReservationsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: stay,
    summary:
      'One stay in full: rooms and nightly prices, guest, answers, files, extras, payment, cancellation, the fees its policy sets now, no-show, history and staff notes (reservations.read)',
    tags,
    params: staffReservationParamsSchema,
    security: staffToken,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  /** A file, not JSON: only the refusals have a schema. */
  file: defineEndpoint({
    method: 'GET',
    path: `${stay}/files/:fileId`,
    summary:
      "The bytes of a file the guest attached to the stay's answers, always as a download " +
      '(Content-Disposition: attachment, its name as filename* in UTF-8 with an ASCII fallback): typed ' +
      "as stored when an image or a PDF, else application/octet-stream. Another stay's or hotel's file " +
      'answers 404 as an unknown one; 410 (`file_missing`) when its bytes are no longer kept (reservations.read)',
    tags,
    params: staffReservationFileParamsSchema,
    security: staffToken,
    produces: [...ATTACHMENT_CONTENT_TYPES, 'application/octet-stream'],
    responses: refusals(400, 401, 403, 404, 410),
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: `${stay}/notes`,
    summary:
      "Adds a note for the hotel (never shown to the guest), signed with the author's email; not a change of the stay (reservations.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffNoteBodySchema,
    security: staffToken,
    responses: { 201: staffNoteResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  noShow: defineEndpoint({
    method: 'POST',
    path: `${stay}/no_show`,
    summary:
      "Marks a confirmed stay's guest a no-show from its check-in date on (the hotel's clock), once; the fee defaults to the rooms' policies' no-show percentage (reservations.handle; another fee needs payments.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffNoShowBodySchema,
    security: staffToken,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${stay}/cancel`,
    summary:
      "Cancels a confirmed stay as the hotel, also after the online deadline and on the day: its nights given back, card money settled for the fee (captured, the rest released or refunded), the guest's cancellation mail sent (reservations.handle; a fee other than the policy's needs payments.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffCancelBodySchema,
    security: staffToken,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  capture: defineEndpoint({
    method: 'POST',
    path: `${stay}/capture`,
    summary:
      "Captures a confirmed card stay's authorisation, all of it or `amount` (the rest is released), through the payment gateway; a decline answers 402 with the spec's card code, an unanswered gateway 502 and the capture is retried (payments.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffCaptureBodySchema,
    security: staffToken,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 402, 403, 404, 409, 422, 502) },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: `${stay}/refund`,
    summary:
      "Gives `amount` of the captured card money back, up to what was captured and not refunded; a decline answers 402 with the spec's card code, an unanswered gateway 502 and the refund is retried (payments.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffRefundBodySchema,
    security: staffToken,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 402, 403, 404, 409, 422, 502) },
  }),
  change: defineEndpoint({
    method: 'POST',
    path: `${stay}/change`,
    summary:
      "Changes a confirmed stay as the hotel, also after the guest's online deadline: new dates and parties re-priced on the nights free then (sold out answers 409 as for the guest), the booker's details and room names; the guest is mailed and can no longer change it online (reservations.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffChangeBodySchema,
    security: staffToken,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  resendMail: defineEndpoint({
    method: 'POST',
    path: `${stay}/resend_mail`,
    summary:
      "Sends the guest's confirmation (a confirmed stay) or cancellation mail (a cancelled one) again, in the guest's language (reservations.handle)",
    tags,
    params: staffReservationParamsSchema,
    body: staffResendMailBodySchema,
    security: staffToken,
    responses: { 202: staffResendMailResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
};
