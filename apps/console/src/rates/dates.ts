/**
 * Calendar arithmetic of the rates grid on `YYYY-MM-DD` nights (a hotel's calendar dates, not
 * instants: all in UTC, so no daylight-saving day is ever 23 hours).
 */
const DAY_MS = 86_400_000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's date where the hotel is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * DAY_MS);
}

/** The first night of the month `months` after the month of `date`. */
export function monthStart(date: string, months = 0): string {
  const d = new Date(toTime(date));
  return toDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

/** The last night of the month of `date`. */
export function monthEnd(date: string): string {
  return addDays(monthStart(date, 1), -1);
}

/** Nights from `from` to `to`, both included (0 when `to` is before `from`). */
export function nightsIncluded(from: string, to: string): number {
  return Math.max(0, Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1);
}

/** Every night from `from` to `to`, both included. */
export function nightsOf(from: string, to: string): string[] {
  return Array.from({ length: nightsIncluded(from, to) }, (_, i) => addDays(from, i));
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toTime(date)).getUTCDay();
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && toDate(toTime(value)) === value;
}
