import { z } from 'zod';
import { idempotentHeadersSchema } from './idempotency.schema.ts';
import { membershipHotelParamsSchema } from './membership.schema.ts';
import {
  POINT_ENTRY_KINDS,
  POINT_EXCHANGE_TYPES,
  POINT_HISTORY_MAX_PER_PAGE,
  POINT_HISTORY_PAGE_SIZE,
  POINT_TIMELINE_SCOPES,
} from './points.constants.ts';
import { queryInt } from './query.ts';
import { isoDateSchema } from './search.schema.ts';
import { currencySchema, localeSchema } from './settings.schema.ts';

/**
 * Member points (spec sections 3, 5, 7 and 9) under `/book/hotels/{hotelId}/memberships/`: the balance
 * (`point`), the history (`points_timeline`) and the exchange for a gift code (`point_exchanges`). Every
 * call needs the signed-in member of the hotel's brand (`Authorization: Bearer`).
 */

export const pointParamsSchema = membershipHotelParamsSchema;

const pageQuery = {
  page: queryInt(1, 100_000).default(1),
  per_page: queryInt(1, POINT_HISTORY_MAX_PER_PAGE).default(POINT_HISTORY_PAGE_SIZE),
};

/** The brand's point programme as the widget shows and checks it (names in the request's language). */
export const pointProgramSchema = z.object({
  /** The brand's name for its points in the request's language (spec §3 point_naming). */
  point_naming: z.string(),
  translations: z.array(z.object({ locale: localeSchema, point_naming: z.string() })),
  /** Points are spent in multiples of this, never below `spending_minimum` (spec §5). */
  spending_increment: z.number().int(),
  spending_minimum: z.number().int(),
  /** One point is worth one unit of this currency; stays priced in it earn and spend. */
  currency: currencySchema,
  /** Points expire this many months after they are credited; null: never. */
  expiry_months: z.number().int().nullable(),
  /** Spec §1/§6: points can be exchanged for a gift code (Japan only). */
  exchange_available: z.boolean(),
});
export type PointProgram = z.infer<typeof pointProgramSchema>;

/**
 * `GET point`: the member's points (spec §3: available, future, expired, gained, spent, refunded). The
 * widget reads `data.total_point`, what can be spent now. All zero with `program_enabled` false when the
 * brand's programme is off or the member signed in through a partner that keeps its own points (§6).
 */
export const pointBalanceResponseSchema = z.object({
  data: z.object({
    total_point: z.number().int(),
    future_point: z.number().int(),
    expired_point: z.number().int(),
    gained_point: z.number().int(),
    spent_point: z.number().int(),
    refunded_point: z.number().int(),
    exchanged_point: z.number().int(),
    program_enabled: z.boolean(),
    program: pointProgramSchema.nullable(),
  }),
});
export type PointBalanceResponse = z.infer<typeof pointBalanceResponseSchema>;

export const pointsTimelineQuerySchema = z.object({
  ...pageQuery,
  scope: z.enum(POINT_TIMELINE_SCOPES).default('current'),
});

/** One line of the point history, newest first (`future`: soonest credit first). */
export const pointEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: what the entry did to the balance (future: what the stay will add). */
  point: z.number().int(),
  /** The programme's local day it happened, or (future) the day it will be credited. */
  date: isoDateSchema,
  /** The instant it happened; null for a future entry. */
  occurred_at: z.string().nullable(),
  /** Gained points: the day they expire (null: never). */
  expires_on: isoDateSchema.nullable(),
  reservation_number: z.string().nullable(),
  /** The hotel of the stay, in the request's language. */
  hotel_name: z.string().nullable(),
  exchange_id: z.number().int().nullable(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** `GET points_timeline` (spec §7): data, page, total_pages, total_entries, program_enabled. */
export const pointsTimelineResponseSchema = z.object({
  data: z.array(pointEntrySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
  program_enabled: z.boolean(),
});
export type PointsTimelineResponse = z.infer<typeof pointsTimelineResponseSchema>;

export const pointExchangesQuerySchema = z.object(pageQuery);

/** `POST point_exchanges` (spec §3 point exchange): the points to exchange and for what. */
export const pointExchangeBodySchema = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  exchange_type: z.enum(POINT_EXCHANGE_TYPES).default('digico'),
});
export type PointExchangeBody = z.input<typeof pointExchangeBodySchema>;

/** `POST point_exchanges` headers: an optional Idempotency-Key makes a retry answer the first exchange. */
export const pointExchangeHeadersSchema = idempotentHeadersSchema(
  'Makes the exchange safe to retry: the same key answers the first exchange again (another ' +
    'amount with the same key: 422). 1-255 visible ASCII characters, e.g. a UUID.',
);

/** A gift code the member got for points. */
export const pointExchangeSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  exchange_type: z.enum(POINT_EXCHANGE_TYPES),
  status: z.literal('issued'),
  /** The gift code to redeem at the provider. */
  code: z.string(),
  /** Spec §9: valid 180 days from the exchange. */
  expires_at: z.string(),
  created_at: z.string(),
});
export type PointExchange = z.infer<typeof pointExchangeSchema>;

export const pointExchangeResponseSchema = z.object({
  data: pointExchangeSchema.extend({
    /** The points left after the exchange. */
    remaining_point: z.number().int(),
  }),
});

export const pointExchangesResponseSchema = z.object({
  data: z.array(pointExchangeSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
  program_enabled: z.boolean(),
});
