import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';
import { deleteEndedRateLimitCounters, incrementRateLimitCounter } from './rate-limit.repository.ts';

// Ended windows are swept now and then by whichever instance gets there; the sweep is idempotent.
const SWEEP_EVERY_N_HITS = 5_000;

/** A @fastify/rate-limit store keeping counters in the rate_limit_counters table. */
export function createDatabaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options object; only children get a key prefix.
    prefix = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      if (++hitsSinceSweep >= SWEEP_EVERY_N_HITS) {
        hitsSinceSweep = 0;
        deleteEndedRateLimitCounters(db).catch(() => {});
      }
      incrementRateLimitCounter(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // Called with the merged route parameters for routes that carry their own limit.
    child(params: unknown): FastifyRateLimitStore {
      const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const child = new DatabaseRateLimitStore();
      child.prefix = `${String(route?.method ?? '')}${String(route?.url ?? '')}:`;
      return child;
    }
  }
  return DatabaseRateLimitStore;
}
