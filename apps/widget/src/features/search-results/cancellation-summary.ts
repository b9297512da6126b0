import { chargesWholePrice, isNonRefundable } from '@yadori/contract/cancellation-policy.rules';
import type { CancellationPolicyRule } from '@yadori/contract/cancellation-policy.schema';
import { addDaysIfDate } from '../../shared/hotel-date.ts';

export type CancellationSummary =
  | { kind: 'free' }
  | { kind: 'freeUntil'; date: string }
  | { kind: 'charged' }
  | { kind: 'nonRefundable' };

/**
 * One line for a result card: free cancellation (no step charges), free until a date (the day before
 * the earliest charging step, hotel-local), fees from now on, or non-refundable — a non-refundable
 * policy, or one charging the whole price at every step whose charging has begun for this stay
 * (decision 028). `today` is the hotel's date.
 * @example summarizeCancellation(rule, '2026-12-10', '2026-11-23') // { kind: 'freeUntil', date: '2026-12-02' }
 */
export function summarizeCancellation(
  rule: CancellationPolicyRule,
  checkinDate: string,
  today: string,
): CancellationSummary {
  const charging = rule.cancellation_policy_parts.filter((part) => part.percentage_of_cost > 0);
  if (charging.length === 0) return { kind: 'free' };
  if (isNonRefundable(rule)) return { kind: 'nonRefundable' };
  const earliest = Math.max(...charging.map((part) => part.days_before));
  // "n days or fewer before check-in costs p %": free through the day before that.
  const lastFreeDay = addDaysIfDate(checkinDate, -(earliest + 1));
  if (lastFreeDay === null || lastFreeDay < today)
    return { kind: chargesWholePrice(rule) ? 'nonRefundable' : 'charged' };
  return { kind: 'freeUntil', date: lastFreeDay };
}
