import { z } from 'zod';
import {
  bookingWidgetSettingsSchema,
  hotelBrandSchema,
  hotelBrandSettingSchema,
  loginWidgetSchema,
} from './settings.schema.ts';

/**
 * A site origin as a CSP source: http(s), a lower-case host (`*.` in front covers its subdomains),
 * an optional port, nothing else — no path, no quotes, spaces or semicolons that could reach a header.
 * @example embedOriginSchema.parse('https://www.hanami-hotels.example')
 */
export const embedOriginSchema = z
  .string()
  .max(200)
  .regex(/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?$/);

/**
 * What a hotel stores as its widget settings: the init settings of spec section 3 without the
 * fields that come from the hotel and brand rows themselves (ids, names, currency, time zone…).
 * The server checks every write with it; an admin API will accept it as is.
 */
export const hotelSettingsSchema = bookingWidgetSettingsSchema
  .omit({
    hotel_id: true,
    hotel_code: true,
    hotel_brand_id: true,
    hotel_name: true,
    hotel_brand_name: true,
    hotel: true,
    currency: true,
    hotel_active: true,
    hotel_brand: true,
    hotel_brand_setting: true,
  })
  .extend({
    /**
     * Origins of the hotel's own sites that may show the widget in a frame (its CSP `frame-ancestors`);
     * pages of the widget's own origin always may. Not sent to the widget.
     */
    embed_origins: z.array(embedOriginSchema).max(20).optional(),
  });
export type HotelSettings = z.infer<typeof hotelSettingsSchema>;

/** What a brand stores as its settings: the brand block and brand settings of the init response. */
export const brandSettingsSchema = hotelBrandSchema
  .omit({ id: true, name: true })
  .extend({ hotel_brand_setting: hotelBrandSettingSchema });
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** One locale's title and description of the sign-in button. */
export const loginWidgetTranslationSchema = loginWidgetSchema.shape.translations_attributes.element;
export type LoginWidgetTranslation = z.infer<typeof loginWidgetTranslationSchema>;
