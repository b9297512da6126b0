import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import {
  reservationAnswersBodySchema,
  reservationAnswersParamsSchema,
  reservationAnswersQuerySchema,
  reservationQuestionsResponseSchema,
} from '@yadori/contract/reservation-answers.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import {
  createLookupLimiter,
  createMemoryLookupStore,
  type LookupLimiter,
} from '../../http/rate-limit/lookup-limit.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import {
  getReservationQuestions,
  type ReservationAnswersDeps,
  saveReservationAnswers,
} from './reservation-answers.service.ts';

const refused = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

export interface ReservationAnswersRoutesOptions {
  db: Db;
  now: () => Date;
  /** The app's hotel catalogue (hotel rows and catalogues from its one cache). */
  hotels: HotelCatalogue;
  lookupLimiter?: LookupLimiter;
}

/**
 * Answers after booking (spec section 7): `GET`, `POST /reservations/{number}/additional_questions`
 * and `PUT …/additional_questions/batch_update`, with the guest's email or bypass token (register
 * inside the guarded /book scope).
 */
export const reservationAnswersRoutes: FastifyPluginAsyncZod<ReservationAnswersRoutesOptions> = async (
  app,
  options,
) => {
  const { db, now, hotels } = options;
  const limiter = options.lookupLimiter ?? createLookupLimiter({ store: createMemoryLookupStore(), now });
  const depsFor = (request: FastifyRequest): ReservationAnswersDeps => ({
    db,
    now,
    hotelFor: (hotelId) =>
      hotels.sellingHotel(request, hotelId, reservationErrors.hotelNotFound).catch(() => null),
  });
  const common = (
    request: FastifyRequest & {
      params: { number: string };
      query: { email?: string; bypass_token?: string };
    },
  ) => ({
    number: request.params.number,
    proof: { email: request.query.email, bypassToken: request.query.bypass_token },
    locale: resolveLocale(request.headers[HEADERS.locale]),
  });
  const guarded = <T>(
    request: FastifyRequest & {
      params: { number: string };
      query: { email?: string; bypass_token?: string };
    },
    run: () => Promise<T>,
  ) =>
    limiter.guard(
      request,
      { number: request.params.number, email: request.query.email, bypassToken: request.query.bypass_token },
      run,
    );

  app.get(
    '/reservations/:number/additional_questions',
    {
      schema: {
        summary:
          'The questions that apply to a reservation (per room where per room), saved answers prefilled',
        tags: ['additional questions'],
        params: reservationAnswersParamsSchema,
        querystring: reservationAnswersQuerySchema,
        response: { 200: reservationQuestionsResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: await guarded(request, () => getReservationQuestions(depsFor(request), common(request))),
    }),
  );

  app.post(
    '/reservations/:number/additional_questions',
    {
      schema: {
        summary: 'First answers after booking (a question answered already: 409, use batch_update)',
        tags: ['additional questions'],
        params: reservationAnswersParamsSchema,
        querystring: reservationAnswersQuerySchema,
        body: reservationAnswersBodySchema,
        response: { 200: reservationQuestionsResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: await guarded(request, () =>
        saveReservationAnswers(depsFor(request), { ...common(request), body: request.body, mode: 'first' }),
      ),
    }),
  );

  app.put(
    '/reservations/:number/additional_questions/batch_update',
    {
      schema: {
        summary:
          'Changes the answers of the questions named (each replaced as a whole, checked as at booking)',
        tags: ['additional questions'],
        params: reservationAnswersParamsSchema,
        querystring: reservationAnswersQuerySchema,
        body: reservationAnswersBodySchema,
        response: { 200: reservationQuestionsResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: await guarded(request, () =>
        saveReservationAnswers(depsFor(request), { ...common(request), body: request.body, mode: 'replace' }),
      ),
    }),
  );
};
