import {
  clientSessionRequestSchema,
  clientSessionResponseSchema,
} from '@yadori/contract/client-session.schema';
import { errorBodySchema } from '@yadori/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientSessionService } from './client-sessions.service.ts';

/** POST /api/client_sessions — the identity endpoint (register with prefix `/api`). */
export const clientSessionRoutes: FastifyPluginAsyncZod<{ sessions: ClientSessionService }> = async (
  app,
  { sessions },
) => {
  app.post(
    '/client_sessions',
    {
      schema: {
        summary: 'Exchange a client key and secret for a client session (0.75 day)',
        tags: ['identity'],
        security: [],
        body: clientSessionRequestSchema,
        response: { 201: clientSessionResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await sessions.issue(request.body.client_key, request.body.client_secret);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: { client_session: token, expires_at: expiresAt.toISOString() } });
    },
  );
};
