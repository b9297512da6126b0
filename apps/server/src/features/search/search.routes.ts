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
import { resolveLocale } from '../../i18n/translate.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { clientCanSeeHotel } from '../hotels/hotel-access.ts';
import type { HotelWithBrand } from '../hotels/hotels.repository.ts';
import { bearerToken, whoami } from '../member-sessions/member-sessions.service.ts';
import { monthAvailability } from './availability.service.ts';
import { recommendRooms } from './recommendation.service.ts';
import { priceRoomPlan, roomInventory } from './room-price.service.ts';
import { searchErrors } from './search.errors.ts';
import { findHotelById, type HotelCatalog, loadCatalog } from './search.repository.ts';
import { type SearchRequest, searchRooms } from './search.service.ts';
import { parseSearchQuery } from './search-query.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

// The answers are built from typed DTOs; checking a 20 KB answer with Zod on every search cost more
// than pricing it, so these routes serialize plainly. The schemas still document the routes, and the
// integration tests parse real answers with them (search-contract.integration.test.ts).
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * The search calls of spec section 7 (register inside the guarded /book scope). Hotel rows and
 * catalogues (rooms, plans, discounts…) are reused from memory for `cacheTtlMs` (default 5 s);
 * inventory and rates are read on every search.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date; cacheTtlMs?: number }> = async (
  app,
  { db, now, cacheTtlMs = 5000 },
) => {
  const clock = () => now().getTime();
  const hotels =
    cacheTtlMs > 0
      ? new TtlLruCache<number, HotelWithBrand>({ max: 1000, ttlMs: cacheTtlMs, now: clock })
      : null;
  const catalogs =
    cacheTtlMs > 0
      ? new TtlLruCache<number, HotelCatalog>({ max: 200, ttlMs: cacheTtlMs, now: clock })
      : null;

  async function scopedHotel(request: FastifyRequest, id: number): Promise<HotelWithBrand> {
    let hotel = hotels?.get(id) ?? null;
    if (!hotel) {
      hotel = await findHotelById(db, id);
      if (hotel) hotels?.set(id, hotel);
    }
    // A hotel outside the session's scope answers exactly like one that does not exist; so does a
    // hotel that has switched its online sales off (it takes no bookings either).
    if (!hotel?.active || !request.clientSession || !clientCanSeeHotel(request.clientSession, hotel))
      throw searchErrors.hotelNotFound(id);
    return hotel;
  }

  async function catalogOf(hotelId: number): Promise<HotelCatalog> {
    let catalog = catalogs?.get(hotelId);
    if (!catalog) {
      catalog = await loadCatalog(db, hotelId);
      catalogs?.set(hotelId, catalog);
    }
    return catalog;
  }

  async function searchRequest(
    request: FastifyRequest<{ Params: { hotelId: number } }>,
  ): Promise<SearchRequest> {
    const query = parseSearchQuery(request.query as Record<string, unknown>);
    const hotel = await scopedHotel(request, request.params.hotelId);
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
      catalog: await catalogOf(hotel.id),
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
