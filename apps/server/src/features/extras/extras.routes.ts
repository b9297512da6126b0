import { errorBodySchema } from '@yadori/contract/errors';
import { extrasQuerySchema, extrasResponseSchema } from '@yadori/contract/extras.schema';
import { HEADERS } from '@yadori/contract/headers';
import { hotelIdParamsSchema } from '@yadori/contract/search.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { listExtras } from './extras.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A hotel's extras with their bookable dates and prices (register inside the guarded /book scope). */
export const extrasRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  app.get(
    '/hotels/:hotelId/extras',
    {
      schema: {
        summary:
          "A hotel's extras: localized names, min/max quantity, and per date of the stay (checkin_date … " +
          'checkout_date, default 30 days from today) the price with tax and the stock left',
        tags: ['extras'],
        params: hotelIdParamsSchema,
        querystring: extrasQuerySchema,
        response: { 200: extrasResponseSchema, ...refused },
      },
    },
    async (request) => {
      if (!request.clientSession) throw errors.invalidClientSession();
      return {
        data: {
          extras: await listExtras(db, hotels, request.clientSession, {
            hotelId: request.params.hotelId,
            checkin: request.query.checkin_date,
            checkout: request.query.checkout_date,
            locale: resolveLocale(request.headers[HEADERS.locale]),
            now: now(),
          }),
        },
      };
    },
  );
};
