import {
  MAX_NIGHTS,
  RESULT_TYPES,
  type ResultType,
  SEARCH_DEFAULTS,
  SEARCH_MODES,
  SEARCH_ORDERS,
  type SearchMode,
  type SearchOrder,
} from '@yadori/contract/search.constants';
import { addDays, daysBetween, isIsoDate, todayInZone } from '../../shared/hotel-date.ts';
import {
  childrenDropped,
  type RoomParty,
  readRoomEntry,
  roomsLimit,
  type SearchSettings,
  tierCountsOf,
} from './room-party.ts';

export type { RoomParty, SearchSettings } from './room-party.ts';

/** Tracking keys of the results page kept as they came (spec section 2). */
export const TRACKING_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'source',
  'medium',
  'email_id',
] as const;

/**
 * Search form keys of spec section 3 passed on to the search calls as they came (metasearch and ads
 * tracking), with the longest value the server takes; a longer value is dropped, never sent to fail.
 */
export const PASSED_KEYS = {
  metasearch_source: 100,
  google_site: 200,
  google_promo_code: 64,
  price_displayed_total: 12,
  search_id: 64,
} as const;
type PassedKey = keyof typeof PASSED_KEYS;

/** Everything the results page's address says about a search (spec sections 2 and 3). */
export interface SearchCriteria {
  code: string | null;
  /** Always a date, also for an undated search (the form shows it when the guest turns dates back on). */
  checkin: string;
  /** Equal to `checkin` for day use. */
  checkout: string;
  undated: boolean;
  /** Nights of an undated search (default 1). */
  nights: number;
  dayUse: boolean;
  rooms: RoomParty[];
  /** Null: the hotel's own default view. */
  type: ResultType | null;
  order: SearchOrder;
  /** Room search filter ids. */
  filter: number[];
  mode: SearchMode | null;
  userId: string | null;
  isIncludingOccupied: boolean;
  promoCode: string | null;
  couponCode: string | null;
  currentReservation: string | null;
  bypassToken: string | null;
  roomTypeCodes: string[];
  hotelPlanCodes: string[];
  roomPlanCodes: string[];
  passed: Partial<Record<PassedKey, string>>;
  tracking: Partial<Record<(typeof TRACKING_KEYS)[number], string>>;
}

/** Every query key this model reads and writes; other keys of the address are left alone. */
export const CRITERIA_QUERY_KEYS = [
  'code',
  'checkin',
  'checkout',
  'type',
  'is_day_use',
  'mode',
  'user_id',
  'filter',
  'order',
  'is_including_occupied',
  'promo_code',
  'coupon_code',
  'current_reservation',
  'bypass_token',
  'room_type_codes',
  'hotel_plan_codes',
  'room_plan_codes',
  ...(Object.keys(PASSED_KEYS) as PassedKey[]),
  'search_type',
  'nights',
  'adults',
  'kids_tiers',
  'room_count',
  'rooms',
  ...TRACKING_KEYS,
] as const;

/** A key's trimmed value; empty, or longer than the server takes (`max`), counts as absent. */
const text = (query: URLSearchParams, key: string, max = 200): string | null => {
  const value = query.get(key)?.trim();
  return value && value.length <= max ? value : null;
};

const flag = (query: URLSearchParams, key: string) => {
  const value = query.get(key);
  return value === 'true' || value === '1';
};

/** A comma list of codes: unique, each at most 64 characters, at most 100 of them. */
const codeList = (value: string | null): string[] =>
  [...new Set((value ?? '').split(',').map((code) => code.trim()))]
    .filter((code) => code.length > 0 && code.length <= 64)
    .slice(0, 100);

/** A whole number in [min, max], or null for anything else. */
function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function parseJson(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Nights of a stay for the undated search's nights (1 for day use, at most MAX_NIGHTS). */
export const stayNights = (checkin: string, checkout: string): number =>
  Math.min(Math.max(daysBetween(checkin, checkout), 1), MAX_NIGHTS);

/** The default check-in: today in the hotel plus the default search setting's offset (spec section 4). */
export function defaultCheckin(settings: SearchSettings, now: Date = new Date()): string {
  const offset = settings.booking_widget_setting_attributes.default_search_setting.checkin_date_offset;
  return addDays(todayInZone(settings.hotel.time_zone, now), offset);
}

/**
 * The party of the address, and whether the hotel's rules dropped children it asked for (unreadable
 * kids or rooms JSON, unknown tier codes, children where the hotel takes none…).
 */
function readRooms(
  query: URLSearchParams,
  settings: SearchSettings,
): { rooms: RoomParty[]; kidsChanged: boolean } {
  const limit = roomsLimit(settings);
  const rooms = text(query, 'rooms', 20_000);
  if (rooms !== null) {
    // Rooms JSON that fails to parse falls back to one default room (spec section 5).
    const parsed = parseJson(rooms);
    const readable = Array.isArray(parsed);
    const entries = readable && parsed.length > 0 ? (parsed as unknown[]) : [{}];
    const kept = entries.slice(0, limit).map((entry) => ({ entry, room: readRoomEntry(entry, settings) }));
    return {
      rooms: kept.map((k) => k.room),
      kidsChanged: !readable || kept.some((k) => childrenDropped(k.entry, k.room)),
    };
  }
  const asked = query.get('kids_tiers')?.trim();
  const kids = parseJson(text(query, 'kids_tiers', 2_000));
  const entry = { adults: text(query, 'adults'), kids_tiers: Array.isArray(kids) ? kids : [] };
  const room = readRoomEntry(entry, settings);
  const count = Math.min(intIn(text(query, 'room_count'), 1, 99) ?? 1, limit);
  return {
    rooms: Array.from({ length: count }, () => ({
      ...room,
      kidsTiers: [...room.kidsTiers],
      kidsAges: [...room.kidsAges],
    })),
    kidsChanged: (!!asked && !Array.isArray(kids)) || childrenDropped(entry, room),
  };
}

function readDates(query: URLSearchParams, settings: SearchSettings, dayUse: boolean, now: Date) {
  const given = text(query, 'checkin');
  const checkin = given !== null && isIsoDate(given) ? given : defaultCheckin(settings, now);
  const out = text(query, 'checkout');
  if (dayUse) return { checkin, checkout: checkin };
  const checkout =
    out !== null && isIsoDate(out) && daysBetween(checkin, out) >= 1 ? out : addDays(checkin, 1);
  return { checkin, checkout };
}

/**
 * Reads the results page's query (spec section 2) into criteria, with the spec section 4 and 5
 * fallbacks: default dates from the check-in offset, day use checks out on the check-in day, undated
 * searches default to 1 night, unreadable kids or rooms JSON gives the default party.
 * @example parseCriteria(new URLSearchParams('checkin=2026-12-01&adults=3'), settings).rooms[0].adults // 3
 */
export function parseCriteria(
  query: URLSearchParams,
  settings: SearchSettings,
  now: Date = new Date(),
): SearchCriteria {
  return readCriteria(query, settings, now).criteria;
}

/**
 * `parseCriteria`, and `kidsChanged`: true when the hotel's rules dropped children the address asked
 * for, so the results page says the kids search conditions changed (spec section 8, decision 021).
 * @example readCriteria(new URLSearchParams('kids_tiers=[{"code":"Z","children":1}]'), settings).kidsChanged // true
 */
export function readCriteria(
  query: URLSearchParams,
  settings: SearchSettings,
  now: Date = new Date(),
): { criteria: SearchCriteria; kidsChanged: boolean } {
  const dayUse = settings.day_use_search_active && flag(query, 'is_day_use');
  const undated = query.get('search_type') === 'undated';
  const type = text(query, 'type');
  const order = text(query, 'order');
  const mode = text(query, 'mode');
  const tracking: SearchCriteria['tracking'] = {};
  for (const key of TRACKING_KEYS) {
    const value = text(query, key);
    if (value !== null) tracking[key] = value;
  }
  const passed: SearchCriteria['passed'] = {};
  for (const [key, max] of Object.entries(PASSED_KEYS) as [PassedKey, number][]) {
    const value = text(query, key, max);
    if (value !== null && (key !== 'price_displayed_total' || /^\d+$/.test(value))) passed[key] = value;
  }
  const dates = readDates(query, settings, dayUse, now);
  const party = readRooms(query, settings);
  const criteria: SearchCriteria = {
    code: text(query, 'code'),
    ...dates,
    undated,
    // A dated search's nights follow its dates, ready for when the guest turns the dates off.
    nights: undated
      ? (intIn(text(query, 'nights'), 1, MAX_NIGHTS) ?? SEARCH_DEFAULTS.nights)
      : stayNights(dates.checkin, dates.checkout),
    dayUse,
    rooms: party.rooms,
    type: (RESULT_TYPES as readonly string[]).includes(type ?? '') ? (type as ResultType) : null,
    order: (SEARCH_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as SearchOrder)
      : 'price_low_to_high',
    filter: codeList(text(query, 'filter', 2_000))
      .map(Number)
      .filter((id) => Number.isInteger(id) && id >= 0),
    mode: (SEARCH_MODES as readonly string[]).includes(mode ?? '') ? (mode as SearchMode) : null,
    userId: text(query, 'user_id'),
    isIncludingOccupied: flag(query, 'is_including_occupied'),
    promoCode: text(query, 'promo_code', 64),
    couponCode: settings.coupon_active ? text(query, 'coupon_code', 64) : null,
    currentReservation: text(query, 'current_reservation', 64),
    bypassToken: text(query, 'bypass_token'),
    roomTypeCodes: codeList(text(query, 'room_type_codes', 10_000)),
    hotelPlanCodes: codeList(text(query, 'hotel_plan_codes', 10_000)),
    roomPlanCodes: codeList(text(query, 'room_plan_codes', 10_000)),
    passed,
    tracking,
  };
  return { criteria, kidsChanged: party.kidsChanged };
}

const sameParty = (a: RoomParty, b: RoomParty) => JSON.stringify(a) === JSON.stringify(b);

/** True when `adults`, `kids_tiers` and `room_count` describe the party; else it needs `rooms` JSON. */
export function isUniformParty(rooms: readonly RoomParty[]): boolean {
  const first = rooms[0];
  if (!first) return true;
  const simple =
    first.kidsAges.length === 0 &&
    first.children === first.kidsTiers.length &&
    first.adultCompanion === 0 &&
    first.kidTierACompanion === 0;
  return simple && rooms.every((room) => sameParty(room, first));
}

/** The room entries of the wire (spec section 7), dates included unless the search is undated. */
export function roomEntriesOf(criteria: SearchCriteria) {
  return criteria.rooms.map((room) => ({
    ...(criteria.undated ? {} : { checkin_date: criteria.checkin, checkout_date: criteria.checkout }),
    adults: room.adults,
    children: room.children,
    kids_tiers: room.kidsTiers,
    kids_age_range: room.kidsAges,
    adult_companion: room.adultCompanion,
    kid_tier_A_companion: room.kidTierACompanion,
  }));
}

/**
 * The results page query for `criteria` (the inverse of `parseCriteria`). Identical rooms without
 * ages or companions use `adults`, `kids_tiers` (only tiers above 0) and `room_count`; any other party
 * is written as `rooms` JSON.
 */
export function criteriaToQuery(criteria: SearchCriteria): URLSearchParams {
  const q = new URLSearchParams();
  const set = (key: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') q.set(key, value);
  };
  set('code', criteria.code);
  if (criteria.undated) {
    q.set('search_type', 'undated');
    q.set('nights', String(criteria.nights));
  } else {
    q.set('checkin', criteria.checkin);
    q.set('checkout', criteria.checkout);
  }
  if (criteria.dayUse) q.set('is_day_use', 'true');
  set('type', criteria.type);
  q.set('order', criteria.order);
  if (criteria.filter.length > 0) q.set('filter', criteria.filter.join(','));
  set('mode', criteria.mode);
  set('user_id', criteria.userId);
  if (criteria.isIncludingOccupied) q.set('is_including_occupied', 'true');
  set('promo_code', criteria.promoCode);
  set('coupon_code', criteria.couponCode);
  set('current_reservation', criteria.currentReservation);
  set('bypass_token', criteria.bypassToken);
  set('room_type_codes', criteria.roomTypeCodes.join(','));
  set('hotel_plan_codes', criteria.hotelPlanCodes.join(','));
  const first = criteria.rooms[0];
  if (first && isUniformParty(criteria.rooms)) {
    q.set('adults', String(first.adults));
    const tiers = tierCountsOf(first.kidsTiers);
    if (tiers.length > 0) q.set('kids_tiers', JSON.stringify(tiers));
    q.set('room_count', String(criteria.rooms.length));
  } else {
    const entries = roomEntriesOf({ ...criteria, undated: true });
    q.set('rooms', JSON.stringify(entries));
    q.set('room_count', String(criteria.rooms.length));
  }
  set('room_plan_codes', criteria.roomPlanCodes.join(','));
  for (const key of Object.keys(PASSED_KEYS) as PassedKey[]) set(key, criteria.passed[key]);
  for (const key of TRACKING_KEYS) set(key, criteria.tracking[key]);
  return q;
}

/**
 * `base` (the current address query) with its search keys replaced by those of `criteria`; keys the
 * criteria do not own (locale, parentUrl, tripla_preview…) stay.
 */
export function mergeCriteriaQuery(base: URLSearchParams, criteria: SearchCriteria): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of CRITERIA_QUERY_KEYS) next.delete(key);
  for (const [key, value] of criteriaToQuery(criteria)) next.set(key, value);
  return next;
}

/** Search parameters of `/rooms`, `/rooms/availability` and the other search calls (spec section 7). */
export type SearchApiParams = Record<string, string | number | boolean | readonly (string | number)[]>;

/** The criteria as the search calls take them: `rooms` as JSON text of room entries. */
export function criteriaToApiParams(criteria: SearchCriteria): SearchApiParams {
  const params: SearchApiParams = {
    rooms: JSON.stringify(roomEntriesOf(criteria)),
    room_count: criteria.rooms.length,
    order: criteria.order,
    search_type: criteria.undated ? 'undated' : 'dated',
  };
  if (!criteria.undated) {
    params.checkin_date = criteria.checkin;
    params.checkout_date = criteria.checkout;
  } else params.nights = criteria.nights;
  if (criteria.dayUse) params.is_day_use = true;
  if (criteria.type) params.type = criteria.type;
  if (criteria.mode) params.mode = criteria.mode;
  if (criteria.filter.length > 0) params.room_search_filters = criteria.filter;
  if (criteria.isIncludingOccupied) params.is_including_occupied = true;
  if (criteria.promoCode) params.promo_code = criteria.promoCode;
  if (criteria.couponCode) params.coupon_code = criteria.couponCode;
  if (criteria.currentReservation) params.reservation_no = criteria.currentReservation;
  if (criteria.roomTypeCodes.length > 0) params.room_type_codes = criteria.roomTypeCodes;
  if (criteria.hotelPlanCodes.length > 0) params.hotel_plan_codes = criteria.hotelPlanCodes;
  if (criteria.roomPlanCodes.length > 0) params.room_plan_codes = criteria.roomPlanCodes;
  const { metasearch_source, google_site, google_promo_code, price_displayed_total } = criteria.passed;
  if (metasearch_source) params.metasearch_source = metasearch_source;
  if (google_site) params.google_site = google_site;
  if (google_promo_code) params.google_promo_code = google_promo_code;
  if (price_displayed_total) params.price_displayed_total = Number(price_displayed_total);
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = criteria.tracking[key];
    if (value) params[key] = value;
  }
  return params;
}
