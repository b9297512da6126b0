import { ATTRIBUTION_LIMITS, SEGMENT_ID_PATTERN } from '@yadori/contract/analytics.constants';
import type { AttributionInput } from '@yadori/contract/analytics.schema';
import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';

/**
 * Attribution (decision 061): where the guest came from, as the first page's address said — utm_*,
 * metasearch_source and segment_ids — kept for the visit (the tab's sessionStorage) and sent with the
 * booking as `attribution`.
 *
 * Which address counts, as GA's last non-direct click: a page whose address names a source (any
 * utm_* or metasearch_source) replaces what was kept, all of it; a page without one keeps it (a
 * direct return does not erase the campaign). segment_ids alone on a later page replace only the
 * segments (they say who the guest is now, not where they came from). Embedded, the campaign lands
 * on the hotel's page, so the host page's address (`parentUrl`, which the loader passes) counts when
 * the widget's own names no source.
 */

/** The start-up keys attribution reads (`StartQuery`'s). */
export interface AttributionQuery {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  metasearchSource: string | null;
  segmentIds: readonly string[];
  parentUrl: string | null;
}

export const ATTRIBUTION_STORAGE_KEY = 'yadori_attribution';

const SOURCE_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'metasearch_source'] as const;

/**
 * Trimmed, without NUL, at most `max` UTF-16 units (never half an emoji): what the contract takes.
 * Empty: undefined.
 */
function clip(value: string | null | undefined, max: number): string | undefined {
  let text = (value ?? '').replaceAll('\u0000', '').trim().slice(0, max);
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return text.trim() || undefined;
}

/** Only the ids the contract takes, each once, at most 20. */
function segments(ids: readonly string[]): string[] {
  const valid = ids.map((id) => id.trim()).filter((id) => SEGMENT_ID_PATTERN.test(id));
  return [...new Set(valid)].slice(0, ATTRIBUTION_LIMITS.segments);
}

/** Only the keys with a value. */
function compact(input: AttributionInput): AttributionInput {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value)),
  ) as AttributionInput;
}

const hasSource = (input: AttributionInput) => SOURCE_KEYS.some((key) => input[key] !== undefined);

function fromParams(params: URLSearchParams): AttributionInput {
  return compact({
    utm_source: clip(params.get('utm_source'), ATTRIBUTION_LIMITS.utm),
    utm_medium: clip(params.get('utm_medium'), ATTRIBUTION_LIMITS.utm),
    utm_campaign: clip(params.get('utm_campaign'), ATTRIBUTION_LIMITS.utm),
    metasearch_source: clip(params.get('metasearch_source'), ATTRIBUTION_LIMITS.metasearch),
    segment_ids: segments((params.get('segment_ids') ?? '').split(',')),
  });
}

function parentParams(parentUrl: string | null): URLSearchParams | null {
  if (!parentUrl) return null;
  try {
    return new URL(parentUrl).searchParams;
  } catch {
    return null;
  }
}

/** What this page's address says (the widget's own, else the host page's); only non-empty values. */
export function attributionOf(query: AttributionQuery): AttributionInput {
  const own = compact({
    utm_source: clip(query.utmSource, ATTRIBUTION_LIMITS.utm),
    utm_medium: clip(query.utmMedium, ATTRIBUTION_LIMITS.utm),
    utm_campaign: clip(query.utmCampaign, ATTRIBUTION_LIMITS.utm),
    metasearch_source: clip(query.metasearchSource, ATTRIBUTION_LIMITS.metasearch),
    segment_ids: segments(query.segmentIds),
  });
  const params = parentParams(query.parentUrl);
  if (hasSource(own) || !params) return own;
  const host = fromParams(params);
  if (!hasSource(host)) return own.segment_ids ? own : host;
  return own.segment_ids ? { ...host, segment_ids: own.segment_ids } : host;
}

function readKept(storage: KeyValueStorage): AttributionInput {
  try {
    const parsed: unknown = JSON.parse(storage.get(ATTRIBUTION_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Re-checked as if it came from an address: the entry is the tab's, but anything may write it.
    const kept = parsed as Record<string, unknown>;
    const text = (key: string) => (typeof kept[key] === 'string' ? (kept[key] as string) : null);
    const ids = Array.isArray(kept.segment_ids)
      ? kept.segment_ids.filter((id) => typeof id === 'string')
      : [];
    return attributionOf({
      utmSource: text('utm_source'),
      utmMedium: text('utm_medium'),
      utmCampaign: text('utm_campaign'),
      metasearchSource: text('metasearch_source'),
      segmentIds: ids,
      parentUrl: null,
    });
  } catch {
    return {};
  }
}

/**
 * Keeps this page's attribution for the visit (the rules above) and returns what the visit's booking
 * carries: undefined when nothing is known (the reservation is then `direct`). The same page asks as
 * often as it likes: the answer does not change.
 */
export function keepAttribution(
  query: AttributionQuery,
  storage: KeyValueStorage = sessionStore,
): AttributionInput | undefined {
  const page = attributionOf(query);
  const kept = hasSource(page)
    ? page
    : compact({ ...readKept(storage), ...(page.segment_ids ? { segment_ids: page.segment_ids } : {}) });
  if (Object.keys(kept).length === 0) return undefined;
  storage.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify(kept));
  return kept;
}
