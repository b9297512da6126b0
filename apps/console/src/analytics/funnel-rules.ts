import { DIRECT_SOURCE, FUNNEL_MAX_DAYS } from '@yadori/contract/analytics.constants';
import type { FunnelCounts, StaffFunnel } from '@yadori/contract/analytics.schema';
import { addDays, isIsoDate, nightsIncluded } from '../rates/dates.ts';

/** Days the funnel shows when the address names none: the last 30 on the hotel's calendar, today too. */
export const FUNNEL_DEFAULT_DAYS = 30;

export interface FunnelRange {
  from: string;
  to: string;
}

/** The last FUNNEL_DEFAULT_DAYS days to `today` (the hotel's date), both included. */
export const defaultFunnelRange = (today: string): FunnelRange => ({
  from: addDays(today, -(FUNNEL_DEFAULT_DAYS - 1)),
  to: today,
});

/** What is wrong with a range as typed: the end before the start, or more days than the API reads. */
export function funnelRangeProblem(from: string, to: string): 'backwards' | 'tooLong' | null {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return 'backwards';
  return nightsIncluded(from, to) > FUNNEL_MAX_DAYS ? 'tooLong' : null;
}

/** The range of the address (`?from&to`) when it is one the API reads, else the default. */
export function funnelRangeOf(search: string, today: string): FunnelRange {
  const query = new URLSearchParams(search);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return funnelRangeProblem(from, to) === null ? { from, to } : defaultFunnelRange(today);
}

/**
 * The share of searches that became bookings, 0–1 (more when bookings came from searches before the
 * range); null when there was no search, which the table shows as "—".
 * @example conversion({ searches: 40, selections: 12, checkouts: 5, bookings: 3 }) // 0.075
 */
export function conversion(counts: Pick<FunnelCounts, 'searches' | 'bookings'>): number | null {
  return counts.searches > 0 ? counts.bookings / counts.searches : null;
}

/** A funnel row of one day and source. */
export type FunnelDayRow = StaffFunnel['rows'][number];

/** The per-day rows grouped by their date, earliest first, each date's rows in the API's order. */
export function rowsByDate(rows: readonly FunnelDayRow[]): { date: string; rows: FunnelDayRow[] }[] {
  const groups = new Map<string, FunnelDayRow[]>();
  for (const row of rows) groups.set(row.date, [...(groups.get(row.date) ?? []), row]);
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, dayRows]) => ({ date, rows: dayRows }));
}

/** A source as staff read it: the funnel's `direct` in their words, any other (utm or metasearch) as it came. */
export const sourceName = (source: string, direct: string) => (source === DIRECT_SOURCE ? direct : source);
