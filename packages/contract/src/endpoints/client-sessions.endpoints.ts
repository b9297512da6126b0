import { clientSessionRequestSchema, clientSessionResponseSchema } from '../client-session.schema.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';

export const clientSessionEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/client_sessions',
    summary: 'Exchange a client key and secret for a client session (0.75 day)',
    tags: ['identity'],
    security: [],
    body: clientSessionRequestSchema,
    responses: { 201: clientSessionResponseSchema, ...refusals(400, 401, 429) },
  }),
};
