import { describe, expect, it } from 'vitest';
import { pricedStay } from '../../test/booking-fixtures.ts';
import { payableAfterPoints } from './points-price.ts';

describe('what is left to pay after points', () => {
  it('takes spent points off what is left to pay, and their consumption tax off the tax', () => {
    expect(payableAfterPoints(pricedStay(0))).toEqual({ payable: 24000, tax: 2280 });
    // 1,100 points carry 100 of consumption tax (10% inside).
    expect(payableAfterPoints(pricedStay(1100))).toEqual({ payable: 22900, tax: 2180 });
    // Points never make the accommodation tax cheaper; everything paid leaves only it as tax.
    expect(payableAfterPoints(pricedStay(24000))).toEqual({ payable: 0, tax: 200 });
    // A price the guest accepted is the one points come off.
    expect(payableAfterPoints(pricedStay(1000), 23000).payable).toBe(22000);
  });
});
