import { memberAccountEndpoints } from '@yadori/contract/endpoints/memberships.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { clientSessionSeesBrand } from '../member-sessions/member-sessions.service.ts';
import { listMemberReservations } from './member-reservations.service.ts';

/** `GET /book/user/reservations` (register inside the guarded /book scope). */
export const memberReservationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  route(app, memberAccountEndpoints.reservations, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMemberReservations(db, {
      authorization: request.headers[HEADERS.authorization],
      // The widget's client session must be one that may see the member's brand (as /user/me).
      canSeeBrand: clientSessionSeesBrand(
        request.clientSession ?? { scope: 'none' },
        async (id) => (await hotels.byId(id))?.brand.id ?? null,
      ),
      page: request.query.page,
      status: request.query.status,
      locale: resolveLocale(request.headers[HEADERS.locale]),
      now: now(),
    });
  });
};
