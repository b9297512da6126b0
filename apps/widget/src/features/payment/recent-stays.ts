import { type KeyValueStorage, localStore } from '../../lib/safe-storage.ts';

/**
 * Stays booked from this browser, so a second booking of overlapping dates at the same hotel gets
 * the spec's overlapping-reservation warning (section 8). Numbers and dates only, nothing personal.
 */
export const RECENT_STAYS_KEY = 'yadori_recent_stays';
const MAX_STAYS = 20;

export interface RecentStay {
  hotelId: number;
  number: string;
  checkin: string;
  checkout: string;
}

function read(storage: KeyValueStorage): RecentStay[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(RECENT_STAYS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is RecentStay =>
        typeof s === 'object' &&
        s !== null &&
        typeof s.hotelId === 'number' &&
        typeof s.number === 'string' &&
        typeof s.checkin === 'string' &&
        typeof s.checkout === 'string',
    );
  } catch {
    return [];
  }
}

export function rememberStay(stay: RecentStay, storage: KeyValueStorage = localStore): void {
  const others = read(storage).filter((s) => s.number !== stay.number);
  storage.set(RECENT_STAYS_KEY, JSON.stringify([stay, ...others].slice(0, MAX_STAYS)));
}

export function forgetStay(number: string, storage: KeyValueStorage = localStore): void {
  storage.set(RECENT_STAYS_KEY, JSON.stringify(read(storage).filter((s) => s.number !== number)));
}

/**
 * A stay booked from this browser at `hotelId` whose nights overlap checkin–checkout (a day-use stay
 * has checkin = checkout and overlaps a stay over that day), or null.
 */
export function overlappingStay(
  hotelId: number,
  checkin: string,
  checkout: string,
  storage: KeyValueStorage = localStore,
): RecentStay | null {
  const end = checkout > checkin ? checkout : `${checkin}~`;
  return (
    read(storage).find((s) => {
      const stayEnd = s.checkout > s.checkin ? s.checkout : `${s.checkin}~`;
      return s.hotelId === hotelId && s.checkin < end && checkin < stayEnd;
    }) ?? null
  );
}
