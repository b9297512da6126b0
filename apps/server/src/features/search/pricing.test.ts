import { describe, expect, it } from 'vitest';
import {
  accommodationTaxForNight,
  type ChildPrice,
  childNightPrice,
  includedConsumptionTax,
  priceStay,
  type StayPriceInput,
} from './pricing.ts';

const TOKYO_BANDS = [
  { minPricePerPerson: 0, taxPerPerson: 0 },
  { minPricePerPerson: 10000, taxPerPerson: 100 },
  { minPricePerPerson: 15000, taxPerPerson: 200 },
];

const base = (overrides: Partial<StayPriceInput> = {}): StayPriceInput => ({
  nights: [
    { date: '2026-06-01', roomPrice: 22000 },
    { date: '2026-06-02', roomPrice: 33000 },
  ],
  adults: 2,
  childCodes: [],
  childPrices: new Map(),
  discounts: [],
  code: null,
  taxBands: TOKYO_BANDS,
  nightCount: 2,
  checkin: '2026-06-01',
  overnight: true,
  ...overrides,
});

describe('pricing', () => {
  it('reads the consumption tax out of a tax-inclusive amount', () => {
    expect(includedConsumptionTax(11000)).toBe(1000);
    expect(includedConsumptionTax(55000)).toBe(5000);
    expect(includedConsumptionTax(109)).toBe(9);
  });

  it('finds the accommodation tax band per person before consumption tax', () => {
    // 22000 / 1.1 / 2 = 10000 per person → 100 each.
    expect(accommodationTaxForNight(22000, 2, TOKYO_BANDS)).toBe(200);
    // 21999 / 1.1 / 2 = 9999.5 → below 10000 → 0.
    expect(accommodationTaxForNight(21999, 2, TOKYO_BANDS)).toBe(0);
    // 33000 / 1.1 / 2 = 15000 → 200 each.
    expect(accommodationTaxForNight(33000, 2, TOKYO_BANDS)).toBe(400);
    expect(accommodationTaxForNight(33000, 2, [])).toBe(0);
  });

  it('prices children fixed or as a percentage of one adult share', () => {
    expect(childNightPrice({ priceType: 'fixed', value: 1800 }, 30000, 2)).toBe(1800);
    expect(childNightPrice({ priceType: 'percentage', value: 70 }, 30000, 2)).toBe(10500);
    expect(childNightPrice({ priceType: 'percentage', value: 50 }, 10001, 2)).toBe(2500);
  });

  it('adds nights, tax and accommodation tax for two adults', () => {
    const price = priceStay(base())!;
    expect(price.nightly.map((n) => n.price)).toEqual([22000, 33000]);
    expect(price.accommodationTax).toBe(600);
    expect(price.total).toBe(55600);
    expect(price.consumptionTax).toBe(5000);
    expect(price.tax).toBe(5600);
    expect(price.priceBeforeDiscounts).toBe(55600);
    expect(price.discounts).toEqual([]);
  });

  it('applies a special percentage, then a coupon on the first night only, then rounding', () => {
    const price = priceStay(
      base({
        discounts: [
          {
            discountType: 'rounding',
            kind: 'amount',
            value: 100,
            minNights: 1,
            stayStartsOn: null,
            stayEndsOn: null,
          },
          {
            discountType: 'special',
            kind: 'percentage',
            value: 10,
            minNights: 2,
            stayStartsOn: null,
            stayEndsOn: null,
          },
        ],
        code: { codeType: 'coupon', code: 'FIRSTNIGHT20', kind: 'percentage', value: 20, firstNNights: 1 },
      }),
    )!;
    // 55000 − 5500 (10 %) − 4400 (20 % of the first night 22000) = 45100: a multiple of 100, no rounding.
    expect(price.discounts).toEqual([{ discount_type: 'special', discount_amount: 5500 }]);
    expect(price.appliedCode).toEqual({
      code_type: 'coupon',
      code: 'FIRSTNIGHT20',
      discount_amount: 4400,
      first_n_nights: 1,
    });
    expect(price.total).toBe(45100 + 600);
    expect(price.consumptionTax).toBe(4100);
  });

  it('rounds the total down to the unit and reports the rounding discount', () => {
    const price = priceStay(
      base({
        nights: [{ date: '2026-06-01', roomPrice: 12345 }],
        nightCount: 1,
        discounts: [
          {
            discountType: 'rounding',
            kind: 'amount',
            value: 100,
            minNights: 1,
            stayStartsOn: null,
            stayEndsOn: null,
          },
        ],
        taxBands: [],
      }),
    )!;
    expect(price.discounts).toEqual([{ discount_type: 'rounding', discount_amount: 45 }]);
    expect(price.total).toBe(12300);
  });

  it('skips a special discount below its minimum nights or outside its stay period', () => {
    const rule = {
      discountType: 'special' as const,
      kind: 'amount' as const,
      value: 2000,
      minNights: 3,
      stayStartsOn: null,
      stayEndsOn: null,
    };
    expect(priceStay(base({ discounts: [rule] }))!.discounts).toEqual([]);
    const dated = { ...rule, minNights: 1, stayStartsOn: '2026-07-01', stayEndsOn: null };
    expect(priceStay(base({ discounts: [dated] }))!.discounts).toEqual([]);
  });

  it('never discounts below zero', () => {
    const price = priceStay(
      base({
        nights: [{ date: '2026-06-01', roomPrice: 1500 }],
        nightCount: 1,
        code: { codeType: 'coupon', code: 'SAVE2000', kind: 'amount', value: 2000, firstNNights: null },
        taxBands: [],
      }),
    )!;
    expect(price.appliedCode?.discount_amount).toBe(1500);
    expect(price.total).toBe(0);
  });

  it('prices children by tier and refuses a tier the plan has no price for', () => {
    const childPrices = new Map<string, ChildPrice>([
      ['A', { priceType: 'fixed', value: 0 }],
      ['B', { priceType: 'percentage', value: 70 }],
    ]);
    const price = priceStay(base({ childCodes: ['A', 'B'], childPrices }))!;
    // B pays 70 % of one adult's share: 22000/2×0.7 = 7700 and 33000/2×0.7 = 11550.
    expect(price.nightly.map((n) => n.price)).toEqual([29700, 44550]);
    // Paying persons 3 (A is free): 29700/1.1/3 = 9000 → 0; 44550/1.1/3 = 13500 → 100 × 3.
    expect(price.accommodationTax).toBe(300);
    expect(priceStay(base({ childCodes: ['C'], childPrices }))).toBeNull();
  });

  it('charges no accommodation tax for day use', () => {
    const price = priceStay(
      base({ overnight: false, nights: [{ date: '2026-06-01', roomPrice: 6300 }], nightCount: 0 }),
    )!;
    expect(price.accommodationTax).toBe(0);
    expect(price.total).toBe(6300);
  });
});
