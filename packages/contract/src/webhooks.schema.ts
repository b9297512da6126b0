import { z } from 'zod';
import { pathIdSchema } from './cancellation-policy.schema.ts';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINTS_PER_HOTEL,
  WEBHOOK_EVENT_TYPES,
} from './partner.constants.ts';
import { queryInt } from './query.ts';
import { text } from './text.ts';

/**
 * A hotel's webhook endpoints and their deliveries in the console (decision 059), under
 * `/staff/hotels/:hotelId/webhooks`. Request bodies accept what the tables' CHECK constraints accept,
 * so a bad value is a field error, never a refused row.
 */

/** What a signing secret looks like: `whsec_` and 43 base64url characters (32 random bytes). */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_-]{43}$/;
/** The longest address an endpoint may have (the table's CHECK). */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries on one page of an endpoint's list, newest first. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 50;

/** True for an absolute http:// or https:// address with a host. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const urlInput = text()
  .trim()
  .min(1)
  .max(WEBHOOK_URL_MAX_LENGTH)
  .refine(isWebhookUrl, 'an http:// or https:// address');
const descriptionInput = text().trim().max(500);
const eventTypesInput = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'follow at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((list) => new Set(list).size === list.length, 'each event once');

export const webhookEndpointParamsSchema = z.object({ hotelId: pathIdSchema, endpointId: pathIdSchema });

/** A delivery's id (a bigint column: beyond int4, within what JSON numbers hold exactly). */
const deliveryIdSchema = z
  .string()
  .regex(/^[0-9]{1,15}$/, 'an id is a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1));

export const webhookDeliveryParamsSchema = z.object({
  hotelId: pathIdSchema,
  endpointId: pathIdSchema,
  deliveryId: deliveryIdSchema,
});

/** `POST …/webhooks`: where to post, what for, and whether it is on. */
export const webhookEndpointCreateBodySchema = z.strictObject({
  url: urlInput,
  description: descriptionInput.default(''),
  event_types: eventTypesInput,
  active: z.boolean().default(true),
});
export type WebhookEndpointCreateBody = z.infer<typeof webhookEndpointCreateBodySchema>;

/** `PATCH …/webhooks/:endpointId`: only what changes. Pending deliveries go to the new address. */
export const webhookEndpointPatchBodySchema = z
  .strictObject({
    url: urlInput,
    description: descriptionInput,
    event_types: eventTypesInput,
    active: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change');
export type WebhookEndpointPatchBody = z.infer<typeof webhookEndpointPatchBodySchema>;

/** An endpoint as the console lists it; its signing secret is never in it (only shown once). */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** Off: nothing new is owed to it, and what is pending waits until it is on again. */
  active: z.boolean(),
  /** Deliveries still owed, and those given up (retried by hand). */
  pending_deliveries: z.number().int(),
  dead_deliveries: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({
  data: z.array(webhookEndpointSchema).max(WEBHOOK_ENDPOINTS_PER_HOTEL),
});
export const webhookEndpointResponseSchema = z.object({ data: webhookEndpointSchema });

/**
 * The answer of a create or a secret rotation: the endpoint and its signing secret, shown this once
 * (it is kept sealed and never answered again).
 */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().regex(WEBHOOK_SECRET_PATTERN),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;
export const webhookEndpointWithSecretResponseSchema = z.object({ data: webhookEndpointWithSecretSchema });

export const webhookEndpointDeleteResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** `GET …/webhooks/:endpointId/deliveries`: newest first, 50 a page, by status. */
export const webhookDeliveriesQuerySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  page: queryInt(1, 100_000).default(1),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

/** One event owed to the endpoint, and how its sending went. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The event id receivers de-duplicate on (the `yadori-event-id` header). */
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  /** The reservation the event tells of; null once that reservation is gone. */
  reservation_number: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null before the first attempt or when it did not answer. */
  last_status: z.number().int().nullable(),
  /** What went wrong last, in a few words (never the secret or the receiver's whole answer). */
  last_error: z.string().nullable(),
  /** When it is sent next (pending). */
  next_attempt_at: z.string(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({
  data: z.array(webhookDeliverySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesResponseSchema>;
export const webhookDeliveryResponseSchema = z.object({ data: webhookDeliverySchema });
