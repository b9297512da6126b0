import { LIMITED_PLAN_SITE_CONTROLLER, type SearchMode } from '@yadori/contract/search.constants';
import type { MemberRate } from '@yadori/contract/search.schema';
import { addDays, daysBetween, stayNights } from '../../lib/hotel-time.ts';
import type { HotelCatalog } from '../hotels/hotels.service.ts';
import type { MemberAccess } from './member-rates.ts';
import { type CodeRule, priceStay, type StayPrice } from './pricing.ts';
import type { StayData } from './search.repository.ts';
import type { PartyRoom, SearchCriteria } from './search-criteria.ts';

type Plan = HotelCatalog['plans'][number];
type RoomType = HotelCatalog['roomTypes'][number];
type RoomPlan = HotelCatalog['roomPlans'][number];

/** Who is asking and with what: everything the engine needs besides the night-by-night data. */
export interface EngineContext {
  catalog: HotelCatalog;
  criteria: SearchCriteria;
  mode: SearchMode;
  filterIds: number[];
  includeOccupied: boolean;
  /** The member plans the signed-in member may see (null: signed out, or no member plan asked for). */
  member: MemberAccess | null;
  siteController: string | undefined;
  /** Tiers modes filter room types by room_count (spec section 5). */
  tiersMode: boolean;
  /** Hotel-local now. */
  nowLocal: { date: string; hour: number };
  /** The page is in Japanese: Japanese-only plans are offered (decision 021). */
  japanesePage: boolean;
  code: { rule: CodeRule; hotelPlanIds: number[] } | null;
  /** Preview mode (decision 061): plans are offered before their sale period starts. */
  preview?: boolean;
}

/** One priced room plan for one party on one check-in date. */
export interface Offer {
  roomType: RoomType;
  roomPlan: RoomPlan;
  plan: Plan;
  party: PartyRoom;
  checkin: string;
  checkout: string;
  nights: number;
  price: StayPrice;
  /** Rooms of the type left on every night of the stay. */
  roomCount: number;
  available: boolean;
  /** A member plan's member rate (the member's program, and rank when the plan is for it). */
  memberRate: MemberRate | null;
}

/**
 * Which plans a mode shows: its own kind only, member plans only those the signed-in member may see;
 * "all" shows the ordinary plans and the member's.
 */
export function planVisible(
  plan: { id: number; visibility: SearchMode },
  mode: SearchMode,
  member: MemberAccess | null,
): boolean {
  if (plan.visibility === 'member') return (mode === 'all' || mode === 'member') && !!member?.has(plan.id);
  if (mode === 'all') return plan.visibility === 'all';
  return plan.visibility === mode;
}

/**
 * The plans this caller may see: visibility by mode, Japanese-only plans on Japanese pages only, and
 * site-controller limited plans only for tl_lincon, where a limited plan replaces the ordinary plan of
 * the same hotel_plan_code.
 */
export function visiblePlans(ctx: EngineContext): Plan[] {
  const limitedAllowed = ctx.siteController === LIMITED_PLAN_SITE_CONTROLLER;
  const plans = ctx.catalog.plans.filter(
    (p) =>
      planVisible(p, ctx.mode, ctx.member) &&
      (ctx.japanesePage || !p.japaneseOnly) &&
      (limitedAllowed || !p.siteControllerLimited) &&
      p.isDayUse === ctx.criteria.dayUse &&
      (ctx.criteria.hotelPlanCodes.length === 0 || ctx.criteria.hotelPlanCodes.includes(p.code)),
  );
  if (!limitedAllowed) return plans;
  const limitedCodes = new Set(plans.filter((p) => p.siteControllerLimited).map((p) => p.code));
  return plans.filter((p) => p.siteControllerLimited || !limitedCodes.has(p.code));
}

/**
 * Plan restrictions for a stay: nights (the plan's and the check-in night's minimum), booking window,
 * deadline, sale and stay periods, closures.
 */
export function planSellable(
  plan: Plan,
  ctx: EngineContext,
  data: StayData,
  checkin: string,
  nights: number,
): boolean {
  const today = ctx.nowLocal.date;
  if (nights < plan.minNights || (plan.maxNights !== null && nights > plan.maxNights)) return false;
  const daysAhead = daysBetween(today, checkin);
  if (daysAhead < plan.minDaysInAdvance) return false;
  if (plan.maxDaysInAdvance !== null && daysAhead > plan.maxDaysInAdvance) return false;
  const deadlineDate = addDays(checkin, -plan.deadlineDaysBefore);
  if (today > deadlineDate || (today === deadlineDate && ctx.nowLocal.hour >= plan.deadlineHour))
    return false;
  if (plan.saleStartsOn && today < plan.saleStartsOn && !ctx.preview) return false;
  if (plan.saleEndsOn && today > plan.saleEndsOn) return false;
  if (plan.stayStartsOn && checkin < plan.stayStartsOn) return false;
  if (plan.stayEndsOn && checkin > plan.stayEndsOn) return false;
  const closures = data.closures.get(plan.id);
  if (closures) {
    const arrival = closures.get(checkin);
    // The night's own minimum stay, like the plan's: a shorter stay arriving that night is not sold.
    if (arrival?.closedToArrival || (arrival?.minNights != null && nights < arrival.minNights)) return false;
    if (stayNights(checkin, nights).some((night) => closures.get(night)?.closed)) return false;
  }
  return true;
}

function roomsLeft(data: StayData, roomTypeId: number, nights: string[]): number {
  const byDate = data.remaining.get(roomTypeId);
  if (!byDate) return 0;
  let left = Number.POSITIVE_INFINITY;
  for (const night of nights) left = Math.min(left, byDate.get(night) ?? 0);
  return Number.isFinite(left) ? Math.max(left, 0) : 0;
}

function matchesFilters(ctx: EngineContext, roomType: RoomType, plan: Plan): boolean {
  return ctx.filterIds.every((id) => roomType.filterIds.includes(id) || plan.filterIds.includes(id));
}

/**
 * Every offer for a check-in date: each visible, sellable room plan priced for each distinct party.
 * Works on preloaded data only — no queries.
 */
export function offersFor(
  ctx: EngineContext,
  data: StayData,
  plans: Plan[],
  parties: PartyRoom[],
  checkin: string,
  nights: number,
): Offer[] {
  const nightDates = stayNights(checkin, nights);
  const checkout = addDays(checkin, nights);
  const sellable = new Map(
    plans.filter((p) => planSellable(p, ctx, data, checkin, nights)).map((p) => [p.id, p]),
  );
  if (sellable.size === 0) return [];
  const { criteria } = ctx;
  // Tiers mode shows only room types with room_count >= the rooms asked for, unless occupied rooms
  // are included, the search is undated or in voucher mode (spec section 5).
  const needed =
    ctx.tiersMode && !ctx.includeOccupied && !criteria.undated && ctx.mode !== 'voucher'
      ? criteria.roomCount
      : 1;
  const offers: Offer[] = [];
  for (const roomType of ctx.catalog.roomTypes) {
    if (criteria.roomTypeCodes.length > 0 && !criteria.roomTypeCodes.includes(roomType.code)) continue;
    const roomCount = roomsLeft(data, roomType.id, nightDates);
    const available = roomCount >= needed;
    if (!available && !ctx.includeOccupied) continue;
    for (const roomPlan of ctx.catalog.roomPlans) {
      if (roomPlan.roomTypeId !== roomType.id) continue;
      const plan = sellable.get(roomPlan.hotelPlanId);
      if (!plan || !matchesFilters(ctx, roomType, plan)) continue;
      if (criteria.roomPlanCodes.length > 0 && !criteria.roomPlanCodes.includes(roomPlan.code)) continue;
      const rates = data.rates.get(roomPlan.id);
      if (!rates) continue;
      for (const party of parties) {
        if (party.bedGuests > roomType.capacity) continue;
        const priced = nightDates.map((date) => ({ date, roomPrice: rates.get(`${date}|${party.adults}`) }));
        if (priced.some((n) => n.roomPrice === undefined)) continue;
        const code =
          ctx.code && (ctx.code.hotelPlanIds.length === 0 || ctx.code.hotelPlanIds.includes(plan.id))
            ? ctx.code.rule
            : null;
        const price = priceStay({
          nights: priced as { date: string; roomPrice: number }[],
          adults: party.adults,
          childCodes: party.childCodes,
          childPrices: roomPlan.childPrices,
          discounts: ctx.catalog.discounts.filter((d) => d.hotelPlanId === null || d.hotelPlanId === plan.id),
          code,
          taxBands: ctx.catalog.taxBands,
          nightCount: nights,
          checkin,
          overnight: !criteria.dayUse,
        });
        if (!price) continue;
        offers.push({
          roomType,
          roomPlan,
          plan,
          party,
          checkin,
          checkout,
          nights,
          price,
          roomCount,
          available,
          memberRate: plan.visibility === 'member' ? (ctx.member?.get(plan.id) ?? null) : null,
        });
      }
    }
  }
  return offers;
}

/** Distinct parties of the search (identical rooms are priced once). */
export function distinctParties(rooms: PartyRoom[]): PartyRoom[] {
  const seen = new Map<string, PartyRoom>();
  for (const room of rooms) {
    if (!seen.has(room.key)) seen.set(room.key, room);
  }
  return [...seen.values()];
}

/**
 * The lowest total for the whole party on one check-in date (each room its cheapest available
 * offer), or null when some room has none.
 */
export function lowestPartyTotal(offers: Offer[], rooms: PartyRoom[]): number | null {
  let total = 0;
  for (const room of rooms) {
    let best: number | null = null;
    for (const offer of offers) {
      if (!offer.available || offer.party.key !== room.key) continue;
      if (best === null || offer.price.total < best) best = offer.price.total;
    }
    if (best === null) return null;
    total += best;
  }
  return total;
}
