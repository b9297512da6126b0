/**
 * `details.code` of the refusals of `PUT /hotels/{id}/reservations/{number}/cancel` (no numeric code in
 * spec section 8; the top-level `code` is the HTTP status). Plain constants: the widget imports them by value.
 */
export const CANCEL_ERROR_CODES = {
  /** 409: the fee due now differs from the one the guest was shown; `details.cancellation_fee` is the new one. */
  feeChanged: 'cancellation_fee_changed',
  /** 422: check-in day or later — same-day cancellation is by phone (spec section 4). */
  sameDay: 'same_day_cancellation',
  /** 422: the reservation is cancelled already. */
  alreadyCancelled: 'already_cancelled',
  /** 422: the card still waits for 3-D Secure. */
  pendingPayment: 'pending_payment',
} as const;
export type CancelErrorCode = (typeof CANCEL_ERROR_CODES)[keyof typeof CANCEL_ERROR_CODES];
