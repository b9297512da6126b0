/** Dates on the wire are hotel-local `YYYY-MM-DD`; arithmetic happens on UTC midnights. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : ms;
}

const DAY_MS = 86_400_000;

/** Spec section 9: dates show as YYYY/MM/DD. */
export const displayDate = (date: string) => date.replaceAll('-', '/');

/** `date` plus `days` days, or null when `date` is not a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string | null {
  const ms = toUtc(date);
  if (ms === null) return null;
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Night count: the difference in whole days (spec section 9), or null for unreadable dates. */
export function nightsBetween(checkin: string, checkout: string): number | null {
  const a = toUtc(checkin);
  const b = toUtc(checkout);
  if (a === null || b === null) return null;
  return Math.round((b - a) / DAY_MS);
}
