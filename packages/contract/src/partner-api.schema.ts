import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import { PARTNER_ARI_MAX_UPDATES } from './partner.constants.ts';
import {
  BELOW_SOLD_CHOICES,
  staffBulkRatesResponseSchema,
  staffRatesEditSchema,
} from './staff-rates.schema.ts';
import {
  staffReservationParamsSchema,
  staffReservationRowSchema,
  staffReservationsQuerySchema,
  staffReservationsResponseSchema,
} from './staff-reservations.schema.ts';

/**
 * The partner API under /api/v1 (decision 059): a hotel's property-management system or channel
 * manager pushes availability, rates and restrictions (ARI) and follows the hotel's reservations. The
 * shapes are the console's (decision 058) wherever the console has one.
 */

/** A poll's next position stays at most this far behind the server's clock once it has caught up. */
export const PARTNER_POLL_OVERLAP_SECONDS = 60;

/**
 * The headers of an ARI push: its `Idempotency-Key` (1–255 visible ASCII characters) is required.
 * Other headers pass through untouched.
 */
export const partnerIdempotentHeadersSchema = z
  .object({
    'idempotency-key': z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{1,255}$/, '1 to 255 visible ASCII characters')
      .meta({
        description:
          'Required. A retry with the same key and body answers what the first request answered (same ' +
          'status and body) and writes nothing again; the same key with another body is refused (422). ' +
          'A refused push keeps no key: fix the request and send it again with the same key or a new one.',
      }),
  })
  .catchall(z.union([z.string(), z.array(z.string())]).optional());

/**
 * `POST /api/v1/hotels/{hotelId}/ari`: up to PARTNER_ARI_MAX_UPDATES edits of the hotel's nights, each
 * the console's bulk edit (a room type's allotment and stop-sell; a room plan's prices by adult count;
 * its hotel plan's stop-sell, closed to arrival and minimum stay), applied in order in one transaction:
 * all of them or none. `below_sold` applies to every edit: an allotment below the rooms already sold
 * refuses the whole push (409, `details.nights` and `details.update`) or, with `clamp`, is set to them.
 */
export const partnerAriBodySchema = z.strictObject({
  updates: z.array(staffRatesEditSchema).min(1).max(PARTNER_ARI_MAX_UPDATES),
  below_sold: z.enum(BELOW_SOLD_CHOICES).default('refuse'),
});
export type PartnerAriBody = z.output<typeof partnerAriBodySchema>;

/** What each edit of the push did, in the order sent: its nights, and those clamped to the rooms sold. */
export const partnerAriResponseSchema = z.object({
  data: z.object({ updates: z.array(staffBulkRatesResponseSchema.shape.data) }),
});
export type PartnerAriResult = z.infer<typeof partnerAriResponseSchema>['data'];

/**
 * A refusal of one edit of a push (nothing of the push was written): `details.update` is its index in
 * `updates` (from 0), `details.nights` the nights an allotment would take below the rooms sold (409).
 */
export const partnerAriErrorSchema = z.object({
  errors: z
    .array(
      apiErrorSchema.extend({
        details: apiErrorSchema.shape.details.extend({
          update: z.number().int().optional(),
          nights: z.array(z.string()).optional(),
        }),
      }),
    )
    .min(1),
});

const consoleQuery = staffReservationsQuerySchema.shape;

/**
 * `GET /api/v1/hotels/{hotelId}/reservations`: 50 a page, ordered by when each reservation last
 * changed (`updated_at`, then its number). `updated_since` (an instant with its offset) keeps the rows
 * changed at or after it; `after`, with it, also skips the rows changed exactly then up to and including
 * that number — the position an answer's `next` gives. `status` and the check-in dates (inclusive)
 * narrow the rows.
 */
export const partnerReservationsQuerySchema = z
  .object({
    updated_since: z.iso.datetime({ offset: true }).optional(),
    after: staffReservationParamsSchema.shape.number.optional(),
    status: consoleQuery.status,
    checkin_from: consoleQuery.checkin_from,
    checkin_to: consoleQuery.checkin_to,
    page: consoleQuery.page,
  })
  .refine((q) => !q.checkin_from || !q.checkin_to || q.checkin_from <= q.checkin_to, {
    message: 'checkin_from must not be after checkin_to',
    path: ['checkin_to'],
  })
  .refine((q) => q.after === undefined || q.updated_since !== undefined, {
    message: 'after needs updated_since',
    path: ['after'],
  });
export type PartnerReservationsQuery = z.output<typeof partnerReservationsQuerySchema>;

/** One row of the list: the console's row, with when it last changed and its version. */
export const partnerReservationRowSchema = staffReservationRowSchema.extend({
  /** When the reservation last changed (microseconds, with offset): the order of the list. */
  updated_at: z.string(),
  /** Goes up with each change of the stay; send it back with a change, a cancellation or a no-show. */
  version: z.number().int(),
});
export type PartnerReservationRow = z.infer<typeof partnerReservationRowSchema>;

/**
 * The list's page, and `next`: where the next poll starts (send both as `updated_since` and `after`,
 * without `page`). It follows this page's last row while more rows follow it; once caught up, it stays
 * PARTNER_POLL_OVERLAP_SECONDS behind the server's clock, so a change that committed late is not
 * missed — a row can then come twice: keep the one with the latest `updated_at` per number.
 */
export const partnerReservationsResponseSchema = staffReservationsResponseSchema.extend({
  data: z.array(partnerReservationRowSchema),
  next: z.object({ updated_since: z.string(), after: z.string().nullable() }),
});
export type PartnerReservationsResponse = z.infer<typeof partnerReservationsResponseSchema>;
