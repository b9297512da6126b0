import { settingsEndpoints } from '@yadori/contract/endpoints/settings.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import { type HotelCatalogue, requireHotel } from '../hotels/hotels.service.ts';
import { getSignInButton, toBookingWidgetSettings } from './settings.service.ts';

/** Init settings and sign-in button of a hotel (register inside the guarded /book scope). */
export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The app's hotel catalogue: a sign-in button is kept in its cache, as long as the hotel row. */
  hotels: HotelCatalogue;
}> = async (app, { db, hotels }) => {
  route(app, settingsEndpoints.bookingWidget, {}, async (request) => {
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    return { data: toBookingWidgetSettings(requireHotel(request), locale) };
  });

  route(app, settingsEndpoints.signInButton, {}, async (request) => {
    const hotel = requireHotel(request);
    return { data: await hotels.reuse(hotel.id, 'sign-in-button', () => getSignInButton(db, hotel)) };
  });
};
