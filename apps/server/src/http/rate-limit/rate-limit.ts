import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ClientSessionService } from '../../features/client-sessions/client-sessions.service.ts';
import { errors } from '../app-error.ts';
import { resolveRequestSession } from '../client-session-guard.ts';
import {
  clientAddress,
  createDatabaseWindowCounter,
  createMemoryWindowCounter,
  installAddressLimit,
} from './address-limit.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit.store.ts';

/** Client sessions one address may make in an hour when the configuration does not say. */
export const DEFAULT_SESSIONS_PER_ADDRESS_PER_HOUR = 600;

/**
 * RATE_LIMIT_PER_MINUTE per client session (a valid Client-Session header) or else per IP. The key
 * uses the session id, never the raw header, so inventing headers does not buy a fresh budget. On top,
 * RATE_LIMIT_PER_ADDRESS_PER_MINUTE per client address (all its sessions together), since sessions
 * are free to make. Counters live in memory, or in PostgreSQL with RATE_LIMIT_STORE=database.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  deps: { config: Config; db: Db; sessions: ClientSessionService },
): Promise<void> {
  const { config, db, sessions } = deps;
  const store = config.rateLimit.store === 'database' ? createDatabaseRateLimitStore(db) : undefined;
  installAddressLimit(app, {
    counter:
      config.rateLimit.store === 'database' ? createDatabaseWindowCounter(db) : createMemoryWindowCounter(),
    perMinute: config.rateLimit.perAddressPerMinute ?? 5 * config.rateLimit.perMinute,
  });
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
        : `ip:${clientAddress(request)}`;
    },
    errorResponseBuilder: (_request, context) =>
      errors.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * The route limit of `POST /api/client_sessions`: sessions one address may make in an hour (in place
 * of the per-request limit there; the per-address request limit still counts them too). The widget
 * keeps its session for the tab, so a hotel's guests behind one NAT make a few an hour each.
 */
export function sessionMintLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimit.sessionsPerAddressPerHour ?? DEFAULT_SESSIONS_PER_ADDRESS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `mint:${clientAddress(request)}`,
  };
}
