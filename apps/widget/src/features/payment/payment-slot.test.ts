import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { bookingDetails } from '../booking-state/booking-fixtures.ts';
import { createBookingStore, startBooking, updatePayment } from '../booking-state/booking-store.ts';
import { fingerprintOf, newIdempotencyKey, readSlot, retryableAttempt, writeSlot } from './payment-slot.ts';
import { forgetStay, overlappingStay, RECENT_STAYS_KEY, rememberStay } from './recent-stays.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

describe('payment slot', () => {
  it('survives a reload (the 3-D Secure round trip) through session storage', () => {
    const storage = memoryStorage();
    const store = createBookingStore(storage);
    startBooking(store, bookingDetails());
    writeSlot(store, {
      method: 'credit_card',
      attempt: { key: 'k1', fingerprint: 'f1', cardToken: 'tok' },
      threeDSecure: { hotelId: 1, number: 'N1', bypassToken: 'b1', checkin: 'a', checkout: 'b', adults: 2 },
    });
    const reloaded = createBookingStore(storage);
    expect(readSlot(reloaded)).toEqual({
      method: 'credit_card',
      attempt: { key: 'k1', fingerprint: 'f1', cardToken: 'tok' },
      threeDSecure: { hotelId: 1, number: 'N1', bypassToken: 'b1', checkin: 'a', checkout: 'b', adults: 2 },
    });
  });

  it('drops what does not have the expected shape', () => {
    const store = createBookingStore(memoryStorage());
    startBooking(store, bookingDetails());
    updatePayment(store, { attempt: { key: 5 }, threeDSecure: 'x', acceptedTotal: { total: '1' } });
    expect(readSlot(store)).toEqual({});
  });

  it('retries only the attempt made for the same body', () => {
    const attempt = { key: 'k1', fingerprint: fingerprintOf({ a: 1, b: [1, 2] }) };
    expect(retryableAttempt({ attempt }, fingerprintOf({ b: [1, 2], a: 1 }))).toBe(attempt);
    expect(retryableAttempt({ attempt }, fingerprintOf({ a: 2, b: [1, 2] }))).toBeNull();
    expect(retryableAttempt({}, attempt.fingerprint)).toBeNull();
  });

  it('ignores undefined keys in a fingerprint, as JSON does when sending', () => {
    expect(fingerprintOf({ a: 1, card_token: undefined })).toBe(fingerprintOf({ a: 1 }));
  });

  it('makes a new random key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
  });
});

describe('recent stays (overlapping reservation warning)', () => {
  it('finds a stay at the same hotel whose nights overlap', () => {
    const storage = memoryStorage();
    rememberStay({ hotelId: 1, number: 'A', checkin: '2027-01-10', checkout: '2027-01-12' }, storage);
    expect(overlappingStay(1, '2027-01-11', '2027-01-13', storage)?.number).toBe('A');
    expect(overlappingStay(1, '2027-01-12', '2027-01-14', storage)).toBeNull();
    expect(overlappingStay(1, '2027-01-08', '2027-01-10', storage)).toBeNull();
    expect(overlappingStay(2, '2027-01-10', '2027-01-12', storage)).toBeNull();
    // A day-use stay on a booked night overlaps it.
    expect(overlappingStay(1, '2027-01-11', '2027-01-11', storage)?.number).toBe('A');
  });

  it('forgets a stay and survives unreadable storage', () => {
    const storage = memoryStorage();
    rememberStay({ hotelId: 1, number: 'A', checkin: '2027-01-10', checkout: '2027-01-12' }, storage);
    forgetStay('A', storage);
    expect(overlappingStay(1, '2027-01-10', '2027-01-12', storage)).toBeNull();
    storage.set(RECENT_STAYS_KEY, '{not json');
    expect(overlappingStay(1, '2027-01-10', '2027-01-12', storage)).toBeNull();
  });
});
