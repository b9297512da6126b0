import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import { findGuestReservationWithParts, memberOwns } from './guest-access.ts';
import { findBrandReservationWithParts, findReservationWithParts } from './reservation-read.repository.ts';
import { loadReservationDto } from './reservation-view.ts';
import { reservationErrors } from './reservations.errors.ts';
import type { ReservationDeps } from './reservations.service.ts';

/**
 * `GET /hotels/{hotelId}/reservations/{number}` with the guest's email or the bypass token. An unknown
 * number, a wrong email and a wrong token all answer the same 404. The row and its parts are one
 * prepared statement (every guest's confirmation page reads it).
 */
export async function getReservation(
  deps: ReservationDeps,
  input: { hotel: HotelWithBrand; number: string; email?: string; bypassToken?: string; locale: Locale },
): Promise<Reservation> {
  const found = await findGuestReservationWithParts(deps.db, { ...input, hotelId: input.hotel.id });
  if (!found) throw reservationErrors.notFound();
  return answerFor(deps, input, found);
}

/**
 * The signed-in member's own reservation `number` at the hotel (spec §2 /review-reservation), without
 * email or token; null when it is not theirs (another member's, a guest's, unknown), so the caller
 * answers like any other lookup. `memberId` is a member of the hotel's brand (requireMember).
 */
export async function getMemberReservation(
  deps: ReservationDeps,
  input: { hotel: HotelWithBrand; number: string; memberId: number; locale: Locale },
): Promise<Reservation | null> {
  const found = await findReservationWithParts(deps.db, input.hotel.id, input.number);
  if (!found || !memberOwns(found.row, input.memberId)) return null;
  return answerFor(deps, input, found);
}

/** The reservation found at the hotel, with the parts read beside it, as the guest sees it. */
async function answerFor(
  deps: ReservationDeps,
  input: { hotel: HotelWithBrand; locale: Locale },
  found: NonNullable<Awaited<ReturnType<typeof findReservationWithParts>>>,
): Promise<Reservation> {
  return loadReservationDto(
    deps.db,
    found.row,
    await deps.catalogOf(input.hotel.id),
    input.locale,
    deps.now(),
    { parts: found.parts, timeZone: input.hotel.timeZone },
  );
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
  const found = email ? await findBrandReservationWithParts(deps.db, input.brandId, input.number) : null;
  const row = found?.row;
  if (!found || !row || row.email.trim().toLowerCase() !== email || !(await input.canSee(row.hotelId)))
    throw reservationErrors.notFound();
  return loadReservationDto(deps.db, row, await deps.catalogOf(row.hotelId), input.locale, deps.now(), {
    parts: found.parts,
    timeZone: found.timeZone,
  });
}
