import {
  RESERVATION_ERROR_CODES,
  RESERVATION_ERROR_REASONS,
  UPDATE_REFUSALS,
  type UpdateRefusal,
} from '@yadori/contract/reservation.constants';
import type { Reservation, ReservationGuest } from '@yadori/contract/reservation.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import {
  priceChangeOf,
  proofQuery,
  type ReservationProof,
  reservationPath,
} from '../payment/reservation-api.ts';

/** `GET …/update_settings`: may the stay be changed now, and the version the change must name. */
export interface UpdateSettings {
  is_active: boolean;
  updatable: boolean;
  reason: UpdateRefusal | null;
  deadline: string | null;
  max_room_count: number;
  version: number;
}

/** One kept room of the change: a booked `room_index` with its new party. */
export interface UpdateRoom {
  room_index: number;
  adults: number;
  children: number;
  kids_tiers: string[];
  kids_age_range: number[];
}

export interface UpdateBody {
  version: number;
  checkin_date: string;
  checkout_date: string;
  rooms: UpdateRoom[];
  total_price: number;
  coupon_code?: string;
}

/** The guest-details change (`PUT …/guests`): reservationGuestSchema without the email confirmation. */
export interface GuestsBody {
  version: number;
  guest: Omit<ReservationGuest, 'email_confirmation'>;
  rooms?: { room_index: number; first_name: string; last_name: string }[];
}

export type UpdatedReservation = Reservation & { bypass_token: string; version?: number };

/** `GET /hotels/{id}/reservations/{number}/update_settings?email=|bypass_token=`. */
export async function getUpdateSettings(
  api: Pick<ApiClient, 'get'>,
  hotelId: number,
  number: string,
  proof: ReservationProof,
): Promise<UpdateSettings> {
  const answer = await api.get<{ data: UpdateSettings }>(
    `${reservationPath(hotelId, number)}/update_settings`,
    proofQuery(proof),
  );
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
  const answer = await api.request<{ data: UpdatedReservation }>('PUT', reservationPath(hotelId, number), {
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
): Promise<Reservation & { version?: number }> {
  const answer = await api.request<{ data: Reservation & { version?: number } }>(
    'PUT',
    `${reservationPath(hotelId, number)}/guests`,
    { query: proofQuery(proof), body },
  );
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
