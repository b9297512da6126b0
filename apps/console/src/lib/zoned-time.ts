/**
 * Wall-clock times of a hotel's time zone as a `datetime-local` input writes them (`YYYY-MM-DDTHH:mm`),
 * and the instants the API takes (ISO 8601 with the zone's offset then). The staff member's browser may
 * be anywhere: the hotel's clock is what its staff mean.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The zone's wall clock at `time`, read as if it were UTC (milliseconds). */
function wallClockAt(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The zone's offset from UTC at `time`, in whole minutes (Tokyo +540, New York −300 or −240). */
export function zoneOffsetMinutes(time: number, timeZone: string): number {
  const exact = Math.floor(time / 1000) * 1000;
  return Math.round((wallClockAt(exact, timeZone) - exact) / MINUTE_MS);
}

/** `2025-05-01T09:00:00+09:00`: `time` as the zone's wall clock with its offset then. */
function isoWithOffset(time: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(time, timeZone);
  const wall = new Date(Math.floor(time / MINUTE_MS) * MINUTE_MS + offset * MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * A `datetime-local` value read on the hotel's clock, as the instant the API takes (ISO with the
 * offset); null when empty or not such a value. A time the clock skips (a daylight-saving gap) is
 * taken as the same moment on the clock before the change, e.g. 02:30 → 03:30.
 * @example zonedInputToIso('2025-05-01T09:00', 'Asia/Tokyo') // '2025-05-01T09:00:00+09:00'
 */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The zone's offsets a day either side: the wall time is one of them (both when the clock is set
  // back and the hour comes twice: the first is taken), or neither in the gap the clock skips.
  const before = zoneOffsetMinutes(wall - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(wall + DAY_MS, timeZone);
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((time) => wallClockAt(time, timeZone) === wall);
  const instant = fits.length > 0 ? Math.min(...fits) : wall - before * MINUTE_MS;
  return isoWithOffset(instant, timeZone);
}

/**
 * An instant (ISO 8601) on the hotel's clock, as a `datetime-local` input shows it; empty for null.
 * @example isoToZonedInput('2025-05-01T00:00:00Z', 'Asia/Tokyo') // '2025-05-01T09:00'
 */
export function isoToZonedInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return isoWithOffset(time, timeZone).slice(0, 16);
}
