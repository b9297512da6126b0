import { z } from 'zod';
import { ATTRIBUTION_LIMITS, FUNNEL_MAX_DAYS, SEGMENT_ID_PATTERN } from './analytics.constants.ts';
import { isoDateSchema } from './search.schema.ts';
import { text } from './text.ts';

/**
 * Attribution, the console's funnel and preview tokens (decision 061). Constants the widget needs by
 * value are in analytics.constants.ts.
 */

const optionalText = (max: number) => text().trim().max(max).optional();

/** `segment_ids` (spec section 2, a comma list in the address): at most 20 ids, each 1-64 of A-Z a-z 0-9 _ . : - */
export const segmentIdsSchema = z.array(text().regex(SEGMENT_ID_PATTERN)).max(ATTRIBUTION_LIMITS.segments);

/**
 * What `POST /hotels/{id}/reservations` may carry of where the guest came from: the first page's
 * utm_*, metasearch_source and segment_ids (spec section 2), kept to the reservation and shown in the
 * console and the partner API. Empty strings count as absent.
 */
export const attributionInputSchema = z.object({
  utm_source: optionalText(ATTRIBUTION_LIMITS.utm),
  utm_medium: optionalText(ATTRIBUTION_LIMITS.utm),
  utm_campaign: optionalText(ATTRIBUTION_LIMITS.utm),
  metasearch_source: optionalText(ATTRIBUTION_LIMITS.metasearch),
  segment_ids: segmentIdsSchema.optional(),
});
export type AttributionInput = z.infer<typeof attributionInputSchema>;

/** A reservation's attribution as the console and the partner API show it. */
export const attributionSchema = z.object({
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  metasearch_source: z.string().nullable(),
  segment_ids: z.array(z.string()),
  /** The funnel's source: metasearch_source, else utm_source, else `direct` (attributionSource). */
  source: z.string(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/**
 * `GET /staff/hotels/{hotelId}/funnel?from&to`: the hotel-local days from `from` to `to` (at most
 * FUNNEL_MAX_DAYS; `to` not before `from`).
 */
export const staffFunnelQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'before_from' })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < FUNNEL_MAX_DAYS, {
    path: ['to'],
    message: 'range_too_long',
  });
export type StaffFunnelQuery = z.infer<typeof staffFunnelQuerySchema>;

/** The four steps' counts. */
export const funnelCountsSchema = z.object({
  searches: z.number().int(),
  selections: z.number().int(),
  checkouts: z.number().int(),
  bookings: z.number().int(),
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

/**
 * The funnel from Yadori's own records (decision 061): searches (`GET …/rooms`), selections (`GET
 * …/rooms/price`), checkouts (booking requests the contract accepted) and bookings (reservations
 * made), per hotel-local day and source. `rows` holds only the day and source pairs with any count,
 * by day then source; `sources` adds each source up over the range, most searched first.
 */
export const staffFunnelResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(funnelCountsSchema.extend({ date: z.string(), source: z.string() })),
    sources: z.array(funnelCountsSchema.extend({ source: z.string() })),
    totals: funnelCountsSchema,
  }),
});
export type StaffFunnel = z.infer<typeof staffFunnelResponseSchema>['data'];

/** `POST /staff/hotels/{hotelId}/preview_tokens`: a token that lets this hotel's widget preview. */
export const staffPreviewTokenResponseSchema = z.object({
  data: z.object({
    /** Send as the `tripla-preview-token` header; the console's `url` carries it as `preview_token`. */
    token: z.string(),
    expires_at: z.string(),
    /** The widget's address in preview mode: `/?code=…&tripla_preview=true&preview_token=…`. */
    url: z.string(),
  }),
});

/**
 * `GET /book/hotels/{hotelId}/preview` with the `tripla-preview-token` header: 200 while the token is
 * good for this hotel (the widget then shows its preview banner), 401 otherwise.
 */
export const previewStatusResponseSchema = z.object({
  data: z.object({ preview: z.literal(true), expires_at: z.string(), staff_name: z.string() }),
});
