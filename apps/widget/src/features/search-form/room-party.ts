import { SEARCH_DEFAULTS } from '@yadori/contract/search.constants';
import type { BookingWidgetSettings, KidsTier } from '@yadori/contract/settings.schema';

/** The hotel settings the search form and criteria read. */
export type SearchSettings = Pick<
  BookingWidgetSettings,
  | 'hotel_id'
  | 'hotel'
  | 'currency'
  | 'kids_setting'
  | 'kids_tiers'
  | 'multi_rooms_search_enabled'
  | 'multi_rooms_search_limit'
  | 'max_guests_per_room'
  | 'day_use_search_active'
  | 'coupon_active'
  | 'booking_widget_setting_attributes'
>;

/** One room of the party (spec section 3, room entry in a search). */
export interface RoomParty {
  adults: number;
  /** Children in the room: the tier codes' count, the ages' count, or a plain count in share_bed mode. */
  children: number;
  /** One tier code per child (tiers modes), in the order of the hotel's tiers. */
  kidsTiers: string[];
  /** One age per child (ages mode). */
  kidsAges: number[];
  adultCompanion: number;
  kidTierACompanion: number;
}

/** How the form asks for children: by tier, by age, as a plain count, or not at all. */
export type ChildrenInput = 'tiers' | 'ages' | 'count' | 'none';

export function childrenInputOf(settings: Pick<SearchSettings, 'kids_setting'>): ChildrenInput {
  const { mode, accept_type: acceptType } = settings.kids_setting;
  if (acceptType === 'none') return 'none';
  if (mode === 'share_bed') return 'count';
  if (mode === 'ages') return 'ages';
  return 'tiers';
}

/** The tiers a guest may choose from (active ones). */
export const activeTiers = (settings: Pick<SearchSettings, 'kids_tiers'>): KidsTier[] =>
  settings.kids_tiers.filter((tier) => tier.is_active);

/** The active companion tier (tier A), when the hotel supports companions. */
export const companionTier = (settings: Pick<SearchSettings, 'kids_tiers'>): KidsTier | undefined =>
  activeTiers(settings).find((tier) => tier.is_companion);

/** Rooms one search may ask for: the multi-room limit, or 1 when multi-room search is off. */
export const roomsLimit = (
  settings: Pick<SearchSettings, 'multi_rooms_search_enabled' | 'multi_rooms_search_limit'>,
) => (settings.multi_rooms_search_enabled ? settings.multi_rooms_search_limit : 1);

export const defaultAdults = (settings: Pick<SearchSettings, 'booking_widget_setting_attributes'>) =>
  settings.booking_widget_setting_attributes.default_search_setting.adults ?? SEARCH_DEFAULTS.adults;

/** A room of the default party: the default adults, no children. */
export function defaultRoom(settings: Pick<SearchSettings, 'booking_widget_setting_attributes'>): RoomParty {
  return {
    adults: defaultAdults(settings),
    children: 0,
    kidsTiers: [],
    kidsAges: [],
    adultCompanion: 0,
    kidTierACompanion: 0,
  };
}

function int(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

const count = (value: unknown) => Math.min(Math.max(int(value) ?? 0, 0), 99);

/** Tier codes from `["A","B"]` or `[{"code":"B","children":2}]` (one code per child). */
function tierCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const codes: string[] = [];
  for (const item of value) {
    if (typeof item === 'string') codes.push(item);
    else if (item && typeof item === 'object') {
      const { code, children, count: n } = item as Record<string, unknown>;
      if (typeof code === 'string') codes.push(...Array.from({ length: count(children ?? n) }, () => code));
    }
  }
  return codes.slice(0, 99);
}

/** Tier codes grouped as the results page writes them: code and children, only tiers above 0. */
export function tierCountsOf(codes: readonly string[]): { code: string; children: number }[] {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([code, children]) => ({ code, children }));
}

/** Sorts tier codes in the hotel's tier order so equal parties compare equal. */
function inTierOrder(codes: string[], tiers: readonly KidsTier[]): string[] {
  const order = new Map(tiers.map((tier, index) => [tier.code, index]));
  return [...codes].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * True when the hotel's rules kept fewer children (or tier A companions) than a room entry asked for:
 * the spec section 8 "kids search conditions changed" case. `room` is `readRoomEntry(entry, …)`.
 */
export function childrenDropped(entry: unknown, room: RoomParty): boolean {
  const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const ages = Array.isArray(e.kids_age_range) ? e.kids_age_range.length : 0;
  const asked = Math.max(count(e.children), tierCodes(e.kids_tiers).length, ages);
  return room.children < asked || room.kidTierACompanion < count(e.kid_tier_A_companion);
}

/**
 * One room entry (rooms JSON, or the results-page adults and kids_tiers) after the hotel's rules of
 * spec section 5: adults default to the default search setting; children count only in share_bed mode
 * (as a count) or the tiers modes (unknown tier codes dropped, children = number of codes), ages only
 * in ages mode; companion counts only when an active companion tier exists.
 */
export function readRoomEntry(entry: unknown, settings: SearchSettings): RoomParty {
  const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const given = int(e.adults);
  const adults = given !== undefined && given >= 1 && given <= 99 ? given : defaultAdults(settings);
  const input = childrenInputOf(settings);
  const tiers = activeTiers(settings);
  let kidsTiers: string[] = [];
  let kidsAges: number[] = [];
  let children = 0;
  if (input === 'count') children = count(e.children);
  else if (input === 'ages') {
    kidsAges = (Array.isArray(e.kids_age_range) ? e.kids_age_range : [])
      .map(int)
      .filter((age): age is number => age !== undefined && age >= 0 && age <= 17)
      .slice(0, 99);
    children = kidsAges.length;
  } else if (input === 'tiers') {
    const known = new Set(tiers.map((tier) => tier.code));
    kidsTiers = inTierOrder(
      tierCodes(e.kids_tiers).filter((code) => known.has(code)),
      tiers,
    );
    children = kidsTiers.length;
  }
  const companion = companionTier(settings);
  const companionChildren = companion ? kidsTiers.filter((code) => code === companion.code).length : 0;
  return {
    adults,
    children,
    kidsTiers,
    kidsAges,
    adultCompanion: companion ? Math.min(count(e.adult_companion), adults) : 0,
    kidTierACompanion: companion ? Math.min(count(e.kid_tier_A_companion), companionChildren) : 0,
  };
}
