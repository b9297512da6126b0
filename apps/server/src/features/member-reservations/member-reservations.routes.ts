import { memberAccountEndpoints } from '@yadori/contract/endpoints/memberships.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { listMemberReservations } from './member-reservations.service.ts';

/** `GET /book/user/reservations` (register inside the guarded /book scope). */
export const memberReservationRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  route(app, memberAccountEndpoints.reservations, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMemberReservations(db, {
      authorization: request.headers[HEADERS.authorization],
      page: request.query.page,
      status: request.query.status,
      locale: resolveLocale(request.headers[HEADERS.locale]),
      now: now(),
    });
  });
};
