import {
  additionalQuestionsQuerySchema,
  additionalQuestionsResponseSchema,
} from '@yadori/contract/additional-questions.schema';
import { errorBodySchema } from '@yadori/contract/errors';
import { brandIdParamsSchema } from '@yadori/contract/facilities.schema';
import { HEADERS } from '@yadori/contract/headers';
import { hotelIdParamsSchema } from '@yadori/contract/search.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.repository.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { getBrandQuestions, getHotelQuestions } from './additional-questions.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function sessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

const Q_HELP =
  'q: JSON list of label filters (page label, all_users, membership_program_{id}, membership_rank_{id}, ' +
  'membership_rank_all, membership_organization_{id}, membership_organization_all, place_after_sign_in, ' +
  'target_all_facilities, target_facility_{hotel id}); default ["all_users"]';

/** Additional questions of a hotel and of a brand (register inside the guarded /book scope). */
export const additionalQuestionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  app.get(
    '/hotels/:hotelId/additional_questions',
    {
      schema: {
        summary: `A hotel's additional questions for the caller's label filters. ${Q_HELP}`,
        tags: ['additional questions'],
        params: hotelIdParamsSchema,
        querystring: additionalQuestionsQuerySchema,
        response: { 200: additionalQuestionsResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: {
        additional_questions: await getHotelQuestions(db, hotels, sessionOf(request), {
          hotelId: request.params.hotelId,
          q: request.query.q,
          locale: resolveLocale(request.headers[HEADERS.locale]),
          now: now(),
        }),
      },
    }),
  );

  app.get(
    '/hotel_brands/:brandId/additional_questions',
    {
      schema: {
        summary:
          "A brand's additional questions and notifications; notifications only when labelled " +
          `target_all_facilities or target_facility_{id} of the hotel named in q. ${Q_HELP}`,
        tags: ['additional questions'],
        params: brandIdParamsSchema,
        querystring: additionalQuestionsQuerySchema,
        response: { 200: additionalQuestionsResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: {
        additional_questions: await getBrandQuestions(db, sessionOf(request), {
          brandId: request.params.brandId,
          q: request.query.q,
          locale: resolveLocale(request.headers[HEADERS.locale]),
          now: now(),
        }),
      },
    }),
  );
};
