/**
 * The console's discounts, promotion codes and accommodation tax bands (issue 17), without Zod so the
 * console imports them as they are.
 */

export const STAFF_PROMOTION_LIMITS = {
  /** The largest amount in minor units (a discount, a code's value, a tax band's price or tax). */
  maxAmount: 100_000_000,
  /** The longest stay a minimum or a "first n nights" may name. */
  maxNights: 365,
  /** The most plans one code may be limited to. */
  maxPlans: 100,
  /** The most accommodation tax bands a hotel may have. */
  maxTaxBands: 20,
} as const;

/** The units a rounding discount rounds the total down to (the table's `discounts_value`). */
export const ROUNDING_UNITS = [10, 100, 1000] as const;

/** The two kinds of code guests type: the `promo_code` and the `coupon_code` of a search. */
export const PROMOTION_CODE_TYPES = ['promo', 'coupon'] as const;
export type PromotionCodeType = (typeof PROMOTION_CODE_TYPES)[number];

/**
 * Where a code stands today (hotel time), as guests would meet it: switched off by staff (whatever its
 * period), not yet valid, usable, past its last day, or at its usage limit.
 */
export const PROMOTION_CODE_STATUSES = ['deactivated', 'scheduled', 'active', 'ended', 'used_up'] as const;
export type PromotionCodeStatus = (typeof PROMOTION_CODE_STATUSES)[number];
