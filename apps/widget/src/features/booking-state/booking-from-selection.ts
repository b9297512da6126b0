import type { RoomPlanOffer, SearchRoom } from '@yadori/contract/search.schema';
import type { QueryValue } from '../../api/api-client.ts';
import type { SearchCriteria } from '../search-form/search-criteria.ts';
import type { SearchData } from '../search-results/search-data.ts';
import { assignParties, type SelectedRoom } from '../search-results/selected-rooms.ts';
import type { AppliedCoupon, BookingDetails, BookingParty, BookingRoom } from './booking-types.ts';

/** Search parameters that describe the rooms or the code being checked; the booking sets them itself. */
const PER_CALL_PARAMS = ['rooms', 'room_count', 'room_plan_codes', 'coupon_code', 'type', 'order'];

interface OfferInfo {
  roomTypeName: string;
  offer: RoomPlanOffer;
}

/** The offer a selected room was chosen from, in the rooms or the plan view of the answer. */
function findOffer(data: SearchData | null, room: SelectedRoom): OfferInfo | null {
  if (!data) return null;
  const matches = (offer: RoomPlanOffer) =>
    offer.room_plan_code === room.roomPlanCode &&
    offer.matched_search_criteria.adults_count === room.numberOfAdults &&
    offer.matched_search_criteria.children_count === room.numberOfChildren;
  for (const type of data.rooms) {
    if (type.room_type_code !== room.roomTypeCode) continue;
    const offer = type.room_plan.find(matches);
    if (offer) return { roomTypeName: type.room_type_name, offer };
  }
  for (const plan of data.plans) {
    const entry = plan.rooms.find((r) => r.room_type_code === room.roomTypeCode && matches(r));
    if (entry) return { roomTypeName: entry.room_type_name, offer: entry };
  }
  return null;
}

const fromWire = (room: SearchRoom): BookingParty => ({
  adults: room.adults,
  children: room.children,
  kidsTiers: [...room.kids_tiers],
  kidsAges: [...room.kids_age_range],
  adultCompanion: room.adult_companion,
  kidTierACompanion: room.kid_tier_A_companion,
});

/**
 * The parties the rooms were chosen for (decision 026): those given (a recommendation's own), else the
 * ones the answer was searched for, else the address's criteria.
 */
function searchedPartiesFor(
  criteria: SearchCriteria,
  data: SearchData | null,
  parties: readonly SearchRoom[] | null | undefined,
): BookingParty[] {
  const wire = parties ?? data?.search_params.rooms;
  if (wire && wire.length > 0) return wire.map(fromWire);
  return criteria.rooms.map((party) => ({
    adults: party.adults,
    children: party.children,
    kidsTiers: [...party.kidsTiers],
    kidsAges: [...party.kidsAges],
    adultCompanion: party.adultCompanion,
    kidTierACompanion: party.kidTierACompanion,
  }));
}

/** A room no searched party is left for keeps its own counts (the booking then refuses it, decision 026). */
const countsOnly = (room: SelectedRoom): BookingParty => ({
  adults: room.numberOfAdults,
  children: room.numberOfChildren,
  kidsTiers: [],
  kidsAges: [],
  adultCompanion: 0,
  kidTierACompanion: 0,
});

/** Identifies a selection: the same rooms, plans, parties and stay give the same key. */
export function selectionKeyOf(
  hotelId: number,
  criteria: Pick<SearchCriteria, 'checkin' | 'checkout'>,
  selected: readonly SelectedRoom[],
): string {
  return JSON.stringify([
    hotelId,
    criteria.checkin,
    criteria.checkout,
    selected.map((r) => [r.roomTypeCode, r.roomPlanCode, r.numberOfAdults, r.numberOfChildren, r.quantity]),
  ]);
}

/**
 * Spec section 3 "bookingDetails" from the results page's selected rooms and search: one booking
 * room per chosen room (a quantity of 2 gives two), each with its party, names and price. Rooms take
 * the searched parties in order, each party once (decision 026): two parties of the same size but
 * other kids tiers keep their own.
 */
export function bookingDetailsFromSelection(input: {
  hotel: { id: number; code: string; currency: string };
  criteria: SearchCriteria;
  /** The search as the search calls take it (`criteriaParamsOf(criteria)`). */
  searchParams: Readonly<Record<string, QueryValue>>;
  selected: readonly SelectedRoom[];
  data: SearchData | null;
  resultsQuery: string;
  /** The parties the rooms were chosen for when not the search's own (`searchedPartiesOf`). */
  parties?: readonly SearchRoom[] | null;
}): BookingDetails {
  const { hotel, criteria, selected, data } = input;
  const searched = searchedPartiesFor(criteria, data, input.parties);
  const chosen = selected.flatMap((room) => Array.from({ length: room.quantity }, () => room));
  const parties = assignParties(
    searched,
    chosen.map((room) => ({ adults: room.numberOfAdults, children: room.numberOfChildren })),
  );
  const rooms: BookingRoom[] = [];
  for (const room of selected) {
    const info = findOffer(data, room);
    for (let i = 0; i < room.quantity; i++) {
      const party = parties[rooms.length] ?? countsOnly(room);
      rooms.push({
        key: `room-${rooms.length + 1}`,
        roomTypeCode: room.roomTypeCode,
        roomTypeName: info?.roomTypeName ?? room.roomTypeCode,
        roomPlanCode: room.roomPlanCode,
        roomPlanName: info?.offer.room_plan_name ?? room.roomPlanCode,
        type: room.type,
        party: { ...party, kidsTiers: [...party.kidsTiers], kidsAges: [...party.kidsAges] },
        salePrice: room.salePrice,
        tax: room.tax,
        accommodationTax: info?.offer.accommodation_tax ?? 0,
        paymentMethods: info?.offer.payment_methods ?? [],
        depositPercent: info?.offer.deposit_percent ?? 0,
        inclusiveExtraIds: info?.offer.inclusive_extra_ids ?? [],
        guest: { firstName: '', lastName: '' },
        scrapeIds: room.scrapeIds,
        promotionID: room.promotionID,
      });
    }
  }
  const searchParams: Record<string, QueryValue> = { ...input.searchParams };
  for (const key of PER_CALL_PARAMS) delete searchParams[key];
  // A promo code the search applied to none of the chosen rooms does not come along: the booking
  // would be refused with 2001 (decision 021).
  const promoUsed = selected.some((room) => findOffer(data, room)?.offer.applied_code?.code_type === 'promo');
  if (data && !promoUsed) {
    delete searchParams.promo_code;
    delete searchParams.google_promo_code;
  }
  const first = rooms.length > 0 ? findOffer(data, selected[0] as SelectedRoom)?.offer : undefined;
  return {
    hotelId: hotel.id,
    hotelCode: hotel.code,
    currency: hotel.currency,
    checkin: first?.checkin_date ?? criteria.checkin,
    checkout: first?.checkout_date ?? criteria.checkout,
    nights: first?.nights ?? Math.max(0, daysBetween(criteria.checkin, criteria.checkout)),
    isDayUse: criteria.dayUse,
    rooms,
    searchedRooms: searched,
    searchParams,
    resultsQuery: input.resultsQuery,
    selectionKey: selectionKeyOf(hotel.id, criteria, selected),
    priced: false,
  };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The room entries of `rooms` as the search calls take them (spec section 7), with the stay's dates. */
export function roomEntriesForPricing(
  details: Pick<BookingDetails, 'checkin' | 'checkout'>,
  rooms: readonly BookingRoom[],
) {
  return rooms.map((room) => ({
    checkin_date: details.checkin,
    checkout_date: details.checkout,
    adults: room.party.adults,
    children: room.party.children,
    kids_tiers: room.party.kidsTiers,
    kids_age_range: room.party.kidsAges,
    adult_companion: room.party.adultCompanion,
    kid_tier_A_companion: room.party.kidTierACompanion,
  }));
}

/**
 * The coupon the results page's search applied to the chosen rooms (`coupon_code` in the address):
 * the booking starts with it, so the price check asks with it too.
 */
export function selectionCoupon(
  data: SearchData | null,
  selected: readonly SelectedRoom[],
): AppliedCoupon | null {
  let code: string | null = null;
  let discountAmount = 0;
  for (const room of selected) {
    const applied = findOffer(data, room)?.offer.applied_code;
    if (applied?.code_type !== 'coupon') continue;
    code = applied.code;
    discountAmount += applied.discount_amount * room.quantity;
  }
  return code ? { code, discountAmount } : null;
}
