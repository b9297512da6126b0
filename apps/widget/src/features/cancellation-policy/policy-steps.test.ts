import { describe, expect, it } from 'vitest';
import { isFreeCancellation, policySteps } from './policy-steps.ts';

const when = (rule: Parameters<typeof policySteps>[0]) =>
  policySteps(rule).map((step) => [step.whenKey, step.whenParams ?? null, step.percentage]);

describe('policySteps', () => {
  it('reads a stepped policy with a cut-off hour from the earliest step to the no-show', () => {
    expect(
      when({
        cancel_before_at: 18,
        cancellation_policy_parts: [
          { days_before: 1, percentage_of_cost: 50 },
          { days_before: 0, percentage_of_cost: 80 },
          { days_before: 7, percentage_of_cost: 20 },
        ],
        no_show_percentage_of_cost: 100,
      }),
    ).toEqual([
      ['policy.freeBefore', { days: 8 }, 0],
      ['policy.daysBefore', { days: 7 }, 20],
      ['policy.dayBefore', { days: 1 }, 50],
      ['policy.checkinDayUntil', { hour: '18:00' }, 80],
      ['policy.checkinDayFrom', { hour: '18:00' }, 100],
      ['policy.noShow', null, 100],
    ]);
  });

  it('without parts is free until check-in and without a cut-off has no from-hour line', () => {
    expect(
      when({ cancel_before_at: null, cancellation_policy_parts: [], no_show_percentage_of_cost: 100 }),
    ).toEqual([
      ['policy.freeUntilCheckin', null, 0],
      ['policy.noShow', null, 100],
    ]);
  });

  it('pads a morning cut-off hour', () => {
    const steps = policySteps({
      cancel_before_at: 9,
      cancellation_policy_parts: [{ days_before: 0, percentage_of_cost: 30 }],
      no_show_percentage_of_cost: 50,
    });
    expect(steps[1]).toEqual({
      whenKey: 'policy.checkinDayUntil',
      whenParams: { hour: '09:00' },
      percentage: 30,
    });
  });

  it('calls a policy free only when no step charges', () => {
    const parts = [{ days_before: 3, percentage_of_cost: 0 }];
    expect(
      isFreeCancellation({
        cancel_before_at: null,
        cancellation_policy_parts: parts,
        no_show_percentage_of_cost: 100,
      }),
    ).toBe(true);
    expect(
      isFreeCancellation({
        cancel_before_at: null,
        cancellation_policy_parts: [...parts, { days_before: 1, percentage_of_cost: 10 }],
        no_show_percentage_of_cost: 100,
      }),
    ).toBe(false);
  });
});

describe('policySteps: non-refundable (decision 028)', () => {
  it('says non-refundable instead of a free year and 100 % from 365 days', () => {
    const nonRefundable = {
      cancel_before_at: null,
      cancellation_policy_parts: [{ days_before: 365, percentage_of_cost: 100 }],
      no_show_percentage_of_cost: 100,
    };
    expect(when(nonRefundable)).toEqual([
      ['policy.nonRefundable', null, 100],
      ['policy.noShow', null, 100],
    ]);
    // 100 % from a month before leaves a free window: read step by step as before.
    expect(
      when({
        ...nonRefundable,
        cancellation_policy_parts: [{ days_before: 30, percentage_of_cost: 100 }],
      })[0],
    ).toEqual(['policy.freeBefore', { days: 31 }, 0]);
  });
});
