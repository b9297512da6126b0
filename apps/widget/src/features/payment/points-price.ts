import { priceAfterPoints, type StayAfterPoints } from '@yadori/contract/point-spending.rules';
import { bookingTax, bookingTotal } from '../booking-state/booking-rules.ts';
import type { BookingState } from '../booking-state/booking-types.ts';

// Kept out of booking-state: only the payment step takes points off, so the contract's arithmetic is
// bundled with it alone (booking-state's rules are on the guest detail's path too).

/**
 * What is left to pay, and its tax, once the member's points (spec §3 selectedSpendingPoint) are taken
 * off `total` (the stay's price, or a new price the guest accepted): the server's own arithmetic
 * (decision 040), so the guest sees the amount the reservation will hold.
 */
export function payableAfterPoints(
  state: Pick<BookingState, 'bookingDetails' | 'selectedExtras' | 'points'>,
  total: number = bookingTotal(state),
): StayAfterPoints {
  return priceAfterPoints({ total, ...bookingTax(state) }, state.points.selectedSpendingPoint);
}
