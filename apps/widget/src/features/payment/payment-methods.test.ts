import { describe, expect, it } from 'vitest';
import { bookingRoom } from '../booking-state/booking-fixtures.ts';
import { methodChoice, overOnlineCardLimit, paymentSplit } from './payment-methods.ts';

describe('method choice per plan', () => {
  it('offers the plan’s methods in a fixed order', () => {
    const choice = methodChoice([
      bookingRoom('room-1', { paymentMethods: ['bank_transfer', 'on_site', 'credit_card'] }),
    ]);
    expect(choice).toEqual({ kind: 'ok', methods: ['credit_card', 'on_site', 'bank_transfer'] });
  });

  it('allows two rooms whose plans take the same methods', () => {
    const rooms = [
      bookingRoom('room-1', { paymentMethods: ['on_site', 'credit_card'] }),
      bookingRoom('room-2', { paymentMethods: ['credit_card', 'on_site'] }),
    ];
    expect(methodChoice(rooms)).toEqual({ kind: 'ok', methods: ['credit_card', 'on_site'] });
  });

  it('refuses rooms whose plans take different methods (spec section 8)', () => {
    const rooms = [
      bookingRoom('room-1', { paymentMethods: ['on_site'] }),
      bookingRoom('room-2', { paymentMethods: ['credit_card'] }),
    ];
    expect(methodChoice(rooms)).toEqual({ kind: 'differ' });
  });

  it('has nothing to offer for a plan without methods', () => {
    expect(methodChoice([bookingRoom('room-1', { paymentMethods: [] })])).toEqual({ kind: 'none' });
    expect(methodChoice([])).toEqual({ kind: 'none' });
  });
});

describe('payment split', () => {
  it('charges a card the whole total now', () => {
    expect(paymentSplit('credit_card', 30000, 0)).toEqual({
      dueNow: 30000,
      remaining: 0,
      depositPercent: 100,
    });
  });

  it('charges the deposit percent now (rounded up, as the server does) and leaves the rest', () => {
    expect(paymentSplit('credit_card_deposit', 33333, 30)).toEqual({
      dueNow: 10000,
      remaining: 23333,
      depositPercent: 30,
    });
  });

  it('charges nothing now at the hotel, later or by transfer', () => {
    for (const method of [
      'on_site',
      'on_site_credit_card_required',
      'deferred_payment',
      'bank_transfer',
    ] as const)
      expect(paymentSplit(method, 5000, 50)).toEqual({ dueNow: 0, remaining: 5000, depositPercent: 0 });
  });
});

describe('online card limit', () => {
  it('refuses VISA and Mastercard over 1,000,000 yen only', () => {
    expect(overOnlineCardLimit('visa', 1_000_001, 'JPY')).toBe(true);
    expect(overOnlineCardLimit('master', 1_000_001, 'JPY')).toBe(true);
    expect(overOnlineCardLimit('visa', 1_000_000, 'JPY')).toBe(false);
    expect(overOnlineCardLimit('jcb', 5_000_000, 'JPY')).toBe(false);
    expect(overOnlineCardLimit('visa', 5_000_000, 'KRW')).toBe(false);
  });
});
