import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  partnerAriBodySchema,
  partnerAriErrorSchema,
  partnerAriResponseSchema,
  partnerIdempotentHeadersSchema,
  partnerReservationsQuerySchema,
  partnerReservationsResponseSchema,
} from '../partner-api.schema.ts';
import { STAFF_GRID_MAX_DAYS } from '../staff.constants.ts';
import {
  staffHotelParamsSchema,
  staffRatesQuerySchema,
  staffRatesResponseSchema,
} from '../staff-rates.schema.ts';
import {
  staffCancelBodySchema,
  staffChangeBodySchema,
  staffNoShowBodySchema,
  staffNoteBodySchema,
  staffNoteResponseSchema,
  staffReservationParamsSchema,
  staffReservationResponseSchema,
  staffReservationsParamsSchema,
} from '../staff-reservations.schema.ts';

const tags = ['partner'];
const partnerKey = [{ partnerKey: [] }] as const;
const stay = '/api/v1/hotels/:hotelId/reservations/:number';

/**
 * The partner API of one hotel (decision 059): each call carries the hotel's API key as a bearer and
 * needs the scope its summary names. The ARI read and the reservation calls answer the console's shapes.
 */
export const partnerEndpoints = {
  ariGrid: defineEndpoint({
    method: 'GET',
    path: '/api/v1/hotels/:hotelId/ari',
    summary: `Reads back availability, rates and restrictions of the nights \`from\` to \`to\` (inclusive, at most ${STAFF_GRID_MAX_DAYS}; longer answers 422), as the console's rates grid shows them: each room type's id (\`room_type_id\` of a push), code, name and allotment, rooms sold and stop-sell per night, and each of its room plans' ids (\`room_plan_id\`), code, name, minimum stay, most adults (the room type's capacity), prices by adult count and restrictions per night (scope ari:write)`,
    tags,
    params: staffHotelParamsSchema,
    query: staffRatesQuerySchema,
    security: partnerKey,
    responses: { 200: staffRatesResponseSchema, ...refusals(400, 401, 403, 404, 422, 429) },
  }),
  ari: defineEndpoint({
    method: 'POST',
    path: '/api/v1/hotels/:hotelId/ari',
    summary:
      "Pushes availability, rates and restrictions: up to 100 edits (a room type's allotment and stop-sell over a date range, optionally some weekdays; a room plan's prices by adult count; its hotel plan's stop-sell, closed to arrival and minimum stay), applied in order in one transaction — all or nothing. Idempotency-Key is required. An allotment below the rooms sold refuses the push (409, `details.nights`, `details.update`) unless `below_sold` is `clamp` (scope ari:write)",
    tags,
    params: staffHotelParamsSchema,
    headers: partnerIdempotentHeadersSchema,
    body: partnerAriBodySchema,
    security: partnerKey,
    responses: {
      200: partnerAriResponseSchema,
      409: partnerAriErrorSchema,
      422: partnerAriErrorSchema,
      ...refusals(400, 401, 403, 404, 429),
    },
  }),
  reservations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/hotels/:hotelId/reservations',
    summary:
      "The hotel's reservations, 50 a page, in the order they last changed; poll with `updated_since` and `after` from the previous answer's `next` to follow every change (scope reservations:read)",
    tags,
    params: staffReservationsParamsSchema,
    query: partnerReservationsQuerySchema,
    security: partnerKey,
    responses: { 200: partnerReservationsResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  reservation: defineEndpoint({
    method: 'GET',
    path: stay,
    summary:
      'One stay in full, as the console shows it: rooms and nightly prices, guest, answers, extras, payment, cancellation, the fees its policy sets now, no-show, history and notes (scope reservations:read)',
    tags,
    params: staffReservationParamsSchema,
    security: partnerKey,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  change: defineEndpoint({
    method: 'PATCH',
    path: stay,
    summary:
      "Changes a confirmed stay as the hotel, at the `version` read: new dates and parties re-priced on the nights free then (sold out answers 409), the booker's details and room names; the guest is mailed and can no longer change it online (scope reservations:write)",
    tags,
    params: staffReservationParamsSchema,
    body: staffChangeBodySchema,
    security: partnerKey,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422, 429) },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${stay}/cancel`,
    summary:
      'Cancels a confirmed stay as the hotel at the fee its policies set now (`fee: "policy"`; another fee is refused with 403), its nights given back and the guest mailed (scope reservations:write)',
    tags,
    params: staffReservationParamsSchema,
    body: staffCancelBodySchema,
    security: partnerKey,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422, 429) },
  }),
  noShow: defineEndpoint({
    method: 'POST',
    path: `${stay}/no_show`,
    summary:
      "Marks a confirmed stay's guest a no-show from its check-in date on (the hotel's clock), once, at the fee its policies set (another fee is refused with 403) (scope reservations:write)",
    tags,
    params: staffReservationParamsSchema,
    body: staffNoShowBodySchema,
    security: partnerKey,
    responses: { 200: staffReservationResponseSchema, ...refusals(400, 401, 403, 404, 409, 422, 429) },
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: `${stay}/notes`,
    summary:
      "Adds a note for the hotel (never shown to the guest), signed with the key's name `api_key:<prefix>` (scope reservations:write)",
    tags,
    params: staffReservationParamsSchema,
    body: staffNoteBodySchema,
    security: partnerKey,
    responses: { 201: staffNoteResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
};
