import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { plainJson } from '../../http/plain-json.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import { signedInMember } from '../search/search.service.ts';
import { type CancelDeps, cancelReservation } from './reservation-cancel.service.ts';

export interface ReservationCancelRoutesOptions {
  db: Db;
  now: () => Date;
  paymentProvider: PaymentProvider | null;
  /** The app's hotel catalogue (hotel rows and catalogues from its one cache). */
  hotels: HotelCatalogue;
}

/** `PUT /hotels/{hotelId}/reservations/{number}/cancel` (register inside the guarded /book scope). */
export const reservationCancelRoutes: FastifyPluginAsyncZod<ReservationCancelRoutesOptions> = async (
  app,
  options,
) => {
  const { db, now, hotels } = options;

  const deps: CancelDeps = {
    db,
    now,
    paymentProvider: options.paymentProvider,
    catalogOf: hotels.catalogOf,
    onSettleError: (err, reservationId) =>
      app.log.warn(
        { error: loggableError(err), reservationId },
        'card settlement after cancel failed; the job retries',
      ),
  };

  route(app, reservationEndpoints.cancel, { serializerCompiler: plainJson }, async (request) => {
    const hotel = await hotels.sellingHotel(request, request.params.hotelId, reservationErrors.hotelNotFound);
    const member = await signedInMember(db, {
      hotel,
      authorization: request.headers.authorization,
      now: now(),
    });
    const data = await cancelReservation(deps, {
      hotel,
      memberId: member?.memberId ?? null,
      organizationId: member?.organizationId ?? null,
      number: request.params.number,
      email: request.query.email,
      bypassToken: request.query.bypass_token,
      body: request.body,
      locale: resolveLocale(request.headers[HEADERS.locale]),
    });
    return { data };
  });
};
