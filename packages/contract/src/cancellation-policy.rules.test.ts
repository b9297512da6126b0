import { describe, expect, it } from 'vitest';
import { chargesWholePrice, isNonRefundable } from './cancellation-policy.rules.ts';

const rule = (parts: Array<[number, number]>, noShow = 100, cancelBeforeAt: number | null = null) => ({
  cancel_before_at: cancelBeforeAt,
  cancellation_policy_parts: parts.map(([days_before, percentage_of_cost]) => ({
    days_before,
    percentage_of_cost,
  })),
  no_show_percentage_of_cost: noShow,
});

describe('non-refundable policies (decision 028)', () => {
  it('is 100 % from a year before check-in, with or without a cut-off hour or further 100 % steps', () => {
    expect(isNonRefundable(rule([[365, 100]]))).toBe(true);
    expect(isNonRefundable(rule([[365, 100]], 100, 18))).toBe(true);
    expect(
      isNonRefundable(
        rule([
          [0, 100],
          [365, 100],
          [7, 100],
        ]),
      ),
    ).toBe(true);
  });

  it('is not when a free window is left that a guest can use', () => {
    expect(isNonRefundable(rule([[364, 100]]))).toBe(false);
    expect(isNonRefundable(rule([[30, 100]]))).toBe(false);
    expect(isNonRefundable(rule([]))).toBe(false);
  });

  it('is not when some step charges less than the whole price', () => {
    expect(
      isNonRefundable(
        rule([
          [365, 100],
          [0, 50],
        ]),
      ),
    ).toBe(false);
    expect(isNonRefundable(rule([[365, 80]]))).toBe(false);
    expect(isNonRefundable(rule([[365, 100]], 80))).toBe(false);
    expect(isNonRefundable(rule([[365, 0]]))).toBe(false);
  });

  it('tells a policy charging the whole price at every step from one that drops', () => {
    expect(
      chargesWholePrice(
        rule([
          [30, 100],
          [0, 100],
        ]),
      ),
    ).toBe(true);
    expect(
      chargesWholePrice(
        rule([
          [30, 100],
          [0, 50],
        ]),
      ),
    ).toBe(false);
    expect(chargesWholePrice(rule([]))).toBe(false);
  });
});
