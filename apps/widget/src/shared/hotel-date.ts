import { dateTimeFormat } from './intl-formats.ts';

/**
 * Hotel-local calendar dates (`YYYY-MM-DD`). Arithmetic runs on UTC midnights, so the guest's own
 * time zone never shifts a day; "today" is read in the hotel's time zone.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** Today's date in `timeZone`. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** `date` plus `days` days, or null when `date` is not written `YYYY-MM-DD` (a date read off the wire). */
export const addDaysIfDate = (date: string, days: number): string | null =>
  ISO_DATE.test(date) ? addDays(date, days) : null;

/** Whole days from `from` to `to` (spec section 9: the night count is the date difference). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** `date` plus `months` months; a day the month lacks becomes its last day (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return fromUtc(target.getTime());
}

/** `YYYY-MM` of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first day of `month` (`YYYY-MM`) moved by `offset` months, as `YYYY-MM`. */
export const shiftMonth = (month: string, offset: number): string =>
  monthOf(addMonths(`${month}-01`, offset));

/** Day of the week, 0 = Sunday. */
export const weekday = (date: string): number => new Date(toUtc(date)).getUTCDay();

/** Days in `month` (`YYYY-MM`). */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Spec section 9: dates show as YYYY/MM/DD. */
export const displayDate = (date: string): string => date.replaceAll('-', '/');
