import type { PaymentMethod } from '@yadori/contract/search.constants';
import { type BookingStore, updatePayment } from '../booking-state/booking-store.ts';

/**
 * What the payment step keeps in the booking state's `payment` slot (sessionStorage, so a reload or
 * the 3-D Secure round trip finds it). Never a card number: only the gateway's opaque token.
 */
export interface PaymentSlot {
  method?: PaymentMethod;
  /** A booking request whose answer never came: retried with the same key and body. */
  attempt?: BookingAttempt | null;
  /** The total the guest accepted after the price moved, while the booking is otherwise unchanged. */
  acceptedTotal?: { total: number; basis: number } | null;
  /** A reservation waiting for its 3-D Secure challenge. */
  threeDSecure?: PendingChallenge | null;
}

export interface BookingAttempt {
  /** The Idempotency-Key: one per attempt, the same on every retry of it. */
  key: string;
  /** The body the key was sent with (card token left out); another body needs another key. */
  fingerprint: string;
  cardToken?: string;
}

export interface PendingChallenge {
  hotelId: number;
  number: string;
  bypassToken: string;
  checkin: string;
  checkout: string;
  adults: number;
  /** The gateway's challenge page (absolute), to go back to while the challenge is unfinished. */
  challengeUrl?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The slot as stored (untrusted: it comes back from sessionStorage). */
export function readSlot(store: BookingStore): PaymentSlot {
  const raw = store.get().payment;
  if (!isRecord(raw)) return {};
  const slot: PaymentSlot = {};
  if (typeof raw.method === 'string') slot.method = raw.method as PaymentMethod;
  const attempt = raw.attempt;
  if (isRecord(attempt) && typeof attempt.key === 'string' && typeof attempt.fingerprint === 'string') {
    slot.attempt = {
      key: attempt.key,
      fingerprint: attempt.fingerprint,
      ...(typeof attempt.cardToken === 'string' ? { cardToken: attempt.cardToken } : {}),
    };
  }
  const accepted = raw.acceptedTotal;
  if (isRecord(accepted) && typeof accepted.total === 'number' && typeof accepted.basis === 'number')
    slot.acceptedTotal = { total: accepted.total, basis: accepted.basis };
  const pending = raw.threeDSecure;
  if (
    isRecord(pending) &&
    typeof pending.hotelId === 'number' &&
    typeof pending.number === 'string' &&
    typeof pending.bypassToken === 'string'
  ) {
    slot.threeDSecure = {
      hotelId: pending.hotelId,
      number: pending.number,
      bypassToken: pending.bypassToken,
      checkin: typeof pending.checkin === 'string' ? pending.checkin : '',
      checkout: typeof pending.checkout === 'string' ? pending.checkout : '',
      adults: typeof pending.adults === 'number' ? pending.adults : 0,
      ...(typeof pending.challengeUrl === 'string' ? { challengeUrl: pending.challengeUrl } : {}),
    };
  }
  return slot;
}

export function writeSlot(store: BookingStore, patch: PaymentSlot): void {
  updatePayment(store, patch as Readonly<Record<string, unknown>>);
}

/** A new Idempotency-Key (random, never derived from the booking). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable text of a JSON value (keys sorted), so the same booking gives the same fingerprint. */
export function fingerprintOf(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (isRecord(v))
      return Object.fromEntries(
        Object.keys(v)
          .filter((k) => v[k] !== undefined)
          .sort()
          .map((k) => [k, sort(v[k])]),
      );
    return v;
  };
  return JSON.stringify(sort(value));
}

/**
 * The attempt to send `fingerprint` with: the unanswered one when it was for the same body (a retry
 * keeps its key and card token), else null (the caller starts a new one).
 */
export function retryableAttempt(slot: PaymentSlot, fingerprint: string): BookingAttempt | null {
  return slot.attempt && slot.attempt.fingerprint === fingerprint ? slot.attempt : null;
}
