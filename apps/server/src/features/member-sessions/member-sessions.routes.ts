import { memberSessionEndpoints } from '@yadori/contract/endpoints/member-sessions.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { requireHotel } from '../hotels/hotels.service.ts';
import { whoami } from './member-sessions.service.ts';

/** GET /book/hotels/:code/tripla_session/whoami (register inside the guarded /book scope). */
export const memberSessionRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  route(app, memberSessionEndpoints.whoami, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const data = await whoami(db, {
      hotel: requireHotel(request),
      authorization: request.headers[HEADERS.authorization],
      locale: resolveLocale(request.headers[HEADERS.locale]),
      now: now(),
    });
    return { data };
  });
};
