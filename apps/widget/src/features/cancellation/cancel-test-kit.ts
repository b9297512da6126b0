import { ApiError } from '../../api/api-error.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import type { CancellableReservation } from './cancel-api.ts';

/** Test fixture: the confirmed stay of reservationFixture, cancellable now for `fee`. */
export function cancellableFixture(patch: Partial<CancellableReservation> = {}): CancellableReservation {
  const base = reservationFixture();
  return {
    ...base,
    rooms: [
      {
        ...(base.rooms[0] as CancellableReservation['rooms'][number]),
        cancellation_policy: {
          name: 'Standard',
          cancel_before_at: 18,
          cancellation_policy_parts: [{ days_before: 3, percentage_of_cost: 30 }],
          no_show_percentage_of_cost: 100,
        },
      },
    ],
    payment: { ...base.payment, captured_amount: 0, refunded_amount: 0 },
    cancellation_fee: 6000,
    cancellation_fee_displayed: null,
    reason: null,
    details: null,
    cancelled_at: null,
    cancellable: true,
    cancel_refusal: null,
    version: 1,
    ...patch,
  };
}

/** An error answer as the server sends it: status, `details.code`, message and more details. */
export function wireError(status: number, code: string, message: string, more: Record<string, unknown> = {}) {
  const details = { code, base: [{ error: message }], ...more };
  return new ApiError({
    title: status === 409 ? 'CONFLICT' : 'UNPROCESSABLE_ENTITY',
    status,
    message,
    errors: [{ title: 'x', status, code: status, details }],
    body: { errors: [{ title: 'x', status, code: status, details }] },
  });
}
