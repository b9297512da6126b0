import { z } from 'zod';
import { cancellationPolicyRuleSchema } from './cancellation-policy.schema.ts';
import {
  BED_TYPES,
  DISCOUNT_TYPES,
  EXTRA_TYPES,
  MAX_NIGHTS,
  MEALS,
  PAYMENT_METHODS,
  RESULT_TYPES,
  SEARCH_MODES,
  SEARCH_ORDERS,
  SEARCH_TYPES,
} from './search.constants.ts';
import { currencySchema, localeSchema, translationSchema } from './settings.schema.ts';
import { text } from './text.ts';

/**
 * Search and availability (spec sections 3, 5 and 7):
 * `GET /book/hotels/{hotelId}/rooms`, `/rooms/price`, `/rooms/recommendation`, `/rooms/inventory`,
 * `/rooms/availability`. Dates are hotel-local `YYYY-MM-DD`; money is integer minor units of the
 * hotel currency, tax included, each price with its `tax`.
 */

/** A translation with a description (room types, plans, extras, policies). */
export const namedTranslationSchema = z.object({
  locale: localeSchema,
  name: z.string(),
  description: z.string(),
});
export type NamedTranslation = z.infer<typeof namedTranslationSchema>;

export const bedSchema = z.object({ bed_type: z.enum(BED_TYPES), count: z.number().int().min(1).max(20) });
export type Bed = z.infer<typeof bedSchema>;

/** A room image; `translations` hold the alt text per locale. */
export const roomImageSchema = z.object({ url: z.string(), translations: z.array(translationSchema) });
export type RoomImage = z.infer<typeof roomImageSchema>;

export const hotelIdParamsSchema = z.object({
  hotelId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a hotel id is a positive whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

// ---------------------------------------------------------------------------------------------
// Query

/** `YYYY-MM-DD` that is a real calendar date. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'not a calendar date');

const queryText = z.union([text(), z.array(text())]).optional();

/**
 * The query as it arrives (every key text, repeated keys as arrays, `rooms[0][adults]` bracket keys
 * kept as they are). The server normalises it and checks it with `searchParamsSchema`.
 */
export const searchQueryWireSchema = z.looseObject({
  rooms: queryText.describe('JSON list of room entries, or the bracket form rooms[0][adults]=2'),
  checkin_date: queryText,
  checkout_date: queryText,
  adults: queryText,
  room_count: queryText,
  kids_tiers: queryText.describe('JSON list [{"code":"B","children":1}] applied to every room'),
  order: queryText,
  mode: queryText,
  room_search_filters: queryText,
  is_day_use: queryText,
  search_type: queryText,
  nights: queryText,
  bookable: queryText,
  room_plan_codes: queryText,
  room_type_codes: queryText,
  hotel_plan_codes: queryText,
  search_next_available_date_if_no_result: queryText,
  is_including_occupied: queryText,
  promo_code: queryText,
  coupon_code: queryText,
  retry: queryText,
  reservation_no: queryText.describe(
    'In update mode: the reservation being changed. With its bypass_token or email its own nights count as free.',
  ),
  bypass_token: queryText.describe("The reservation_no's bypass token (update mode)"),
  email: queryText.describe("The reservation_no's guest email (update mode)"),
  utm_source: queryText,
  utm_medium: queryText,
  utm_campaign: queryText,
  metasearch_source: queryText,
  price_displayed_total: queryText,
  google_site: queryText,
  google_promo_code: queryText,
  currency: queryText,
  type: queryText,
  month: queryText.describe('YYYY-MM, /rooms/availability only'),
});
export type SearchQueryWire = z.infer<typeof searchQueryWireSchema>;

const boolText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

const codeSchema = text().min(1).max(64);
const codeList = z.array(codeSchema).max(100);

/** A kids tier in a room: a tier code with a number of children (results-page form). */
export const kidsTierCountSchema = z.object({
  code: text().min(1).max(8),
  children: z.number().int().min(0).max(20),
});

/** One room of the search (spec section 3, room entry in a search), after normalisation. */
export const searchRoomSchema = z.object({
  checkin_date: isoDateSchema.optional(),
  checkout_date: isoDateSchema.optional(),
  adults: z.number().int().min(1).max(99),
  children: z.number().int().min(0).max(99).default(0),
  /** One tier code per child (tiers modes). */
  kids_tiers: z.array(text().min(1).max(8)).max(99).default([]),
  /** Ages of the children (ages mode). */
  kids_age_range: z.array(z.number().int().min(0).max(17)).max(99).default([]),
  adult_companion: z.number().int().min(0).max(99).default(0),
  kid_tier_A_companion: z.number().int().min(0).max(99).default(0),
});
export type SearchRoom = z.infer<typeof searchRoomSchema>;

/** The normalised search parameters every /rooms call works on. */
export const searchParamsSchema = z.object({
  rooms: z.array(searchRoomSchema).min(1).max(20),
  order: z.enum(SEARCH_ORDERS).default('price_low_to_high'),
  mode: z.enum(SEARCH_MODES).default('all'),
  room_search_filters: z.array(z.number().int().min(0).max(2_147_483_647)).max(50).default([]),
  is_day_use: boolText.default(false),
  search_type: z.enum(SEARCH_TYPES).default('dated'),
  nights: z.number().int().min(1).max(MAX_NIGHTS).default(1),
  bookable: boolText.optional(),
  room_plan_codes: codeList.default([]),
  room_type_codes: codeList.default([]),
  hotel_plan_codes: codeList.default([]),
  search_next_available_date_if_no_result: boolText.default(false),
  is_including_occupied: boolText.default(false),
  promo_code: text().max(64).optional(),
  coupon_code: text().max(64).optional(),
  retry: boolText.optional(),
  reservation_no: text().max(64).optional(),
  bypass_token: text().max(256).optional(),
  email: text().max(254).optional(),
  utm_source: text().max(200).optional(),
  utm_medium: text().max(200).optional(),
  utm_campaign: text().max(200).optional(),
  metasearch_source: text().max(100).optional(),
  price_displayed_total: z.number().int().min(0).optional(),
  google_site: text().max(200).optional(),
  google_promo_code: text().max(64).optional(),
  currency: currencySchema.optional(),
  type: z.enum(RESULT_TYPES).default('rooms'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Results

export const matchedSearchCriteriaSchema = z.object({
  adults_count: z.number().int(),
  adults_with_companion: z.number().int(),
  children_count: z.number().int(),
  children_with_kid_tier_A_companion: z.number().int(),
});
export type MatchedSearchCriteria = z.infer<typeof matchedSearchCriteriaSchema>;

export const discountSchema = z.object({
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_amount: z.number().int(),
});

/** A promo code or coupon applied to an offer. */
export const appliedCodeSchema = z.object({
  code_type: z.enum(['promo', 'coupon']),
  code: z.string(),
  discount_amount: z.number().int(),
  /** Only the first n nights were discounted; null: every night. */
  first_n_nights: z.number().int().nullable(),
});

export const nightlyPriceSchema = z.object({ date: isoDateSchema, price: z.number().int() });

/**
 * A member rate (spec §3 label filters): the plan is for members, and the caller sees it as a member of
 * this program — of this rank only when the plan is for a rank (`membership_rank_{id}`), else of every
 * rank (`rank_id` null). Names are in the request's language.
 */
export const memberRateSchema = z.object({
  program_id: z.number().int().nullable(),
  program_name: z.string().nullable(),
  rank_id: z.number().int().nullable(),
  rank_name: z.string().nullable(),
  /** A corporate rate (a plan for the member's organization, spec §6): the organization's name. */
  organization_id: z.number().int().nullable(),
  organization_name: z.string().nullable(),
});
export type MemberRate = z.infer<typeof memberRateSchema>;

/** The price of one room of a room plan for one party (one room entry of the search). */
export const roomPlanOfferSchema = z.object({
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  room_plan_description: z.string(),
  hotel_plan_code: z.string(),
  meals: z.array(z.enum(MEALS)),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  deposit_percent: z.number().int(),
  cancellation_policy_id: z.number().int(),
  /** The policy's rule and name inline, so a card can summarise it without another call. */
  cancellation_policy: cancellationPolicyRuleSchema.extend({ name: z.string() }),
  is_day_use: z.boolean(),
  booking_start_date: isoDateSchema.nullable(),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  /** Tax-inclusive total for one room and this party, after discounts, with accommodation tax. */
  total_price: z.number().int(),
  /** Tax inside total_price: consumption tax plus accommodation_tax. */
  tax: z.number().int(),
  accommodation_tax: z.number().int(),
  /** The total before discounts and codes. */
  price_before_discounts: z.number().int(),
  matched_search_criteria: matchedSearchCriteriaSchema,
  inclusive_extra_ids: z.array(z.number().int()),
  discounts: z.array(discountSchema),
  applied_code: appliedCodeSchema.nullable(),
  nightly_prices: z.array(nightlyPriceSchema),
  /** False when the room is shown only because occupied rooms were asked for. */
  is_available: z.boolean(),
  /** Present on a member plan only: the signed-in member's program and rank it is offered for. */
  member_rate: memberRateSchema.optional(),
});
export type RoomPlanOffer = z.infer<typeof roomPlanOfferSchema>;

export const roomTypeInfoSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  beds: z.array(bedSchema),
  size: z.number().int().nullable(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  room_search_filter_ids: z.array(z.number().int()),
  /** Rooms of this type free on every night of the stay. */
  room_count: z.number().int(),
});

export const roomResultSchema = roomTypeInfoSchema.extend({
  room_plan: z.array(roomPlanOfferSchema),
});
export type RoomResult = z.infer<typeof roomResultSchema>;

export const planResultSchema = z.object({
  hotel_plan_code: z.string(),
  hotel_plan_name: z.string(),
  description: z.string(),
  meals: z.array(z.enum(MEALS)),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  is_day_use: z.boolean(),
  booking_start_date: isoDateSchema.nullable(),
  inclusive_extra_ids: z.array(z.number().int()),
  lowest_total_price: z.number().int(),
  /** Present on a member plan only (see roomPlanOfferSchema.member_rate). */
  member_rate: memberRateSchema.optional(),
  rooms: z.array(roomTypeInfoSchema.extend(roomPlanOfferSchema.shape)),
});
export type PlanResult = z.infer<typeof planResultSchema>;

export const extraInventorySchema = z.object({ extra_id: z.number().int(), inventory: z.number().int() });

export const extraSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  extra_type: z.enum(EXTRA_TYPES),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
});

/** The parameters the server searched with, after every spec section 5 fallback. */
export const searchEchoSchema = z.object({
  rooms: z.array(searchRoomSchema),
  checkin_date: isoDateSchema.nullable(),
  checkout_date: isoDateSchema.nullable(),
  nights: z.number().int(),
  search_type: z.enum(SEARCH_TYPES),
  mode: z.enum(SEARCH_MODES),
  order: z.enum(SEARCH_ORDERS),
  type: z.enum(RESULT_TYPES),
  is_day_use: z.boolean(),
  currency: currencySchema,
});

export const searchResponseSchema = z.object({
  data: z.object({
    rooms: z.array(roomResultSchema),
    plans: z.array(planResultSchema),
    extra_inventories: z.array(extraInventorySchema),
    extras: z.array(extraSummarySchema),
    /** First check-in date with a result, when asked for and nothing matched; else null. */
    next_available_date: isoDateSchema.nullable(),
    search_params: searchEchoSchema,
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `/rooms/price`: the selected room plan priced for every room entry of the search. */
export const roomPriceResponseSchema = z.object({
  data: z.object({
    room_plan_code: z.string(),
    rooms: z.array(roomPlanOfferSchema),
    total_price: z.number().int(),
    tax: z.number().int(),
    accommodation_tax: z.number().int(),
    currency: currencySchema,
  }),
});
export type RoomPriceResponse = z.infer<typeof roomPriceResponseSchema>;

/** `/rooms/recommendation`: room combinations that seat the whole party, cheapest first. */
export const recommendationResponseSchema = z.object({
  data: z.object({
    recommendations: z.array(
      z.object({
        rooms: z.array(
          z.object({
            room_type_code: z.string(),
            room_type_name: z.string(),
            room_plan_code: z.string(),
            room_plan_name: z.string(),
            adults: z.number().int(),
            children: z.number().int(),
            total_price: z.number().int(),
            tax: z.number().int(),
          }),
        ),
        total_price: z.number().int(),
        tax: z.number().int(),
      }),
    ),
  }),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

/** `/rooms/inventory`: rooms left per room type and night of the stay. */
export const inventoryResponseSchema = z.object({
  data: z.object({
    inventories: z.array(
      z.object({
        room_type_code: z.string(),
        room_count: z.number().int(),
        dates: z.array(z.object({ date: isoDateSchema, remaining: z.number().int(), closed: z.boolean() })),
      }),
    ),
  }),
});
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** `/rooms/availability`: one month of check-in dates, for a price calendar. */
export const availabilityResponseSchema = z.object({
  data: z.object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    currency: currencySchema,
    days: z.array(
      z.object({
        date: isoDateSchema,
        bookable: z.boolean(),
        /** Lowest tax-inclusive total for the whole party and stay starting that night. */
        lowest_price: z.number().int().nullable(),
      }),
    ),
  }),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
