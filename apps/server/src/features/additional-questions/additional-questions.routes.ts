import { additionalQuestionEndpoints } from '@yadori/contract/endpoints/additional-questions.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { getBrandQuestions, getHotelQuestions } from './additional-questions.service.ts';

function sessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/** Additional questions of a hotel and of a brand (register inside the guarded /book scope). */
export const additionalQuestionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  route(app, additionalQuestionEndpoints.hotel, {}, async (request) => ({
    data: {
      additional_questions: await getHotelQuestions(db, hotels, sessionOf(request), {
        hotelId: request.params.hotelId,
        q: request.query.q,
        locale: resolveLocale(request.headers[HEADERS.locale]),
        now: now(),
      }),
    },
  }));

  route(app, additionalQuestionEndpoints.brand, {}, async (request) => ({
    data: {
      additional_questions: await getBrandQuestions(db, sessionOf(request), {
        brandId: request.params.brandId,
        q: request.query.q,
        locale: resolveLocale(request.headers[HEADERS.locale]),
        now: now(),
      }),
    },
  }));
};
