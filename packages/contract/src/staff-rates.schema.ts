import { z } from 'zod';
import { pathIdSchema } from './cancellation-policy.schema.ts';
import { apiErrorSchema } from './errors.ts';
import { databaseId } from './membership.schema.ts';
import { isoDateSchema } from './search.schema.ts';

/**
 * The console's rates and availability (decision 058): a grid of a hotel's nights — rooms of each room
 * type, prices and restrictions of each room plan — and one bulk edit over up to a year of them. Dates
 * are the hotel's calendar nights; `to` is the last night, inclusive.
 */

/** The most a room plan's night may cost (minor units, tax included): a stay's total stays an int4. */
export const STAFF_RATE_MAX_PRICE = 99_999_999;
/** The most rooms of one type one night may hold. */
export const STAFF_MAX_ALLOTMENT = 99_999;
/** Adult counts a price is set for (room_plan_rates.adults). */
export const STAFF_RATE_MAX_ADULTS = 99;
/** The longest minimum stay a night may ask for (hotel_plan_closures.min_nights). */
export const STAFF_MAX_MIN_NIGHTS = 365;
/** What a bulk edit does with a night already sold beyond the allotment asked for. */
export const BELOW_SOLD_CHOICES = ['refuse', 'clamp'] as const;
export type BelowSoldChoice = (typeof BELOW_SOLD_CHOICES)[number];

export const staffHotelParamsSchema = z.object({ hotelId: pathIdSchema });

const fromNotAfterTo = { message: 'from must not be after to', path: ['to'] };

/** `GET /staff/hotels/{hotelId}/rates?from&to`: the nights `from`…`to` (inclusive, at most 93). */
export const staffRatesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, fromNotAfterTo);
export type StaffRatesQuery = z.infer<typeof staffRatesQuerySchema>;

/** An adult count as a key of `prices` ("1"…"99"). */
const adultsKey = z.string().regex(/^[1-9][0-9]?$/, 'an adult count from 1 to 99');
const price = z.number().int().min(0).max(STAFF_RATE_MAX_PRICE);

/** One night of a room type: rooms to sell, rooms sold, stop-sell. No row: allotment 0, not closed. */
export const staffRoomNightSchema = z.object({
  date: z.string(),
  allotment: z.number().int(),
  sold: z.number().int(),
  closed: z.boolean(),
});

/** One night of a room plan: its price per adult count and its hotel plan's restrictions that night. */
export const staffPlanNightSchema = z.object({
  date: z.string(),
  prices: z.record(z.string(), z.number().int()),
  closed: z.boolean(),
  closed_to_arrival: z.boolean(),
  /** The shortest stay arriving this night (over the plan's own `min_nights`), null when none. */
  min_nights: z.number().int().nullable(),
});

/** A room plan of the room type: `code` is the room plan's, `name` its hotel plan's. */
export const staffRatePlanSchema = z.object({
  room_plan_id: z.number().int(),
  hotel_plan_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The hotel plan's own minimum stay. */
  min_nights: z.number().int(),
  /** The most adults a room takes (the room type's capacity): prices exist for 1…max_adults. */
  max_adults: z.number().int(),
  nights: z.array(staffPlanNightSchema),
});

/** A room type of the hotel, its nights and its room plans. */
export const staffRateRoomTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The most guests one room takes: shown even when the room type has no room plan yet. */
  capacity: z.number().int(),
  nights: z.array(staffRoomNightSchema),
  plans: z.array(staffRatePlanSchema),
});

export const staffRatesResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    room_types: z.array(staffRateRoomTypeSchema),
  }),
});
export type StaffRates = z.infer<typeof staffRatesResponseSchema>['data'];

/** The fields of one edit of a hotel's nights (see `staffBulkRatesBodySchema`), without `below_sold`. */
const RATES_EDIT_FIELDS = {
  from: isoDateSchema,
  to: isoDateSchema,
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'each weekday once')
    .optional(),
  room_type_id: databaseId,
  allotment: z.number().int().min(0).max(STAFF_MAX_ALLOTMENT).optional(),
  room_closed: z.boolean().optional(),
  room_plan_id: databaseId.optional(),
  prices: z.record(adultsKey, price.nullable()).optional(),
  plan_closed: z.boolean().optional(),
  closed_to_arrival: z.boolean().optional(),
  min_nights: z.number().int().min(1).max(STAFF_MAX_MIN_NIGHTS).nullable().optional(),
};

type RatesEditFields = z.output<z.ZodObject<typeof RATES_EDIT_FIELDS>>;

/** The rules across an edit's fields: dates in order, something to change, plan fields with a plan. */
function withEditRules<S extends z.ZodType<RatesEditFields>>(schema: S): S {
  return schema
    .refine((b) => b.from <= b.to, fromNotAfterTo)
    .refine(
      (b) =>
        b.allotment !== undefined ||
        b.room_closed !== undefined ||
        (b.prices !== undefined && Object.keys(b.prices).length > 0) ||
        b.plan_closed !== undefined ||
        b.closed_to_arrival !== undefined ||
        b.min_nights !== undefined,
      { message: 'nothing to change', path: ['allotment'] },
    )
    .refine(
      (b) =>
        b.room_plan_id !== undefined ||
        (b.prices === undefined &&
          b.plan_closed === undefined &&
          b.closed_to_arrival === undefined &&
          b.min_nights === undefined),
      { message: 'prices and plan restrictions need a room plan', path: ['room_plan_id'] },
    );
}

/**
 * One edit of a hotel's nights as a partner's ARI push lists them (decision 059): the console's bulk
 * edit without `below_sold`, which the push names once for all its edits.
 */
export const staffRatesEditSchema = withEditRules(z.strictObject(RATES_EDIT_FIELDS));

/**
 * `POST /staff/hotels/{hotelId}/rates/bulk`: one edit of the nights `from`…`to` (inclusive, at most
 * 366), only the weekdays listed when `weekdays` is given (0 Sunday … 6 Saturday). On the room type:
 * `allotment`, `room_closed`. On the room plan `room_plan_id` (one of the room type's): `prices` by
 * adult count (null deletes that price); on its hotel plan: `plan_closed`, `closed_to_arrival`,
 * `min_nights` (null clears it). An absent field is left as it is. An allotment below the rooms
 * already sold is refused (409, `details.nights`) or, with `below_sold: 'clamp'`, set to what is sold.
 */
export const staffBulkRatesBodySchema = withEditRules(
  z.strictObject({ ...RATES_EDIT_FIELDS, below_sold: z.enum(BELOW_SOLD_CHOICES).default('refuse') }),
);
export type StaffBulkRatesBody = z.output<typeof staffBulkRatesBodySchema>;

export const staffBulkRatesResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    /** The nights the edit covered (after the weekday filter). */
    nights: z.number().int(),
    /** Nights whose allotment was raised to the rooms already sold (`below_sold: 'clamp'`). */
    clamped_nights: z.array(z.string()),
  }),
});
export type StaffBulkRatesResult = z.infer<typeof staffBulkRatesResponseSchema>['data'];

/** The 409 of a bulk edit whose allotment falls below the rooms sold: `details.nights` lists those nights. */
export const staffBelowSoldErrorSchema = z.object({
  errors: z
    .array(
      apiErrorSchema.extend({
        details: apiErrorSchema.shape.details.extend({ nights: z.array(z.string()).optional() }),
      }),
    )
    .min(1),
});
