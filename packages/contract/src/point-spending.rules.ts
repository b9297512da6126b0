import { CONSUMPTION_TAX_PERCENT } from './search.constants.ts';

/**
 * What points spent at booking do to the money of a stay (decision 040, amendment "spending at
 * booking"). Plain functions, no Zod: the widget shows the new total and tax with the same arithmetic
 * the server stores.
 */

/** The priced stay, points not counted (the reservation's total_price, tax and accommodation_tax). */
export interface PricedStay {
  /** Rooms and extras after discounts, accommodation tax included. */
  total: number;
  /** Consumption tax plus accommodation tax inside `total`. */
  tax: number;
  accommodationTax: number;
}

/** The same stay once points took `points` off. */
export interface StayAfterPoints {
  /** What the guest still pays, by card or at the hotel: total − points. */
  payable: number;
  /** Consumption tax inside what the points did not pay for, plus the whole accommodation tax. */
  tax: number;
}

/**
 * Points are the brand's discount on the sale: they take their value off the total, and the consumption
 * tax inside that value off the tax. They pay for the sale before the accommodation tax, and never make
 * that tax cheaper — it is figured on the nightly rates before any discount, as the pricing does for
 * codes and special discounts. Points above the total are the caller's error (the server refuses them).
 * @example priceAfterPoints({ total: 11_200, tax: 1_200, accommodationTax: 200 }, 1_100) // { payable: 10_100, tax: 1_100 }
 */
export function priceAfterPoints(stay: PricedStay, points: number): StayAfterPoints {
  const spent = Math.max(0, Math.min(points, stay.total));
  const sale = stay.total - stay.accommodationTax;
  const onSale = Math.min(spent, sale);
  const consumption = stay.tax - stay.accommodationTax;
  const taxOfPoints = Math.floor((onSale * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
  return {
    payable: stay.total - spent,
    tax: stay.accommodationTax + Math.max(0, consumption - taxOfPoints),
  };
}

/** A brand programme's spending rules (spec §5): steps of `increment`, at least `minimum`. */
export interface SpendingRules {
  increment: number;
  minimum: number;
}

/**
 * The most points that may be spent on a stay: in the programme's steps, not above `available` nor
 * the total; 0 when that is below the programme's minimum.
 * @example mostSpendable({ increment: 100, minimum: 500 }, { available: 1_234, total: 9_999 }) // 1200
 */
export function mostSpendable(rules: SpendingRules, limits: { available: number; total: number }): number {
  const step = Math.max(1, rules.increment);
  const most = Math.floor(Math.max(0, Math.min(limits.available, limits.total)) / step) * step;
  return most >= rules.minimum ? most : 0;
}
