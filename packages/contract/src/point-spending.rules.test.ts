import { describe, expect, it } from 'vitest';
import { mostSpendable, priceAfterPoints } from './point-spending.rules.ts';

describe('points spent on a stay (decision 040)', () => {
  const stay = { total: 11_200, tax: 1_200, accommodationTax: 200 };

  it('takes the points off the total and their consumption tax off the tax', () => {
    expect(priceAfterPoints(stay, 0)).toEqual({ payable: 11_200, tax: 1_200 });
    expect(priceAfterPoints(stay, 1_100)).toEqual({ payable: 10_100, tax: 1_100 });
    expect(priceAfterPoints(stay, 500)).toEqual({ payable: 10_700, tax: 1_155 });
  });

  it('never makes the accommodation tax cheaper, even when points pay for it', () => {
    expect(priceAfterPoints(stay, 11_000)).toEqual({ payable: 200, tax: 200 });
    expect(priceAfterPoints(stay, 11_200)).toEqual({ payable: 0, tax: 200 });
  });

  it('is bounded by the total whatever it is given', () => {
    expect(priceAfterPoints(stay, 50_000)).toEqual({ payable: 0, tax: 200 });
    expect(priceAfterPoints(stay, -5)).toEqual(priceAfterPoints(stay, 0));
  });

  it('spends at most the balance and the total, in steps, and nothing below the minimum', () => {
    expect(mostSpendable({ increment: 100, minimum: 500 }, { available: 1_234, total: 9_999 })).toBe(1_200);
    expect(mostSpendable({ increment: 100, minimum: 500 }, { available: 9_999, total: 1_234 })).toBe(1_200);
    expect(mostSpendable({ increment: 100, minimum: 500 }, { available: 499, total: 9_999 })).toBe(0);
    expect(mostSpendable({ increment: 1, minimum: 0 }, { available: 7, total: 5 })).toBe(5);
  });
});
