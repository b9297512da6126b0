import { isDeepStrictEqual } from 'node:util';
import type { Locale } from '@yadori/contract/locales';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { clientCanSeeHotel } from './hotel-access.ts';
import { type HotelCatalog, loadCatalog } from './hotel-catalogue.repository.ts';
import { findHotelByCode, findHotelById, type HotelWithBrand } from './hotels.repository.ts';

// The one door to hotels: other features import hotel types, look-ups and the catalogue from here,
// never from the repositories behind it.
export { clientCanSeeHotel, hotelScopeHook, requireHotel } from './hotel-access.ts';
export type { HotelCatalog } from './hotel-catalogue.repository.ts';
export type { HotelWithBrand, NewBrand, NewHotel } from './hotels.repository.ts';
/** Writes of the seed and of tests. */
export {
  hotelWithBrandColumns,
  insertBrand,
  insertHotel,
  isCatalogEmpty,
  toHotelWithBrand,
} from './hotels.repository.ts';
/**
 * Uncached reads, for work outside a request (mail jobs, the 3-D Secure return) that has no
 * catalogue at hand; requests go through `createHotelCatalogue`.
 */
export { findHotelById, loadCatalog };

/**
 * A hotel's catalogue with the room types and plans staff switched off, for preview mode (decision
 * 061): read afresh on every call and never put in the cache guests read.
 */
export function loadPreviewCatalog(db: Db, hotelId: number): Promise<HotelCatalog> {
  return loadCatalog(db, hotelId, { offSale: true });
}

/** The hotel's name in `locale`, its own name where it has no translation into it. */
export function hotelNameIn(
  hotel: Pick<HotelWithBrand, 'name' | 'nameTranslations'>,
  locale: Locale,
): string {
  return hotel.nameTranslations.find((t) => t.locale === locale)?.name || hotel.name;
}

/** Default time a hotel row, its catalogue or what a feature derives from them is reused. */
export const DEFAULT_HOTEL_CACHE_TTL_MS = 5000;

/**
 * Hotels as requests see them, from the one hotel cache: built once per app and handed to every
 * route plugin that needs a hotel.
 */
export interface HotelCatalogue {
  /** The hotel with this code (active or not), or null when there is none. */
  byCode(code: string): Promise<HotelWithBrand | null>;
  /** The hotel with this id (active or not), or null when there is none. */
  byId(id: number): Promise<HotelWithBrand | null>;
  /**
   * The hotel `id` (selling online or not) if the caller's client session may see it; otherwise
   * `notFound(id)` is thrown, exactly as for an unknown id.
   */
  visibleHotel(
    scope: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>,
    id: number,
    notFound: (id: number) => Error,
  ): Promise<HotelWithBrand>;
  /**
   * The hotel `id` if the caller's session may see it and it sells online; otherwise `notFound(id)` is
   * thrown — a hotel outside the session's scope, or one that switched online sales off, answers
   * exactly like one that does not exist.
   */
  sellingHotel(request: FastifyRequest, id: number, notFound: (id: number) => Error): Promise<HotelWithBrand>;
  /** The hotel's rooms, plans, discounts… (not inventory or rates, which are read on every call). */
  catalogOf(hotelId: number): Promise<HotelCatalog>;
  /**
   * Something a feature derives from one hotel (e.g. its sign-in button), kept in the same cache
   * for the same time as the hotel row; `part` names it.
   */
  reuse<T>(hotelId: number, part: string, load: () => Promise<T>): Promise<T>;
  /**
   * Drops hotel `hotelId` (its row by id and code, its catalogue and every part) from this instance's
   * cache after a console edit, so the next request reads it again; other instances see the edit once
   * their entries expire (`cacheTtlMs`).
   */
  forget(hotelId: number): void;
}

/**
 * The hotel catalogue over one bounded in-memory cache: hotel rows by code and by id, catalogues and
 * per-hotel parts are reused for `cacheTtlMs` (default 5 s; 0 turns the cache off), so a settings
 * change reaches every instance within that time; requests that miss together share one load, and a
 * reload that reads the same hotel hands out the same object. Unknown hotels are not cached (the rate
 * limiter bounds how often they can be asked).
 * @example const hotels = createHotelCatalogue({ db, now: () => new Date() }); await hotels.byCode('hanami-tokyo');
 */
export function createHotelCatalogue(options: {
  db: Db;
  now: () => Date;
  cacheTtlMs?: number;
}): HotelCatalogue {
  const { db } = options;
  const ttlMs = options.cacheTtlMs ?? DEFAULT_HOTEL_CACHE_TTL_MS;
  const cache =
    ttlMs > 0
      ? new TtlLruCache<string, unknown>({ max: 3000, ttlMs, now: () => options.now().getTime() })
      : null;

  // Loads under way, so that requests arriving together when an entry expires share one load (and one
  // object) instead of each reading the hotel again.
  const loading = new Map<string, Promise<unknown>>();
  // The value each key last loaded, past its expiry: a reload that reads the same hotel hands out the
  // same object again, so what is kept per object (search answers, decision 051) stays valid while
  // nothing changed.
  const last = new TtlLruCache<string, unknown>({ max: 3000, ttlMs: Number.POSITIVE_INFINITY });

  async function cached<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    if (!cache) return load();
    const hit = cache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    let pending = loading.get(key) as Promise<T | null> | undefined;
    if (!pending) {
      const started: Promise<T | null> = load().then(
        (loaded) => {
          // A load `forget` dropped read the hotel before the edit: it answers its own callers only.
          const current = loading.get(key) === started;
          if (current) loading.delete(key);
          if (loaded === null) return loaded;
          const previous = last.get(key) as T | undefined;
          const value = previous !== undefined && isDeepStrictEqual(previous, loaded) ? previous : loaded;
          if (current) {
            cache.set(key, value);
            last.set(key, value);
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === started) loading.delete(key);
          throw error;
        },
      );
      pending = started;
      loading.set(key, pending);
    }
    return pending;
  }

  // What `forget` needs to find a hotel's entries: its code, and the parts features keep per hotel.
  const codes = new Map<number, string>();
  const parts = new Set<string>(['catalogue']);
  const remember = (hotel: HotelWithBrand | null) => {
    if (hotel) codes.set(hotel.id, hotel.code);
    return hotel;
  };

  async function reuse<T>(hotelId: number, part: string, load: () => Promise<T>): Promise<T> {
    parts.add(part);
    return (await cached<T>(`${part}:${hotelId}`, load)) as T;
  }

  function forget(hotelId: number): void {
    const code = codes.get(hotelId);
    const keys = [`id:${hotelId}`, ...(code === undefined ? [] : [`code:${code}`])];
    for (const part of parts) keys.push(`${part}:${hotelId}`);
    for (const key of keys) {
      cache?.delete(key);
      loading.delete(key);
    }
  }

  const catalogue: HotelCatalogue = {
    byCode: (code) => cached(`code:${code}`, async () => remember(await findHotelByCode(db, code))),
    byId: (id) => cached(`id:${id}`, async () => remember(await findHotelById(db, id))),
    async visibleHotel(scope, id, notFound) {
      const hotel = await catalogue.byId(id);
      if (!hotel || !clientCanSeeHotel(scope, hotel)) throw notFound(id);
      return hotel;
    },
    async sellingHotel(request, id, notFound) {
      const hotel = await catalogue.byId(id);
      if (!hotel?.active || !request.clientSession || !clientCanSeeHotel(request.clientSession, hotel))
        throw notFound(id);
      return hotel;
    },
    catalogOf: (hotelId) => catalogue.reuse(hotelId, 'catalogue', () => loadCatalog(db, hotelId)),
    reuse,
    forget,
  };
  return catalogue;
}
