import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';

/** Where the 3-D Secure challenge page sends the guest back to (this widget's pending page). */
export const THREE_D_SECURE_PATH = '/reservation/three-d-secure';
export const CONFIRMATION_ROUTE = '/reservation/confirmation/:number';
export const confirmationPath = (number: string) => `/reservation/confirmation/${encodeURIComponent(number)}`;

const JUST_BOOKED_KEY = 'yadori_just_booked';

/**
 * Marks `number` as booked in this tab a moment ago: its confirmation page thanks the guest. A stay
 * opened any other way (/search, a link) is shown under a neutral heading.
 */
export function markJustBooked(number: string, storage: KeyValueStorage = sessionStore): void {
  storage.set(JUST_BOOKED_KEY, number);
}

/** True when `number` was booked in this tab (the confirmation page greets). */
export function wasJustBooked(number: string, storage: KeyValueStorage = sessionStore): boolean {
  return number !== '' && storage.get(JUST_BOOKED_KEY) === number;
}
