import { errorBodySchema } from '@yadori/contract/errors';
import {
  brandHotelsQuerySchema,
  brandHotelsResponseSchema,
  brandIdParamsSchema,
} from '@yadori/contract/facilities.schema';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.repository.ts';
import { getBrandHotelsPage } from './brand-hotels.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The session the /book guard resolved; its absence here means the route sits outside the guard. */
function sessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/** Brand facility list and facilities search (register inside the guarded /book scope). */
export const facilitiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
