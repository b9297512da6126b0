import { errorBodySchema } from '@yadori/contract/errors';
import {
  brandHotelsQuerySchema,
  brandHotelsResponseSchema,
  brandIdParamsSchema,
  facilitiesSearchQuerySchema,
  facilitiesSearchResponseSchema,
} from '@yadori/contract/facilities.schema';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.repository.ts';
import { getBrandHotelsPage } from './brand-hotels.service.ts';
import { searchFacilities } from './facilities-search.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The session the /book guard resolved; its absence here means the route sits outside the guard. */
function sessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/** Brand facility list and facilities search (register inside the guarded /book scope). */
export const facilitiesRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/hotel_brands/:brandId/hotels',
    {
      schema: {
        summary: 'Active hotels of a brand the client may see, paged (page, per_page ≤ 100)',
        tags: ['facilities'],
        params: brandIdParamsSchema,
        querystring: brandHotelsQuerySchema,
        response: { 200: brandHotelsResponseSchema, ...refused },
      },
    },
    async (request) =>
      getBrandHotelsPage(db, sessionOf(request), {
        brandId: request.params.brandId,
        page: request.query.page,
        perPage: request.query.per_page,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      }),
  );

  app.get(
    '/hotel_brands/:brandId/hotels/search',
    {
      schema: {
        summary:
          'Facilities search: the brand hotels (hotel_codes) with the lowest total for the party and stay ' +
          '(is_including_lowest_price; rooms and the other /rooms search keys)',
        tags: ['facilities'],
        params: brandIdParamsSchema,
        querystring: facilitiesSearchQuerySchema,
        response: { 200: facilitiesSearchResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { hotel_codes, is_including_lowest_price, ...query } = request.query;
      return {
        data: await searchFacilities(db, sessionOf(request), {
          brandId: request.params.brandId,
          query,
          hotelCodes: hotel_codes,
          includeLowestPrice: is_including_lowest_price ?? false,
          locale: resolveLocale(request.headers[HEADERS.locale]),
          now: now(),
        }),
      };
    },
  );
};
