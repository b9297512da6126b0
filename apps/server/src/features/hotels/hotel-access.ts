import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.repository.ts';
import { findHotelByCode, type HotelWithBrand } from './hotels.repository.ts';

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
 * Found hotels are kept in memory for `cacheTtlMs` (default 5 s), so the hot init calls do not read
 * the same row on every request; a settings change reaches every instance within that time.
 * Unknown codes are not cached (the rate limiter bounds how often they can be asked).
 */
export function hotelScopeHook(db: Db, options: { cacheTtlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.cacheTtlMs ?? 5000;
  const cache =
    ttlMs > 0 ? new TtlLruCache<string, HotelWithBrand>({ max: 1000, ttlMs, now: options.now }) : null;
  return async function loadScopedHotel(request: FastifyRequest): Promise<void> {
    const code = (request.params as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    let hotel = cache?.get(code) ?? null;
    if (!hotel) {
      hotel = await findHotelByCode(db, code);
      if (hotel) cache?.set(code, hotel);
    }
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
