import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import {
  availabilityResponseSchema,
  hotelIdParamsSchema,
  inventoryResponseSchema,
  recommendationResponseSchema,
  roomPriceResponseSchema,
  searchQueryWireSchema,
  searchResponseSchema,
} from '@yadori/contract/search.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { plainJson } from '../../http/plain-json.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { bearerToken, whoami } from '../member-sessions/member-sessions.service.ts';
import { monthAvailability } from './availability.service.ts';
import { recommendRooms } from './recommendation.service.ts';
import { priceRoomPlan, roomInventory } from './room-price.service.ts';
import { searchErrors } from './search.errors.ts';
import { type SearchRequest, searchRooms } from './search.service.ts';
import { parseSearchQuery } from './search-query.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The search calls of spec section 7 (register inside the guarded /book scope). Hotel rows and
 * catalogues (rooms, plans, discounts…) come from the hotel catalogue's cache; inventory and rates are
 * read on every search.
 */
export const searchRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  async function searchRequest(
    request: FastifyRequest<{ Params: { hotelId: number } }>,
  ): Promise<SearchRequest> {
    const query = parseSearchQuery(request.query as Record<string, unknown>);
    const hotel = await hotels.sellingHotel(request, request.params.hotelId, searchErrors.hotelNotFound);
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    const instant = now();
    const authorization = request.headers.authorization;
    let signedIn = false;
    if (bearerToken(authorization)) {
      // An expired or foreign token only means "not signed in" for a search.
      signedIn = await whoami(db, { hotel, authorization, locale, now: instant })
        .then((w) => w.signed_in)
        .catch(() => false);
    }
    const siteController = request.headers[HEADERS.siteController];
    return {
      hotel,
      catalog: await hotels.catalogOf(hotel.id),
      query,
      locale,
      now: instant,
      signedIn,
      siteController: typeof siteController === 'string' ? siteController.trim().toLowerCase() : undefined,
    };
  }

  const schema = (summary: string, response: object) => ({
    summary,
    tags: ['search'],
    params: hotelIdParamsSchema,
    querystring: searchQueryWireSchema,
    response: { 200: response, ...refused },
  });

  app.get(
    '/hotels/:hotelId/rooms',
    {
      serializerCompiler: plainJson,
      schema: schema('Rooms and plans for a party and stay, priced (spec section 7)', searchResponseSchema),
    },
    async (request) => ({ data: await searchRooms(db, await searchRequest(request)) }),
  );
  app.get(
    '/hotels/:hotelId/rooms/price',
    {
      serializerCompiler: plainJson,
      schema: schema(
        'One room plan (room_plan_codes) priced for every room of the search',
        roomPriceResponseSchema,
      ),
    },
    async (request) => ({ data: await priceRoomPlan(db, await searchRequest(request)) }),
  );
  app.get(
    '/hotels/:hotelId/rooms/recommendation',
    {
      serializerCompiler: plainJson,
      schema: schema(
        'Room combinations that seat the whole party, cheapest first',
        recommendationResponseSchema,
      ),
    },
    async (request) => ({ data: await recommendRooms(db, await searchRequest(request)) }),
  );
  app.get(
    '/hotels/:hotelId/rooms/inventory',
    {
      serializerCompiler: plainJson,
      schema: schema('Rooms left per room type and night of the stay', inventoryResponseSchema),
    },
    async (request) => ({ data: await roomInventory(db, await searchRequest(request)) }),
  );
  app.get(
    '/hotels/:hotelId/rooms/availability',
    {
      serializerCompiler: plainJson,
      schema: schema(
        'A month (month=YYYY-MM) of check-in dates: bookable or not and the lowest total for the party',
        availabilityResponseSchema,
      ),
    },
    async (request) => ({ data: await monthAvailability(db, await searchRequest(request)) }),
  );
};
