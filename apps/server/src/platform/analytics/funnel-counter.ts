import type { Db } from '../../db/database.ts';
import { databaseErrorCode } from '../../lib/safe-error.ts';
import { addFunnelCounts, type FunnelDelta } from './funnel-counts.repository.ts';

/** The steps counted here; bookings are counted from the reservations themselves. */
export type CountedStep = 'searches' | 'selections' | 'checkouts';

/** How often a process writes what it counted, in ms. */
export const FUNNEL_FLUSH_INTERVAL_MS = 5_000;
/** Distinct hotel, day and source keys held before a flush is started early. */
const MAX_PENDING_KEYS = 1_000;
/**
 * Distinct sources one process counts for a hotel on a day; later ones count under OTHER_SOURCE. The
 * source is the guest's utm_source or metasearch_source, free text: without a bound, an address with a
 * new value on every request would make a row per request.
 */
export const MAX_SOURCES_PER_DAY = 200;
export const OTHER_SOURCE = 'other';

export interface FunnelCounter {
  /**
   * Counts one step for a hotel on its local `day` under `source` (attributionSource). Synchronous and
   * in memory: the search path does not wait for the database.
   */
  count(step: CountedStep, hotelId: number, day: string, source: string): void;
  /** Writes the counts held so far (the timer calls it; so do close and tests). */
  flush(): Promise<void>;
  /** Starts the flush timer. */
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/**
 * The funnel's counts per process (decision 061): kept in memory and added to `funnel_counts` by one
 * upsert every FUNNEL_FLUSH_INTERVAL_MS, so counting a search costs a map update, not a write. A
 * process that dies loses at most the last interval's counts; a flush that fails keeps its counts
 * for the next one.
 */
export function createFunnelCounter({
  db,
  onError,
}: {
  db: Db;
  onError: (error: unknown) => void;
}): FunnelCounter {
  let pending = new Map<string, FunnelDelta>();
  // The sources seen per hotel and day (`hotelId|day`), for MAX_SOURCES_PER_DAY; only today's and
  // yesterday's days are ever counted, so the map is cleared when it holds more than a few days.
  const sourcesOf = new Map<string, Set<string>>();
  const boundedSource = (hotelId: number, day: string, source: string) => {
    const dayKey = `${hotelId}|${day}`;
    let seen = sourcesOf.get(dayKey);
    if (!seen) {
      if (sourcesOf.size > 10_000) sourcesOf.clear();
      seen = new Set();
      sourcesOf.set(dayKey, seen);
    }
    if (seen.has(source)) return source;
    if (seen.size >= MAX_SOURCES_PER_DAY) return OTHER_SOURCE;
    seen.add(source);
    return source;
  };
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const takeAndWrite = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await addFunnelCounts(db, [...batch.values()]);
    } catch (error) {
      // A batch the database refuses as such (an integrity error: a hotel deleted meanwhile) would be
      // refused forever and hold every later count back: it is dropped, and said so.
      if (databaseErrorCode(error)?.startsWith('23')) {
        onError(error);
        return;
      }
      // Put the batch back, added to whatever arrived meanwhile, for the next flush.
      for (const [key, delta] of batch) {
        const now = pending.get(key);
        if (now) {
          now.searches += delta.searches;
          now.selections += delta.selections;
          now.checkouts += delta.checkouts;
        } else pending.set(key, delta);
      }
      onError(error);
    }
  };
  // Flushes run one after another, never two at once.
  const flush = () => {
    flushing = flushing.then(takeAndWrite);
    return flushing;
  };

  return {
    count(step, hotelId, day, anySource) {
      const source = boundedSource(hotelId, day, anySource);
      const key = `${hotelId}|${day}|${source}`;
      let delta = pending.get(key);
      if (!delta) {
        delta = { hotelId, day, source, searches: 0, selections: 0, checkouts: 0 };
        pending.set(key, delta);
        if (pending.size >= MAX_PENDING_KEYS) void flush();
      }
      delta[step] += 1;
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), FUNNEL_FLUSH_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
