import { searchEndpoints } from '@yadori/contract/endpoints/search.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { plainJson } from '../../http/plain-json.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { monthAvailability } from './availability.service.ts';
import { recommendRooms } from './recommendation.service.ts';
import { priceRoomPlan, roomInventory } from './room-price.service.ts';
import { searchErrors } from './search.errors.ts';
import { type FindChangingStay, type SearchRequest, searchRooms, signedInMember } from './search.service.ts';
import { createSearchAnswers, keptAnswerBody, searchAnswerKey, searchAnswerStats } from './search-answers.ts';
import { parseSearchQuery } from './search-query.ts';

/**
 * The search calls of spec section 7 (register inside the guarded /book scope). Hotel rows and
 * catalogues (rooms, plans, discounts…) come from the hotel catalogue's cache; inventory and rates are
 * read on every search.
 */
export const searchRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  /** How update mode finds the stay being changed (the reservations feature's guest look-up). */
  findChangingStay: FindChangingStay;
}> = async (app, { db, now, hotels, findChangingStay }) => {
  async function searchRequest(
    request: FastifyRequest<{ Params: { hotelId: number } }>,
  ): Promise<SearchRequest> {
    const query = parseSearchQuery(request.query as Record<string, unknown>);
    const hotel = await hotels.sellingHotel(request, request.params.hotelId, searchErrors.hotelNotFound);
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    const instant = now();
    const member = await signedInMember(db, {
      hotel,
      authorization: request.headers.authorization,
      now: instant,
    });
    const siteController = request.headers[HEADERS.siteController];
    return {
      hotel,
      catalog: await hotels.catalogOf(hotel.id),
      query,
      locale,
      now: instant,
      member,
      siteController: typeof siteController === 'string' ? siteController.trim().toLowerCase() : undefined,
      findChangingStay,
    };
  }

  const plain = { serializerCompiler: plainJson };
  const answers = createSearchAnswers();
  route(app, searchEndpoints.rooms, plain, async (request, reply) => {
    const search = await searchRequest(request);
    const key = searchAnswerKey(search, request.url);
    const kept = key === null ? undefined : answers.get(key);
    const outcome = await searchRooms(db, search, key === null ? undefined : { known: kept?.fingerprint });
    if (!outcome.unchanged && (key === null || outcome.fingerprint === null)) return { data: outcome.data };
    if (outcome.unchanged) searchAnswerStats.reused += 1;
    const answer = outcome.unchanged
      ? kept!
      : answers.keep(key!, outcome.fingerprint!, { data: outcome.data });
    // The answer's bytes, serialised and compressed once: the typed reply takes only the object.
    return reply.send(keptAnswerBody(request, reply, answer) as never);
  });
  route(app, searchEndpoints.price, plain, async (request) => ({
    data: await priceRoomPlan(db, await searchRequest(request)),
  }));
  route(app, searchEndpoints.recommendation, plain, async (request) => ({
    data: await recommendRooms(db, await searchRequest(request)),
  }));
  route(app, searchEndpoints.inventory, plain, async (request) => ({
    data: await roomInventory(db, await searchRequest(request)),
  }));
  route(app, searchEndpoints.availability, plain, async (request) => ({
    data: await monthAvailability(db, await searchRequest(request)),
  }));
};
