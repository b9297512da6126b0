import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { type KeptBody, keptBodyOf } from '../../http/kept-body.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { guestProofMatches, memberOwns } from './guest-access.ts';
import { type KeptLookups, lookupHour } from './kept-lookups.ts';
import { findReservationWithParts, type LookupRead, readForLookup } from './reservation-read.repository.ts';
import { loadReservationDto, toReservationDto } from './reservation-view.ts';
import { reservationErrors } from './reservations.errors.ts';
import type { ReservationDeps } from './reservations.service.ts';

/**
 * `GET /hotels/{hotelId}/reservations/{number}` with the guest's email or the bypass token, as the
 * answer's bytes (kept, decision 053). An unknown number, a wrong email and a wrong token all answer
 * the same 404. One prepared statement reads the proof and, unless the kept answer is still this
 * reservation's, the row and its parts.
 */
export async function getReservation(
  deps: ReservationDeps,
  kept: KeptLookups,
  input: { hotel: HotelWithBrand; number: string; email?: string; bypassToken?: string; locale: Locale },
): Promise<KeptBody> {
  const { hotel, locale } = input;
  const now = deps.now();
  const key = `hotel ${hotel.id} ${input.number.toUpperCase()} ${locale}`;
  // The hotel's time zone is not in the state the hotel's lookup reads (the brand's has it).
  const usable = await kept.usable(key, deps.catalogOf, now);
  const previous = usable?.timeZone === hotel.timeZone ? usable : null;
  const read = await readForLookup(deps.db, 'hotel', hotel.id, input.number, previous?.fingerprint ?? null);
  if (!read || !guestProofMatches(read.proof, input)) throw reservationErrors.notFound();
  if (read.unchanged) return kept.reused(previous!);
  return keepAnswer(kept, key, read, {
    catalog: await deps.catalogOf(hotel.id),
    timeZone: hotel.timeZone,
    locale,
    now,
  });
}

/** The answer of a lookup read that came with its reservation, kept under `key`. */
function keepAnswer(
  kept: KeptLookups,
  key: string,
  read: Extract<LookupRead, { unchanged: false }>,
  context: { catalog: HotelCatalog; timeZone: string; locale: Locale; now: Date },
): KeptBody {
  const { catalog, timeZone, locale, now } = context;
  const { row, parts } = read.reservation;
  const data = toReservationDto(row, parts, catalog, read.bank, locale, { now, timeZone });
  return kept.keep(key, {
    fingerprint: read.fingerprint,
    hotelId: read.hotelId,
    catalog,
    timeZone,
    ...lookupHour(now, timeZone),
    body: keptBodyOf({ data }),
  });
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
 * the brand the caller's session may see, by number and email, as the answer's bytes (kept, decision
 * 053). The same 404 for everything else.
 */
export async function getBrandReservation(
  deps: ReservationDeps,
  kept: KeptLookups,
  input: {
    brandId: number;
    number: string;
    email?: string;
    locale: Locale;
    canSee: (hotelId: number) => Promise<boolean>;
  },
): Promise<KeptBody> {
  const email = input.email?.trim().toLowerCase();
  if (!email) throw reservationErrors.notFound();
  const now = deps.now();
  const key = `brand ${input.brandId} ${input.number.toUpperCase()} ${input.locale}`;
  const previous = await kept.usable(key, deps.catalogOf, now);
  const read = await readForLookup(
    deps.db,
    'brand',
    input.brandId,
    input.number,
    previous?.fingerprint ?? null,
  );
  if (!read || read.proof.email.trim().toLowerCase() !== email || !(await input.canSee(read.hotelId)))
    throw reservationErrors.notFound();
  if (read.unchanged) return kept.reused(previous!);
  return keepAnswer(kept, key, read, {
    catalog: await deps.catalogOf(read.hotelId),
    timeZone: read.timeZone!,
    locale: input.locale,
    now,
  });
}
