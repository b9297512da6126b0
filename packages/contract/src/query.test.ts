import { describe, expect, it } from 'vitest';
import { queryInt } from './query.ts';

describe('queryInt()', () => {
  const page = queryInt(1, 100);

  it('reads the digits of a query value as a number within its bounds', () => {
    expect(page.parse('1')).toBe(1);
    expect(page.parse('42')).toBe(42);
    expect(page.parse('100')).toBe(100);
    expect(page.parse('007')).toBe(7);
  });

  it('refuses a sign, a decimal, an exponent, spaces, hex, empty text and more than ten digits', () => {
    for (const value of ['', ' 1', '1 ', '-1', '+1', '1.0', '1e2', '0x10', 'one', '00000000001']) {
      expect(page.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('refuses numbers below min and above max, and says why', () => {
    expect(page.safeParse('0').success).toBe(false);
    expect(page.safeParse('101').success).toBe(false);
    expect(page.safeParse('abc').error?.issues[0]?.message).toBe('a whole number');
  });

  it('chains like any schema: a default for a missing key', () => {
    const query = queryInt(1, 100_000).default(1);
    expect(query.parse(undefined)).toBe(1);
    expect(query.parse('3')).toBe(3);
  });
});
