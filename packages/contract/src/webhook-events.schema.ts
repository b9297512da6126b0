import { z } from 'zod';
import type { WEBHOOK_EVENT_TYPES } from './partner.constants.ts';
import { RESERVATION_STATUSES } from './reservation.constants.ts';
import { isoDateSchema } from './search.schema.ts';
import { currencySchema } from './settings.schema.ts';

/**
 * What a webhook delivery posts (decision 059): the envelope, and the event's thin `data` — the
 * reservation's number, status, dates and price, never the guest. The receiver reads the rest from
 * `GET /api/v1/hotels/{hotelId}/reservations/{number}`, so a payload never outlives a correction or
 * shows more than the key may read. Receivers de-duplicate on `id` (a delivery may come twice).
 */

/** The reservation as it stood when the change committed. */
export const webhookReservationSchema = z.object({
  number: z.string(),
  hotel_id: z.number().int(),
  /** `confirmed` or `cancelled`: a stay waiting for its card is never told of. */
  status: z.enum(RESERVATION_STATUSES),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  /** Integer minor units of `currency`, tax included. */
  total_price: z.number().int(),
  currency: currencySchema,
  /** When it changed, in UTC to the microsecond: the `updated_at` the reservations list shows. */
  updated_at: z.string(),
  /** The stay's version after the change: send it back with a change, a cancellation or a no-show. */
  version: z.number().int(),
});
export type WebhookReservation = z.infer<typeof webhookReservationSchema>;

/** `data` of every event but `reservation.paid`. */
export const webhookEventDataSchema = z.object({ reservation: webhookReservationSchema });
export type WebhookEventData = z.infer<typeof webhookEventDataSchema>;

/** `data` of `reservation.paid`: also the amount this capture took, in minor units. */
export const webhookPaidEventDataSchema = webhookEventDataSchema.extend({
  amount: z.number().int().min(1),
});
export type WebhookPaidEventData = z.infer<typeof webhookPaidEventDataSchema>;

const envelope = {
  /** The event id (also the `yadori-event-id` header): the same on every delivery of the event. */
  id: z.uuid(),
  /** When the change was written. */
  created_at: z.string(),
  hotel_id: z.number().int(),
};

type PlainType = Exclude<(typeof WEBHOOK_EVENT_TYPES)[number], 'reservation.paid'>;
const plainEvent = (type: PlainType) =>
  z.object({ ...envelope, type: z.literal(type), data: webhookEventDataSchema });

/**
 * The body of a webhook request, by `type`:
 * - `reservation.created`: a stay became a booking (at once when paid on site, by transfer or later;
 *   a card booking once its card is authorised, after 3-D Secure if any);
 * - `reservation.modified`: its dates, rooms, parties, price, guest details or answers changed, or
 *   money was given back on its card;
 * - `reservation.cancelled`: the guest or the hotel cancelled it;
 * - `reservation.paid`: money was captured on its card (`amount`);
 * - `reservation.no_show`: the hotel marked the guest a no-show (the status stays `confirmed`).
 */
export const webhookEventSchema = z.discriminatedUnion('type', [
  plainEvent('reservation.created'),
  plainEvent('reservation.modified'),
  plainEvent('reservation.cancelled'),
  z.object({ ...envelope, type: z.literal('reservation.paid'), data: webhookPaidEventDataSchema }),
  plainEvent('reservation.no_show'),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
