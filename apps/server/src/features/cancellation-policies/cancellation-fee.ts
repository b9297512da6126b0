import type {
  CancellationPolicyPart,
  CancellationPolicyRule,
} from '@yadori/contract/cancellation-policy.schema';
import { dayNumber, hotelLocalTime } from '../../lib/hotel-time.ts';

/** What the fee of cancelling a stay depends on. */
export interface CancellationFeeInput {
  policy: CancellationPolicyRule;
  /** Tax-inclusive total of the stay in integer minor units of the hotel currency. */
  totalPrice: number;
  /** Hotel-local check-in date, `YYYY-MM-DD`. */
  checkinDate: string;
  /** The hotel's IANA time zone: days and hours are counted on its clock. */
  timeZone: string;
  now: Date;
}

/**
 * The fee of cancelling now. `free` and `charged` may be cancelled online; `refused` may not (on the
 * check-in day or later the guest has to phone the hotel), and still says what the hotel charges.
 */
export type CancellationFeeResult =
  | { kind: 'free'; daysBefore: number; fee: 0; percentage: 0 }
  | {
      kind: 'charged';
      daysBefore: number;
      fee: number;
      percentage: number;
      /** The policy step that applies. */
      part: CancellationPolicyPart;
    }
  | {
      kind: 'refused';
      /** `same_day`: it is the check-in day; `past_check_in`: the check-in day is over. */
      reason: 'same_day' | 'past_check_in';
      /** `day_of`: the check-in day's step (before the cancel-before hour); `no_show` otherwise. */
      charge: 'day_of' | 'no_show';
      daysBefore: number;
      fee: number;
      percentage: number;
    };

/** Whole days from hotel-local `today` to `checkinDate` (negative once check-in has passed). */
export function daysBeforeCheckin(checkinDate: string, today: string): number {
  return dayNumber(checkinDate) - dayNumber(today);
}

/**
 * The step that applies `daysBefore` days before check-in: the one with the smallest `days_before`
 * that is still at least `daysBefore`. None (free) before the earliest step.
 */
export function applicablePart(
  parts: readonly CancellationPolicyPart[],
  daysBefore: number,
): CancellationPolicyPart | null {
  let best: CancellationPolicyPart | null = null;
  for (const part of parts) {
    if (part.days_before >= daysBefore && (!best || part.days_before < best.days_before)) best = part;
  }
  return best;
}

/** `percentage` of `totalPrice`, rounded down to the whole minor unit (never more than the policy says). */
export function feeFor(totalPrice: number, percentage: number): number {
  return Math.floor((totalPrice * percentage) / 100);
}

/**
 * The cancellation fee of a stay under its policy, on the hotel's clock (spec section 4, DESIGN §4):
 * free before the earliest step; each later step charges its percentage of the total; on the
 * check-in day the day-of step applies until the cancel-before hour and the no-show percentage
 * from then on (and after the check-in day). From the check-in day on, cancelling online is refused.
 * @example
 * cancellationFee({ policy, totalPrice: 30000, checkinDate: '2026-05-10', timeZone: 'Asia/Tokyo', now })
 * // → { kind: 'charged', daysBefore: 3, percentage: 20, fee: 6000, part: { days_before: 7, percentage_of_cost: 20 } }
 */
export function cancellationFee(input: CancellationFeeInput): CancellationFeeResult {
  const { policy, totalPrice, checkinDate, timeZone, now } = input;
  if (!Number.isSafeInteger(totalPrice) || totalPrice < 0) {
    throw new RangeError(`total price must be a whole number of minor units ≥ 0: ${totalPrice}`);
  }
  const local = hotelLocalTime(now, timeZone);
  const daysBefore = daysBeforeCheckin(checkinDate, local.date);

  if (daysBefore > 0) {
    const part = applicablePart(policy.cancellation_policy_parts, daysBefore);
    if (!part || part.percentage_of_cost === 0) return { kind: 'free', daysBefore, fee: 0, percentage: 0 };
    const percentage = part.percentage_of_cost;
    return { kind: 'charged', daysBefore, percentage, fee: feeFor(totalPrice, percentage), part };
  }

  const beforeCutoff =
    daysBefore === 0 && (policy.cancel_before_at === null || local.hour < policy.cancel_before_at);
  const percentage = beforeCutoff
    ? (applicablePart(policy.cancellation_policy_parts, 0)?.percentage_of_cost ?? 0)
    : policy.no_show_percentage_of_cost;
  return {
    kind: 'refused',
    reason: daysBefore === 0 ? 'same_day' : 'past_check_in',
    charge: beforeCutoff ? 'day_of' : 'no_show',
    daysBefore,
    percentage,
    fee: feeFor(totalPrice, percentage),
  };
}
