import { z } from 'zod';
import { GUEST_CANCEL_REASONS, MAX_CHANGE_DETAILS_LENGTH } from './reservation.constants.ts';
import { text } from './text.ts';

/**
 * `PUT /book/hotels/{hotelId}/reservations/{number}/cancel?email=|bypass_token=` (spec section 7):
 * the guest cancels online. Query and params are the reservation GET's (`reservationLookupQuerySchema`,
 * `reservationParamsSchema`); the answer is `reservationResponseSchema`.
 */
export const cancelReservationBodySchema = z.object({
  reason: z.enum(GUEST_CANCEL_REASONS),
  details: text().trim().max(MAX_CHANGE_DETAILS_LENGTH).nullable().optional(),
  /** The fee the guest saw (integer minor units); a different fee due now is refused with 409. */
  cancellation_fee_displayed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type CancelReservationBody = z.infer<typeof cancelReservationBodySchema>;

/** `details` of the 409 `cancellation_fee_changed`: the fee due now. */
export const cancellationFeeChangedDetailsSchema = z.object({
  code: z.literal('cancellation_fee_changed'),
  base: z.array(z.object({ error: z.string() })),
  cancellation_fee: z.number().int(),
  cancellation_fee_displayed: z.number().int(),
});
export type CancellationFeeChangedDetails = z.infer<typeof cancellationFeeChangedDetailsSchema>;
