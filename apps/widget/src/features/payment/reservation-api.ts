import { ERROR_CODES } from '@yadori/contract/error-codes';
import {
  IDEMPOTENCY_KEY_HEADER,
  RESERVATION_ERROR_REASONS as R,
} from '@yadori/contract/reservation.constants';
import type {
  CreateReservationBody,
  PriceChangedDetails,
  Reservation,
} from '@yadori/contract/reservation.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { type Answer, call } from '../../api/call.ts';

export type CreatedReservation = Answer<'POST /book/hotels/:hotelId/reservations'>['data'];

/** `POST /hotels/{id}/reservations` with the attempt's Idempotency-Key (the same key on a retry). */
export async function createReservation(
  api: ApiClient,
  hotelId: number,
  body: CreateReservationBody,
  idempotencyKey: string,
): Promise<CreatedReservation> {
  const answer = await call(api, 'POST /book/hotels/:hotelId/reservations', {
    params: { hotelId },
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return answer.data;
}

/** How a guest proves a reservation is theirs: the email used, or the bypass token. */
export type ReservationProof = { email: string } | { bypassToken: string };

/** The proof as query parameters: `email=` or `bypass_token=`. */
export const proofQuery = (proof: ReservationProof): Record<string, string> =>
  'email' in proof ? { email: proof.email } : { bypass_token: proof.bypassToken };

/** `/hotels/{id}/reservations/{number}`: the base of every call on one reservation. */
export const reservationPath = (hotelId: number, number: string) =>
  `/hotels/${hotelId}/reservations/${encodeURIComponent(number)}`;

/** `GET /hotels/{id}/reservations/{number}?email=|bypass_token=` (the confirmation page). */
export async function getReservation(
  api: ApiClient,
  hotelId: number,
  number: string,
  proof: ReservationProof,
): Promise<Reservation> {
  const answer = await call(api, 'GET /book/hotels/:hotelId/reservations/:number', {
    params: { hotelId, number },
    query: proofQuery(proof),
  });
  return answer.data;
}

/**
 * `POST /hotels/{id}/reservations/{number}/three_d_secure` after the challenge page came back:
 * the confirmed reservation, or a 402 with 3006/3008/3009 (the nights are given back).
 */
export async function completeThreeDSecure(
  api: ApiClient,
  hotelId: number,
  number: string,
  bypassToken: string,
): Promise<Reservation> {
  const answer = await call(api, 'POST /book/hotels/:hotelId/reservations/:number/three_d_secure', {
    params: { hotelId, number },
    body: { bypass_token: bypassToken },
  });
  return answer.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The new price of a 409 1103 (spec §8 "total price invalid": the price became cheaper or more
 * expensive, `details.reason` says which), or null for any other error.
 */
export function priceChangeOf(error: unknown): PriceChangedDetails | null {
  if (!isApiError(error) || error.status !== 409 || !isRecord(error.body)) return null;
  const errors = error.body.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const details = isRecord(first) && isRecord(first.details) ? first.details : null;
  if (!details) return null;
  const { code, reason, total_price, previous_total_price } = details;
  if (code !== ERROR_CODES.totalPriceInvalid) return null;
  if (reason !== R.priceBecameCheaper && reason !== R.priceBecameMoreExpensive) return null;
  if (typeof total_price !== 'number' || !Number.isInteger(total_price) || total_price < 0) return null;
  const rooms = Array.isArray(details.rooms)
    ? details.rooms.filter(
        (r): r is PriceChangedDetails['rooms'][number] =>
          isRecord(r) &&
          typeof r.room_index === 'number' &&
          typeof r.total_price === 'number' &&
          typeof r.tax === 'number',
      )
    : [];
  return {
    code,
    reason,
    base: [],
    total_price,
    tax: typeof details.tax === 'number' ? details.tax : 0,
    previous_total_price: typeof previous_total_price === 'number' ? previous_total_price : 0,
    rooms,
  };
}

/**
 * The card code of a failed booking or 3-D Secure call (spec section 8: 3001-3009, 3011, 3202-3205),
 * read from the numeric codes the error carries; null when it is no card refusal.
 */
export function cardCodeOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const numeric = [error.errors[0]?.code, ...error.codes].filter(
    (code): code is number => typeof code === 'number' && code >= 3001 && code <= 3599,
  );
  return numeric[0] ?? null;
}

/** The `details.reason` of a refusal (e.g. `security_code`, `online_limit`), or null. */
export function declineReasonOf(error: unknown): string | null {
  if (!isApiError(error) || !isRecord(error.body) || !Array.isArray(error.body.errors)) return null;
  const first: unknown = error.body.errors[0];
  const details = isRecord(first) && isRecord(first.details) ? first.details : null;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** True when the request may not have reached the server (no answer, or a 5xx): retry with the same key. */
export function mayRetrySame(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
