import type { KeptBody } from '../../http/kept-body.ts';
import { hotelLocalTime } from '../../lib/hotel-time.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';

/**
 * Lookup answers computed once per state of their reservation (decision 053). A guest's lookup answers
 * with a pure function of the reservation row, its parts, the hotel's bank account (a transfer), the
 * hotel's catalogue and time zone, the language, and the hotel's local date and hour (the cancellation
 * terms). On every lookup the database gives the state of the first three (the transactions that wrote
 * each of their rows); the answer computed at that state, with that catalogue object (the hotel cache
 * hands out the same object while it is unchanged), that time zone and that hour is sent again,
 * serialised and compressed once, and the rows are not sent. The guest's proof is
 * checked on every lookup against the row as it is then; a kept answer is never a way in.
 */
export interface KeptLookup {
  /** The state of the row, its parts, the bank account and (a brand's lookup) the time zone. */
  fingerprint: string;
  hotelId: number;
  catalog: object;
  timeZone: string;
  date: string;
  hour: number;
  body: KeptBody;
}

/** Answers kept per instance: ~3–5 KB of JSON and ~1 KB per encoding each, so about 10 MB at most. */
const MAX_LOOKUPS = 2_000;

/** Answers computed and kept, and lookups answered with a kept one: a test tells a hit from a miss. */
export const keptLookupStats = { kept: 0, reused: 0 };

export interface KeptLookups {
  /**
   * The kept answer of `key` if it was computed with its hotel's catalogue as it is now, at this hour
   * of the hotel: its fingerprint is then the one to ask the database about.
   */
  usable(key: string, catalogOf: (hotelId: number) => Promise<object>, now: Date): Promise<KeptLookup | null>;
  keep(key: string, lookup: KeptLookup): KeptBody;
  /** Counts a lookup answered with a kept answer. */
  reused(lookup: KeptLookup): KeptBody;
}

/** The hotel's local date and hour at `now`: what a lookup answer's cancellation terms are read at. */
export function lookupHour(now: Date, timeZone: string): { date: string; hour: number } {
  const local = hotelLocalTime(now, timeZone);
  return { date: local.date, hour: local.hour };
}

export function createKeptLookups(max = MAX_LOOKUPS): KeptLookups {
  const lookups = new TtlLruCache<string, KeptLookup>({ max, ttlMs: Number.POSITIVE_INFINITY });
  return {
    async usable(key, catalogOf, now) {
      const kept = lookups.get(key);
      if (!kept) return null;
      const hour = lookupHour(now, kept.timeZone);
      if (hour.date !== kept.date || hour.hour !== kept.hour) return null;
      return (await catalogOf(kept.hotelId)) === kept.catalog ? kept : null;
    },
    keep(key, lookup) {
      lookups.set(key, lookup);
      keptLookupStats.kept += 1;
      return lookup.body;
    },
    reused(lookup) {
      keptLookupStats.reused += 1;
      return lookup.body;
    },
  };
}
