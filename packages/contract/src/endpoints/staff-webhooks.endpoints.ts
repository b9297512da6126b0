import { defineEndpoint, refusals } from '../endpoint.ts';
import { WEBHOOK_ENDPOINTS_PER_HOTEL } from '../partner.constants.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';
import {
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointCreateBodySchema,
  webhookEndpointDeleteResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointPatchBodySchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretResponseSchema,
} from '../webhooks.schema.ts';

const tags = ['staff'];
const security = [{ staffToken: [] }] as const;
const path = '/staff/hotels/:hotelId/webhooks';

/**
 * A hotel's webhook endpoints and their deliveries in the console (decision 059), with the ability
 * `integrations.manage` (brand admins, hotel managers); 404 for a hotel outside the account's brand
 * or named hotels; every change is audited, never with the signing secret.
 */
export const staffWebhookEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: "The hotel's webhook endpoints, with how many deliveries each still owes and has given up",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: webhookEndpointsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    summary:
      `Add an endpoint (at most ${WEBHOOK_ENDPOINTS_PER_HOTEL} a hotel, 409 beyond). Answers its signing secret \`whsec_…\` this once. ` +
      'An address that leads to a loopback, private or link-local network is refused (422) unless the ' +
      'server allows it (WEBHOOK_ALLOW_PRIVATE_URLS); without STAFF_SECRET the server cannot keep ' +
      'secrets (503)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: webhookEndpointCreateBodySchema,
    responses: {
      201: webhookEndpointWithSecretResponseSchema,
      ...refusals(400, 401, 403, 404, 409, 422, 503),
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${path}/:endpointId`,
    summary: 'Change the address, description, events followed or on/off; pending deliveries follow',
    tags,
    security,
    params: webhookEndpointParamsSchema,
    body: webhookEndpointPatchBodySchema,
    responses: { 200: webhookEndpointResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:endpointId`,
    summary: 'Delete an endpoint with every delivery it was owed',
    tags,
    security,
    params: webhookEndpointParamsSchema,
    responses: { 200: webhookEndpointDeleteResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: `${path}/:endpointId/rotate_secret`,
    summary:
      'Replace the signing secret: the next delivery is signed with the new one, answered this once (503 without STAFF_SECRET)',
    tags,
    security,
    params: webhookEndpointParamsSchema,
    responses: {
      200: webhookEndpointWithSecretResponseSchema,
      ...refusals(400, 401, 403, 404, 503),
    },
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${path}/:endpointId/deliveries`,
    summary: "The endpoint's deliveries, newest first, 50 a page, by status",
    tags,
    security,
    params: webhookEndpointParamsSchema,
    query: webhookDeliveriesQuerySchema,
    responses: { 200: webhookDeliveriesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  retryDelivery: defineEndpoint({
    method: 'POST',
    path: `${path}/:endpointId/deliveries/:deliveryId/retry`,
    summary:
      'Send a given-up (dead) delivery again: pending from now with its attempts counted afresh; 409 for one pending or delivered',
    tags,
    security,
    params: webhookDeliveryParamsSchema,
    responses: { 200: webhookDeliveryResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
};
