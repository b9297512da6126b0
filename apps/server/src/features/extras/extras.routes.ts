import { extrasEndpoints } from '@yadori/contract/endpoints/extras.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { listExtras } from './extras.service.ts';

/** A hotel's extras with their bookable dates and prices (register inside the guarded /book scope). */
export const extrasRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  route(app, extrasEndpoints.list, {}, async (request) => {
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
  });
};
