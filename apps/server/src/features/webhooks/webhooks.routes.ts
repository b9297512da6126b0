import { staffWebhookEndpoints as endpoints } from '@yadori/contract/endpoints/staff-webhooks.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import { staffRoutes } from '../staff-accounts/staff-routes.service.ts';
import { retryWebhookDelivery, webhookDeliveriesOf } from './webhook-deliveries.service.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  removeWebhookEndpoint,
  rotateWebhookSecret,
  type WebhookSettings,
  webhookEndpointsOf,
} from './webhook-endpoints.service.ts';
import { webhookSecretVault } from './webhook-secrets.ts';

/**
 * The console's webhook endpoints of a hotel and their deliveries (decision 059; register with the
 * prefix `/staff`), each answered `no-store`. A delivery's page answers its own envelope (page,
 * totals), so that route answers without the `{ data }` wrapper of the others.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  /** STAFF_SECRET: seals the signing secrets; unset, endpoints cannot be made (503). */
  staffSecret: string | undefined;
  /** WEBHOOK_ALLOW_PRIVATE_URLS. */
  allowPrivateUrls: boolean;
}> = async (app, { db, now, staffSecret, allowPrivateUrls }) => {
  const settings: WebhookSettings = { vault: webhookSecretVault(staffSecret), allowPrivateUrls };
  const staff = staffRoutes(app, { db, now });

  staff(endpoints.list, (principal, { params }) => webhookEndpointsOf(db, principal, params.hotelId));

  staff(
    endpoints.create,
    (principal, { params, body }) =>
      createWebhookEndpoint(db, settings, principal, params.hotelId, body, now()),
    { status: 201 },
  );

  staff(endpoints.update, (principal, { params, body }) =>
    changeWebhookEndpoint(db, settings, principal, params.hotelId, params.endpointId, body, now()),
  );

  staff(endpoints.remove, (principal, { params }) =>
    removeWebhookEndpoint(db, principal, params.hotelId, params.endpointId, now()),
  );

  staff(endpoints.rotateSecret, (principal, { params }) =>
    rotateWebhookSecret(db, settings, principal, params.hotelId, params.endpointId, now()),
  );

  route(app, endpoints.deliveries, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const { hotelId, endpointId } = request.params;
    return webhookDeliveriesOf(db, principal, hotelId, endpointId, request.query);
  });

  staff(endpoints.retryDelivery, (principal, { params }) =>
    retryWebhookDelivery(db, principal, params.hotelId, params.endpointId, params.deliveryId, now()),
  );
};
