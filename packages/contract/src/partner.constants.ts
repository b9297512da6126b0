/**
 * The partner API and webhooks (decision 059), without Zod so the console can import them.
 */
import type { StaffAbility } from './staff.constants.ts';

/**
 * What a hotel's API key may do: push availability, rates and restrictions; read reservations; change,
 * cancel, mark no-show and annotate them; read, make and withdraw payment links (decision 060).
 */
export const PARTNER_SCOPES = [
  'ari:write',
  'reservations:read',
  'reservations:write',
  'payment_links:read',
  'payment_links:write',
] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** The console abilities a key's scopes grant it on its one hotel (the services check abilities). */
export const ABILITIES_OF_SCOPE: Record<PartnerScope, readonly StaffAbility[]> = {
  'ari:write': ['hotel.read', 'rates.read', 'rates.edit'],
  'reservations:read': ['hotel.read', 'reservations.read'],
  'reservations:write': ['hotel.read', 'reservations.read', 'reservations.handle'],
  // Payment links are read with reservations.read and made with reservations.handle, as in the console;
  // the partner routes check the scope itself, so these grant no reservation call. Refunds stay with
  // staff (payments.handle), never a key.
  'payment_links:read': ['hotel.read', 'reservations.read'],
  'payment_links:write': ['hotel.read', 'reservations.read', 'reservations.handle'],
};

/** The abilities of a set of scopes, each once. */
export function abilitiesOfScopes(scopes: readonly PartnerScope[]): StaffAbility[] {
  return [...new Set(scopes.flatMap((scope) => ABILITIES_OF_SCOPE[scope]))];
}

/** What an API key looks like: `yk_` and 43 base64url characters; its first 12 characters name it. */
export const PARTNER_KEY_PATTERN = /^yk_[A-Za-z0-9_-]{43}$/;
export const PARTNER_KEY_PREFIX_LENGTH = 12;
/** Keys one hotel may hold (revoked ones not counted). */
export const PARTNER_KEYS_PER_HOTEL = 20;

/** The reservation events a webhook endpoint can follow. */
export const WEBHOOK_EVENT_TYPES = [
  'reservation.created',
  'reservation.modified',
  'reservation.cancelled',
  'reservation.paid',
  'reservation.no_show',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Where a delivery stands: owed, received (2xx), or given up after the last attempt. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Webhook endpoints one hotel may have. */
export const WEBHOOK_ENDPOINTS_PER_HOTEL = 10;
/** A receiver refuses a signature whose time is further than this from its clock. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The request headers of a delivery. */
export const WEBHOOK_HEADERS = {
  eventId: 'yadori-event-id',
  eventType: 'yadori-event-type',
  signature: 'yadori-signature',
} as const;

/** Updates one ARI push may carry (each a date range of one room type or room plan). */
export const PARTNER_ARI_MAX_UPDATES = 100;
