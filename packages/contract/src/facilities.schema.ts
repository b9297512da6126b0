import { z } from 'zod';
import { codeListQuerySchema, pathIdSchema } from './cancellation-policy.schema.ts';
import { queryInt } from './query.ts';
import { isoDateSchema, searchQueryWireSchema, searchRoomSchema } from './search.schema.ts';
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

/**
 * The facilities search: `GET /book/hotel_brands/{brandId}/hotels/search` with `hotel_codes` (comma
 * list or repeated key; default every visible active hotel of the brand, at most
 * FACILITIES_SEARCH_MAX_HOTELS), `is_including_lowest_price` (true/false/1/0, default false) and the
 * party and stay exactly as `GET /hotels/{hotelId}/rooms` takes them (`rooms` JSON text or bracket
 * form, or `checkin_date`, `checkout_date`, `adults`, `room_count`, `kids_tiers`, plus `mode`,
 * `promo_code`…). Each hotel carries the lowest total /rooms would offer that party, or null when
 * nothing is bookable there (or the stay breaks one of that hotel's own rules).
 */
export const FACILITIES_SEARCH_MAX_HOTELS = 100;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const facilitiesSearchQuerySchema = searchQueryWireSchema.extend({
  hotel_codes: codeListQuerySchema.optional(),
  is_including_lowest_price: booleanQuery.optional(),
});

/** The lowest tax-inclusive total for the whole party and stay, with its tax, in the hotel currency. */
export const lowestPriceSchema = z.object({
  total_price: z.number().int(),
  tax: z.number().int(),
  currency: currencySchema,
});
export type LowestPrice = z.infer<typeof lowestPriceSchema>;

export const facilityResultSchema = brandHotelSchema.extend({ lowest_price: lowestPriceSchema.nullable() });
export type FacilityResult = z.infer<typeof facilityResultSchema>;

/** What the search ran with; `rooms` are the room entries as read (each with its `kids_age_range`). */
export const facilitiesSearchParamsSchema = z.object({
  hotel_codes: z.array(z.string()),
  is_including_lowest_price: z.boolean(),
  checkin_date: isoDateSchema.nullable(),
  checkout_date: isoDateSchema.nullable(),
  rooms: z.array(searchRoomSchema),
});

export const facilitiesSearchResponseSchema = z.object({
  data: z.object({
    hotels: z.array(facilityResultSchema),
    search_params: facilitiesSearchParamsSchema,
  }),
});
export type FacilitiesSearchResponse = z.infer<typeof facilitiesSearchResponseSchema>;
