import { isNonRefundable } from '@yadori/contract/cancellation-policy.rules';
import type { CancellationPolicyRule } from '@yadori/contract/cancellation-policy.schema';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { TranslateParams } from '../../i18n/translate.ts';

/** One line of a policy as the guest reads it: when, and what it costs. */
export interface PolicyStep {
  whenKey: MessageKey;
  whenParams?: TranslateParams;
  percentage: number;
}

/**
 * The policy of spec section 4 as ordered steps: free before the earliest `days_before`, each later
 * part its percentage, the check-in day until `cancel_before_at`, then the no-show percentage. A
 * non-refundable policy is said so: any time after booking, then a no-show (decision 028).
 * @example policySteps({ cancel_before_at: 18, cancellation_policy_parts: [{ days_before: 3, percentage_of_cost: 30 }], no_show_percentage_of_cost: 100 })
 */
export function policySteps(rule: CancellationPolicyRule): PolicyStep[] {
  if (isNonRefundable(rule))
    return [
      { whenKey: 'policy.nonRefundable', percentage: 100 },
      { whenKey: 'policy.noShow', percentage: rule.no_show_percentage_of_cost },
    ];
  const parts = [...rule.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before);
  const steps: PolicyStep[] = [];
  const earliest = parts[0];
  if (!earliest) {
    steps.push({ whenKey: 'policy.freeUntilCheckin', percentage: 0 });
  } else if (earliest.days_before > 0 || earliest.percentage_of_cost > 0) {
    // Cancelling earlier than the first step costs nothing.
    steps.push({
      whenKey: 'policy.freeBefore',
      whenParams: { days: earliest.days_before + 1 },
      percentage: 0,
    });
  }
  for (const part of parts) {
    if (part.days_before === 0) {
      steps.push(
        rule.cancel_before_at === null
          ? { whenKey: 'policy.checkinDay', percentage: part.percentage_of_cost }
          : {
              whenKey: 'policy.checkinDayUntil',
              whenParams: { hour: formatHour(rule.cancel_before_at) },
              percentage: part.percentage_of_cost,
            },
      );
    } else {
      steps.push({
        whenKey: part.days_before === 1 ? 'policy.dayBefore' : 'policy.daysBefore',
        whenParams: { days: part.days_before },
        percentage: part.percentage_of_cost,
      });
    }
  }
  // Without a check-in-day part the check-in day is charged as a no-show from the cut-off hour.
  if (rule.cancel_before_at !== null) {
    steps.push({
      whenKey: 'policy.checkinDayFrom',
      whenParams: { hour: formatHour(rule.cancel_before_at) },
      percentage: rule.no_show_percentage_of_cost,
    });
  }
  steps.push({ whenKey: 'policy.noShow', percentage: rule.no_show_percentage_of_cost });
  return steps;
}

/** A 24-hour clock time for an hour of the day: 18 → "18:00". */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** True when cancelling costs nothing at any time before a no-show. */
export const isFreeCancellation = (rule: CancellationPolicyRule) =>
  rule.cancellation_policy_parts.every((part) => part.percentage_of_cost === 0);
