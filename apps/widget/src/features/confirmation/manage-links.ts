import { SEARCH_PATH } from '../../app/navigation.ts';
import type { QueryChanges } from '../../shared/query-links.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';
import type { ManagedReservation } from './manage-api.ts';

/** The voucher page of a stay (features/voucher). */
export const VOUCHER_ROUTE = '/reservation/voucher/:number';
export const voucherPath = (number: string) => `/reservation/voucher/${encodeURIComponent(number)}`;

/** The proof as a query change: one of `email` / `bypass_token`, the other removed. */
export function proofChanges(proof: ReservationProof): QueryChanges {
  return 'email' in proof
    ? { email: proof.email, bypass_token: null }
    : { bypass_token: proof.bypassToken, email: null };
}

/**
 * "Change": the results page in update mode (spec sections 2 and 4: `current_reservation` with the
 * bypass token or email), searching the stay as booked — its dates, the first room's adults and the
 * number of rooms (rooms can only go down; the plan stays, W3's update mode keeps to it).
 */
export function changeTarget(
  reservation: ManagedReservation,
  proof: ReservationProof,
): { path: string; changes: QueryChanges } {
  return {
    path: SEARCH_PATH,
    changes: {
      ...proofChanges(proof),
      current_reservation: reservation.number,
      checkin: reservation.checkin_date,
      checkout: reservation.checkout_date,
      adults: String(reservation.rooms[0]?.adults ?? 1),
      room_count: String(reservation.rooms.length),
    },
  };
}

/** The proof in the address: the bypass token first (it is what the booking gave), else the email. */
export function proofFrom(query: URLSearchParams): ReservationProof | null {
  const bypassToken = query.get('bypass_token');
  const email = query.get('email');
  return bypassToken ? { bypassToken } : email ? { email } : null;
}
