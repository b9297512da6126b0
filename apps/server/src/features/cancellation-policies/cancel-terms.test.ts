import type { CancellationPolicyRule } from '@yadori/contract/cancellation-policy.schema';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cancelTerms, roomCosts } from './cancel-terms.ts';

const STANDARD: CancellationPolicyRule = {
  cancel_before_at: 18,
  cancellation_policy_parts: [
    { days_before: 7, percentage_of_cost: 20 },
    { days_before: 1, percentage_of_cost: 50 },
    { days_before: 0, percentage_of_cost: 80 },
  ],
  no_show_percentage_of_cost: 100,
};
const FLEXIBLE: CancellationPolicyRule = {
  cancel_before_at: null,
  cancellation_policy_parts: [{ days_before: 1, percentage_of_cost: 30 }],
  no_show_percentage_of_cost: 100,
};

function at(local: string, timeZone: string): Date {
  return new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).epochMilliseconds);
}

const confirmed = (
  now: Date,
  rooms: { cost: number; policy: CancellationPolicyRule | null }[],
  timeZone = 'Asia/Tokyo',
) => cancelTerms({ status: 'confirmed', checkinDate: '2026-05-10', timeZone, now, rooms });

describe('cancelTerms', () => {
  it('refuses what is not a confirmed stay', () => {
    const now = at('2026-04-01T12:00', 'Asia/Tokyo');
    const rooms = [{ cost: 10_000, policy: STANDARD }];
    expect(
      cancelTerms({ status: 'cancelled', checkinDate: '2026-05-10', timeZone: 'UTC', now, rooms }),
    ).toEqual({
      cancellable: false,
      refusal: 'already_cancelled',
      fee: null,
    });
    expect(
      cancelTerms({ status: 'pending_payment', checkinDate: '2026-05-10', timeZone: 'UTC', now, rooms }),
    ).toMatchObject({ cancellable: false, refusal: 'pending_payment' });
  });

  it('adds each room’s fee under its own plan’s policy', () => {
    const now = at('2026-05-09T10:00', 'Asia/Tokyo');
    expect(
      confirmed(now, [
        { cost: 30_000, policy: STANDARD },
        { cost: 10_001, policy: FLEXIBLE },
        { cost: 5000, policy: null },
      ]),
    ).toEqual({ cancellable: true, fee: 15_000 + 3000 });
  });

  it('refuses on the check-in day (hotel clock) even when no room has a policy', () => {
    expect(confirmed(at('2026-05-10T00:00', 'Asia/Tokyo'), [{ cost: 1, policy: null }])).toMatchObject({
      cancellable: false,
      refusal: 'same_day',
    });
    // 23:59 on the 9th in Tokyo is still the day before.
    expect(confirmed(at('2026-05-09T23:59', 'Asia/Tokyo'), [{ cost: 1000, policy: STANDARD }])).toEqual({
      cancellable: true,
      fee: 500,
    });
    // 08:00 on the 10th in Tokyo is still the 9th in Los Angeles: the day before there.
    expect(
      confirmed(
        at('2026-05-10T08:00', 'Asia/Tokyo'),
        [{ cost: 1000, policy: STANDARD }],
        'America/Los_Angeles',
      ),
    ).toEqual({ cancellable: true, fee: 500 });
  });

  it('is never more than the stay costs, and is refused exactly from the check-in day on (property)', () => {
    const zones = ['Asia/Tokyo', 'Asia/Seoul', 'UTC', 'America/Los_Angeles'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: -3 * 24 * 60, max: 30 * 24 * 60 }),
        fc.array(fc.record({ cost: fc.integer({ min: 0, max: 5_000_000 }), standard: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        (zone, minutesBefore, rooms) => {
          const checkinStart = at('2026-05-10T00:00', zone).getTime();
          const now = new Date(checkinStart - minutesBefore * 60_000);
          const terms = confirmed(
            now,
            rooms.map((r) => ({ cost: r.cost, policy: r.standard ? STANDARD : FLEXIBLE })),
            zone,
          );
          const total = rooms.reduce((s, r) => s + r.cost, 0);
          if (minutesBefore <= 0) expect(terms).toMatchObject({ cancellable: false, refusal: 'same_day' });
          else expect(terms.cancellable).toBe(true);
          expect(terms.fee ?? 0).toBeLessThanOrEqual(total);
          if (minutesBefore > 8 * 24 * 60) expect(terms.fee).toBe(0);
        },
      ),
    );
  });
});

describe('roomCosts', () => {
  it('puts a room’s extras on it and the stay’s extras on the first room', () => {
    const catalog = {
      plans: [{ id: 7, cancellationPolicyId: 3 }],
      policies: new Map([[3, { name: 'x', translations: [], cancelBeforeAt: 18, parts: [], noShow: 100 }]]),
    } as never;
    const costs = roomCosts(
      [
        { roomIndex: 0, hotelPlanId: 7, totalPrice: 100 },
        { roomIndex: 1, hotelPlanId: 8, totalPrice: 200 },
      ],
      [
        { roomIndex: null, totalPrice: 10 },
        { roomIndex: 1, totalPrice: 20 },
      ],
      catalog,
    );
    expect(costs.map((c) => c.cost)).toEqual([110, 220]);
    expect(costs[0]!.policy).toMatchObject({ cancel_before_at: 18, no_show_percentage_of_cost: 100 });
    expect(costs[1]!.policy).toBeNull();
  });
});
