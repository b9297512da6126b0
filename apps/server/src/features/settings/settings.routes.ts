import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import {
  bookingWidgetSettingsResponseSchema,
  hotelCodeParamsSchema,
  signInButtonResponseSchema,
} from '@yadori/contract/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { type HotelCatalogue, requireHotel } from '../hotels/hotels.service.ts';
import { getSignInButton, toBookingWidgetSettings } from './settings.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Init settings and sign-in button of a hotel (register inside the guarded /book scope). */
export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The app's hotel catalogue: a sign-in button is kept in its cache, as long as the hotel row. */
  hotels: HotelCatalogue;
}> = async (app, { db, hotels }) => {
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
      return { data: await hotels.reuse(hotel.id, 'sign-in-button', () => getSignInButton(db, hotel)) };
    },
  );
};
