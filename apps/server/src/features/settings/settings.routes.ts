import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import type { LoginWidget } from '@yadori/contract/settings.schema';
import {
  bookingWidgetSettingsResponseSchema,
  hotelCodeParamsSchema,
  signInButtonResponseSchema,
} from '@yadori/contract/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { requireHotel } from '../hotels/hotel-access.ts';
import { getSignInButton, toBookingWidgetSettings } from './settings.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Init settings and sign-in button of a hotel (register inside the guarded /book scope). */
export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** How long a sign-in button is reused from memory (default 5 s, like the hotel row; 0 = off). */
  cacheTtlMs?: number;
  now?: () => number;
}> = async (app, { db, cacheTtlMs = 5000, now }) => {
  const signInButtons =
    cacheTtlMs > 0 ? new TtlLruCache<number, LoginWidget>({ max: 1000, ttlMs: cacheTtlMs, now }) : null;

  app.get(
    '/hotels/:code/settings/booking_widget',
    {
      schema: {
        summary: 'Init settings of the booking widget for a hotel',
        tags: ['settings'],
        params: hotelCodeParamsSchema,
        response: { 200: bookingWidgetSettingsResponseSchema, ...refused },
      },
    },
    async (request) => {
      const locale = resolveLocale(request.headers[HEADERS.locale]);
      return { data: toBookingWidgetSettings(requireHotel(request), locale) };
    },
  );

  app.get(
    '/hotels/:code/settings/sign_in_button',
    {
      schema: {
        summary: 'Sign-in button (login widget) settings for a hotel',
        tags: ['settings'],
        params: hotelCodeParamsSchema,
        response: { 200: signInButtonResponseSchema, ...refused },
      },
    },
    async (request) => {
      const hotel = requireHotel(request);
      let button = signInButtons?.get(hotel.id);
      if (!button) {
        button = await getSignInButton(db, hotel);
        signInButtons?.set(hotel.id, button);
      }
      return { data: button };
    },
  );
};
