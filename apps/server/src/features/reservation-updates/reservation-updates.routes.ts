import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { plainJson } from '../../http/plain-json.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue, HotelWithBrand } from '../hotels/hotels.service.ts';
import { bearerToken, requireMember, whoami } from '../member-sessions/member-sessions.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import type { GuestRequest, UpdateDeps } from './guest-change.ts';
import { updateGuests } from './reservation-guests.service.ts';
import { updateReservation } from './reservation-update.service.ts';
import { SIGNED_OUT, type UpdateCaller } from './update-rules.ts';
import { getUpdateSettings } from './update-settings.service.ts';

export interface ReservationUpdateRoutesOptions {
  db: Db;
  now: () => Date;
  /** The app's hotel catalogue (hotel rows and catalogues from its one cache). */
  hotels: HotelCatalogue;
}

/**
 * `GET …/reservations/{number}/update_settings`, `PUT …/reservations/{number}` and
 * `PUT …/reservations/{number}/guests` (register inside the guarded /book scope). Each takes `email`
 * or `bypass_token` in the query, like the GET; anything that does not open the reservation is the
 * lookup's 404.
 */
export const reservationUpdateRoutes: FastifyPluginAsyncZod<ReservationUpdateRoutesOptions> = async (
  app,
  options,
) => {
  const { db, now, hotels } = options;
  const deps: UpdateDeps = { db, now, catalogOf: hotels.catalogOf };

  /** The signed-in member (and organization) behind `Authorization`, for the spec §6 account rule. */
  async function callerOf(request: FastifyRequest, hotel: HotelWithBrand): Promise<UpdateCaller> {
    const authorization = request.headers.authorization;
    if (!bearerToken(authorization)) return SIGNED_OUT;
    const who = await whoami(db, { hotel, authorization, locale: 'en', now: now() }).catch(() => null);
    if (!who?.signed_in || !who.user) return SIGNED_OUT;
    return { memberId: who.user.id, organizationId: who.user.organization?.id ?? null };
  }

  async function guestRequest(
    request: FastifyRequest<{
      Params: { hotelId: number; number: string };
      Querystring: { email?: string; bypass_token?: string };
    }>,
  ): Promise<GuestRequest> {
    const hotel = await hotels.sellingHotel(request, request.params.hotelId, reservationErrors.hotelNotFound);
    return {
      hotel,
      number: request.params.number,
      proof: { email: request.query.email, bypassToken: request.query.bypass_token },
      caller: await callerOf(request, hotel),
      locale: resolveLocale(request.headers[HEADERS.locale]),
    };
  }

  const plain = { serializerCompiler: plainJson };

  route(app, reservationEndpoints.updateSettings, plain, async (request) => ({
    data: await getUpdateSettings(deps, await guestRequest(request)),
  }));

  route(app, reservationEndpoints.update, plain, async (request) => {
    const guest = await guestRequest(request);
    // Spending points on the change: how the member signed in decides whether they may (spec §6).
    if ((request.body.spending_point ?? 0) > 0 && guest.caller.memberId !== null) {
      const signed = await requireMember(db, {
        authorization: request.headers.authorization,
        brandId: guest.hotel.brand.id,
        now: now(),
      });
      guest.caller = { ...guest.caller, provider: signed.provider };
    }
    return { data: await updateReservation(deps, { ...guest, body: request.body }) };
  });

  route(app, reservationEndpoints.updateGuests, plain, async (request) => ({
    data: await updateGuests(deps, { ...(await guestRequest(request)), body: request.body }),
  }));
};
