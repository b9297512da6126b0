import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { CODE_DISCOUNT_KINDS, DISCOUNT_TYPES } from './search.constants.ts';
import { isoDateSchema } from './search.schema.ts';
import { localeSchema, translationSchema } from './settings.schema.ts';
import {
  PROMOTION_CODE_STATUSES,
  PROMOTION_CODE_TYPES,
  ROUNDING_UNITS,
  STAFF_PROMOTION_LIMITS,
} from './staff-promotions.constants.ts';
import { staffHotelParamsSchema } from './staff-property.schema.ts';
import { text } from './text.ts';

/**
 * The console's discounts, promotion codes and accommodation tax bands of a hotel (issue 17), under
 * `/staff/hotels/:hotelId`. Bodies accept exactly what the tables' CHECK constraints accept, so a bad
 * value is a field error and never a refused row; a PATCH names only what changes and the merged row
 * is checked again as a whole.
 */

const MAX_INT4 = 2_147_483_647;
const idSchema = z.number().int().min(1).max(MAX_INT4);
const pathId = staffHotelParamsSchema.shape.hotelId;
const { maxAmount, maxNights, maxPlans, maxTaxBands } = STAFF_PROMOTION_LIMITS;

const nameTranslationsInput = z
  .array(z.strictObject({ locale: localeSchema, name: text().trim().min(1).max(200) }))
  .min(1, 'a name in at least one language')
  .max(LOCALES.length)
  .refine((list) => new Set(list.map((t) => t.locale)).size === list.length, 'one translation per language');

const somethingToChange = (body: object) => Object.keys(body).length > 0;
const SOMETHING = 'name at least one field to change';

/** An issue on `path` when `bad`; the rule across fields a create body and a merged PATCH both keep. */
function ruleOn(context: z.RefinementCtx, bad: boolean, path: string, message: string): void {
  if (bad) context.addIssue({ code: 'custom', path: [path], message });
}

// ---------------------------------------------------------------------------------------------
// Discounts the hotel applies by itself (spec §3: special and rounding)

const discountFields = {
  discount_type: z.enum(DISCOUNT_TYPES),
  /** special: percentage (1–100) or amount per room and stay; rounding: always `amount`. */
  kind: z.enum(CODE_DISCOUNT_KINDS),
  /** special: the percentage or the amount in minor units; rounding: 10, 100 or 1000. */
  value: z.number().int().min(1).max(maxAmount),
  /** Null: every plan of the hotel. */
  hotel_plan_id: idSchema.nullable(),
  /** Stays of at least this many nights (0: day use too). */
  min_nights: z.number().int().min(0).max(maxNights),
  /** Check-in dates the discount applies to; null ends are open. */
  stay_starts_on: isoDateSchema.nullable(),
  stay_ends_on: isoDateSchema.nullable(),
  name_translations: nameTranslationsInput,
};

/** A discount's rules across fields (the table's `discounts_value`, a period that ends after it starts). */
export function checkDiscount(
  row: {
    discount_type: string;
    kind: string;
    value: number;
    stay_starts_on: string | null;
    stay_ends_on: string | null;
  },
  context: z.RefinementCtx,
): void {
  if (row.discount_type === 'rounding') {
    ruleOn(context, row.kind !== 'amount', 'kind', 'a rounding discount rounds an amount');
    ruleOn(
      context,
      !(ROUNDING_UNITS as readonly number[]).includes(row.value),
      'value',
      'a rounding unit of 10, 100 or 1000',
    );
  } else ruleOn(context, row.kind === 'percentage' && row.value > 100, 'value', 'at most 100 percent');
  ruleOn(
    context,
    row.stay_starts_on !== null && row.stay_ends_on !== null && row.stay_ends_on < row.stay_starts_on,
    'stay_ends_on',
    'on or after the first check-in date',
  );
}

export const staffDiscountCreateBodySchema = z
  .strictObject({
    ...discountFields,
    kind: discountFields.kind.default('amount'),
    hotel_plan_id: discountFields.hotel_plan_id.default(null),
    min_nights: discountFields.min_nights.default(1),
    stay_starts_on: discountFields.stay_starts_on.default(null),
    stay_ends_on: discountFields.stay_ends_on.default(null),
  })
  .superRefine(checkDiscount);
export type StaffDiscountCreateBody = z.infer<typeof staffDiscountCreateBodySchema>;

export const staffDiscountPatchBodySchema = z
  .strictObject(discountFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffDiscountPatchBody = z.infer<typeof staffDiscountPatchBodySchema>;

export const staffDiscountSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  hotel_plan_id: z.number().int().nullable(),
  discount_type: z.enum(DISCOUNT_TYPES),
  kind: z.enum(CODE_DISCOUNT_KINDS),
  value: z.number().int(),
  min_nights: z.number().int(),
  stay_starts_on: z.string().nullable(),
  stay_ends_on: z.string().nullable(),
  name_translations: z.array(translationSchema),
});
export type StaffDiscount = z.infer<typeof staffDiscountSchema>;
export const staffDiscountResponseSchema = z.object({ data: staffDiscountSchema });
export const staffDiscountsResponseSchema = z.object({ data: z.array(staffDiscountSchema) });
export const staffDiscountParamsSchema = z.object({ hotelId: pathId, discountId: pathId });
export const staffDiscountDeleteResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });

// ---------------------------------------------------------------------------------------------
// Promotion codes and coupons guests type in (spec §5)

/** What guests type: stored upper-case (the table's `promotion_codes_code_format`), matched in any case. */
export const promotionCodeTextSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a code holds 1 to 64 letters, digits, "-" and "_"')
  .transform((code) => code.toUpperCase());

const codeFields = {
  /** promo: the guest's `promo_code`; coupon: `coupon_code` (the hotel's coupon setting must be on). */
  code_type: z.enum(PROMOTION_CODE_TYPES),
  code: promotionCodeTextSchema,
  name_translations: nameTranslationsInput,
  kind: z.enum(CODE_DISCOUNT_KINDS),
  /** Percentage (1–100) or amount in minor units per room and stay. */
  value: z.number().int().min(1).max(maxAmount),
  /** Hotel-local booking dates the code can be used on. */
  valid_from: isoDateSchema,
  valid_until: isoDateSchema,
  /** Null: no limit. */
  usage_limit: z.number().int().min(0).max(MAX_INT4).nullable(),
  /** Only the first n nights of a stay are discounted; null: every night. */
  first_n_nights: z.number().int().min(1).max(maxNights).nullable(),
  /** Plans the code applies to; empty: every plan. */
  hotel_plan_ids: z
    .array(idSchema)
    .max(maxPlans)
    .refine((list) => new Set(list).size === list.length, 'each plan once'),
};

/** A code's rules across fields (the table's `promotion_codes_value` and `_valid_period`). */
export function checkPromotionCode(
  row: { kind: string; value: number; valid_from: string; valid_until: string },
  context: z.RefinementCtx,
): void {
  ruleOn(context, row.kind === 'percentage' && row.value > 100, 'value', 'at most 100 percent');
  ruleOn(context, row.valid_until < row.valid_from, 'valid_until', 'on or after the first valid date');
}

export const staffPromotionCodeCreateBodySchema = z
  .strictObject({
    ...codeFields,
    usage_limit: codeFields.usage_limit.default(null),
    first_n_nights: codeFields.first_n_nights.default(null),
    hotel_plan_ids: codeFields.hotel_plan_ids.default([]),
  })
  .superRefine(checkPromotionCode);
export type StaffPromotionCodeCreateBody = z.infer<typeof staffPromotionCodeCreateBodySchema>;

/**
 * `PATCH …/promotion_codes/:id`: the fields that change, or `active` alone. `{active: false}` switches
 * the code off now (`deactivated_at`): guests typing it are refused as for an unknown code (1500
 * couponInvalid), its period and uses stay as they were — the way to retire a code once used, as a
 * used code cannot be deleted. `{active: true}` switches it back on.
 */
export const staffPromotionCodePatchBodySchema = z
  .strictObject({ ...codeFields, active: z.boolean() })
  .partial()
  .refine(somethingToChange, SOMETHING)
  .refine((body) => body.active === undefined || Object.keys(body).length === 1, {
    message: 'active is sent alone',
    path: ['active'],
  });
export type StaffPromotionCodePatchBody = z.infer<typeof staffPromotionCodePatchBodySchema>;

export const staffPromotionCodeSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  code_type: z.enum(PROMOTION_CODE_TYPES),
  code: z.string(),
  name_translations: z.array(translationSchema),
  kind: z.enum(CODE_DISCOUNT_KINDS),
  value: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string(),
  usage_limit: z.number().int().nullable(),
  /** Bookings that took the code (read only: the bookings count it). */
  used_count: z.number().int(),
  first_n_nights: z.number().int().nullable(),
  hotel_plan_ids: z.array(z.number().int()),
  /** When staff switched it off (ISO 8601); null: on. */
  deactivated_at: z.string().nullable(),
  /** Where it stands today (hotel time): `deactivated` while switched off, else by its period and uses. */
  status: z.enum(PROMOTION_CODE_STATUSES),
});
export type StaffPromotionCode = z.infer<typeof staffPromotionCodeSchema>;
export const staffPromotionCodeResponseSchema = z.object({ data: staffPromotionCodeSchema });
export const staffPromotionCodesResponseSchema = z.object({ data: z.array(staffPromotionCodeSchema) });
export const staffPromotionCodeParamsSchema = z.object({ hotelId: pathId, promotionCodeId: pathId });
export const staffPromotionCodeDeleteResponseSchema = z.object({
  data: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Accommodation tax bands (per person and night, by the price per person before consumption tax)

export const staffTaxBandSchema = z.strictObject({
  /** The band starts at this price per person and night (minor units, before consumption tax). */
  min_price_per_person: z.number().int().min(0).max(maxAmount),
  /** Tax per person and night in the band (minor units). */
  tax_per_person: z.number().int().min(0).max(maxAmount),
});
export type StaffTaxBand = z.infer<typeof staffTaxBandSchema>;

/**
 * `PUT …/accommodation_tax_bands`: the whole list. A band runs from its price to the next band's, so
 * no two bands may start at the same price (they would overlap); an empty list means no tax.
 */
export const staffTaxBandsBodySchema = z.strictObject({
  bands: z
    .array(staffTaxBandSchema)
    .max(maxTaxBands)
    .superRefine((bands, context) => {
      const seen = new Set<number>();
      bands.forEach((band, index) => {
        if (seen.has(band.min_price_per_person))
          context.addIssue({
            code: 'custom',
            path: [index, 'min_price_per_person'],
            message: 'another band starts at this price',
          });
        seen.add(band.min_price_per_person);
      });
    }),
});
export type StaffTaxBandsBody = z.infer<typeof staffTaxBandsBodySchema>;

/** The bands lowest first; `max_price_per_person` is where the next band starts (null for the last). */
export const staffTaxBandsResponseSchema = z.object({
  data: z.array(
    z.object({
      min_price_per_person: z.number().int(),
      max_price_per_person: z.number().int().nullable(),
      tax_per_person: z.number().int(),
    }),
  ),
});
export type StaffTaxBandView = z.infer<typeof staffTaxBandsResponseSchema>['data'][number];
