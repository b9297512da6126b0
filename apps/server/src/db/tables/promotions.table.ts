import { CODE_DISCOUNT_KINDS, DISCOUNT_TYPES } from '@yadori/contract/search.constants';
import type { Translation } from '@yadori/contract/settings.schema';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { hotelPlans } from './hotel-plans.table.ts';
import { hotels } from './hotels.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Discounts the hotel applies by itself (spec section 3: discount_type special or rounding).
 * special: `kind` percentage or amount (per room and stay) off stays of at least `min_nights`;
 * rounding: the total is rounded down to a multiple of `value` (10, 100 or 1000).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Null: every plan of the hotel. */
    hotelPlanId: integer('hotel_plan_id').references(() => hotelPlans.id, { onDelete: 'cascade' }),
    discountType: text('discount_type').notNull(),
    kind: text('kind').notNull().default('amount'),
    value: integer('value').notNull(),
    minNights: integer('min_nights').notNull().default(1),
    /** Check-in dates the discount applies to; null ends are open. */
    stayStartsOn: date('stay_starts_on', { mode: 'string' }),
    stayEndsOn: date('stay_ends_on', { mode: 'string' }),
    nameTranslations: jsonb('name_translations').$type<Translation[]>().notNull().default([]),
  },
  (t) => [
    check('discounts_type_known', sql`${t.discountType} in (${sqlList(DISCOUNT_TYPES)})`),
    check('discounts_kind_known', sql`${t.kind} in (${sqlList(CODE_DISCOUNT_KINDS)})`),
    check(
      'discounts_value',
      sql`(${t.discountType} = 'rounding' and ${t.value} in (10, 100, 1000))
        or (${t.discountType} = 'special' and ${t.kind} = 'percentage' and ${t.value} between 1 and 100)
        or (${t.discountType} = 'special' and ${t.kind} = 'amount' and ${t.value} > 0)`,
    ),
    check('discounts_min_nights', sql`${t.minNights} >= 0`),
    index('discounts_hotel_idx').on(t.hotelId),
  ],
);

/**
 * Promo codes and coupons a guest types in (spec section 5: invalid, expired, limit reached,
 * first n nights). `used_count` can never pass `usage_limit`.
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** promo: the promo_code query key; coupon: coupon_code. */
    codeType: text('code_type').notNull(),
    /** Stored upper-case; guests type it in any case. */
    code: text('code').notNull(),
    nameTranslations: jsonb('name_translations').$type<Translation[]>().notNull().default([]),
    kind: text('kind').notNull(),
    /** Percentage (1–100) or amount in minor units per room and stay. */
    value: integer('value').notNull(),
    /** Hotel-local booking dates the code can be used on. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Only the first n nights of a stay are discounted; null: every night. */
    firstNNights: integer('first_n_nights'),
    /** Plans the code applies to; empty: every plan. */
    hotelPlanIds: integer('hotel_plan_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * When staff switched the code off: guests typing it get couponInvalid from then on, its period
     * and uses stay as they were. Null: live.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    unique('promotion_codes_hotel_type_code_unique').on(t.hotelId, t.codeType, t.code),
    check('promotion_codes_type_known', sql`${t.codeType} in ('promo', 'coupon')`),
    check('promotion_codes_code_format', sql`${t.code} ~ '^[A-Z0-9_-]{1,64}$'`),
    check('promotion_codes_kind_known', sql`${t.kind} in (${sqlList(CODE_DISCOUNT_KINDS)})`),
    check('promotion_codes_value', sql`${t.value} > 0 and (${t.kind} <> 'percentage' or ${t.value} <= 100)`),
    check('promotion_codes_valid_period', sql`${t.validFrom} <= ${t.validUntil}`),
    check(
      'promotion_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} >= 0 and ${t.usedCount} <= ${t.usageLimit}))`,
    ),
    check('promotion_codes_first_n_nights', sql`${t.firstNNights} is null or ${t.firstNNights} >= 1`),
  ],
);

/**
 * Accommodation tax per person and night by price band (DESIGN §4), set per hotel: a night whose
 * price per person (before consumption tax) is at least `min_price_per_person` costs
 * `tax_per_person` of the highest such band.
 */
export const accommodationTaxBands = pgTable(
  'accommodation_tax_bands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    minPricePerPerson: integer('min_price_per_person').notNull(),
    taxPerPerson: integer('tax_per_person').notNull(),
  },
  (t) => [
    unique('accommodation_tax_bands_hotel_min_unique').on(t.hotelId, t.minPricePerPerson),
    check('accommodation_tax_bands_amounts', sql`${t.minPricePerPerson} >= 0 and ${t.taxPerPerson} >= 0`),
  ],
);
