import { settingsEndpoints } from '@yadori/contract/endpoints/settings.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { LoginWidget } from '@yadori/contract/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { requireHotel } from '../hotels/hotel-access.ts';
import { getSignInButton, toBookingWidgetSettings } from './settings.service.ts';

/** Init settings and sign-in button of a hotel (register inside the guarded /book scope). */
export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** How long a sign-in button is reused from memory (default 5 s, like the hotel row; 0 = off). */
  cacheTtlMs?: number;
  now?: () => number;
}> = async (app, { db, cacheTtlMs = 5000, now }) => {
  const signInButtons =
    cacheTtlMs > 0 ? new TtlLruCache<number, LoginWidget>({ max: 1000, ttlMs: cacheTtlMs, now }) : null;

  route(app, settingsEndpoints.bookingWidget, {}, async (request) => {
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    return { data: toBookingWidgetSettings(requireHotel(request), locale) };
  });

  route(app, settingsEndpoints.signInButton, {}, async (request) => {
    const hotel = requireHotel(request);
    let button = signInButtons?.get(hotel.id);
    if (!button) {
      button = await getSignInButton(db, hotel);
      signInButtons?.set(hotel.id, button);
    }
    return { data: button };
  });
};
