import type { z } from 'zod';
import {
  bookingWidgetSettingsSchema,
  hotelBrandSchema,
  hotelBrandSettingSchema,
  loginWidgetSchema,
} from './settings.schema.ts';

/**
 * What a hotel stores as its widget settings: the init settings of spec section 3 without the
 * fields that come from the hotel and brand rows themselves (ids, names, currency, time zone…).
 * The server checks every write with it; an admin API will accept it as is.
 */
export const hotelSettingsSchema = bookingWidgetSettingsSchema.omit({
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
