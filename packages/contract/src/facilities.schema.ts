import { z } from 'zod';
import { pathIdSchema } from './cancellation-policy.schema.ts';
import {
  bookingWidgetTypeSchema,
  currencySchema,
  hotelCodeSchema,
  localeSchema,
  translationSchema,
} from './settings.schema.ts';

/**
 * The hotels of a brand (spec sections 2 `/facilities` and 7):
 * `GET /book/hotel_brands/{brandId}/hotels?page=&per_page=` — paged; the widget reads pages until
 * `total_pages` and merges them. Only active hotels the caller's client session may see are listed.
 */

export const brandIdParamsSchema = z.object({ brandId: pathIdSchema });

/** A positive page number from the query text (`"2"`), within integer range. */
const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const BRAND_HOTELS_DEFAULT_PER_PAGE = 20;
export const BRAND_HOTELS_MAX_PER_PAGE = 100;

export const brandHotelsQuerySchema = z.object({
  page: queryInt(1, 100_000).optional(),
  per_page: queryInt(1, BRAND_HOTELS_MAX_PER_PAGE).optional(),
});

/** One facility of the brand; `name` is in the request's Tripla-Locale (else the hotel's own name). */
export const brandHotelSchema = z.object({
  id: z.number().int(),
  code: hotelCodeSchema,
  hotel_brand_id: z.number().int(),
  name: z.string(),
  translations_attributes: z.array(translationSchema),
  time_zone: z.string(),
  locale: localeSchema,
  currency: currencySchema,
  booking_widget_type: bookingWidgetTypeSchema,
  logo: z.string().nullable(),
});
export type BrandHotel = z.infer<typeof brandHotelSchema>;

/** Paging as the spec's other paged calls read it (data, page, total_pages, total_entries). */
export const brandHotelsResponseSchema = z.object({
  data: z.array(brandHotelSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
export type BrandHotelsResponse = z.infer<typeof brandHotelsResponseSchema>;
