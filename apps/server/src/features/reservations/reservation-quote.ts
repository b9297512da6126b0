import type { Locale } from '@yadori/contract/locales';
import type {
  CreateReservationBody,
  createReservationBodySchema,
  SearchedParty,
} from '@yadori/contract/reservation.schema';
import type { PaymentMethod } from '@yadori/contract/search.constants';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PricedExtras } from '../extras/extras.service.ts';
import { priceBookingExtras } from '../extras/extras.service.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import type { NightDemand } from '../inventory/inventory.service.ts';
import { searchErrors } from '../search/search.errors.ts';
import {
  appliedPromotionCode,
  applyKidsRules,
  type BookedPlans,
  loadNights,
  type Offer,
  offersFor,
  type PartyRoom,
  parseSearchQuery,
  prepareSearch,
  type SearchMember,
  type StayPrice,
  toRawRoom,
} from '../search/search.service.ts';
import { findGuestReservation } from './guest-access.ts';
import { reservationErrors } from './reservations.errors.ts';

/** The booking body after the contract's defaults. */
export type BookingBody = z.output<typeof createReservationBodySchema>;
export type { CreateReservationBody };

export interface QuotedRoom {
  index: number;
  offer: Offer;
  party: PartyRoom;
  price: StayPrice;
}

/** What the server says the booking costs, priced the way the search prices it. */
export interface BookingQuote {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: QuotedRoom[];
  extras: PricedExtras;
  roomsTotal: number;
  total: number;
  tax: number;
  accommodationTax: number;
  discount: number;
  /** The promo code or coupon applied to at least one room (its use is counted). */
  code: { id: number; codeType: 'promo' | 'coupon'; code: string } | null;
  /** The field of a valid code limited to plans none of the rooms has (a booking's 2001, decision 021). */
  codeForNoRoom: 'promo_code' | 'coupon_code' | null;
  /** Payment methods every room's plan accepts. */
  commonPaymentMethods: PaymentMethod[];
  /** True when the rooms' plans do not all accept the same methods. */
  paymentMethodsDiffer: boolean;
  /** The deposit percent of the plans (the smallest when rooms differ). */
  depositPercent: number;
}

export interface QuoteRequest {
  hotel: HotelWithBrand;
  catalog: HotelCatalog;
  body: BookingBody;
  locale: Locale;
  now: Date;
  /** The signed-in member of the hotel's brand: member plans are found for them only. */
  member: SearchMember | null;
  siteController: string | undefined;
}

/**
 * The room types and plans the booking's rooms name (codes the catalogue does not know name nothing:
 * such a room is refused as not available, whatever the nights hold).
 */
function bookedPlans(catalog: HotelCatalog, body: BookingBody): BookedPlans {
  const roomPlans = catalog.roomPlans.filter((rp) => body.rooms.some((r) => r.room_plan_code === rp.code));
  return {
    roomTypeIds: catalog.roomTypes
      .filter((t) => body.rooms.some((r) => r.room_type_code === t.code))
      .map((t) => t.id),
    hotelPlanIds: roomPlans.map((rp) => rp.hotelPlanId),
    roomPlanIds: roomPlans.map((rp) => rp.id),
  };
}

/**
 * Re-prices a booking on the server through the search engine (never trusting the client's
 * prices): the same criteria rules, plan visibility and restrictions, codes and nightly rates as
 * `GET /rooms`. Throws the search's 400s, 1500 for codes, 409 when a room plan cannot be sold or
 * has no room left, and the extras' 1100-1106.
 */
export async function quoteBooking(db: Db, request: QuoteRequest): Promise<BookingQuote> {
  const { body, hotel } = request;
  const query = parseSearchQuery({
    rooms: JSON.stringify(
      body.rooms.map((r) => ({
        adults: r.adults,
        children: r.children,
        kids_tiers: r.kids_tiers,
        kids_age_range: r.kids_age_range,
        adult_companion: r.adult_companion,
        kid_tier_A_companion: r.kid_tier_A_companion,
      })),
    ),
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    is_day_use: body.checkin_date === body.checkout_date ? 'true' : undefined,
    mode: body.mode,
    promo_code: body.promo_code || undefined,
    coupon_code: body.coupon_code || undefined,
  });
  // A Japanese-only plan is booked (or changed) on a Japanese page only: 3602 (decision 021).
  const locale = body.locale ?? request.locale;
  body.rooms.forEach((input, index) => {
    const roomPlan = request.catalog.roomPlans.find((rp) => rp.code === input.room_plan_code);
    const plan = roomPlan && request.catalog.plans.find((p) => p.id === roomPlan.hotelPlanId);
    if (plan?.japaneseOnly && locale !== 'ja') throw searchErrors.planJapaneseOnlyBooking(index);
  });
  const prepared = await prepareSearch(db, {
    ...request,
    locale,
    query,
    findChangingStay: findGuestReservation,
  });
  const { criteria } = prepared;
  if (body.searched_rooms && !roomsForSearchedParties(body.searched_rooms, criteria.rooms, hotel.settings))
    throw reservationErrors.partiesDiffer();
  const checkin = criteria.checkin!;
  const data = await loadNights(db, hotel.id, prepared, checkin, checkin, bookedPlans(request.catalog, body));

  const rooms: QuotedRoom[] = body.rooms.map((input, index) => {
    const party = criteria.rooms[index]!;
    const ctx = {
      ...prepared.ctx,
      includeOccupied: true,
      criteria: { ...criteria, roomPlanCodes: [input.room_plan_code], roomTypeCodes: [input.room_type_code] },
    };
    const offer = offersFor(ctx, data, prepared.plans, [party], checkin, criteria.nights).find(
      (o) => o.roomPlan.code === input.room_plan_code && o.roomType.code === input.room_type_code,
    );
    if (!offer) throw reservationErrors.planNotAvailable(input.room_plan_code, index);
    if (!offer.available) throw reservationErrors.soldOut();
    return { index, offer, party, price: offer.price };
  });

  const extras = await priceBookingExtras(
    db,
    hotel,
    body.extras,
    { checkin, checkout: criteria.checkout! },
    request.now,
  );

  let code: BookingQuote['code'] = null;
  const applied = rooms.find((r) => r.price.appliedCode)?.price.appliedCode;
  if (applied) {
    code = await appliedPromotionCode(db, hotel.id, applied.code_type, applied.code);
  }

  const limited = prepared.ctx.code;
  const codeForNoRoom =
    limited &&
    limited.hotelPlanIds.length > 0 &&
    !rooms.some((r) => limited.hotelPlanIds.includes(r.offer.plan.id))
      ? limited.rule.codeType === 'coupon'
        ? 'coupon_code'
        : 'promo_code'
      : null;

  const sum = (pick: (r: QuotedRoom) => number) => rooms.reduce((s, r) => s + pick(r), 0);
  const roomsTotal = sum((r) => r.price.total);
  const methodSets = rooms.map((r) => r.offer.plan.paymentMethods);
  const common = methodSets.reduce((acc, methods) => acc.filter((m) => methods.includes(m)));
  const differ = methodSets.some((m) => m.length !== common.length);
  return {
    checkin,
    checkout: criteria.checkout!,
    nights: criteria.nights,
    rooms,
    extras,
    roomsTotal,
    total: roomsTotal + extras.total,
    tax: sum((r) => r.price.tax) + extras.tax,
    accommodationTax: sum((r) => r.price.accommodationTax),
    discount: sum(
      (r) =>
        r.price.discounts.reduce((s, d) => s + d.discount_amount, 0) +
        (r.price.appliedCode?.discount_amount ?? 0),
    ),
    code,
    codeForNoRoom,
    commonPaymentMethods: common,
    paymentMethodsDiffer: differ,
    depositPercent: Math.min(...rooms.map((r) => r.offer.plan.depositPercent)),
  };
}

/**
 * True when every room of the booking is for a searched party, each party taken by one room at most,
 * in any order (decision 026): a party left out is a room not booked, but a room for a party nobody
 * searched (a child dropped, a party taken twice, more rooms than searched) is not. Both are read
 * through the hotel's kids rules, so a party is compared as the search priced it.
 */
export function roomsForSearchedParties(
  searched: readonly SearchedParty[],
  rooms: readonly PartyRoom[],
  settings: HotelWithBrand['settings'],
): boolean {
  const free = searched.map((party) => applyKidsRules(toRawRoom(party), settings, party.adults).key);
  return rooms.every((room) => {
    const index = free.indexOf(room.key);
    if (index === -1) return false;
    free.splice(index, 1);
    return true;
  });
}

/**
 * Rooms of each room type wanted on each night, sorted by room type and date: the order every
 * transaction takes inventory rows in, so two bookings never wait on each other in a cycle.
 */
export function nightDemands(quote: BookingQuote): NightDemand[] {
  const byKey = new Map<string, NightDemand>();
  for (const room of quote.rooms) {
    for (const night of room.price.nightly) {
      const key = `${room.offer.roomType.id}|${night.date}`;
      const entry = byKey.get(key) ?? { roomTypeId: room.offer.roomType.id, date: night.date, rooms: 0 };
      entry.rooms += 1;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => a.roomTypeId - b.roomTypeId || a.date.localeCompare(b.date));
}
