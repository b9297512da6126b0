import type { CancelRefusal } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { CANCEL_ERROR_CODES } from '@yadori/contract/reservation-cancel.constants';
import type { CancelReservationBody } from '@yadori/contract/reservation-cancel.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { proofQuery, type ReservationProof } from '../payment/reservation-api.ts';

/**
 * The reservation as the cancellation flow reads it: `cancellation_fee` is the fee due if cancelled
 * now (null when online cancellation is refused), after cancelling the fee charged; `cancellable` and
 * `cancel_refusal` say whether the guest may cancel online now.
 */
export type CancellableReservation = Reservation;

/**
 * The body of `PUT …/reservations/{number}/cancel`; `cancellation_fee_displayed` is the fee the guest
 * saw — the server refuses with 409 when the fee now due differs.
 */
export type CancelBody = CancelReservationBody;

/** `GET /hotels/{id}/reservations/{number}` read fresh, so the fee shown is the fee due now. */
export async function loadCancellable(
  api: ApiClient,
  hotelId: number,
  number: string,
  proof: ReservationProof,
): Promise<CancellableReservation> {
  const answer = await call(api, 'GET /book/hotels/:hotelId/reservations/:number', {
    params: { hotelId, number },
    query: proofQuery(proof),
  });
  return answer.data;
}

/** `PUT /hotels/{id}/reservations/{number}/cancel?email=|bypass_token=`: the cancelled reservation. */
export async function cancelReservation(
  api: ApiClient,
  hotelId: number,
  number: string,
  proof: ReservationProof,
  body: CancelBody,
): Promise<CancellableReservation> {
  const answer = await call(api, 'PUT /book/hotels/:hotelId/reservations/:number/cancel', {
    params: { hotelId, number },
    query: proofQuery(proof),
    body,
  });
  return answer.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function firstDetails(error: unknown): Record<string, unknown> | null {
  if (!isApiError(error) || !isRecord(error.body)) return null;
  const errors = error.body.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  return isRecord(first) && isRecord(first.details) ? first.details : null;
}

/** The fee now due of a 409 `cancellation_fee_changed`, or null for any other error. */
export function feeChangeOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = firstDetails(error);
  if (details?.code !== CANCEL_ERROR_CODES.feeChanged) return null;
  const fee = details.cancellation_fee;
  return typeof fee === 'number' && Number.isInteger(fee) && fee >= 0 ? fee : null;
}

/** Why the server refused the cancellation (a 422), or null when it is no such refusal. */
export function refusalOf(error: unknown): CancelRefusal | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const code = firstDetails(error)?.code;
  if (code === CANCEL_ERROR_CODES.sameDay) return 'same_day';
  if (code === CANCEL_ERROR_CODES.alreadyCancelled) return 'already_cancelled';
  if (code === CANCEL_ERROR_CODES.pendingPayment) return 'pending_payment';
  return null;
}
