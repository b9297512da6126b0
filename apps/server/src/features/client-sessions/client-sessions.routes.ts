import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientSessionEndpoints } from '@yadori/contract/endpoints/client-sessions.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { ClientSessionService } from './client-sessions.service.ts';

/**
 * POST /api/client_sessions — the identity endpoint (register with prefix `/api`). `mintLimit` is its
 * rate limit (sessions per client address per hour, see `sessionMintLimit`).
 */
export const clientSessionRoutes: FastifyPluginAsyncZod<{
  sessions: ClientSessionService;
  mintLimit?: RateLimitOptions;
}> = async (app, { sessions, mintLimit }) => {
  route(
    app,
    clientSessionEndpoints.create,
    mintLimit ? { config: { rateLimit: mintLimit } } : {},
    async (request, reply) => {
      const { token, expiresAt } = await sessions.issue(request.body.client_key, request.body.client_secret);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: { client_session: token, expires_at: expiresAt.toISOString() } });
    },
  );
};
