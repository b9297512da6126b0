import { criteriaToQuery, type SearchCriteria } from './search-criteria.ts';

export const SEARCH_CRITERIA_COOKIE = 'search_criteria';
/** Spec section 9: the stored search criteria last 1 hour. */
export const SEARCH_CRITERIA_MAX_AGE_S = 60 * 60;

/** The stored search criteria of spec section 3 (results-page query values). */
export interface StoredCriteria {
  checkin?: string;
  checkout?: string;
  type?: string;
  is_day_use?: string;
  rooms?: string;
  parentUrl?: string;
  adults?: string;
  kids_tiers?: string;
  room_count?: string;
  search_type?: string;
  nights?: string;
}

const STORED_KEYS = [
  'checkin',
  'checkout',
  'type',
  'is_day_use',
  'rooms',
  'adults',
  'kids_tiers',
  'room_count',
  'search_type',
  'nights',
] as const satisfies readonly (keyof StoredCriteria)[];

function attributes(doc: Document): string {
  const secure = doc.location?.protocol === 'https:';
  return `; path=/${secure ? '; SameSite=None; Secure' : '; SameSite=Lax'}`;
}

/** Stores the search for an hour, so a guest who comes back finds it filled in. */
export function writeCriteriaCookie(
  criteria: SearchCriteria,
  parentUrl: string | null,
  doc: Document = document,
): void {
  const query = criteriaToQuery(criteria);
  const stored: StoredCriteria = {};
  for (const key of STORED_KEYS) {
    const value = query.get(key);
    if (value !== null) stored[key] = value;
  }
  if (parentUrl) stored.parentUrl = parentUrl;
  doc.cookie = `${SEARCH_CRITERIA_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}; max-age=${SEARCH_CRITERIA_MAX_AGE_S}${attributes(doc)}`;
}

/** The stored criteria, or null when there are none (expired, never written, or unreadable). */
export function readCriteriaCookie(doc: Document = document): StoredCriteria | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SEARCH_CRITERIA_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
      const stored: StoredCriteria = {};
      for (const [key, text] of Object.entries(value)) {
        if (
          typeof text === 'string' &&
          (key === 'parentUrl' || (STORED_KEYS as readonly string[]).includes(key))
        )
          stored[key as keyof StoredCriteria] = text;
      }
      return stored;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The address query, filled from the stored criteria when it names no search of its own (no dates,
 * party or search type): a guest coming back within the hour sees their last search.
 */
export function withStoredCriteria(query: URLSearchParams, stored: StoredCriteria | null): URLSearchParams {
  if (!stored || STORED_KEYS.some((key) => query.has(key))) return query;
  const next = new URLSearchParams(query);
  for (const key of STORED_KEYS) {
    const value = stored[key];
    if (value !== undefined) next.set(key, value);
  }
  return next;
}
