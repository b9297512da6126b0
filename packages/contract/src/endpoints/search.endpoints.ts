import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  availabilityResponseSchema,
  hotelIdParamsSchema,
  inventoryResponseSchema,
  recommendationResponseSchema,
  roomPriceResponseSchema,
  searchQueryWireSchema,
  searchResponseSchema,
} from '../search.schema.ts';

const searchCall = { tags: ['search'], params: hotelIdParamsSchema, query: searchQueryWireSchema } as const;
const refused = refusals(400, 401, 403, 404);

/** The search calls of spec section 7. */
export const searchEndpoints = {
  rooms: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/rooms',
    summary: 'Rooms and plans for a party and stay, priced (spec section 7)',
    ...searchCall,
    responses: { 200: searchResponseSchema, ...refused },
  }),
  price: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/rooms/price',
    summary: 'One room plan (room_plan_codes) priced for every room of the search',
    ...searchCall,
    responses: { 200: roomPriceResponseSchema, ...refused },
  }),
  recommendation: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/rooms/recommendation',
    summary: 'Room combinations that seat the whole party, cheapest first',
    ...searchCall,
    responses: { 200: recommendationResponseSchema, ...refused },
  }),
  inventory: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/rooms/inventory',
    summary: 'Rooms left per room type and night of the stay',
    ...searchCall,
    responses: { 200: inventoryResponseSchema, ...refused },
  }),
  availability: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/rooms/availability',
    summary: 'A month (month=YYYY-MM) of check-in dates: bookable or not and the lowest total for the party',
    ...searchCall,
    responses: { 200: availabilityResponseSchema, ...refused },
  }),
};
