import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  brandHotelsQuerySchema,
  brandHotelsResponseSchema,
  brandIdParamsSchema,
  facilitiesSearchQuerySchema,
  facilitiesSearchResponseSchema,
} from '../facilities.schema.ts';

export const facilitiesEndpoints = {
  brandHotels: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/hotels',
    summary: 'Active hotels of a brand the client may see, paged (page, per_page ≤ 100)',
    tags: ['facilities'],
    params: brandIdParamsSchema,
    query: brandHotelsQuerySchema,
    responses: { 200: brandHotelsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/hotels/search',
    summary:
      'Facilities search: the brand hotels (hotel_codes) with the lowest total for the party and stay ' +
      '(is_including_lowest_price; rooms and the other /rooms search keys)',
    tags: ['facilities'],
    params: brandIdParamsSchema,
    query: facilitiesSearchQuerySchema,
    responses: { 200: facilitiesSearchResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
