import type { Locale } from '@yadori/contract/locales';
import type { SearchOrder as Order } from '@yadori/contract/search.constants';
import type { PlanResult, RoomPlanOffer, RoomResult, SearchResponse } from '@yadori/contract/search.schema';
import type { Db } from '../../db/database.ts';
import { addDays, hotelLocalTime } from '../../lib/hotel-time.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { brandProgramRow } from '../membership-programs/membership-programs.service.ts';
import { type MemberAccess, memberAccess, type SearchMember } from './member-rates.ts';
import { resolveCodes } from './promotion-codes.ts';
import { searchErrors } from './search.errors.ts';
import {
  type BookedPlans,
  findMemberPlanLabels,
  findPromotionCode,
  heldRoomNights,
  loadStayData,
  loadStayDataUnless,
  type StayData,
  type StayRange,
} from './search.repository.ts';
import { resolveCriteria, type SearchCriteria } from './search-criteria.ts';
import { distinctParties, type EngineContext, type Offer, offersFor, visiblePlans } from './search-engine.ts';
import type { ParsedSearchQuery } from './search-query.ts';

// What booking, extras and facility search use of search: its tax and pricing, the query and party
// rules, and the offers engine (pure code; this file is the feature's face).
export {
  type MemberAccess,
  memberLabels,
  memberPlanMatches,
  type SearchMember,
  signedInMember,
} from './member-rates.ts';
export { includedConsumptionTax, type StayPrice } from './pricing.ts';
export { applyKidsRules, type PartyRoom } from './search-criteria.ts';
export { type Offer, offersFor } from './search-engine.ts';
export { type ParsedSearchQuery, parseSearchQuery, toRawRoom } from './search-query.ts';
export type { BookedPlans };

/** How far ahead an undated search and the next-available-date lookup look. */
export const UNDATED_WINDOW_DAYS = 60;
export const NEXT_AVAILABLE_WINDOW_DAYS = 90;

/** The booked stay a guest is changing (update mode), as far as the search needs it. */
export interface ChangingStay {
  id: number;
  status: string;
  promotionCodeId: number | null;
}

/**
 * Finds the stay a guest is changing with the guest's proof (number and email or bypass token); null
 * for a guessed number or a wrong proof. The reservations feature provides it: search sits below
 * booking and knows no reservation of its own.
 */
export type FindChangingStay = (
  db: Db,
  input: { hotelId: number; number: string; bypassToken?: string | undefined; email?: string | undefined },
) => Promise<ChangingStay | null>;

export interface SearchRequest {
  hotel: HotelWithBrand;
  catalog: HotelCatalog;
  query: ParsedSearchQuery;
  locale: Locale;
  now: Date;
  /** The signed-in member of the hotel's brand (null: signed out). */
  member: SearchMember | null;
  siteController: string | undefined;
  /** How update mode finds the stay being changed. */
  findChangingStay: FindChangingStay;
  /**
   * Preview mode (decision 061): a staff member's good preview token came with the request. The
   * catalogue then holds the room types and plans switched off, plans before their sale period are
   * offered, and the answer is kept nowhere.
   */
  preview?: boolean;
}

export interface PreparedSearch {
  ctx: EngineContext;
  criteria: SearchCriteria;
  plans: HotelCatalog['plans'];
  parties: SearchCriteria['rooms'];
  /**
   * Update mode: the confirmed reservation being changed, found with its guest's proof. Its own nights
   * count as free and its own use of a code does not count against the code's limit.
   */
  changing?: { reservationId: number };
}

/**
 * The plans a search names by `hotel_plan_codes` and `room_plan_codes` among those its mode shows
 * (Japanese-only ones included), or null when it names none.
 */
function namedPlans(ctx: EngineContext): HotelCatalog['plans'] | null {
  const { hotelPlanCodes, roomPlanCodes } = ctx.criteria;
  if (hotelPlanCodes.length === 0 && roomPlanCodes.length === 0) return null;
  const viaRoomPlans = new Set(
    ctx.catalog.roomPlans.filter((rp) => roomPlanCodes.includes(rp.code)).map((rp) => rp.hotelPlanId),
  );
  return visiblePlans({ ...ctx, japanesePage: true }).filter(
    (plan) => roomPlanCodes.length === 0 || viaRoomPlans.has(plan.id),
  );
}

/**
 * The refusals about the plans a search names (decision 021): 3601 when each of them is Japanese-only
 * and the page is not, 2001 when the code applies to none of those it may offer — not when pricing a
 * change of a booked stay (`changing`), whose booked code is re-checked by the change itself. Names
 * that match no plan are left to the usual empty answer.
 */
function checkNamedPlans(ctx: EngineContext, changing: boolean): void {
  const named = namedPlans(ctx);
  if (!named || named.length === 0) return;
  const offered = named.filter((plan) => ctx.japanesePage || !plan.japaneseOnly);
  if (offered.length === 0)
    throw searchErrors.planJapaneseOnly(
      ctx.criteria.hotelPlanCodes.length > 0 ? 'hotel_plan_codes' : 'room_plan_codes',
    );
  const code = ctx.code;
  if (
    code &&
    !changing &&
    code.hotelPlanIds.length > 0 &&
    !offered.some((plan) => code.hotelPlanIds.includes(plan.id))
  )
    throw searchErrors.promotionNotForPlan(code.rule.codeType === 'coupon' ? 'coupon_code' : 'promo_code');
}

/**
 * The member plans the signed-in member may see at this hotel, for the modes that show member plans
 * (all, member); null for a signed-out caller and the other modes.
 */
async function memberPlansOf(
  db: Db,
  request: Pick<SearchRequest, 'hotel' | 'member' | 'locale'>,
  mode: EngineContext['mode'],
): Promise<MemberAccess | null> {
  const { member, hotel } = request;
  if (!member || (mode !== 'all' && mode !== 'member')) return null;
  const [plans, program] = await Promise.all([
    findMemberPlanLabels(db, hotel.id),
    member.programId === null ? null : brandProgramRow(db, hotel.brand.id, member.programId),
  ]);
  const rank = program?.ranks.find((r) => r.id === member.rankId) ?? null;
  return memberAccess({ member, plans, program, rank, locale: request.locale });
}

/** Resolves criteria and codes: every 400 of the search is raised here, before any night is read. */
export async function prepareSearch(db: Db, request: SearchRequest): Promise<PreparedSearch> {
  const { hotel, query } = request;
  const nowLocal = hotelLocalTime(request.now, hotel.timeZone);
  const criteria = resolveCriteria(
    query,
    { brandId: hotel.brand.id, settings: hotel.settings },
    nowLocal.date,
  );
  const p = query.params;
  // A guessed number or a wrong proof finds nothing and changes nothing.
  const changed =
    p.reservation_no && (p.bypass_token || p.email)
      ? await request.findChangingStay(db, {
          hotelId: hotel.id,
          number: p.reservation_no,
          bypassToken: p.bypass_token,
          email: p.email,
        })
      : null;
  const changing = changed?.status === 'confirmed' ? changed : null;
  const code = await resolveCodes(
    db,
    hotel,
    {
      promoCode: p.promo_code ?? p.google_promo_code,
      couponCode: p.coupon_code,
      ownUseOf: changing?.promotionCodeId,
    },
    nowLocal.date,
  );
  const mode = hotel.settings.kids_setting.mode;
  const ctx: EngineContext = {
    catalog: request.catalog,
    criteria,
    mode: p.mode,
    filterIds: p.room_search_filters,
    includeOccupied: p.is_including_occupied && p.bookable !== true,
    member: await memberPlansOf(db, request, p.mode),
    siteController: request.siteController,
    tiersMode: mode === 'tiers' || mode === 'tiers_with_meal_and_bed_as_extras',
    nowLocal,
    japanesePage: request.locale === 'ja',
    code,
    preview: request.preview === true,
  };
  checkNamedPlans(ctx, changing !== null);
  return {
    ctx,
    criteria,
    plans: visiblePlans(ctx),
    parties: distinctParties(criteria.rooms),
    ...(changing ? { changing: { reservationId: changing.id } } : {}),
  };
}

/**
 * Loads the nights a set of check-in dates needs, for the adult counts of the party. In update mode
 * (`prepared.changing` with the guest's proof) the rooms the reservation holds on those nights count as
 * free: a guest moving to other dates or another party may keep the room they already have, as the
 * update itself gives the old nights back before taking the new ones.
 */
export async function loadNights(
  db: Db,
  hotelId: number,
  prepared: PreparedSearch,
  from: string,
  lastCheckin: string,
  /** A booking's quote: only the nights of the room types and plans it books. */
  only?: BookedPlans,
): Promise<StayData> {
  const lastNight = lastNightOf(prepared, lastCheckin);
  const data = await loadStayData(
    db,
    hotelId,
    from,
    lastNight,
    prepared.parties.map((r) => r.adults),
    only,
  );
  if (prepared.changing) await addBackHeldNights(db, prepared.changing.reservationId, data, from, lastNight);
  return data;
}

/** Adds the nights a reservation holds between `from` and `to` to the rooms left (closed nights stay closed). */
async function addBackHeldNights(
  db: Db,
  reservationId: number,
  data: StayData,
  from: string,
  to: string,
): Promise<void> {
  for (const night of await heldRoomNights(db, reservationId, from, to)) {
    const remaining = data.remaining.get(night.roomTypeId);
    if (!remaining || data.closedRooms.get(night.roomTypeId)?.has(night.date)) continue;
    remaining.set(night.date, (remaining.get(night.date) ?? 0) + night.rooms);
  }
}

/** Offers of a dated or undated search (undated: each room plan at its cheapest check-in date). */
export function searchOffers(
  prepared: PreparedSearch,
  data: StayData,
  firstCheckin: string,
  lastCheckin: string,
): Offer[] {
  const { ctx, criteria, plans, parties } = prepared;
  if (!criteria.undated) return offersFor(ctx, data, plans, parties, firstCheckin, criteria.nights);
  const best = new Map<string, Offer>();
  for (let day = firstCheckin; day <= lastCheckin; day = addDays(day, 1)) {
    for (const offer of offersFor(ctx, data, plans, parties, day, criteria.nights)) {
      if (!offer.available) continue;
      const key = `${offer.roomPlan.id}|${offer.party.key}`;
      const current = best.get(key);
      if (!current || offer.price.total < current.price.total) best.set(key, offer);
    }
  }
  return [...best.values()];
}

function localized<T extends { locale: Locale; name: string; description: string }>(
  translations: T[],
  locale: Locale,
  fallback: { name: string; description: string },
): { name: string; description: string } {
  const t = translations.find((x) => x.locale === locale);
  return t ? { name: t.name, description: t.description } : fallback;
}

function roomTypeInfo(offer: Offer, locale: Locale) {
  const rt = offer.roomType;
  const text = localized(rt.translations, locale, rt);
  return {
    room_type_code: rt.code,
    room_type_name: text.name,
    description: text.description,
    capacity: rt.capacity,
    beds: rt.beds,
    size: rt.size,
    images: rt.images.map((image) => ({
      url: image.url,
      alt: image.translations.find((t) => t.locale === locale)?.name ?? text.name,
    })),
    room_search_filter_ids: rt.filterIds,
    room_count: offer.roomCount,
  };
}

/** One offer as the wire's room plan entry. */
export function toRoomPlanOffer(offer: Offer, catalog: HotelCatalog, locale: Locale): RoomPlanOffer {
  const { plan, price, party } = offer;
  const text = localized(plan.translations, locale, plan);
  const policy = catalog.policies.get(plan.cancellationPolicyId)!;
  return {
    room_plan_code: offer.roomPlan.code,
    room_plan_name: text.name,
    room_plan_description: text.description,
    hotel_plan_code: plan.code,
    meals: plan.meals,
    payment_methods: plan.paymentMethods,
    deposit_percent: plan.depositPercent,
    cancellation_policy_id: plan.cancellationPolicyId,
    cancellation_policy: {
      name: localized(policy.translations, locale, { name: policy.name, description: '' }).name,
      cancel_before_at: policy.cancelBeforeAt,
      cancellation_policy_parts: policy.parts,
      no_show_percentage_of_cost: policy.noShow,
    },
    is_day_use: plan.isDayUse,
    booking_start_date: plan.saleStartsOn,
    checkin_date: offer.checkin,
    checkout_date: offer.checkout,
    nights: offer.nights,
    total_price: price.total,
    tax: price.tax,
    accommodation_tax: price.accommodationTax,
    price_before_discounts: price.priceBeforeDiscounts,
    matched_search_criteria: {
      adults_count: party.adults,
      adults_with_companion: party.adultCompanion,
      children_count: party.children,
      children_with_kid_tier_A_companion: party.kidTierACompanion,
    },
    inclusive_extra_ids: offer.roomPlan.inclusiveExtraIds,
    discounts: price.discounts,
    applied_code: price.appliedCode,
    nightly_prices: price.nightly,
    is_available: offer.available,
    ...(offer.memberRate ? { member_rate: offer.memberRate } : {}),
  };
}

function compareOffers(order: Order) {
  return (a: Offer, b: Offer): number => {
    if (a.available !== b.available) return a.available ? -1 : 1;
    if (order === 'recommended') return a.plan.sortOrder - b.plan.sortOrder || a.price.total - b.price.total;
    const byPrice =
      order === 'price_high_to_low' ? b.price.total - a.price.total : a.price.total - b.price.total;
    return byPrice || a.plan.sortOrder - b.plan.sortOrder;
  };
}

/** Groups offers by room type, ordered (spec section 9: price_low_to_high by default). */
export function toRoomResults(
  offers: Offer[],
  catalog: HotelCatalog,
  locale: Locale,
  order: Order,
): RoomResult[] {
  const byType = new Map<number, Offer[]>();
  for (const offer of offers)
    byType.set(offer.roomType.id, [...(byType.get(offer.roomType.id) ?? []), offer]);
  const groups = [...byType.values()].map((group) => group.sort(compareOffers(order)));
  groups.sort((a, b) => {
    if (order === 'recommended') return a[0]!.roomType.sortOrder - b[0]!.roomType.sortOrder;
    return compareOffers(order)(a[0]!, b[0]!) || a[0]!.roomType.sortOrder - b[0]!.roomType.sortOrder;
  });
  return groups.map((group) => ({
    ...roomTypeInfo(group[0]!, locale),
    room_count: Math.max(...group.map((o) => o.roomCount)),
    room_plan: group.map((offer) => toRoomPlanOffer(offer, catalog, locale)),
  }));
}

/** Groups offers by hotel plan (the plan view of the results page). */
export function toPlanResults(
  offers: Offer[],
  catalog: HotelCatalog,
  locale: Locale,
  order: Order,
): PlanResult[] {
  const byPlan = new Map<number, Offer[]>();
  for (const offer of offers) byPlan.set(offer.plan.id, [...(byPlan.get(offer.plan.id) ?? []), offer]);
  const groups = [...byPlan.values()].map((group) => group.sort(compareOffers(order)));
  groups.sort((a, b) => {
    if (order === 'recommended') return a[0]!.plan.sortOrder - b[0]!.plan.sortOrder;
    return compareOffers(order)(a[0]!, b[0]!);
  });
  return groups.map((group) => {
    const plan = group[0]!.plan;
    const text = localized(plan.translations, locale, plan);
    const available = group.filter((o) => o.available);
    return {
      hotel_plan_code: plan.code,
      hotel_plan_name: text.name,
      description: text.description,
      meals: plan.meals,
      payment_methods: plan.paymentMethods,
      is_day_use: plan.isDayUse,
      booking_start_date: plan.saleStartsOn,
      inclusive_extra_ids: [...new Set(group.flatMap((o) => o.roomPlan.inclusiveExtraIds))],
      lowest_total_price: Math.min(...(available.length > 0 ? available : group).map((o) => o.price.total)),
      ...(group[0]!.memberRate ? { member_rate: group[0]!.memberRate } : {}),
      rooms: group.map((offer) => ({
        ...roomTypeInfo(offer, locale),
        ...toRoomPlanOffer(offer, catalog, locale),
      })),
    };
  });
}

/**
 * The extras a guest may choose, in display order: the catalogue keeps switched-off ones for the stays
 * that took them, a search answer names only those switched on.
 */
function offeredExtras(catalog: HotelCatalog): HotelCatalog['extras'] {
  return catalog.extras.filter((extra) => extra.active);
}

/** Stock of each extra guests may choose over the stay: the smallest daily stock of its service dates. */
export function extraInventories(catalog: HotelCatalog, data: StayData, dates: string[]) {
  return offeredExtras(catalog).map((extra) => {
    const stock = data.extraStock.get(extra.id);
    const inventory = dates.length === 0 ? 0 : Math.min(...dates.map((d) => stock?.get(d) ?? 0));
    return { extra_id: extra.id, inventory };
  });
}

/**
 * What a rooms search gives: the answer with the fingerprint of the nights it was computed from (null
 * when it read more than those nights), or `unchanged` when the nights still have the fingerprint the
 * caller passed as `known` — its answer computed from them is this search's answer (decision 051).
 */
export type RoomsOutcome =
  | { unchanged: false; data: SearchResponse['data']; fingerprint: null }
  | { unchanged: false; data: SearchResponse['data']; fingerprint: string; nights: StayRange }
  | { unchanged: true };

/** The rooms search of `GET /hotels/{hotelId}/rooms`. */
export async function searchRooms(db: Db, request: SearchRequest): Promise<SearchResponse['data']> {
  const prepared = await prepareSearch(db, request);
  const { firstCheckin, lastCheckin } = checkinWindow(prepared);
  const data = await loadNights(db, request.hotel.id, prepared, firstCheckin, lastCheckin);
  return (await roomsAnswer(db, request, prepared, data)).data;
}

/**
 * The rooms search with its nights read with their fingerprint, for a search whose answer may be kept
 * (mayKeepAnswer): `unchanged` when the nights still have the fingerprint `known`.
 */
export async function searchRoomsUnlessUnchanged(
  db: Db,
  request: SearchRequest,
  known: string | undefined,
): Promise<RoomsOutcome> {
  const prepared = await prepareSearch(db, request);
  const { firstCheckin, lastCheckin } = checkinWindow(prepared);
  if (prepared.changing) {
    // Not a search mayKeepAnswer lets through; read as any other search if one ever is.
    const data = await loadNights(db, request.hotel.id, prepared, firstCheckin, lastCheckin);
    return {
      unchanged: false,
      data: (await roomsAnswer(db, request, prepared, data)).data,
      fingerprint: null,
    };
  }
  const range: StayRange = {
    hotelId: request.hotel.id,
    from: firstCheckin,
    to: lastNightOf(prepared, lastCheckin),
    adults: prepared.parties.map((r) => r.adults),
  };
  const nights = await loadStayDataUnless(db, range, known);
  if (!nights.data) return { unchanged: true };
  const answer = await roomsAnswer(db, request, prepared, nights.data);
  // A search that looked further for the next available date read more nights than the fingerprint's.
  return answer.readMore
    ? { unchanged: false, data: answer.data, fingerprint: null }
    : { unchanged: false, data: answer.data, fingerprint: nights.fingerprint, nights: range };
}

/** The last night a search reads: its last check-in date's last night. */
function lastNightOf(prepared: PreparedSearch, lastCheckin: string): string {
  return addDays(lastCheckin, Math.max(prepared.criteria.nights - 1, 0));
}

/** The first and last check-in dates a search looks at (one for a dated search). */
function checkinWindow({ criteria, ctx }: PreparedSearch): { firstCheckin: string; lastCheckin: string } {
  return {
    firstCheckin: criteria.checkin ?? ctx.nowLocal.date,
    lastCheckin:
      criteria.checkin ?? minDate(addDays(ctx.nowLocal.date, UNDATED_WINDOW_DAYS), criteria.lastBookableDate),
  };
}

async function roomsAnswer(
  db: Db,
  request: SearchRequest,
  prepared: PreparedSearch,
  data: StayData,
): Promise<{ data: SearchResponse['data']; readMore: boolean }> {
  const { criteria } = prepared;
  const { hotel, catalog, locale } = request;
  const p = request.query.params;
  const { firstCheckin, lastCheckin } = checkinWindow(prepared);
  const offers = searchOffers(prepared, data, firstCheckin, lastCheckin);

  let nextAvailable: string | null = null;
  const readMore =
    p.search_next_available_date_if_no_result &&
    criteria.checkin !== null &&
    !offers.some((o) => o.available);
  if (readMore && criteria.checkin) {
    nextAvailable = await findNextAvailableDate(db, request, prepared, criteria.checkin);
  }
  const stayDates = criteria.checkin
    ? Array.from({ length: Math.max(criteria.nights, 1) }, (_, i) => addDays(criteria.checkin!, i))
    : [firstCheckin];
  const order = p.order;
  const answer: SearchResponse['data'] = {
    rooms: p.type === 'rooms' ? toRoomResults(offers, catalog, locale, order) : [],
    plans: p.type === 'plan' ? toPlanResults(offers, catalog, locale, order) : [],
    extra_inventories: extraInventories(catalog, data, stayDates),
    extras: offeredExtras(catalog).map((e) => {
      const text = localized(e.translations, locale, { name: e.name, description: '' });
      return {
        id: e.id,
        code: e.code,
        extra_type: e.extraType,
        name: text.name,
        description: text.description,
        price: e.price,
        min_quantity: e.minQuantity,
        max_quantity: e.maxQuantity,
      };
    }),
    next_available_date: nextAvailable,
    search_params: {
      rooms: criteria.rooms.map((r) => ({
        ...r.echo,
        ...(criteria.checkin ? { checkin_date: criteria.checkin, checkout_date: criteria.checkout! } : {}),
      })),
      checkin_date: criteria.checkin,
      checkout_date: criteria.checkout,
      nights: criteria.nights,
      search_type: p.search_type,
      mode: p.mode,
      order: p.order,
      type: p.type,
      is_day_use: criteria.dayUse,
      currency: hotel.currency,
    },
  };
  return { data: answer, readMore };
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** The first later check-in date with an available offer for the whole party (one range query). */
async function findNextAvailableDate(
  db: Db,
  request: SearchRequest,
  prepared: PreparedSearch,
  checkin: string,
): Promise<string | null> {
  const from = addDays(checkin, 1);
  const last = minDate(addDays(checkin, NEXT_AVAILABLE_WINDOW_DAYS), prepared.criteria.lastBookableDate);
  if (from > last) return null;
  const data = await loadNights(db, request.hotel.id, prepared, from, last);
  for (let day = from; day <= last; day = addDays(day, 1)) {
    const offers = offersFor(
      prepared.ctx,
      data,
      prepared.plans,
      prepared.parties,
      day,
      prepared.criteria.nights,
    );
    if (prepared.parties.every((party) => offers.some((o) => o.available && o.party.key === party.key)))
      return day;
  }
  return null;
}

/** The stored code a quote applied, as a booking records its use; null when it is gone. */
export async function appliedPromotionCode(
  db: Db,
  hotelId: number,
  codeType: 'promo' | 'coupon',
  code: string,
): Promise<{ id: number; codeType: 'promo' | 'coupon'; code: string } | null> {
  const row = await findPromotionCode(db, hotelId, codeType, code);
  return row ? { id: row.id, codeType: row.codeType, code: row.code } : null;
}
