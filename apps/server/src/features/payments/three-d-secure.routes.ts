import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import { reservationParamsSchema, reservationResponseSchema } from '@yadori/contract/reservation.schema';
import { text } from '@yadori/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymentErrors } from './payments.errors.ts';
import { completeThreeDSecure } from './three-d-secure.service.ts';

const bypassSchema = z.object({ bypass_token: text().min(1).max(256).optional() });

/** The 3-D Secure completion endpoint (register inside the guarded /book scope). */
export const threeDSecureRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  paymentProvider: PaymentProvider;
}> = async (app, { db, now, paymentProvider }) => {
  app.post(
    '/hotels/:hotelId/reservations/:number/three_d_secure',
    {
      schema: {
        summary:
          'After the 3-D Secure challenge page returned: confirms the held reservation, or cancels it and answers 402 with 3006 (failed), 3008 (cancelled), 3009 (suspended) or 3001 (hold expired)',
        tags: ['reservations'],
        params: reservationParamsSchema,
        querystring: bypassSchema,
        body: bypassSchema.nullish(),
        response: {
          200: reservationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.clientSession) throw errors.invalidClientSession();
      const bypassToken = request.body?.bypass_token ?? request.query.bypass_token;
      if (!bypassToken) throw paymentErrors.bypassTokenRequired();
      const data = await completeThreeDSecure(
        { db, provider: paymentProvider, now },
        {
          session: request.clientSession,
          hotelId: request.params.hotelId,
          number: request.params.number,
          bypassToken,
          locale: resolveLocale(request.headers[HEADERS.locale]),
        },
      );
      return { data };
    },
  );
};
