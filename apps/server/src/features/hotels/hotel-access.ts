import type { FastifyRequest } from 'fastify';
import { errors } from '../../http/app-error.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelWithBrand } from './hotels.repository.ts';
import type { HotelCatalogue } from './hotels.service.ts';

/** True when a client session's scope covers the hotel. */
export function clientCanSeeHotel(
  session: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>,
  hotel: { id: number; brand: { id: number } },
): boolean {
  switch (session.scope) {
    case 'all':
      return true;
    case 'brand':
      return session.brandId === hotel.brand.id;
    case 'hotel':
      return session.hotelId === hotel.id;
  }
}

/**
 * preHandler for guarded routes with a `:code` parameter: loads the hotel into `request.hotel`.
 * A hotel outside the session's scope answers exactly like one that does not exist.
 *
 * The hotel comes from the hotel catalogue's cache, so the hot init calls do not read the same row on
 * every request.
 */
export function hotelScopeHook(hotels: HotelCatalogue) {
  return async function loadScopedHotel(request: FastifyRequest): Promise<void> {
    const code = (request.params as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const hotel = await hotels.byCode(code);
    if (!hotel || !request.clientSession || !clientCanSeeHotel(request.clientSession, hotel)) {
      throw errors.hotelNotFound(code);
    }
    request.hotel = hotel;
  };
}

/** The hotel loaded by hotelScopeHook; a route without `:code` calling this is a programming error. */
export function requireHotel(request: FastifyRequest): HotelWithBrand {
  if (!request.hotel) throw new Error(`route ${request.routeOptions.url} has no scoped hotel`);
  return request.hotel;
}
