import type { CancellationPolicyRule } from './cancellation-policy.schema.ts';

/**
 * Reading a cancellation policy as the guest should (decision 028). Plain functions, no Zod: the widget
 * and the server's mails import them by value.
 */

/**
 * How far ahead of check-in a step can reach: the contract's cap on `days_before`, a year — as far
 * ahead as a stay is sold. A policy charging 100 % from here on leaves no free day in practice.
 */
export const NON_REFUNDABLE_FROM_DAYS = 365;

/** True when every step charges the whole price: each part, and the no-show, at 100 %. */
export function chargesWholePrice(rule: CancellationPolicyRule): boolean {
  return (
    rule.cancellation_policy_parts.length > 0 &&
    rule.cancellation_policy_parts.every((part) => part.percentage_of_cost === 100) &&
    rule.no_show_percentage_of_cost === 100
  );
}

/**
 * Non-refundable: cancelling at any time after booking costs 100 % — every step charges the whole
 * price and the earliest begins `NON_REFUNDABLE_FROM_DAYS` or more before check-in, so the "free
 * 366 days or more before" window before it is one no guest can use.
 * @example isNonRefundable({ cancel_before_at: null, cancellation_policy_parts: [{ days_before: 365, percentage_of_cost: 100 }], no_show_percentage_of_cost: 100 }) // true
 */
export function isNonRefundable(rule: CancellationPolicyRule): boolean {
  return (
    chargesWholePrice(rule) &&
    Math.max(...rule.cancellation_policy_parts.map((part) => part.days_before)) >= NON_REFUNDABLE_FROM_DAYS
  );
}
