import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { errors } from '../app-error.ts';
import { incrementRateLimitCounter } from './rate-limit.repository.ts';

/**
 * The client's address as every limit sees it: the socket's peer, or with TRUST_PROXY the client that
 * X-Forwarded-For's proxy chain names (Fastify's `trustProxy` gives it as `request.ip`). IPv6 addresses
 * count per /64, the block one subscriber gets, so hopping inside it buys nothing.
 */
export const clientAddress = (request: Pick<FastifyRequest, 'ip'>): string => normalizeIP(request.ip);

/** Fixed-window hit counters: `incr` counts one hit and returns the hits so far and the ms left. */
export interface WindowCounter {
  incr(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }>;
}

/** Counters in process memory (one instance); ended windows are dropped as the map grows. */
export function createMemoryWindowCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return {
    async incr(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= 50_000) for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
        window = { hits: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, ttlMs: window.endsAt - at };
    },
  };
}

/** Counters in `rate_limit_counters`, shared by every instance (one atomic upsert per hit). */
export function createDatabaseWindowCounter(db: Db): WindowCounter {
  return { incr: (key, windowMs) => incrementRateLimitCounter(db, key, windowMs) };
}

/**
 * Limits every request of one client address to `perMinute`, whatever sessions it holds: client
 * sessions are free to make, so a limit per session alone is a limit per nothing. Runs first of the
 * limits (a root onRequest hook), skips CORS preflights and routes that opt out of rate limiting
 * (`config: { rateLimit: false }`, the health checks), and answers 429 with Retry-After.
 */
export function installAddressLimit(
  app: FastifyInstance,
  options: { counter: WindowCounter; perMinute: number },
): void {
  const { counter, perMinute } = options;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || request.routeOptions.config?.rateLimit === false) return;
    const { hits, ttlMs } = await counter.incr(`address:${clientAddress(request)}`, 60_000);
    if (hits > perMinute) throw errors.tooManyRequests(Math.max(1, Math.ceil(ttlMs / 1000)));
  });
}
