import { WEBHOOK_ENDPOINTS_PER_HOTEL, WEBHOOK_EVENT_TYPES } from '@yadori/contract/partner.constants';
import {
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpoint,
  type WebhookEndpointCreateBody,
  type WebhookEndpointPatchBody,
  type WebhookEndpointWithSecret,
} from '@yadori/contract/webhooks.schema';
import type { Db } from '../../db/database.ts';
import { requireStaffHotel, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { WEBHOOK_ABILITY as ABILITY, audit, inTransaction, requireEndpoint } from './webhook-changes.ts';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointRecord,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  lockHotelEndpoints,
  updateEndpoint,
} from './webhook-endpoints.repository.ts';
import { newWebhookSecret, type WebhookSecretVault } from './webhook-secrets.ts';
import { urlRefusal } from './webhook-url-safety.ts';
import { webhookErrors } from './webhooks.errors.ts';

/** What the staff calls need of the server's configuration. */
export interface WebhookSettings {
  /** Seals signing secrets (STAFF_SECRET); null: endpoints cannot be made or rotated (503). */
  vault: WebhookSecretVault | null;
  /** WEBHOOK_ALLOW_PRIVATE_URLS. */
  allowPrivateUrls: boolean;
  /** Resolves a host's addresses (default: the system's resolver); tests give their own. */
  resolve?: (host: string) => Promise<string[]>;
}

function toEndpoint(row: EndpointRecord): WebhookEndpoint {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes,
    active: row.active,
    pending_deliveries: row.pendingDeliveries,
    dead_deliveries: row.deadDeliveries,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An address with a password in it is audited without the password. */
function withoutPassword(href: string): string {
  const url = new URL(href);
  if (url.password) url.password = '***';
  return url.href;
}

/** What the audit log keeps of an endpoint: never its secret, nor a password in its address. */
const audited = (row: EndpointRecord) => ({
  url: withoutPassword(row.url),
  description: row.description,
  event_types: row.eventTypes,
  active: row.active,
});

function requireVault(settings: WebhookSettings): WebhookSecretVault {
  if (!settings.vault) throw webhookErrors.secretUnavailable();
  return settings.vault;
}

/**
 * The address as it will be stored and posted to (written out in full by the URL parser, so
 * `HTTP://Example.COM` is `http://example.com/`), once it is known to lead somewhere webhooks may go:
 * 422 otherwise.
 */
async function checkedUrl(settings: WebhookSettings, input: string): Promise<string> {
  let href: string;
  try {
    href = new URL(input).href;
  } catch {
    throw webhookErrors.urlInvalid();
  }
  if (href.length > WEBHOOK_URL_MAX_LENGTH) throw webhookErrors.urlInvalid();
  const refusal = await urlRefusal(href, {
    allowPrivate: settings.allowPrivateUrls,
    ...(settings.resolve ? { resolve: settings.resolve } : {}),
  });
  if (refusal === 'private_address') throw webhookErrors.urlNotPublic();
  if (refusal === 'unresolved') throw webhookErrors.urlUnresolved();
  if (refusal === 'invalid') throw webhookErrors.urlInvalid();
  return href;
}

/** In the contract's order, so the same choice reads the same in every list and audit row. */
const inOrder = (types: readonly string[]) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type));

/** `GET /staff/hotels/:hotelId/webhooks`. */
export async function webhookEndpointsOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
): Promise<WebhookEndpoint[]> {
  await requireStaffHotel(db, principal, hotelId, ABILITY);
  return (await listEndpoints(db, hotelId)).map(toEndpoint);
}

/**
 * `POST /staff/hotels/:hotelId/webhooks`: a new endpoint, answered with its signing secret this once
 * (kept sealed under STAFF_SECRET). 503 without STAFF_SECRET, 422 for an address webhooks may not
 * reach, 409 when the hotel has WEBHOOK_ENDPOINTS_PER_HOTEL already.
 */
export async function createWebhookEndpoint(
  db: Db,
  settings: WebhookSettings,
  principal: StaffPrincipal,
  hotelId: number,
  input: WebhookEndpointCreateBody,
  now: Date,
): Promise<WebhookEndpointWithSecret> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  const vault = requireVault(settings);
  const url = await checkedUrl(settings, input.url);
  const secret = newWebhookSecret();
  return inTransaction(db, async (tx) => {
    await lockHotelEndpoints(tx, hotelId);
    if ((await countEndpoints(tx, hotelId)) >= WEBHOOK_ENDPOINTS_PER_HOTEL)
      throw webhookErrors.endpointLimit();
    const id = await insertEndpoint(tx, {
      hotelId,
      url,
      description: input.description,
      eventTypes: inOrder(input.event_types),
      active: input.active,
      secretSealed: vault.seal(secret),
      now,
    });
    const row = (await findEndpoint(tx, hotelId, id))!;
    await audit(
      tx,
      principal,
      hotel,
      { action: 'webhook_endpoint.create', entityId: id, after: audited(row) },
      now,
    );
    return { ...toEndpoint(row), secret };
  });
}

/** `PATCH …/webhooks/:endpointId`: what changes; a new address is checked as a new one would be. */
export async function changeWebhookEndpoint(
  db: Db,
  settings: WebhookSettings,
  principal: StaffPrincipal,
  hotelId: number,
  endpointId: number,
  patch: WebhookEndpointPatchBody,
  now: Date,
): Promise<WebhookEndpoint> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  await requireEndpoint(db, hotelId, endpointId);
  const url = patch.url === undefined ? undefined : await checkedUrl(settings, patch.url);
  return inTransaction(db, async (tx) => {
    await lockHotelEndpoints(tx, hotelId);
    const before = await requireEndpoint(tx, hotelId, endpointId);
    await updateEndpoint(tx, hotelId, endpointId, {
      ...(url === undefined ? {} : { url }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.event_types === undefined ? {} : { eventTypes: inOrder(patch.event_types) }),
      ...(patch.active === undefined ? {} : { active: patch.active }),
      now,
    });
    const after = (await findEndpoint(tx, hotelId, endpointId))!;
    await audit(
      tx,
      principal,
      hotel,
      {
        action: 'webhook_endpoint.update',
        entityId: endpointId,
        before: audited(before),
        after: audited(after),
      },
      now,
    );
    return toEndpoint(after);
  });
}

/** `DELETE …/webhooks/:endpointId`: the endpoint and every delivery it was owed. */
export async function removeWebhookEndpoint(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  endpointId: number,
  now: Date,
): Promise<{ id: number }> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  return inTransaction(db, async (tx) => {
    await lockHotelEndpoints(tx, hotelId);
    const before = await requireEndpoint(tx, hotelId, endpointId);
    await deleteEndpoint(tx, hotelId, endpointId);
    await audit(
      tx,
      principal,
      hotel,
      { action: 'webhook_endpoint.delete', entityId: endpointId, before: audited(before) },
      now,
    );
    return { id: endpointId };
  });
}

/**
 * `POST …/webhooks/:endpointId/rotate_secret`: a new signing secret, answered this once; every
 * delivery from now on is signed with it (the old one stops working at once).
 */
export async function rotateWebhookSecret(
  db: Db,
  settings: WebhookSettings,
  principal: StaffPrincipal,
  hotelId: number,
  endpointId: number,
  now: Date,
): Promise<WebhookEndpointWithSecret> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  const vault = requireVault(settings);
  const secret = newWebhookSecret();
  return inTransaction(db, async (tx) => {
    await lockHotelEndpoints(tx, hotelId);
    await requireEndpoint(tx, hotelId, endpointId);
    await updateEndpoint(tx, hotelId, endpointId, { secretSealed: vault.seal(secret), now });
    const row = (await findEndpoint(tx, hotelId, endpointId))!;
    // The entry says that it was rotated, never what to.
    await audit(
      tx,
      principal,
      hotel,
      { action: 'webhook_endpoint.rotate_secret', entityId: endpointId },
      now,
    );
    return { ...toEndpoint(row), secret };
  });
}
