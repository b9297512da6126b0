import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { resolveRequestSession } from '../../features/client-sessions/client-session.guard.ts';
import type { ClientSessionService } from '../../features/client-sessions/client-sessions.service.ts';
import { errors } from '../app-error.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit.store.ts';

/**
 * RATE_LIMIT_PER_MINUTE per client session (a valid Client-Session header) or else per IP. The key
 * uses the session id, never the raw header, so inventing headers does not buy a fresh budget.
 * Counters live in memory, or in PostgreSQL with RATE_LIMIT_STORE=database (several instances).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  deps: { config: Config; db: Db; sessions: ClientSessionService },
): Promise<void> {
  const { config, db, sessions } = deps;
  const store = config.rateLimit.store === 'database' ? createDatabaseRateLimitStore(db) : undefined;
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: config.rateLimit.perMinute,
    timeWindow: 60_000,
    ...(store ? { store } : {}),
    allowList: (request) => request.method === 'OPTIONS',
    keyGenerator: async (request) => {
      const resolution = await resolveRequestSession(request, sessions);
      return resolution.kind === 'valid'
        ? `session:${resolution.session.id}`
        : `ip:${normalizeIP(request.ip)}`;
    },
    errorResponseBuilder: (_request, context) =>
      errors.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
