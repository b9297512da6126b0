import { type KeptBody, keptBodyOf } from '../../http/kept-body.ts';
import { hotelLocalTime } from '../../lib/hotel-time.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import type { StayRange } from './search.repository.ts';
import type { SearchRequest } from './search.service.ts';

/**
 * Search answers computed once per state of the nights they read (decision 051). A signed-out search
 * without codes is a pure function of its inputs: the request (URL, language, site controller), the
 * hotel row and catalogue the hotel cache handed it, the hotel's local date and hour, and the nights it
 * reads (rooms left, closures, extra stock, rates). The first four make the key; the nights are read on
 * every search, by the database, which hashes them and sends them only when the hash differs from the
 * one the kept answer was computed from. So each search still sees every booking and every rate change
 * at once, on every instance; what it no longer repeats for an unchanged hotel is the pricing, the
 * serialising and the compression of the same answer.
 */

/** One kept answer: its JSON and encodings, the nights it read and their fingerprint. */
export interface KeptAnswer extends KeptBody {
  fingerprint: string;
  nights: StayRange;
}

/** Answers kept per instance: ~20 KB of JSON and ~2–3 KB per encoding each, so about 25 MB at most. */
const MAX_ANSWERS = 1_000;

/** A number per object the hotel cache hands out (hotel rows, catalogues), so a reload is a new key. */
const tokens = new WeakMap<object, number>();
let nextToken = 1;
function tokenOf(value: object): number {
  let token = tokens.get(value);
  if (token === undefined) {
    token = nextToken++;
    tokens.set(value, token);
  }
  return token;
}

/** What a search's key is made of besides its nights (decision 051). */
export interface AnswerInputs {
  hotel: object & { timeZone: string };
  catalog: object;
  locale: string;
  siteController: string | undefined;
  now: Date;
  /** The request's URL: path and query string as sent. */
  url: string;
}

/** The key of a search's answer: every input the answer depends on besides its nights. */
export function searchAnswerKey(inputs: AnswerInputs): string {
  const local = hotelLocalTime(inputs.now, inputs.hotel.timeZone);
  return [
    tokenOf(inputs.hotel),
    tokenOf(inputs.catalog),
    inputs.locale,
    inputs.siteController ?? '',
    local.date,
    local.hour,
    inputs.url,
  ].join('\n');
}

/**
 * Whether a search's answer may be kept: not when it depends on more than its key and its nights — a
 * signed-in member (ranks, member plans), a promo code or coupon (its uses count up without any night
 * changing), a change of a booked stay (the stay's own nights) — nor a preview (decision 061), which
 * shows what guests must not see.
 */
export function mayKeepAnswer(search: SearchRequest): boolean {
  const p = search.query.params;
  return !(
    search.preview === true ||
    search.member !== null ||
    p.promo_code ||
    p.google_promo_code ||
    p.coupon_code ||
    p.reservation_no
  );
}

/** Answers computed and kept, and searches answered with a kept one: a test tells a hit from a miss. */
export const searchAnswerStats = { kept: 0, reused: 0 };

export interface SearchAnswers {
  get(key: string): KeptAnswer | undefined;
  /** Keeps `data` (the wire answer) under `key`, computed from `nights` of `fingerprint`. */
  keep(key: string, fingerprint: string, nights: StayRange, data: unknown): KeptAnswer;
}

export function createSearchAnswers(max = MAX_ANSWERS): SearchAnswers {
  const answers = new TtlLruCache<string, KeptAnswer>({ max, ttlMs: Number.POSITIVE_INFINITY });
  return {
    get: (key) => answers.get(key),
    keep(key, fingerprint, nights, data) {
      const answer = { fingerprint, nights, ...keptBodyOf(data) };
      answers.set(key, answer);
      searchAnswerStats.kept += 1;
      return answer;
    },
  };
}
