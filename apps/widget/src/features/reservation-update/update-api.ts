import {
  RESERVATION_ERROR_CODES,
  RESERVATION_ERROR_REASONS,
  UPDATE_REFUSALS,
  type UpdateRefusal,
} from '@yadori/contract/reservation.constants';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { type Answer, type Body, call } from '../../api/call.ts';
import { priceChangeOf, proofQuery, type ReservationProof } from '../payment/reservation-api.ts';

/** `GET …/update_settings`: may the stay be changed now, and the version the change must name. */
export type UpdateSettings = Answer<'GET /book/hotels/:hotelId/reservations/:number/update_settings'>['data'];

/** The change of the stay (`PUT …/reservations/{number}`). */
export type UpdateBody = Body<'PUT /book/hotels/:hotelId/reservations/:number'>;

/** One kept room of the change: a booked `room_index` with its new party (every field written). */
export type UpdateRoom = Required<UpdateBody['rooms'][number]>;

/** The guest-details change (`PUT …/guests`): the booker without the email confirmation. */
export type GuestsBody = Body<'PUT /book/hotels/:hotelId/reservations/:number/guests'>;

export type UpdatedReservation = Answer<'PUT /book/hotels/:hotelId/reservations/:number'>['data'];

/** `GET /hotels/{id}/reservations/{number}/update_settings?email=|bypass_token=`. */
export async function getUpdateSettings(
  api: Pick<ApiClient, 'get'>,
  hotelId: number,
  number: string,
  proof: ReservationProof,
): Promise<UpdateSettings> {
  const answer = await call(api, 'GET /book/hotels/:hotelId/reservations/:number/update_settings', {
    params: { hotelId, number },
    query: proofQuery(proof),
  });
  return answer.data;
}

/** `PUT /hotels/{id}/reservations/{number}`: the answer carries a new bypass token (the old one stops working). */
export async function updateReservation(
  api: Pick<ApiClient, 'request'>,
  hotelId: number,
  number: string,
  proof: ReservationProof,
  body: UpdateBody,
): Promise<UpdatedReservation> {
  const answer = await call(api, 'PUT /book/hotels/:hotelId/reservations/:number', {
    params: { hotelId, number },
    query: proofQuery(proof),
    body,
  });
  return answer.data;
}

/** `PUT /hotels/{id}/reservations/{number}/guests`. */
export async function updateGuests(
  api: Pick<ApiClient, 'request'>,
  hotelId: number,
  number: string,
  proof: ReservationProof,
  body: GuestsBody,
): Promise<Answer<'PUT /book/hotels/:hotelId/reservations/:number/guests'>['data']> {
  const answer = await call(api, 'PUT /book/hotels/:hotelId/reservations/:number/guests', {
    params: { hotelId, number },
    query: proofQuery(proof),
    body,
  });
  return answer.data;
}

/** What a refused change means for the guest (the notes' wire names for PUT …/reservations/{number}). */
export type UpdateFailure =
  | { kind: 'price-moved'; totalPrice: number; previousTotalPrice: number }
  | { kind: 'sold-out' }
  | { kind: 'version-conflict' }
  | { kind: 'not-updatable'; reason: UpdateRefusal | null }
  | { kind: 'pay-not-updatable' }
  | { kind: 'not-found' }
  | { kind: 'other'; title: string; message: string | null };

function detailsOf(error: unknown): Record<string, unknown> | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const errors = (error.body as { errors?: unknown }).errors;
  const first = Array.isArray(errors) ? (errors[0] as { details?: unknown } | undefined) : undefined;
  const details = first?.details;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : null;
}

/** Sorts an error of the update calls into what the review and guests screens show. */
export function updateFailureOf(error: unknown): UpdateFailure {
  if (!isApiError(error)) return { kind: 'other', title: String(error), message: null };
  const moved = priceChangeOf(error);
  if (moved) {
    return {
      kind: 'price-moved',
      totalPrice: moved.total_price,
      previousTotalPrice: moved.previous_total_price,
    };
  }
  const details = detailsOf(error);
  const code = details?.code;
  const numeric = [error.errors[0]?.code, ...error.codes];
  if (numeric.includes(3200) || numeric.includes('3200')) return { kind: 'pay-not-updatable' };
  // 1105 (spec §8 "limit insufficient") with reason `sold_out`: a night of the new stay is gone.
  if (code === RESERVATION_ERROR_CODES.soldOut && details?.reason === RESERVATION_ERROR_REASONS.soldOut)
    return { kind: 'sold-out' };
  if (code === 'version_conflict') return { kind: 'version-conflict' };
  if (code === 'not_updatable' || error.status === 422) {
    const reason = UPDATE_REFUSALS.find((r) => r === details?.reason) ?? null;
    if (code === 'not_updatable' || reason) return { kind: 'not-updatable', reason };
  }
  if (error.status === 404) return { kind: 'not-found' };
  return {
    kind: 'other',
    title: error.title,
    message: error.message !== error.title ? error.message : null,
  };
}
