import type { CancellationPolicyRule } from '@yadori/contract/cancellation-policy.schema';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cancellationFee, daysBeforeCheckin } from './cancellation-fee.ts';

const ZONES = ['Asia/Tokyo', 'Asia/Seoul', 'UTC', 'America/Los_Angeles'] as const;

// A typical Japanese hotel policy: 7 days before 20 %, the day before 50 %, the check-in day until
// 18:00 80 %, no-show (or from 18:00 on the day) 100 %.
const TYPICAL: CancellationPolicyRule = {
  cancel_before_at: 18,
  cancellation_policy_parts: [
    { days_before: 7, percentage_of_cost: 20 },
    { days_before: 1, percentage_of_cost: 50 },
    { days_before: 0, percentage_of_cost: 80 },
  ],
  no_show_percentage_of_cost: 100,
};

/** The instant at which the wall clock of `timeZone` shows `local` (`YYYY-MM-DDTHH:mm`). */
function at(local: string, timeZone: string): Date {
  const zoned = Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

describe('cancellationFee — the policy table, by example', () => {
  const fee = (local: string, timeZone = 'Asia/Tokyo') =>
    cancellationFee({
      policy: TYPICAL,
      totalPrice: 30_000,
      checkinDate: '2026-05-10',
      timeZone,
      now: at(local, timeZone),
    });

  it('is free before the earliest step', () => {
    expect(fee('2026-05-02T23:59')).toEqual({ kind: 'free', daysBefore: 8, fee: 0, percentage: 0 });
  });

  it('charges each step from its first day on', () => {
    expect(fee('2026-05-03T00:00')).toMatchObject({
      kind: 'charged',
      daysBefore: 7,
      percentage: 20,
      fee: 6000,
    });
    expect(fee('2026-05-08T23:59')).toMatchObject({
      kind: 'charged',
      daysBefore: 2,
      percentage: 20,
      fee: 6000,
    });
    expect(fee('2026-05-09T00:00')).toMatchObject({
      kind: 'charged',
      daysBefore: 1,
      percentage: 50,
      fee: 15_000,
    });
  });

  it('refuses online cancellation on the check-in day, with the day-of charge before the hour', () => {
    expect(fee('2026-05-10T17:59')).toEqual({
      kind: 'refused',
      reason: 'same_day',
      charge: 'day_of',
      daysBefore: 0,
      percentage: 80,
      fee: 24_000,
    });
    expect(fee('2026-05-10T18:00')).toMatchObject({ reason: 'same_day', charge: 'no_show', percentage: 100 });
  });

  it('charges the no-show percentage after the check-in day', () => {
    expect(fee('2026-05-11T09:00')).toMatchObject({
      kind: 'refused',
      reason: 'past_check_in',
      charge: 'no_show',
      daysBefore: -1,
      fee: 30_000,
    });
  });

  it('without a cancel-before hour applies the day-of step the whole check-in day', () => {
    const result = cancellationFee({
      policy: { ...TYPICAL, cancel_before_at: null },
      totalPrice: 30_000,
      checkinDate: '2026-05-10',
      timeZone: 'UTC',
      now: new Date('2026-05-10T23:59:00Z'),
    });
    expect(result).toMatchObject({ charge: 'day_of', percentage: 80 });
  });

  it('rounds the fee down to the whole minor unit', () => {
    const result = cancellationFee({
      policy: TYPICAL,
      totalPrice: 12_345,
      checkinDate: '2026-05-10',
      timeZone: 'UTC',
      now: new Date('2026-05-05T00:00:00Z'),
    });
    expect(result).toMatchObject({ percentage: 20, fee: 2469 });
  });

  it('counts days on the hotel clock: one instant, either side of midnight', () => {
    // 2026-05-02T14:30Z is 23:30 on May 2 in Tokyo and Seoul but still 07:30 on May 2 in Los Angeles;
    // 15:30Z is already May 3 in Tokyo (7 days before the 10th) while Los Angeles stays on May 2.
    const instantBefore = new Date('2026-05-02T14:30:00Z');
    const instantAfter = new Date('2026-05-02T15:30:00Z');
    const days = (now: Date, timeZone: string) =>
      cancellationFee({ policy: TYPICAL, totalPrice: 30_000, checkinDate: '2026-05-10', timeZone, now });
    expect(days(instantBefore, 'Asia/Tokyo')).toMatchObject({ kind: 'free', daysBefore: 8 });
    expect(days(instantAfter, 'Asia/Tokyo')).toMatchObject({ kind: 'charged', daysBefore: 7 });
    expect(days(instantAfter, 'Asia/Seoul')).toMatchObject({ kind: 'charged', daysBefore: 7 });
    expect(days(instantAfter, 'UTC')).toMatchObject({ kind: 'free', daysBefore: 8 });
    expect(days(instantAfter, 'America/Los_Angeles')).toMatchObject({ kind: 'free', daysBefore: 8 });
    // The same-day refusal starts at local midnight: 07:00Z on May 10 is midnight in Los Angeles (PDT).
    expect(days(new Date('2026-05-10T06:59:00Z'), 'America/Los_Angeles')).toMatchObject({
      kind: 'charged',
      daysBefore: 1,
    });
    expect(days(new Date('2026-05-10T07:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      reason: 'same_day',
    });
  });

  it('rejects programming errors loudly', () => {
    const base = {
      policy: TYPICAL,
      totalPrice: 100,
      checkinDate: '2026-05-10',
      timeZone: 'UTC',
      now: new Date(),
    };
    expect(() => cancellationFee({ ...base, totalPrice: 1.5 })).toThrow(RangeError);
    expect(() => cancellationFee({ ...base, totalPrice: -1 })).toThrow(RangeError);
    expect(() => cancellationFee({ ...base, checkinDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => cancellationFee({ ...base, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('days before check-in', () => {
  it('counts whole days across month, year and leap-day boundaries', () => {
    expect(daysBeforeCheckin('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysBeforeCheckin('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysBeforeCheckin('2026-05-01', '2026-05-03')).toBe(-2);
  });
});

// ---- Property-based: the implementation against a plain policy table ----

interface Case {
  policy: CancellationPolicyRule;
  totalPrice: number;
  timeZone: (typeof ZONES)[number];
  checkinDate: string;
  /** The cancellation moment as the hotel's wall clock shows it (after DST adjustment). */
  local: Temporal.ZonedDateTime;
}

const policyArb: fc.Arbitrary<CancellationPolicyRule> = fc.record({
  cancel_before_at: fc.option(fc.integer({ min: 0, max: 23 }), { nil: null }),
  cancellation_policy_parts: fc.uniqueArray(
    fc.record({
      days_before: fc.integer({ min: 0, max: 45 }),
      percentage_of_cost: fc.integer({ min: 0, max: 100 }),
    }),
    { selector: (part) => part.days_before, maxLength: 6 },
  ),
  no_show_percentage_of_cost: fc.integer({ min: 0, max: 100 }),
});

const checkinArb = fc
  .integer({ min: 0, max: 730 })
  .map((offset) => Temporal.PlainDate.from('2026-01-01').add({ days: offset }));

/** A case whose cancellation moment is `dayOffset` days before check-in at a wall-clock time. */
function caseArb(minuteArb: fc.Arbitrary<number>): fc.Arbitrary<Case> {
  return fc
    .record({
      policy: policyArb,
      totalPrice: fc.integer({ min: 0, max: 50_000_000 }),
      timeZone: fc.constantFrom(...ZONES),
      checkin: checkinArb,
      dayOffset: fc.integer({ min: -3, max: 60 }),
      minuteOfDay: minuteArb,
    })
    .map(({ policy, totalPrice, timeZone, checkin, dayOffset, minuteOfDay }) => {
      const wall = checkin
        .subtract({ days: dayOffset })
        .toPlainDateTime({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 });
      // In a DST gap the wall time moves forward; the oracle reads the adjusted clock.
      const local = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
      return { policy, totalPrice, timeZone, checkinDate: checkin.toString(), local };
    });
}

/**
 * The oracle: a table of percentages per day before check-in, filled walking from the earliest
 * step towards check-in; the check-in day and after read the cut-off hour and the no-show rate.
 */
interface Expected {
  cancellable: boolean;
  daysBefore: number;
  percentage: number;
  fee: number;
  charge?: 'day_of' | 'no_show';
}

function oracle(c: Case): Expected {
  const steps = new Map(c.policy.cancellation_policy_parts.map((p) => [p.days_before, p.percentage_of_cost]));
  const earliest = Math.max(-1, ...steps.keys());
  const table: number[] = [];
  let current = 0;
  for (let day = earliest; day >= 0; day -= 1) {
    current = steps.get(day) ?? current;
    table[day] = current;
  }
  const daysBefore = Temporal.PlainDate.from(c.local.toPlainDate()).until(c.checkinDate, {
    largestUnit: 'days',
  }).days;
  const rate = (percentage: number) => ({ percentage, fee: Math.floor((c.totalPrice * percentage) / 100) });
  if (daysBefore > 0) {
    const percentage = daysBefore <= earliest ? table[daysBefore]! : 0;
    return { cancellable: true, daysBefore, ...rate(percentage) };
  }
  const cutoff = c.policy.cancel_before_at;
  const dayOf = daysBefore === 0 && (cutoff === null || c.local.hour < cutoff);
  return {
    cancellable: false,
    daysBefore,
    charge: dayOf ? 'day_of' : 'no_show',
    ...rate(dayOf ? (table[0] ?? 0) : c.policy.no_show_percentage_of_cost),
  };
}

function run(c: Case) {
  return cancellationFee({
    policy: c.policy,
    totalPrice: c.totalPrice,
    checkinDate: c.checkinDate,
    timeZone: c.timeZone,
    now: new Date(c.local.epochMilliseconds),
  });
}

function expectMatchesOracle(c: Case): void {
  const actual = run(c);
  const expected = oracle(c);
  expect(actual.daysBefore).toBe(expected.daysBefore);
  expect(actual.percentage).toBe(expected.percentage);
  expect(actual.fee).toBe(expected.fee);
  expect(actual.kind !== 'refused').toBe(expected.cancellable);
  if (actual.kind === 'refused') {
    expect(actual.charge).toBe(expected.charge);
    expect(actual.reason).toBe(expected.daysBefore === 0 ? 'same_day' : 'past_check_in');
  } else {
    expect(actual.kind).toBe(expected.percentage === 0 ? 'free' : 'charged');
  }
}

describe('cancellationFee — properties against the policy table', () => {
  it('matches the table at any time of day, in every zone', () => {
    fc.assert(fc.property(caseArb(fc.integer({ min: 0, max: 1439 })), expectMatchesOracle), {
      numRuns: 2000,
    });
  });

  it('matches the table within two hours either side of local midnight', () => {
    const nearMidnight = fc.oneof(fc.integer({ min: 0, max: 119 }), fc.integer({ min: 1320, max: 1439 }));
    fc.assert(fc.property(caseArb(nearMidnight), expectMatchesOracle), { numRuns: 1000 });
  });

  it('matches the table around the cancel-before hour on the check-in day', () => {
    const arb = caseArb(fc.integer({ min: 0, max: 1439 })).chain((c) =>
      fc
        .record({ hour: fc.integer({ min: 0, max: 23 }), delta: fc.integer({ min: -2, max: 1 }) })
        .map(({ hour, delta }) => {
          const wall = Temporal.PlainDate.from(c.checkinDate).toPlainDateTime({ hour });
          const local = wall.add({ minutes: delta }).toZonedDateTime(c.timeZone);
          return { ...c, policy: { ...c.policy, cancel_before_at: hour }, local };
        }),
    );
    fc.assert(fc.property(arb, expectMatchesOracle), { numRuns: 1000 });
  });

  it('charges the no-show rate from the cut-off of the check-in day on, and never lets it be cancelled online', () => {
    const arb = fc.record({
      policy: policyArb,
      totalPrice: fc.integer({ min: 0, max: 50_000_000 }),
      timeZone: fc.constantFrom(...ZONES),
      checkin: checkinArb,
      minutesLater: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    });
    fc.assert(
      fc.property(arb, ({ policy, totalPrice, timeZone, checkin, minutesLater }) => {
        // No cut-off hour: the day-of step lasts the whole check-in day, the no-show rate starts the day after.
        const start =
          policy.cancel_before_at === null
            ? checkin.add({ days: 1 }).toPlainDateTime({ hour: 0 })
            : checkin.toPlainDateTime({ hour: policy.cancel_before_at });
        const local = start
          .toZonedDateTime(timeZone, { disambiguation: 'later' })
          .add({ minutes: minutesLater });
        const result = cancellationFee({
          policy,
          totalPrice,
          checkinDate: checkin.toString(),
          timeZone,
          now: new Date(local.epochMilliseconds),
        });
        expect(result.kind).toBe('refused');
        if (result.kind !== 'refused') return;
        expect(result.charge).toBe('no_show');
        expect(result.percentage).toBe(policy.no_show_percentage_of_cost);
        expect(result.fee).toBe(Math.floor((totalPrice * policy.no_show_percentage_of_cost) / 100));
      }),
      { numRuns: 1000 },
    );
  });

  it('never charges more than the total, and a later cancellation never costs less under a rising policy', () => {
    const rising = policyArb.map((policy) => {
      const byDays = [...policy.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before);
      const sortedRates = byDays.map((p) => p.percentage_of_cost).sort((a, b) => a - b);
      const parts = byDays.map((p, i) => ({
        days_before: p.days_before,
        percentage_of_cost: sortedRates[i]!,
      }));
      const top = Math.max(0, ...sortedRates);
      return {
        ...policy,
        cancellation_policy_parts: parts,
        no_show_percentage_of_cost: Math.max(top, policy.no_show_percentage_of_cost),
      };
    });
    const arb = fc.record({
      c: caseArb(fc.integer({ min: 0, max: 1439 })),
      policy: rising,
      laterMinutes: fc.integer({ min: 0, max: 30 * 24 * 60 }),
    });
    fc.assert(
      fc.property(arb, ({ c, policy, laterMinutes }) => {
        const earlier = run({ ...c, policy });
        const later = run({ ...c, policy, local: c.local.add({ minutes: laterMinutes }) });
        expect(earlier.fee).toBeGreaterThanOrEqual(0);
        expect(later.fee).toBeLessThanOrEqual(c.totalPrice);
        expect(later.fee).toBeGreaterThanOrEqual(earlier.fee);
      }),
      { numRuns: 1000 },
    );
  });
});
