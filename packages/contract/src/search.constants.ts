/**
 * Plain constants of the search (spec sections 3, 5 and 9). No Zod here: the widget imports these
 * by value on its first screen.
 */

/** Payment methods of spec section 3 (enumerations). */
export const PAYMENT_METHODS = [
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** Search modes of the results page; a plan's visibility is one of them. */
export const SEARCH_MODES = ['all', 'secret', 'voucher', 'brr', 'member'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** Sort orders (spec section 3, enumerations); the default is price_low_to_high (section 9). */
export const SEARCH_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const DEFAULT_SEARCH_ORDER: SearchOrder = 'price_low_to_high';

/** `type` of the results page: a list of room types or a list of plans. */
export const RESULT_TYPES = ['rooms', 'plan'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** `search_type`: a dated search (default) or an undated one with a number of nights. */
export const SEARCH_TYPES = ['dated', 'undated'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const DISCOUNT_TYPES = ['special', 'rounding'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const BED_TYPES = ['single', 'semi_double', 'double', 'queen', 'king', 'futon', 'sofa_bed'] as const;
export type BedType = (typeof BED_TYPES)[number];

export const EXTRA_TYPES = ['generic', 'other'] as const;
export type ExtraType = (typeof EXTRA_TYPES)[number];

/** What a promo code or coupon takes off. */
export const CODE_DISCOUNT_KINDS = ['percentage', 'amount'] as const;
export type CodeDiscountKind = (typeof CODE_DISCOUNT_KINDS)[number];

/** How a child-tier price is given: a fixed amount per night, or a percentage of one adult's share. */
export const CHILD_PRICE_TYPES = ['fixed', 'percentage'] as const;
export type ChildPriceType = (typeof CHILD_PRICE_TYPES)[number];

/** The tier code children carry in share_bed and ages modes, where the hotel has no tier codes. */
export const UNTIERED_CHILD_CODE = 'child';

/** Spec section 9 defaults and limits. */
export const SEARCH_DEFAULTS = {
  adults: 2,
  nights: 1,
  maxGuestsPerRoom: 20,
  currency: 'JPY',
} as const;

/** The longest stay one search may ask for. */
export const MAX_NIGHTS = 30;

/** Spec sections 5 and 9: stay plus flight takes at most this many rooms (decision 021). */
export const STAY_PLUS_FLIGHT_MAX_ROOMS = 5;

/** Spec section 5: for these brands a metasearch source drops the plan and room code filters. */
export const METASEARCH_UNFILTERED_BRAND_IDS: readonly number[] = [568, 569];

/** Spec section 5: limited plans apply only for this site controller (X-Site-Controller header). */
export const LIMITED_PLAN_SITE_CONTROLLER = 'tl_lincon';

/** Consumption tax included in every price (DESIGN §4). */
export const CONSUMPTION_TAX_PERCENT = 10;
