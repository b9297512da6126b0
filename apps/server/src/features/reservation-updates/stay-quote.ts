import { ERROR_CODES } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import type { updateReservationBodySchema } from '@yadori/contract/reservation-update.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { ReservationError } from '../reservations/reservations.errors.ts';
import { type BookingBody, type BookingQuote, quoteBooking } from '../reservations/reservations.service.ts';
import type { StoredReservation, StoredReservationRoom } from '../reservations/reservations.types.ts';
import type { SearchMember } from '../search/search.service.ts';
import { updateErrors } from './reservation-updates.errors.ts';
import type { RoomRewrite } from './reservation-updates.repository.ts';

export type UpdateBody = z.output<typeof updateReservationBodySchema>;

/** The parts of a change the quote reads (the hotel's change may leave the total out). */
export type StayChangeBody = Pick<UpdateBody, 'checkin_date' | 'checkout_date' | 'rooms'> & {
  total_price?: number;
};

/** Which booked rooms the change keeps, in the body's order; 400 for a room not booked or named twice. */
export function keptRooms(body: StayChangeBody, booked: StoredReservationRoom[]): StoredReservationRoom[] {
  const seen = new Set<number>();
  return body.rooms.map((input, position) => {
    const room = booked.find((r) => r.roomIndex === input.room_index);
    if (!room || seen.has(input.room_index)) throw updateErrors.roomNotBooked(position, input.room_index);
    seen.add(input.room_index);
    return room;
  });
}

/**
 * The booked plan's search mode, so secret, voucher, member and limited plans are found again. A member
 * plan is found for the member who booked it, with the program and rank they booked in (the account
 * rule has already asked for that member signed in).
 */
function planAccess(catalog: HotelCatalog, row: StoredReservation, room: StoredReservationRoom) {
  const plan = catalog.plans.find((p) => p.id === room.hotelPlanId);
  const visibility = plan?.visibility ?? 'all';
  const member: SearchMember | null =
    row.memberId === null
      ? null
      : { memberId: row.memberId, programId: row.memberProgramId, rankId: row.memberRankId };
  return {
    mode: visibility === 'member' ? ('all' as const) : visibility,
    member,
    siteController: plan?.siteControllerLimited ? 'tl_lincon' : undefined,
  };
}

/**
 * Prices the new stay through the search engine on `tx` (after the booking's own nights and code use
 * were given back, so they count as free): the booked room types and plans, the new dates and parties,
 * the booked code. Sold out is the update's 409; a booked code that no longer applies is 422 1500.
 */
export async function quoteNewStay(
  tx: Db,
  input: {
    hotel: HotelWithBrand;
    catalog: HotelCatalog;
    locale: Locale;
    now: Date;
    row: StoredReservation;
    kept: StoredReservationRoom[];
    body: StayChangeBody;
  },
): Promise<BookingQuote> {
  const { row, kept, body } = input;
  const access = planAccess(input.catalog, row, kept[0]!);
  const quoteBody = {
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    rooms: body.rooms.map((room, i) => ({
      room_type_code: kept[i]!.roomTypeCode,
      room_plan_code: kept[i]!.roomPlanCode,
      adults: room.adults,
      children: room.children,
      kids_tiers: room.kids_tiers,
      kids_age_range: room.kids_age_range,
      adult_companion: kept[i]!.adultCompanion,
      kid_tier_A_companion: kept[i]!.kidTierACompanion,
    })),
    guest: row.guest,
    payment_method: row.paymentMethod,
    promo_code: row.promoCode ?? undefined,
    coupon_code: row.couponCode ?? undefined,
    mode: access.mode,
    extras: [],
    answers: [],
    total_price: body.total_price ?? 0,
    // The price before points: the update re-spends them on the new total by itself.
    spending_point: 0,
    terms_accepted: true,
  } as BookingBody;
  const quote = await quoteBooking(tx, {
    hotel: input.hotel,
    catalog: input.catalog,
    body: quoteBody,
    locale: input.locale,
    now: input.now,
    member: access.member,
    siteController: access.siteController,
  }).catch((error: unknown) => {
    if (error instanceof ReservationError && error.detailCode === 'sold_out') throw updateErrors.soldOut();
    // The booked code is re-checked for the new stay: expired or used up since is not the guest's input.
    if (error instanceof AppError && error.code === ERROR_CODES.couponInvalid)
      throw updateErrors.couponNoLongerValid();
    throw error;
  });
  if (row.promotionCodeId !== null && quote.code?.id !== row.promotionCodeId)
    throw updateErrors.couponNoLongerValid();
  return quote;
}

/** Each kept room's new party, prices and nights. */
export function roomRewrites(quote: BookingQuote, kept: StoredReservationRoom[]): RoomRewrite[] {
  return quote.rooms.map(({ index, party, price }) => ({
    room: kept[index]!,
    fields: {
      adults: party.adults,
      children: party.children,
      kidsTiers: party.echo.kids_tiers,
      kidsAgeRange: party.echo.kids_age_range,
      totalPrice: price.total,
      tax: price.tax,
      accommodationTax: price.accommodationTax,
      priceBeforeDiscounts: price.priceBeforeDiscounts,
      discounts: price.discounts,
      codeDiscount: price.appliedCode?.discount_amount ?? 0,
    },
    nights: price.nightly,
  }));
}

/** What the history keeps of a stay. */
export function staySummary(
  stay: Pick<StoredReservation, 'checkinDate' | 'checkoutDate' | 'totalPrice'>,
  rooms: StoredReservationRoom[],
) {
  return {
    checkin_date: stay.checkinDate,
    checkout_date: stay.checkoutDate,
    total_price: stay.totalPrice,
    rooms: rooms.map((r) => ({
      room_index: r.roomIndex,
      adults: r.adults,
      children: r.children,
      kids_tiers: r.kidsTiers,
      total_price: r.totalPrice,
    })),
  };
}
