import { describe, expect, it } from 'vitest';
import { quantityAllowed, selectExtra, stayDates, unitsOf, visibleExtras } from './extras-rules.ts';
import { extraFixture } from './guest-detail-test-kit.tsx';

describe('extras (spec section 5)', () => {
  it('serves from check-in to check-out, or the day itself for day use', () => {
    expect(stayDates('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayDates('2026-12-10', '2026-12-10')).toEqual(['2026-12-10']);
  });

  it('leaves out extras included in the plan and dated ones without dates in the stay', () => {
    const dates = ['2026-12-10', '2026-12-11'];
    const shown = visibleExtras(
      [
        extraFixture({ id: 1 }),
        extraFixture({ id: 2, extra_type: 'other', booking_available_dates: ['2026-12-11'] }),
        extraFixture({ id: 3, extra_type: 'other', booking_available_dates: ['2027-01-01'] }),
        extraFixture({ id: 4 }),
      ],
      dates,
      new Set([4]),
    );
    expect(shown.map((e) => e.id)).toEqual([1, 2]);
  });

  it('keeps quantities within min and max', () => {
    const extra = extraFixture({ min_quantity: 2, max_quantity: 3 });
    expect([0, 1, 2, 3, 4].map((q) => quantityAllowed(extra, q))).toEqual([true, false, true, true, false]);
    // The server counts the units over every delivery date.
    expect(
      quantityAllowed(extra, unitsOf({ quantity: 2, deliveryDates: ['2026-12-10', '2026-12-11'] })),
    ).toBe(false);
  });

  it('prices each delivery date with its own price', () => {
    const line = selectExtra(
      extraFixture({ extra_type: 'other' }),
      2,
      ['2026-12-10', '2026-12-11'],
      '2026-12-10',
    );
    expect(line).toMatchObject({
      priceWithTax: 9_000,
      tax: 800,
      deliveryDates: ['2026-12-10', '2026-12-11'],
    });
  });
});
