import type {
  MemberProfile,
  USER_RESERVATION_TABS,
  UserReservation,
} from '@yadori/contract/membership.schema';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { type Answer, type Body, call } from '../../api/call.ts';

// The signed-in member's calls (spec §7). The api client sends the member's bearer with every call
// once a login token is stored (api-client.ts), so none of these passes it itself.

export type ReservationTab = (typeof USER_RESERVATION_TABS)[number];
export const RESERVATION_TABS: readonly ReservationTab[] = ['upcoming', 'completed', 'cancelled'];
export type { MemberProfile, UserReservation };

/** `GET memberships/show`: the member as the account screens show it. */
export async function showMember(api: ApiClient, hotelId: number): Promise<MemberProfile> {
  return (
    await call(api, 'GET /book/hotels/:hotelId/memberships/show', { params: { hotelId: String(hotelId) } })
  ).data;
}

/** `GET /user/me`: the member behind the session (brand from the session). */
export async function currentMember(api: ApiClient): Promise<MemberProfile> {
  return (await call(api, 'GET /book/user/me', {})).data;
}

export async function updateProfile(
  api: ApiClient,
  hotelId: number,
  body: Body<'PUT /book/hotels/:hotelId/memberships/update'>,
): Promise<MemberProfile> {
  return (
    await call(api, 'PUT /book/hotels/:hotelId/memberships/update', {
      params: { hotelId: String(hotelId) },
      body,
    })
  ).data;
}

/** `PUT update_email`: the new address waits (pending_email) until its mailed link is opened. */
export async function updateEmail(
  api: ApiClient,
  hotelId: number,
  body: Body<'PUT /book/hotels/:hotelId/memberships/update_email'>,
): Promise<MemberProfile> {
  return (
    await call(api, 'PUT /book/hotels/:hotelId/memberships/update_email', {
      params: { hotelId: String(hotelId) },
      body,
    })
  ).data;
}

/** `POST resend_confirmation`: the pending email change's link, mailed again. */
export async function resendEmailChange(
  api: ApiClient,
  hotelId: number,
  body: Body<'POST /book/hotels/:hotelId/memberships/resend_confirmation'>,
): Promise<string> {
  return (
    await call(api, 'POST /book/hotels/:hotelId/memberships/resend_confirmation', {
      params: { hotelId: String(hotelId) },
      body,
    })
  ).data.message;
}

export async function changePassword(
  api: ApiClient,
  hotelId: number,
  body: { current_password: string; password: string; password_confirmation: string },
): Promise<string> {
  return (
    await call(api, 'PUT /book/hotels/:hotelId/memberships/update_password', {
      params: { hotelId: String(hotelId) },
      body,
    })
  ).data.message;
}

/** `POST cancel`: deletes the account (the password again for password accounts). */
export async function deleteAccount(
  api: ApiClient,
  hotelId: number,
  body: Body<'POST /book/hotels/:hotelId/memberships/cancel'>,
): Promise<void> {
  await call(api, 'POST /book/hotels/:hotelId/memberships/cancel', {
    params: { hotelId: String(hotelId) },
    body,
  });
}

export type ReservationPage = Answer<'GET /book/user/reservations'>;

/** `GET /user/reservations?page&status` (spec §3: page from 1, status upcoming by default). */
export function memberReservations(
  api: ApiClient,
  status: ReservationTab,
  page: number,
): Promise<ReservationPage> {
  return call(api, 'GET /book/user/reservations', { query: { status, page } });
}

/** A stay of the signed-in member, read as its owner (the bearer instead of an email or bypass token). */
export async function ownReservation(api: ApiClient, hotelId: number, number: string): Promise<Reservation> {
  return (await call(api, 'GET /book/hotels/:hotelId/reservations/:number', { params: { hotelId, number } }))
    .data;
}

/** The numeric code of a refusal (spec §8: 1300 strength, 1302 recently used…), or null. */
export function errorCodeOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const codes = [error.errors[0]?.code, ...error.codes, error.code];
  return (codes.find((code) => typeof code === 'number') as number | undefined) ?? null;
}
