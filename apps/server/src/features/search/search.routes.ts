import { PREVIEW_TOKEN_HEADER } from '@yadori/contract/analytics.constants';
import { searchEndpoints } from '@yadori/contract/endpoints/search.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { keptBodyFor } from '../../http/kept-body.ts';
import { plainJson } from '../../http/plain-json.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { type HotelCatalogue, loadPreviewCatalog } from '../hotels/hotels.service.ts';
import { previewAllowed } from '../staff-accounts/staff-preview.service.ts';
import { monthAvailability } from './availability.service.ts';
import { recommendRooms } from './recommendation.service.ts';
import { priceRoomPlan, roomInventory } from './room-price.service.ts';
import { searchErrors } from './search.errors.ts';
import { stayFingerprint } from './search.repository.ts';
import {
  type FindChangingStay,
  type SearchRequest,
  searchRooms,
  searchRoomsUnlessUnchanged,
  signedInMember,
} from './search.service.ts';
import {
  createSearchAnswers,
  type KeptAnswer,
  mayKeepAnswer,
  searchAnswerKey,
  searchAnswerStats,
} from './search-answers.ts';
import { parseSearchQuery } from './search-query.ts';

/** The site controller a request names (X-Site-Controller), as the search compares it. */
function siteControllerOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.siteController];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/**
 * The preview token of a request that asks for preview mode (decision 061): `tripla_preview=true` in
 * its query and a `tripla-preview-token` header. Null for every other request, which therefore reads
 * nothing more than it did before preview mode existed.
 */
function previewTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[PREVIEW_TOKEN_HEADER];
  if (typeof header !== 'string' || header === '') return null;
  return (request.query as Record<string, unknown>).tripla_preview === 'true' ? header : null;
}

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
    reply: FastifyReply,
    instant = now(),
  ): Promise<SearchRequest> {
    const query = parseSearchQuery(request.query as Record<string, unknown>);
    const hotel = await hotels.sellingHotel(request, request.params.hotelId, searchErrors.hotelNotFound);
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    const member = await signedInMember(db, {
      hotel,
      authorization: request.headers.authorization,
      now: instant,
    });
    // Preview mode: what is not on sale comes from a catalogue read for this request alone, never from
    // (nor into) the hotel cache guests read, and the answer is stored nowhere on the way.
    const token = previewTokenOf(request);
    const preview = token !== null && (await previewAllowed(db, token, hotel.id, instant));
    if (preview) noStore(reply);
    return {
      hotel,
      catalog: preview ? await loadPreviewCatalog(db, hotel.id) : await hotels.catalogOf(hotel.id),
      query,
      locale,
      now: instant,
      member,
      preview,
      siteController: siteControllerOf(request),
      findChangingStay,
    };
  }

  const plain = { serializerCompiler: plainJson };
  const answers = createSearchAnswers();

  /**
   * A kept answer for this request whose nights are unchanged, found before the query is parsed: a
   * signed-out request (no Authorization header) whose key has a kept answer (only a valid search
   * without codes ever keeps one) needs one short round trip, the nights' fingerprint. Anything else
   * (an unknown hotel, a request asking for preview mode too) is null and takes the whole path, with
   * its checks in their usual order.
   */
  async function unchangedAnswer(
    request: FastifyRequest<{ Params: { hotelId: number } }>,
    instant: Date,
  ): Promise<KeptAnswer | null> {
    if (request.headers.authorization !== undefined || previewTokenOf(request) !== null) return null;
    const hotel = await hotels
      .sellingHotel(request, request.params.hotelId, searchErrors.hotelNotFound)
      .catch(() => null);
    if (!hotel) return null;
    const kept = answers.get(
      searchAnswerKey({
        hotel,
        catalog: await hotels.catalogOf(hotel.id),
        locale: resolveLocale(request.headers[HEADERS.locale]),
        siteController: siteControllerOf(request),
        now: instant,
        url: request.url,
      }),
    );
    if (!kept || (await stayFingerprint(db, kept.nights)) !== kept.fingerprint) return null;
    return kept;
  }

  route(app, searchEndpoints.rooms, plain, async (request, reply) => {
    const instant = now();
    let answer = await unchangedAnswer(request, instant);
    if (answer) searchAnswerStats.reused += 1;
    else {
      const search = await searchRequest(request, reply, instant);
      if (!mayKeepAnswer(search)) return { data: await searchRooms(db, search) };
      const key = searchAnswerKey({ ...search, url: request.url });
      const kept = answers.get(key);
      const outcome = await searchRoomsUnlessUnchanged(db, search, kept?.fingerprint);
      if (outcome.unchanged) {
        searchAnswerStats.reused += 1;
        answer = kept!;
      } else if (outcome.fingerprint === null) return { data: outcome.data };
      else answer = answers.keep(key, outcome.fingerprint, outcome.nights, { data: outcome.data });
    }
    // The answer's bytes, serialised and compressed once: the typed reply takes only the object.
    return reply.send(keptBodyFor(request, reply, answer) as never);
  });
  route(app, searchEndpoints.price, plain, async (request, reply) => ({
    data: await priceRoomPlan(db, await searchRequest(request, reply)),
  }));
  route(app, searchEndpoints.recommendation, plain, async (request, reply) => ({
    data: await recommendRooms(db, await searchRequest(request, reply)),
  }));
  route(app, searchEndpoints.inventory, plain, async (request, reply) => ({
    data: await roomInventory(db, await searchRequest(request, reply)),
  }));
  route(app, searchEndpoints.availability, plain, async (request, reply) => ({
    data: await monthAvailability(db, await searchRequest(request, reply)),
  }));
};
