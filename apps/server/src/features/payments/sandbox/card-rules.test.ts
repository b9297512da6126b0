import { describe, expect, it } from 'vitest';
import {
  behaviourOf,
  detectBrand,
  expiryAcceptable,
  luhnValid,
  ONLINE_LIMIT_JPY,
  overOnlineLimit,
  parseExpiry,
  TEST_CARDS,
} from './card-rules.ts';

describe('luhnValid', () => {
  it('accepts valid numbers and refuses one wrong digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4111-1111')).toBe(false);
  });
});

describe('detectBrand', () => {
  it.each([
    ['4', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['51', 'master'],
    ['5555555555554444', 'master'],
    ['2221000000000009', 'master'],
    ['2720', 'master'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['300', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
  ] as const)('%s → %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('recognises nothing for other prefixes', () => {
    expect(detectBrand('6011')).toBeNull();
    expect(detectBrand('2721')).toBeNull();
    expect(detectBrand('3527')).toBeNull();
    expect(detectBrand('')).toBeNull();
  });
});

describe('test cards', () => {
  it('are valid numbers of the brand they claim', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectBrand(card.number), card.number).toBe(card.brand);
    }
  });

  it('cover every decline code of spec §8 with its own number ending in the code', () => {
    for (const code of [3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3202, 3203, 3204, 3205]) {
      const card = TEST_CARDS.find((c) => c.behaviour.kind === 'decline' && c.behaviour.code === code);
      expect(card, String(code)).toBeDefined();
      expect(card?.number.endsWith(String(code))).toBe(true);
      expect(behaviourOf(card?.number ?? '')).toEqual({ kind: 'decline', code });
    }
  });

  it('have 3-D Secure cards for VISA, Master and JCB, and approve unknown valid numbers', () => {
    const challenged = TEST_CARDS.filter((c) => c.behaviour.kind === 'challenge').map((c) => c.brand);
    expect(challenged.sort()).toEqual(['jcb', 'master', 'visa']);
    expect(behaviourOf('4242424242424242')).toEqual({ kind: 'approve' });
  });
});

describe('online limit', () => {
  it('refuses VISA and Master above 1,000,000 yen only', () => {
    expect(overOnlineLimit('visa', ONLINE_LIMIT_JPY, 'JPY')).toBe(false);
    expect(overOnlineLimit('visa', ONLINE_LIMIT_JPY + 1, 'JPY')).toBe(true);
    expect(overOnlineLimit('master', 1_200_000, 'jpy')).toBe(true);
    expect(overOnlineLimit('jcb', 5_000_000, 'JPY')).toBe(false);
    expect(overOnlineLimit('amex', 5_000_000, 'JPY')).toBe(false);
    expect(overOnlineLimit('visa', 5_000_000, 'KRW')).toBe(false);
  });
});

describe('expiry', () => {
  const today = new Date('2026-11-23T10:00:00Z');
  it('reads MM and YY or YYYY', () => {
    expect(parseExpiry('3', '27')).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('12', '2030')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13', '27')).toBeNull();
    expect(parseExpiry('00', '27')).toBeNull();
    expect(parseExpiry('1', '202')).toBeNull();
  });

  it('is valid through the end of its month, and through check-out when given', () => {
    expect(expiryAcceptable({ month: 11, year: 2026 }, today)).toBe(true);
    expect(expiryAcceptable({ month: 10, year: 2026 }, today)).toBe(false);
    expect(expiryAcceptable({ month: 11, year: 2026 }, today, '2026-11-30')).toBe(true);
    expect(expiryAcceptable({ month: 11, year: 2026 }, today, '2026-12-01')).toBe(false);
    expect(expiryAcceptable({ month: 1, year: 2050 }, today)).toBe(false);
  });
});
