import { facilitiesEndpoints } from '@yadori/contract/endpoints/facilities.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { getBrandHotelsPage } from './brand-hotels.service.ts';
import { searchFacilities } from './facilities-search.service.ts';

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
  route(app, facilitiesEndpoints.brandHotels, {}, async (request) =>
    getBrandHotelsPage(db, sessionOf(request), {
      brandId: request.params.brandId,
      page: request.query.page,
      perPage: request.query.per_page,
      locale: resolveLocale(request.headers[HEADERS.locale]),
    }),
  );

  route(app, facilitiesEndpoints.search, {}, async (request) => {
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
  });
};
