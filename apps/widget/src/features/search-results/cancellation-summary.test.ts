import { describe, expect, it } from 'vitest';
import { summarizeCancellation } from './cancellation-summary.ts';

const rule = (parts: Array<[number, number]>) => ({
  cancel_before_at: 18,
  cancellation_policy_parts: parts.map(([days_before, percentage_of_cost]) => ({
    days_before,
    percentage_of_cost,
  })),
  no_show_percentage_of_cost: 100,
});

describe('summarizeCancellation', () => {
  it('is free until the day before the earliest charging step', () => {
    expect(
      summarizeCancellation(
        rule([
          [7, 20],
          [1, 50],
        ]),
        '2026-12-10',
        '2026-11-23',
      ),
    ).toEqual({
      kind: 'freeUntil',
      date: '2026-12-02',
    });
  });

  it('still counts the last free day itself as free', () => {
    expect(summarizeCancellation(rule([[7, 20]]), '2026-12-10', '2026-12-02').kind).toBe('freeUntil');
    expect(summarizeCancellation(rule([[7, 20]]), '2026-12-10', '2026-12-03').kind).toBe('charged');
  });

  it('ignores 0 % steps and calls a policy without charges free', () => {
    expect(
      summarizeCancellation(
        rule([
          [30, 0],
          [3, 50],
        ]),
        '2026-12-10',
        '2026-11-01',
      ),
    ).toEqual({
      kind: 'freeUntil',
      date: '2026-12-06',
    });
    expect(summarizeCancellation(rule([[3, 0]]), '2026-12-10', '2026-12-10')).toEqual({ kind: 'free' });
  });
});

describe('summarizeCancellation: non-refundable (decision 028)', () => {
  it('calls a year-long 100 % policy non-refundable, whenever the stay is', () => {
    const nonRefundable = { ...rule([[365, 100]]), cancel_before_at: null };
    expect(summarizeCancellation(nonRefundable, '2026-12-10', '2026-11-23')).toEqual({
      kind: 'nonRefundable',
    });
    expect(summarizeCancellation(nonRefundable, '2027-11-30', '2026-11-23')).toEqual({
      kind: 'nonRefundable',
    });
  });

  it('calls a whole-price policy non-refundable once its charging has begun for the stay, not before', () => {
    const month = rule([[30, 100]]);
    expect(summarizeCancellation(month, '2026-12-10', '2026-11-23')).toEqual({ kind: 'nonRefundable' });
    expect(summarizeCancellation(month, '2027-02-10', '2026-11-23')).toEqual({
      kind: 'freeUntil',
      date: '2027-01-10',
    });
    // A step below 100 % still has a cheaper time: fees apply, no more.
    expect(
      summarizeCancellation(
        rule([
          [30, 100],
          [0, 50],
        ]),
        '2026-12-10',
        '2026-11-23',
      ),
    ).toEqual({ kind: 'charged' });
  });
});
