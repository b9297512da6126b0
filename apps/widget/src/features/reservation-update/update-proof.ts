import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';

/**
 * The proof a change is made with (spec section 1: email or bypass token). A bypass token may sit in
 * the address; an email may not (the widget cleans emails out of addresses outside the confirmation
 * page), so the proof also lives in this tab's sessionStorage, per reservation number.
 */
const STORAGE_KEY = 'yadori_update_proof';

interface StoredProof {
  number: string;
  proof: ReservationProof;
}

/** The address's `bypass_token` (or `email`), else the proof this tab kept for `number`. */
export function proofFor(
  number: string,
  query: URLSearchParams,
  storage: KeyValueStorage = sessionStore,
): ReservationProof | null {
  const token = query.get('bypass_token')?.trim();
  if (token) return { bypassToken: token };
  const email = query.get('email')?.trim();
  if (email) return { email };
  const raw = storage.get(STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredProof;
    if (stored.number !== number || typeof stored.proof !== 'object' || stored.proof === null) return null;
    if ('bypassToken' in stored.proof && typeof stored.proof.bypassToken === 'string') return stored.proof;
    if ('email' in stored.proof && typeof stored.proof.email === 'string') return stored.proof;
    return null;
  } catch {
    return null;
  }
}

export function keepProof(
  number: string,
  proof: ReservationProof,
  storage: KeyValueStorage = sessionStore,
): void {
  storage.set(STORAGE_KEY, JSON.stringify({ number, proof } satisfies StoredProof));
}

export function forgetProof(storage: KeyValueStorage = sessionStore): void {
  storage.remove(STORAGE_KEY);
}

/** The query keys that carry a proof: dropped from addresses once the proof is kept. */
export const proofQueryChanges = (proof: ReservationProof): Record<string, string | null> =>
  'email' in proof ? { email: null, bypass_token: null } : { email: null, bypass_token: proof.bypassToken };
