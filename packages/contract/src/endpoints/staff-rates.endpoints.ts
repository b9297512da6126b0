import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  staffBelowSoldErrorSchema,
  staffBulkRatesBodySchema,
  staffBulkRatesResponseSchema,
  staffHotelParamsSchema,
  staffRatesQuerySchema,
  staffRatesResponseSchema,
} from '../staff-rates.schema.ts';

const tags = ['staff'];
const staffToken = [{ staffToken: [] }] as const;

/** The console's rates and availability of a hotel (decision 058). */
export const staffRatesEndpoints = {
  grid: defineEndpoint({
    method: 'GET',
    path: '/staff/hotels/:hotelId/rates',
    summary:
      "The hotel's nights from `from` to `to` (inclusive, at most 93): each room type's allotment, sold and stop-sell, and each room plan's prices by adult count and its hotel plan's restrictions (rates.read)",
    tags,
    params: staffHotelParamsSchema,
    query: staffRatesQuerySchema,
    security: staffToken,
    responses: { 200: staffRatesResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  bulk: defineEndpoint({
    method: 'POST',
    path: '/staff/hotels/:hotelId/rates/bulk',
    summary:
      "Sets a room type's allotment and stop-sell, a room plan's prices and its hotel plan's restrictions over up to 366 nights (optionally some weekdays only), in one audited change; 409 with `details.nights` when an allotment would fall below the rooms sold, unless `below_sold` is `clamp` (rates.edit)",
    tags,
    params: staffHotelParamsSchema,
    body: staffBulkRatesBodySchema,
    security: staffToken,
    responses: {
      200: staffBulkRatesResponseSchema,
      409: staffBelowSoldErrorSchema,
      ...refusals(400, 401, 403, 404, 422),
    },
  }),
};
