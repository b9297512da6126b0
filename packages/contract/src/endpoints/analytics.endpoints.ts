import {
  previewStatusResponseSchema,
  staffFunnelQuerySchema,
  staffFunnelResponseSchema,
  staffPreviewTokenResponseSchema,
} from '../analytics.schema.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

const staff = { tags: ['staff'], security: [{ staffToken: [] }] as const };

/** The console's funnel and preview tokens (decision 061). */
export const staffAnalyticsEndpoints = {
  funnel: defineEndpoint({
    method: 'GET',
    path: '/staff/hotels/:hotelId/funnel',
    summary:
      'Searches, selections, checkouts and bookings per hotel-local day and source, from Yadori’s own ' +
      'records (reservations.read)',
    ...staff,
    params: staffHotelParamsSchema,
    query: staffFunnelQuerySchema,
    responses: { 200: staffFunnelResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createPreviewToken: defineEndpoint({
    method: 'POST',
    path: '/staff/hotels/:hotelId/preview_tokens',
    summary:
      'A preview token for this hotel’s widget (hotel.read), good for an hour while the staff session ' +
      'lasts: with it, `tripla_preview=true` shows plans and room types not on sale yet',
    ...staff,
    params: staffHotelParamsSchema,
    responses: { 201: staffPreviewTokenResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};

/** Preview mode's check (spec section 6): whether the widget's preview token is good for the hotel. */
export const previewEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/preview',
    summary:
      'With the tripla-preview-token header: 200 while it is good for this hotel (the widget shows its ' +
      'preview banner), 401 otherwise',
    tags: ['search'],
    params: hotelIdParamsSchema,
    responses: { 200: previewStatusResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
