import { RESERVATION_NUMBER_ALPHABET } from '@yadori/contract/reservation.constants';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  derivedIdempotencyKey,
  hashIdempotencyKey,
  openAnswer,
  openToken,
  readIdempotencyKey,
  requestHash,
  sealAnswer,
  sealToken,
} from './idempotency.ts';
import { bankTransferDeadline, paymentAmounts } from './payment-rules.ts';
import { newReservationNumber } from './reservation-number.ts';
import { challengeReturnUrl } from './reservation-payment.ts';

describe('payment amounts', () => {
  it('charges the total, the deposit or nothing now, and the rest is remaining', () => {
    expect(paymentAmounts('credit_card', 30_001, 30)).toMatchObject({
      amountDueNow: 30_001,
      remainingAmount: 0,
    });
    expect(paymentAmounts('credit_card_deposit', 30_001, 30)).toMatchObject({
      amountDueNow: 9_001,
      remainingAmount: 21_000,
      depositPercent: 30,
    });
    expect(paymentAmounts('credit_card_deposit', 100, 0)).toMatchObject({
      amountDueNow: 0,
      remainingAmount: 100,
    });
    for (const method of [
      'on_site',
      'deferred_payment',
      'bank_transfer',
      'on_site_credit_card_required',
    ] as const)
      expect(paymentAmounts(method, 5_000, 30)).toMatchObject({ amountDueNow: 0, remainingAmount: 5_000 });
  });
});

describe('bank transfer deadline', () => {
  it('is the hotel’s days after booking, at the latest the day before check-in, never in the past', () => {
    expect(bankTransferDeadline('2026-05-01', '2026-06-01', 7)).toBe('2026-05-08');
    expect(bankTransferDeadline('2026-05-01', '2026-05-05', 7)).toBe('2026-05-04');
    expect(bankTransferDeadline('2026-05-01', '2026-05-01', 7)).toBe('2026-05-01');
  });
});

describe('idempotency', () => {
  it('hashes the same request the same whatever the key order, and a different one differently', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestHash(1, { a: 1, b: 2 })).toBe(requestHash(1, { b: 2, a: 1 }));
    expect(requestHash(1, { a: 1 })).not.toBe(requestHash(2, { a: 1 }));
    expect(hashIdempotencyKey('k')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens a sealed token only with the Idempotency-Key that sealed it', () => {
    const sealed = sealToken('secret-token', 'key-1');
    expect(sealed).not.toContain('secret-token');
    expect(openToken(sealed, 'key-1')).toBe('secret-token');
    expect(openToken(sealed, 'key-2')).toBeNull();
    expect(openToken('garbage', 'key-1')).toBeNull();
  });

  it('keeps an answer as its exact text, opened only by its key and never as a token', () => {
    const raw = '{"data":{"z":1,"a":"ホテル","bypass_token":"t0k"}}';
    const sealed = sealAnswer(raw, 'key-1');
    expect(sealed).not.toContain('t0k');
    expect(openAnswer(sealed, 'key-1')).toBe(raw);
    expect(openAnswer(sealed, 'key-2')).toBeNull();
    expect(openToken(sealed, 'key-1')).toBeNull();
  });

  it('derives a keyless booking’s key from the session and the body (key order aside)', () => {
    const key = derivedIdempotencyKey('session-a', 1, { a: 1, b: [2] });
    expect(derivedIdempotencyKey('session-a', 1, { b: [2], a: 1 })).toBe(key);
    expect(derivedIdempotencyKey('session-b', 1, { a: 1, b: [2] })).not.toBe(key);
    expect(derivedIdempotencyKey('session-a', 2, { a: 1, b: [2] })).not.toBe(key);
    expect(derivedIdempotencyKey('session-a', 1, { a: 2, b: [2] })).not.toBe(key);
    expect(key).not.toContain('session-a');
    expect(key).toMatch(/^keyless:[\w-]{43}$/);
  });

  it('accepts visible ASCII keys of 1-255 characters only', () => {
    expect(readIdempotencyKey(' 7f1c-uuid ')).toBe('7f1c-uuid');
    expect(readIdempotencyKey(undefined)).toBeNull();
    expect(readIdempotencyKey('')).toBeNull();
    expect(readIdempotencyKey('a b')).toBeNull();
    expect(readIdempotencyKey('x'.repeat(256))).toBeNull();
  });
});

describe('reservation numbers', () => {
  it('are 10 characters without look-alikes, and do not repeat', () => {
    const numbers = Array.from({ length: 2000 }, newReservationNumber);
    for (const n of numbers) {
      expect(n).toHaveLength(10);
      expect([...n].every((c) => RESERVATION_NUMBER_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('3-D Secure return address', () => {
  it('adds the number and the token and keeps a hash-mode fragment', () => {
    const url = new URL(
      challengeReturnUrl('https://h.example/?code=x#/reservation/three-d-secure', 'ABC', 't0k'),
    );
    expect(url.searchParams.get('number')).toBe('ABC');
    expect(url.searchParams.get('bypass_token')).toBe('t0k');
    expect(url.searchParams.get('code')).toBe('x');
    expect(url.hash).toBe('#/reservation/three-d-secure');
  });
});
