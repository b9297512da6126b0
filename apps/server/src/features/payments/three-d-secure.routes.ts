import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { paymentErrors } from './payments.errors.ts';
import { completeThreeDSecure } from './three-d-secure.service.ts';

/** The 3-D Secure completion endpoint (register inside the guarded /book scope). */
export const threeDSecureRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  paymentProvider: PaymentProvider;
}> = async (app, { db, now, paymentProvider }) => {
  route(app, reservationEndpoints.threeDSecure, {}, async (request) => {
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
  });
};
