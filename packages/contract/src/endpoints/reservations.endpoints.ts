import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { receiptQuerySchema } from '../receipt.schema.ts';
import {
  brandReservationParamsSchema,
  createReservationBodySchema,
  createReservationHeadersSchema,
  createReservationResponseSchema,
  reservationLookupQuerySchema,
  reservationParamsSchema,
  reservationResponseSchema,
} from '../reservation.schema.ts';
import { cancelReservationBodySchema } from '../reservation-cancel.schema.ts';
import {
  updateGuestsBodySchema,
  updateGuestsResponseSchema,
  updateReservationBodySchema,
  updateReservationResponseSchema,
  updateSettingsResponseSchema,
} from '../reservation-update.schema.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';
import { text } from '../text.ts';

const tags = ['reservations'];
const lookup = { params: reservationParamsSchema, query: reservationLookupQuerySchema } as const;

/** The bypass token of the 3-D Secure completion, in the query or the body. */
export const threeDSecureBypassSchema = z.object({ bypass_token: text().min(1).max(256).optional() });

export const reservationEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/book/hotels/:hotelId/reservations',
    summary: 'Book rooms: re-priced on the server, every night taken at once, idempotent (Idempotency-Key)',
    tags,
    params: hotelIdParamsSchema,
    headers: createReservationHeadersSchema,
    body: createReservationBodySchema,
    responses: {
      201: createReservationResponseSchema,
      ...refusals(429, 400, 401, 402, 403, 404, 409, 422),
    },
  }),
  brandLookup: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/reservations/:number',
    summary: "A reservation at any hotel of the brand, by number and the guest's email",
    tags,
    params: brandReservationParamsSchema,
    query: reservationLookupQuerySchema,
    responses: { 200: reservationResponseSchema, ...refusals(429, 400, 401, 402, 403, 404, 409, 422) },
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/reservations/:number',
    summary: 'A reservation for its confirmation page, with the guest email or the bypass token',
    tags,
    ...lookup,
    responses: { 200: reservationResponseSchema, ...refusals(429, 400, 401, 402, 403, 404, 409, 422) },
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/book/hotels/:hotelId/reservations/:number/cancel',
    summary:
      'The guest cancels online (email or bypass token): fee on the hotel clock, nights given back once, card settled',
    tags,
    ...lookup,
    body: cancelReservationBodySchema,
    responses: { 200: reservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  updateSettings: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/reservations/:number/update_settings',
    summary: 'Whether the guest may change the reservation now, until when, and how many rooms at most',
    tags,
    ...lookup,
    responses: { 200: updateSettingsResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/book/hotels/:hotelId/reservations/:number',
    summary:
      'Change the stay (dates, fewer rooms, each room party; plan fixed): re-priced, nights swapped at once, new bypass token',
    tags,
    ...lookup,
    body: updateReservationBodySchema,
    responses: { 200: updateReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  updateGuests: defineEndpoint({
    method: 'PUT',
    path: '/book/hotels/:hotelId/reservations/:number/guests',
    summary: "Change the booker's details and the guest named in each room",
    tags,
    ...lookup,
    body: updateGuestsBodySchema,
    responses: { 200: updateGuestsResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  threeDSecure: defineEndpoint({
    method: 'POST',
    path: '/book/hotels/:hotelId/reservations/:number/three_d_secure',
    summary:
      'After the 3-D Secure challenge page returned: confirms the held reservation, or cancels it and answers 402 with 3006 (failed), 3008 (cancelled), 3009 (suspended) or 3001 (hold expired)',
    tags,
    params: reservationParamsSchema,
    query: threeDSecureBypassSchema,
    body: threeDSecureBypassSchema.nullish(),
    responses: { 200: reservationResponseSchema, ...refusals(400, 401, 402, 403, 404, 409) },
  }),
  /** A file (PDF or zip), not JSON: only the refusals have a schema. */
  receipt: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/reservations/:number/receipt',
    summary:
      "The receipt of a stay in the guest's language: a PDF (one room) or a zip of one PDF per room; " +
      'a charged cancellation fee gets its own receipt',
    tags,
    params: reservationParamsSchema,
    query: receiptQuerySchema,
    produces: ['application/pdf', 'application/zip'],
    responses: refusals(400, 401, 403, 404, 422, 429),
  }),
};
