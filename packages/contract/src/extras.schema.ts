import { z } from 'zod';
import { EXTRA_TYPES } from './search.constants.ts';
import { isoDateSchema, namedTranslationSchema } from './search.schema.ts';
import { text } from './text.ts';

/**
 * Extras (spec sections 3, 5, 7): `GET /book/hotels/{hotelId}/extras` and the extras a reservation
 * body selects. Money is integer minor units, tax included, with the consumption tax alongside.
 */

/** `checkin_date`/`checkout_date` narrow the dates priced (default: from today, 30 days). */
export const extrasQuerySchema = z.object({
  checkin_date: isoDateSchema.optional(),
  checkout_date: isoDateSchema.optional(),
});

/** One bookable date of an extra: its unit price that day and how many are left. */
export const extraDatePriceSchema = z.object({
  date: isoDateSchema,
  price: z.number().int(),
  tax: z.number().int(),
  inventory: z.number().int(),
});
export type ExtraDatePrice = z.infer<typeof extraDatePriceSchema>;

export const extraSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** `generic` extras always show; `other` ones only on their booking_available_dates (spec §5). */
  extra_type: z.enum(EXTRA_TYPES),
  name: z.string(),
  description: z.string(),
  translations_attributes: z.array(namedTranslationSchema),
  /** Unit price, tax included, when a date has no price of its own. */
  price: z.number().int(),
  tax: z.number().int(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  /** Dates of the asked range with stock left. */
  booking_available_dates: z.array(isoDateSchema),
  prices: z.array(extraDatePriceSchema),
});
export type Extra = z.infer<typeof extraSchema>;

export const extrasResponseSchema = z.object({
  data: z.object({ extras: z.array(extraSchema) }),
});
export type ExtrasResponse = z.infer<typeof extrasResponseSchema>;

/** A delivery of some of the units on one date (spec: normalized_delivery_times with delivered_at). */
export const extraDeliverySchema = z.object({
  delivered_at: isoDateSchema,
  quantity: z.number().int().min(1).max(999),
});

/**
 * An extra chosen in a reservation body. Without deliveries all units are delivered on the
 * check-in date. `price` is the tax-included total the guest was shown: a different server total
 * is refused (1103).
 */
export const selectedExtraSchema = z.object({
  extra_id: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(0).max(999),
  normalized_delivery_times: z.array(extraDeliverySchema).max(62).optional(),
  answer: text().max(255).optional(),
  price: z.number().int().min(0).optional(),
});
export type SelectedExtra = z.infer<typeof selectedExtraSchema>;

export const selectedExtrasSchema = z.array(selectedExtraSchema).max(50);
