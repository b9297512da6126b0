/**
 * Hotel-local time, in one place: the wall clock of a hotel's time zone at an instant, the instant of
 * a hotel-local wall-clock time, and calendar arithmetic on hotel-local `YYYY-MM-DD` strings (which
 * involves no time zone at all).
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---- Calendar arithmetic on `YYYY-MM-DD` ----

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (spec section 9: night count is the date difference). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `date` plus `months` calendar months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The nights of a stay: `checkin` … `checkout` − 1 (a day-use stay has the one day `checkin`). */
export function stayNights(checkin: string, nights: number): string[] {
  return Array.from({ length: Math.max(nights, 1) }, (_, i) => addDays(checkin, i));
}

/** True for a real calendar date in `YYYY-MM-DD` form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The day number (days since 1970-01-01) of a `YYYY-MM-DD` date; a RangeError for anything that is not
 * a real calendar date.
 */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const check = new Date(time);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return time / DAY_MS;
}

// ---- Time zones ----

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one: one per time zone, kept. */
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a time zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, formatter);
  }
  return formatter;
}

/** `timeZone`'s offset from UTC at `instant` (whole seconds), as Intl reads it: the costly call. */
function intlOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of wallClockOf(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Offsets by time zone and UTC hour; null for an hour in which the offset changes. */
const hourOffsets = new Map<string, number | null>();

/**
 * How far `timeZone`'s wall clock is ahead of UTC at `instant`. Kept per UTC hour when the offset is
 * the same at the hour's first and last second (no change within it; zones change at most once an
 * hour), so a request's many dates cost one Intl call per hour they fall in, not one each.
 */
function offsetMs(instant: number, timeZone: string): number {
  const hour = Math.floor(instant / HOUR_MS);
  const key = `${timeZone} ${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const first = intlOffsetMs(hour * HOUR_MS, timeZone);
    offset = first === intlOffsetMs(hour * HOUR_MS + HOUR_MS - 1000, timeZone) ? first : null;
    if (hourOffsets.size >= 4096) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset ?? intlOffsetMs(instant, timeZone);
}

/** The wall clock of `timeZone` at `instant` as a UTC date (read with getUTC…), to the second. */
function wallClockAt(instant: Date, timeZone: string): Date {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(Math.floor(time / 1000) * 1000 + offsetMs(time, timeZone));
}

/**
 * The wall clock of `timeZone` at `instant`: date `YYYY-MM-DD`, hour 0–23 and minute.
 * @example hotelLocalTime(new Date('2026-05-01T15:00:00Z'), 'Asia/Tokyo') // { date: '2026-05-02', hour: 0, minute: 0 }
 */
export function hotelLocalTime(
  instant: Date,
  timeZone: string,
): { date: string; hour: number; minute: number } {
  const wall = wallClockAt(instant, timeZone);
  return {
    date: wall.toISOString().slice(0, 10),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * Today's `YYYY-MM-DD` in `timeZone` at `instant`.
 * @example hotelToday(new Date('2026-05-01T15:00:00Z'), 'Asia/Tokyo') // '2026-05-02'
 */
export function hotelToday(instant: Date, timeZone: string): string {
  return hotelLocalTime(instant, timeZone).date;
}

/**
 * The instant of a hotel-local wall-clock time (`date` `HH:MM` in `timeZone`), e.g. check-in at 15:00
 * in Asia/Tokyo. Two passes settle the zone's offset, also across a daylight-saving change.
 * @example zonedInstant('2026-05-01', '15:00', 'Asia/Tokyo').toISOString() // '2026-05-01T06:00:00.000Z'
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - offsetMs(guess, timeZone);
  return new Date(guess);
}
