import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import {
  MAX_NIGHTS,
  METASEARCH_UNFILTERED_BRAND_IDS,
  UNTIERED_CHILD_CODE,
} from '@yadori/contract/search.constants';
import type { SearchRoom } from '@yadori/contract/search.schema';
import { addDays, addMonths, daysBetween, isIsoDate } from '../../lib/hotel-time.ts';
import { searchErrors } from './search.errors.ts';
import type { ParsedSearchQuery, RawRoom } from './search-query.ts';

/** One room of the party after the hotel's kids rules: what pricing and capacity need. */
export interface PartyRoom {
  adults: number;
  children: number;
  /** One pricing code per child: a kids tier code, or `child` outside the tiers modes. */
  childCodes: string[];
  adultCompanion: number;
  kidTierACompanion: number;
  /** Guests who need a bed of their own (companion-tier and shared-bed children do not). */
  bedGuests: number;
  /** The room entry as the search used it (echoed back). */
  echo: SearchRoom;
  /** Identical parties share a key. */
  key: string;
}

export interface SearchCriteria {
  rooms: PartyRoom[];
  /** Null for an undated search. */
  checkin: string | null;
  checkout: string | null;
  /** Nights of the stay; 0 for day use. */
  nights: number;
  undated: boolean;
  dayUse: boolean;
  /** Rooms asked for (room_count), for the tiers-mode room_count filter. */
  roomCount: number;
  roomTypeCodes: string[];
  hotelPlanCodes: string[];
  roomPlanCodes: string[];
  /** Last check-in date the hotel sells (today + reservable period). */
  lastBookableDate: string;
  today: string;
}

interface HotelForCriteria {
  brandId: number;
  settings: HotelSettings;
}

/** Applies spec section 5's kids rules to one room entry. */
export function applyKidsRules(room: RawRoom, settings: HotelSettings, defaultAdults: number): PartyRoom {
  const adults = room.adults ?? defaultAdults;
  const { mode, accept_type: acceptType } = settings.kids_setting;
  const activeTiers = settings.kids_tiers.filter((t) => t.is_active);
  const companionTier = activeTiers.find((t) => t.is_companion);
  let childCodes: string[] = [];
  let kidsTiers: string[] = [];
  let ages: number[] = [];
  if (acceptType !== 'none') {
    if (mode === 'share_bed') {
      childCodes = Array.from({ length: room.children }, () => UNTIERED_CHILD_CODE);
    } else if (mode === 'ages') {
      ages = room.kids_age_range;
      childCodes = ages.map(() => UNTIERED_CHILD_CODE);
    } else {
      // Tiers modes: unknown tier codes are dropped and children equals the number of codes.
      const known = new Set(activeTiers.map((t) => t.code));
      kidsTiers = room.kids_tiers.filter((code) => known.has(code));
      childCodes = kidsTiers;
    }
  }
  const companionChildren = companionTier ? kidsTiers.filter((c) => c === companionTier.code).length : 0;
  // Companion counts are kept only when the hotel has an active companion tier.
  const kidTierACompanion = companionTier ? Math.min(room.kid_tier_A_companion, companionChildren) : 0;
  const adultCompanion = companionTier ? Math.min(room.adult_companion, adults) : 0;
  const sharedBed = mode === 'share_bed' ? childCodes.length : companionChildren;
  const echo: SearchRoom = {
    adults,
    children: childCodes.length,
    kids_tiers: kidsTiers,
    kids_age_range: ages,
    adult_companion: adultCompanion,
    kid_tier_A_companion: kidTierACompanion,
  };
  return {
    adults,
    children: childCodes.length,
    childCodes,
    adultCompanion,
    kidTierACompanion,
    bedGuests: adults + childCodes.length - sharedBed,
    echo,
    key: JSON.stringify(echo),
  };
}

function checkDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isIsoDate(value)) throw searchErrors.invalid('search.dateFormat', field, { field });
  return value;
}

/**
 * The search the hotel will answer: spec section 5's fallbacks and every refusal (dates, reservable
 * period 1903, rooms limit, guests per room, children per adult, undated rooms that differ).
 */
export function resolveCriteria(
  query: ParsedSearchQuery,
  hotel: HotelForCriteria,
  today: string,
): SearchCriteria {
  const s = hotel.settings;
  const searchSetting = s.booking_widget_setting_attributes.default_search_setting;
  const p = query.params;

  const limit = s.multi_rooms_search_enabled ? s.multi_rooms_search_limit : 1;
  if (query.rooms.length > limit) throw searchErrors.invalid('search.tooManyRooms', 'rooms', { limit });
  const rooms = query.rooms.map((room) => applyKidsRules(room, s, searchSetting.adults));
  for (const room of rooms) {
    if (room.adults + room.children > s.max_guests_per_room)
      throw searchErrors.invalid('search.tooManyGuests', 'rooms', { max: s.max_guests_per_room });
    const maxChildren = room.adults * s.kids_setting.max_children_per_adult;
    if (room.children > maxChildren)
      throw searchErrors.invalid('search.tooManyChildrenPerAdult', 'rooms', {
        max: s.kids_setting.max_children_per_adult,
      });
  }

  const undated = p.search_type === 'undated';
  const dayUse = p.is_day_use;
  const months = s.booking_widget_setting_attributes.reservable_period_months;
  const lastBookableDate = addMonths(today, months);
  const earliest = searchSetting.yesterday_bookable ? addDays(today, -1) : today;

  // Brands 568 and 569 drop plan and room code filters for a metasearch source (spec section 5).
  const unfiltered =
    p.metasearch_source !== undefined && METASEARCH_UNFILTERED_BRAND_IDS.includes(hotel.brandId);
  const base = {
    rooms,
    undated,
    dayUse,
    roomCount: Math.max(query.roomCount, rooms.length),
    roomTypeCodes: unfiltered ? [] : p.room_type_codes,
    hotelPlanCodes: unfiltered ? [] : p.hotel_plan_codes,
    roomPlanCodes: unfiltered ? [] : p.room_plan_codes,
    lastBookableDate,
    today,
  };

  if (undated) {
    if (rooms.some((room) => room.key !== rooms[0]!.key))
      throw searchErrors.invalid('search.undatedRoomsDiffer', 'rooms');
    return { ...base, checkin: null, checkout: null, nights: dayUse ? 0 : p.nights };
  }

  const roomDates = query.rooms.map((r, i) => ({
    checkin: checkDate(r.checkin_date, `rooms[${i}].checkin_date`),
    checkout: checkDate(r.checkout_date, `rooms[${i}].checkout_date`),
  }));
  const topCheckin = checkDate(query.checkin, 'checkin_date');
  const topCheckout = checkDate(query.checkout, 'checkout_date');
  const checkins = new Set(roomDates.map((d) => d.checkin ?? topCheckin));
  const checkouts = new Set(roomDates.map((d) => d.checkout ?? topCheckout));
  if (checkins.size > 1 || checkouts.size > 1)
    throw searchErrors.invalid('search.roomsDifferentDates', 'rooms');
  // Missing dates: check-in from the default offset, check-out one night later (spec section 4).
  const checkin = [...checkins][0] ?? addDays(today, searchSetting.checkin_date_offset);
  let checkout = [...checkouts][0] ?? addDays(checkin, dayUse ? 0 : 1);
  if (dayUse) checkout = checkin;
  const nights = daysBetween(checkin, checkout);
  if (!dayUse && nights <= 0) throw searchErrors.invalid('search.checkoutNotAfterCheckin', 'checkout_date');
  if (nights > MAX_NIGHTS)
    throw searchErrors.invalid('search.tooManyNights', 'checkout_date', { max: MAX_NIGHTS });
  if (checkin < earliest) throw searchErrors.invalid('search.checkinInPast', 'checkin_date');
  const lastNight = dayUse ? checkin : addDays(checkout, -1);
  if (checkin > lastBookableDate || lastNight > lastBookableDate) throw searchErrors.reservablePeriod(months);
  return { ...base, checkin, checkout, nights };
}
