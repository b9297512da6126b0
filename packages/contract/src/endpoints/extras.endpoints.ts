import { defineEndpoint, refusals } from '../endpoint.ts';
import { extrasQuerySchema, extrasResponseSchema } from '../extras.schema.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';

export const extrasEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/extras',
    summary:
      "A hotel's extras: localized names, min/max quantity, and per date of the stay (checkin_date … " +
      'checkout_date, default 30 days from today) the price with tax and the stock left',
    tags: ['extras'],
    params: hotelIdParamsSchema,
    query: extrasQuerySchema,
    responses: { 200: extrasResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
