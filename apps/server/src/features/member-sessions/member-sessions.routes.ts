import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import { whoamiResponseSchema } from '@yadori/contract/session.schema';
import { hotelCodeParamsSchema } from '@yadori/contract/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { requireHotel } from '../hotels/hotels.service.ts';
import { whoami } from './member-sessions.service.ts';

/** GET /book/hotels/:code/tripla_session/whoami (register inside the guarded /book scope). */
export const memberSessionRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/hotels/:code/tripla_session/whoami',
    {
      schema: {
        summary: 'The signed-in member for the bearer token, if any',
        tags: ['membership'],
        params: hotelCodeParamsSchema,
        response: {
          200: whoamiResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await whoami(db, {
        hotel: requireHotel(request),
        authorization: request.headers[HEADERS.authorization],
        locale: resolveLocale(request.headers[HEADERS.locale]),
        now: now(),
      });
      return { data };
    },
  );
};
