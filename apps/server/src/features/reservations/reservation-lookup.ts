import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { hashToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.repository.ts';
import { loadReservationDto } from './reservation-view.ts';
import { reservationErrors } from './reservations.errors.ts';
import {
  findBrandReservationByNumber,
  findReservationByNumber,
  type ReservationRow,
} from './reservations.repository.ts';
import type { ReservationDeps } from './reservations.service.ts';

/** True when `candidate` is the reservation's bypass token (compared as hashes, in constant time). */
function tokenMatches(row: ReservationRow, candidate: string): boolean {
  const a = Buffer.from(hashToken(candidate), 'utf8');
  const b = Buffer.from(row.bypassTokenHash, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /hotels/{hotelId}/reservations/{number}` with the guest's email or the bypass token. An unknown
 * number, a wrong email and a wrong token all answer the same 404.
 */
export async function getReservation(
  deps: ReservationDeps,
  input: { hotel: HotelWithBrand; number: string; email?: string; bypassToken?: string; locale: Locale },
): Promise<Reservation> {
  const row = await findReservationByNumber(deps.db, input.hotel.id, input.number);
  const email = input.email?.trim().toLowerCase();
  const allowed =
    row !== null &&
    ((input.bypassToken !== undefined &&
      input.bypassToken.length > 0 &&
      tokenMatches(row, input.bypassToken)) ||
      (email !== undefined && email.length > 0 && row.email.trim().toLowerCase() === email));
  if (!row || !allowed) throw reservationErrors.notFound();
  return loadReservationDto(deps.db, row, await deps.catalogOf(input.hotel.id), input.locale);
}

/**
 * `GET /hotel_brands/{brandId}/reservations/{number}?email=` (spec section 7): a stay at any hotel of
 * the brand the caller's session may see, by number and email. The same 404 for everything else.
 */
export async function getBrandReservation(
  deps: ReservationDeps,
  input: {
    brandId: number;
    number: string;
    email?: string;
    locale: Locale;
    canSee: (hotelId: number) => Promise<boolean>;
  },
): Promise<Reservation> {
  const email = input.email?.trim().toLowerCase();
  const row = email ? await findBrandReservationByNumber(deps.db, input.brandId, input.number) : null;
  if (!row || row.email.trim().toLowerCase() !== email || !(await input.canSee(row.hotelId)))
    throw reservationErrors.notFound();
  return loadReservationDto(deps.db, row, await deps.catalogOf(row.hotelId), input.locale);
}
