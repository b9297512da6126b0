import { describe, expect, it } from 'vitest';
import { payableAfterPoints } from './points-price.ts';

describe('what is left to pay after points', () => {
  const state = (selectedSpendingPoint: number) => ({
    bookingDetails: {
      rooms: [
        { salePrice: 10000, tax: 1100, accommodationTax: 200 },
        { salePrice: 12000, tax: 1000, accommodationTax: 0 },
      ],
    } as never,
    selectedExtras: {
      '5': {
        extraId: 5,
        quantity: 2,
        price: 500,
        priceWithTax: 2000,
        tax: 180,
        deliveryDates: ['2027-01-10', '2027-01-11'],
      },
    },
    points: { selectedSpendingPoint, adjustPoint: 0 },
  });

  it('takes spent points off what is left to pay, and their consumption tax off the tax', () => {
    expect(payableAfterPoints(state(0))).toEqual({ payable: 24000, tax: 2280 });
    // 1,100 points carry 100 of consumption tax (10% inside).
    expect(payableAfterPoints(state(1100))).toEqual({ payable: 22900, tax: 2180 });
    // Points never make the accommodation tax cheaper; everything paid leaves only it as tax.
    expect(payableAfterPoints(state(24000))).toEqual({ payable: 0, tax: 200 });
    // A price the guest accepted is the one points come off.
    expect(payableAfterPoints(state(1000), 23000).payable).toBe(22000);
  });
});
