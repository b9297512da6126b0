import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { clientCanSeeHotel } from '../hotels/hotel-access.ts';
import type { HotelWithBrand } from '../hotels/hotels.repository.ts';
import { findHotelById, type HotelCatalog, loadCatalog } from './search.repository.ts';

/**
 * Answers that routes build from typed DTOs (checked against the contract in integration tests) are
 * written without a second Zod pass: checking a 20 KB search answer cost more than pricing it.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

export interface HotelLookup {
  /**
   * The hotel `id` if the caller's session may see it and it sells online; otherwise `notFound(id)` is
   * thrown — a hotel outside the session's scope, or one that switched online sales off, answers
   * exactly like one that does not exist.
   */
  sellingHotel(request: FastifyRequest, id: number, notFound: (id: number) => Error): Promise<HotelWithBrand>;
  /** The hotel's rooms, plans, discounts… (not inventory or rates, which are read on every call). */
  catalogOf(hotelId: number): Promise<HotelCatalog>;
}

/**
 * Hotel rows and catalogues reused from memory for `cacheTtlMs` (0 turns the cache off), shared by the
 * search and booking routes.
 */
export function createHotelLookup(db: Db, options: { now: () => Date; cacheTtlMs: number }): HotelLookup {
  const clock = () => options.now().getTime();
  const cached = options.cacheTtlMs > 0;
  const hotels = cached
    ? new TtlLruCache<number, HotelWithBrand>({ max: 1000, ttlMs: options.cacheTtlMs, now: clock })
    : null;
  const catalogs = cached
    ? new TtlLruCache<number, HotelCatalog>({ max: 200, ttlMs: options.cacheTtlMs, now: clock })
    : null;
  return {
    async sellingHotel(request, id, notFound) {
      let hotel = hotels?.get(id) ?? null;
      if (!hotel) {
        hotel = await findHotelById(db, id);
        if (hotel) hotels?.set(id, hotel);
      }
      if (!hotel?.active || !request.clientSession || !clientCanSeeHotel(request.clientSession, hotel))
        throw notFound(id);
      return hotel;
    },
    async catalogOf(hotelId) {
      let catalog = catalogs?.get(hotelId);
      if (!catalog) {
        catalog = await loadCatalog(db, hotelId);
        catalogs?.set(hotelId, catalog);
      }
      return catalog;
    },
  };
}
