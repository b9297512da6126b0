import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError, errors } from '../app-error.ts';
import { addLookupFailure, readLookupCounter } from './lookup-counters.repository.ts';

/**
 * How many failed lookups (unknown number, wrong email, wrong token — all the same 404) are allowed
 * in a window before every lookup answers 429: per reservation number, so guessing one stay's email
 * is slow even from many addresses, and per client address, so guessing numbers is slow too.
 */
export const LOOKUP_LIMITS = { perNumber: 10, perClient: 30, windowMs: 15 * 60_000 } as const;
export type LookupLimits = { perNumber: number; perClient: number; windowMs: number };

/** Where failure counters live: process memory (one instance) or the rate_limit_counters table. */
export interface LookupCounterStore {
  read(key: string, now: Date): Promise<{ hits: number; endsAt: Date | null }>;
  fail(key: string, windowMs: number, now: Date): Promise<void>;
}

export function createMemoryLookupStore(): LookupCounterStore {
  const counters = new Map<string, { hits: number; endsAt: Date }>();
  return {
    async read(key, now) {
      const counter = counters.get(key);
      return counter && counter.endsAt > now ? counter : { hits: 0, endsAt: null };
    },
    async fail(key, windowMs, now) {
      const counter = counters.get(key);
      if (counter && counter.endsAt > now) counter.hits += 1;
      else counters.set(key, { hits: 1, endsAt: new Date(now.getTime() + windowMs) });
      // Ended windows are dropped now and then so the map does not grow without bound.
      if (counters.size > 50_000) for (const [k, c] of counters) if (c.endsAt <= now) counters.delete(k);
    },
  };
}

export function createDatabaseLookupStore(db: Db): LookupCounterStore {
  return {
    read: (key, now) => readLookupCounter(db, key, now),
    fail: (key, windowMs, now) => addLookupFailure(db, key, windowMs, now),
  };
}

export interface LookupLimiter {
  /**
   * Runs `lookup` unless the number or the client is locked (429 with Retry-After); a 404 from it
   * counts one failure for both. A request proving itself with a bypass token alone (no email) is not
   * held back by the number's lock — a token of 32 random bytes cannot be guessed, and the guest who
   * holds it must not be locked out by someone else's guesses — but still counts against its client.
   * With an email as well it is held: a junk token must not open a way around the lock.
   */
  guard<T>(
    request: FastifyRequest,
    input: { number: string; email?: string | undefined; bypassToken?: string | undefined },
    lookup: () => Promise<T>,
  ): Promise<T>;
}

/** A limiter of failed reservation lookups (decision 016). */
export function createLookupLimiter(options: {
  store: LookupCounterStore;
  now: () => Date;
  limits?: LookupLimits;
}): LookupLimiter {
  const { store, now } = options;
  const limits = options.limits ?? LOOKUP_LIMITS;
  return {
    async guard(request, input, lookup) {
      const at = now();
      // The address, not the session: a new client session is free, a new address is not.
      const clientKey = `lookup:client:${normalizeIP(request.ip)}`;
      const numberKey = `lookup:number:${input.number.toUpperCase()}`;
      const tokenOnly = Boolean(input.bypassToken) && !input.email;
      const [client, number] = await Promise.all([
        store.read(clientKey, at),
        tokenOnly ? Promise.resolve({ hits: 0, endsAt: null }) : store.read(numberKey, at),
      ]);
      const locks = [
        client.hits >= limits.perClient ? client.endsAt : null,
        number.hits >= limits.perNumber ? number.endsAt : null,
      ].filter((end): end is Date => end !== null);
      if (locks.length > 0) {
        const until = Math.max(...locks.map((end) => end.getTime()));
        throw errors.tooManyRequests(Math.max(1, Math.ceil((until - at.getTime()) / 1000)));
      }
      try {
        return await lookup();
      } catch (error) {
        if (error instanceof AppError && error.status === 404) {
          await Promise.all([
            store.fail(clientKey, limits.windowMs, at),
            store.fail(numberKey, limits.windowMs, at),
          ]);
        }
        throw error;
      }
    },
  };
}
