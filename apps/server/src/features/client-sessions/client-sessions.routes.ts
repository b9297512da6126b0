import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  clientSessionRequestSchema,
  clientSessionResponseSchema,
} from '@yadori/contract/client-session.schema';
import { errorBodySchema } from '@yadori/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientSessionService } from './client-sessions.service.ts';

/**
 * POST /api/client_sessions — the identity endpoint (register with prefix `/api`). `mintLimit` is its
 * rate limit (sessions per client address per hour, see `sessionMintLimit`).
 */
export const clientSessionRoutes: FastifyPluginAsyncZod<{
  sessions: ClientSessionService;
  mintLimit?: RateLimitOptions;
}> = async (app, { sessions, mintLimit }) => {
  app.post(
    '/client_sessions',
    {
      schema: {
        summary: 'Exchange a client key and secret for a client session (0.75 day)',
        tags: ['identity'],
        security: [],
        body: clientSessionRequestSchema,
        response: {
          201: clientSessionResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
      ...(mintLimit ? { config: { rateLimit: mintLimit } } : {}),
    },
    async (request, reply) => {
      const { token, expiresAt } = await sessions.issue(request.body.client_key, request.body.client_secret);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: { client_session: token, expires_at: expiresAt.toISOString() } });
    },
  );
};
