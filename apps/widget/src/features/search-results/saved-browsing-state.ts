import type { KeyValueStorage } from '../../lib/safe-storage.ts';

/** Spec section 9: saved browsing state lasts this long by default. */
export const BROWSING_STATE_TTL_MS = 600_000;

const storageKey = (hotelCode: string) => `yadori_browsing_state_${hotelCode}`;

interface Envelope<T> {
  savedAt: number;
  ttlMs: number;
  state: T;
}

/**
 * Saves the results page as the guest leaves it (spec section 4 "Payments": saved browsing state),
 * so coming back within the time limit shows the same search, view and chosen rooms.
 */
export function saveBrowsingState<T>(
  storage: KeyValueStorage,
  hotelCode: string,
  state: T,
  now: number,
  ttlMs: number = BROWSING_STATE_TTL_MS,
): void {
  const envelope: Envelope<T> = { savedAt: now, ttlMs, state };
  storage.set(storageKey(hotelCode), JSON.stringify(envelope));
}

/**
 * Reads the saved state once: it is removed whether it was still fresh or not (consumed when loaded),
 * and `null` is returned when there is none, it expired, or it cannot be read.
 */
export function consumeBrowsingState<T>(storage: KeyValueStorage, hotelCode: string, now: number): T | null {
  const key = storageKey(hotelCode);
  const text = storage.get(key);
  if (text === null) return null;
  storage.remove(key);
  try {
    const envelope = JSON.parse(text) as Partial<Envelope<T>>;
    if (typeof envelope.savedAt !== 'number' || typeof envelope.ttlMs !== 'number') return null;
    const age = now - envelope.savedAt;
    if (age < 0 || age >= envelope.ttlMs) return null;
    return envelope.state ?? null;
  } catch {
    return null;
  }
}
