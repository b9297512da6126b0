import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import type { Locale } from '@yadori/contract/locales';
import type { UpdateRoomInput } from '@yadori/contract/reservation-update.schema';
import type { KidsTier } from '@yadori/contract/settings.schema';
import type { StaffChangeBody, StaffReservation } from '@yadori/contract/staff-reservations.schema';

/**
 * The "Change stay" dialog's state and the `POST …/change` body it makes, kept free of the page so the
 * rules (which rooms stay, each room's party, the hotel's guest limits) are tested on their own.
 */

type BookedRoom = StaffReservation['rooms'][number];
/** One kept room's new party, as the body sends it. */
export type RoomParty = Required<UpdateRoomInput>;

export type GuestField = 'first_name' | 'last_name' | 'email' | 'phone';
export const GUEST_FIELDS: readonly GuestField[] = ['first_name', 'last_name', 'email', 'phone'];

/**
 * How the dialog asks for a room's children: a count per kid tier (the tiers modes), one count (children
 * share a bed), or not at all — then the booked children are sent back as they are (ages mode, children
 * not accepted, or the hotel's settings not read), and the API applies the hotel's rules to them.
 */
export type ChildrenInput = 'tiers' | 'count' | 'booked';

/** The hotel's kids settings as the dialog uses them (spec section 5's limits, which the API enforces). */
export interface KidsRules {
  input: ChildrenInput;
  /** False when the hotel takes no children: the API then counts none (and drops booked ones). */
  childrenTaken: boolean;
  /** The tiers staff choose from: the active ones, in the hotel's order. */
  tiers: KidsTier[];
  /** Adults and children in one room; null when not known. */
  maxGuestsPerRoom: number | null;
  maxChildrenPerAdult: number | null;
}

/** Without the hotel's settings: adults only, no limits but the API's own. */
export const UNKNOWN_KIDS_RULES: KidsRules = {
  input: 'booked',
  childrenTaken: true,
  tiers: [],
  maxGuestsPerRoom: null,
  maxChildrenPerAdult: null,
};

/** The rules of a hotel's settings (as `GET /staff/hotels/{id}` gives them). */
export function kidsRulesOf(
  settings: Pick<HotelSettings, 'kids_setting' | 'kids_tiers' | 'max_guests_per_room'>,
): KidsRules {
  const { mode, accept_type: acceptType, max_children_per_adult: perAdult } = settings.kids_setting;
  const limits = {
    maxGuestsPerRoom: settings.max_guests_per_room,
    maxChildrenPerAdult: perAdult,
    childrenTaken: acceptType !== 'none',
  };
  if (acceptType === 'none' || mode === 'ages') return { ...limits, input: 'booked', tiers: [] };
  if (mode === 'share_bed') return { ...limits, input: 'count', tiers: [] };
  return { ...limits, input: 'tiers', tiers: settings.kids_tiers.filter((tier) => tier.is_active) };
}

/** A tier's name in the console's language (then English, then any, then its code). */
export function tierName(tier: KidsTier, locale: Locale): string {
  const names = tier.translations_attributes.filter((entry) => entry.name.trim() !== '');
  return (
    names.find((entry) => entry.locale === locale)?.name ??
    names.find((entry) => entry.locale === 'en')?.name ??
    names[0]?.name ??
    tier.code
  );
}

/** One booked room as the dialog edits it: numbers as typed. */
export interface RoomDraft {
  roomIndex: number;
  adults: string;
  /** Children of each tier code (tiers input). */
  tierCounts: Record<string, string>;
  /** All children as one count (count input). */
  children: string;
}

/** The booked room's party, ready to edit. */
export function roomDraft(room: BookedRoom): RoomDraft {
  const tierCounts: Record<string, string> = {};
  for (const code of room.kids_tiers) tierCounts[code] = String(Number(tierCounts[code] ?? 0) + 1);
  return {
    roomIndex: room.room_index,
    adults: String(room.adults),
    tierCounts,
    children: String(room.children),
  };
}

/** A tier's count in a draft ('0' when the room has none of it). */
export const tierCount = (draft: RoomDraft, code: string): string => draft.tierCounts[code] ?? '0';

/** What is wrong with one room's party, before anything is sent. */
export type RoomProblem =
  | { kind: 'adults'; field: 'adults'; max: number }
  | { kind: 'count'; field: string }
  | { kind: 'tooManyGuests'; max: number }
  | { kind: 'tooManyChildren'; max: number };

const MAX_PER_FIELD = 99;

/** A whole number from 0 to 99 as typed, else null. */
function typedCount(value: string): number | null {
  return /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : null;
}

type Children = Pick<RoomParty, 'children' | 'kids_tiers' | 'kids_age_range'>;

/**
 * The room's children as the body sends them, how many of them the API counts against the limits
 * (the offered tiers' only; none when the hotel takes no children), and the counts not typed right.
 */
function roomChildren(
  draft: RoomDraft,
  booked: BookedRoom,
  rules: KidsRules,
): { children: Children; counted: number; problems: RoomProblem[] } {
  const problems: RoomProblem[] = [];
  if (rules.input === 'tiers') {
    const codes: string[] = [];
    for (const tier of rules.tiers) {
      const count = typedCount(tierCount(draft, tier.code));
      if (count === null) problems.push({ kind: 'count', field: `tier-${tier.code}` });
      else codes.push(...Array.from({ length: count }, () => tier.code));
    }
    const offered = new Set(rules.tiers.map((tier) => tier.code));
    const counted = codes.length;
    codes.push(...booked.kids_tiers.filter((code) => !offered.has(code)));
    return { children: { children: codes.length, kids_tiers: codes, kids_age_range: [] }, counted, problems };
  }
  if (rules.input === 'count') {
    const count = typedCount(draft.children);
    if (count === null) problems.push({ kind: 'count', field: 'children' });
    const children = count ?? booked.children;
    return { children: { children, kids_tiers: [], kids_age_range: [] }, counted: children, problems };
  }
  const children = {
    children: booked.children,
    kids_tiers: [...booked.kids_tiers],
    kids_age_range: [...booked.kids_age_range],
  };
  return { children, counted: rules.childrenTaken ? booked.children : 0, problems };
}

/**
 * The room's new party, or what keeps it from being sent: adults 1 or more, counts whole and not
 * negative, and the hotel's guests per room and children per adult (the API refuses the same).
 * Tier codes the hotel no longer offers are sent back as booked; the API drops them by its rules.
 */
export function roomParty(
  draft: RoomDraft,
  booked: BookedRoom,
  rules: KidsRules,
): { party: RoomParty } | { problems: RoomProblem[] } {
  const maxAdults = Math.min(rules.maxGuestsPerRoom ?? MAX_PER_FIELD, MAX_PER_FIELD);
  const adults = typedCount(draft.adults);
  const { children, counted, problems } = roomChildren(draft, booked, rules);
  if (adults === null || adults < 1 || adults > maxAdults)
    problems.unshift({ kind: 'adults', field: 'adults', max: maxAdults });
  if (problems.length > 0 || adults === null) return { problems };

  if (rules.maxGuestsPerRoom !== null && adults + counted > rules.maxGuestsPerRoom)
    problems.push({ kind: 'tooManyGuests', max: rules.maxGuestsPerRoom });
  if (rules.maxChildrenPerAdult !== null && counted > adults * rules.maxChildrenPerAdult)
    problems.push({ kind: 'tooManyChildren', max: rules.maxChildrenPerAdult });
  if (problems.length > 0) return { problems };
  return { party: { room_index: draft.roomIndex, adults, ...children } };
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  const [left, right] = [[...a].sort(), [...b].sort()];
  return left.length === right.length && left.every((value, i) => value === right[i]);
}

/** True when the party differs from the booked one (tier and age order aside). */
export function partyMoved(party: RoomParty, booked: BookedRoom): boolean {
  return (
    party.adults !== booked.adults ||
    party.children !== booked.children ||
    !sameList(party.kids_tiers, booked.kids_tiers) ||
    !sameList(party.kids_age_range, booked.kids_age_range)
  );
}

/** Everything the dialog holds when the person saves. */
export interface ChangeDraft {
  checkin: string;
  checkout: string;
  /** Every booked room's draft, in the booked order (dropped ones too, so they can be kept again). */
  rooms: RoomDraft[];
  /** `room_index` of the rooms to drop. */
  dropped: readonly number[];
  guest: Record<GuestField, string>;
  /** The total the API offered for this change (its 409), sent back to take it. */
  newTotal: number | null;
}

/** The rooms the change keeps, in the booked order: the body's `rooms` and the API's `rooms[i]` fields. */
export const keptRooms = (draft: Pick<ChangeDraft, 'rooms' | 'dropped'>): RoomDraft[] =>
  draft.rooms.filter((room) => !draft.dropped.includes(room.roomIndex));

export type ChangeCheck =
  | { kind: 'body'; body: StaffChangeBody }
  | { kind: 'unchanged' }
  | { kind: 'problems'; problems: Map<number, RoomProblem[]> };

/**
 * The `POST …/change` body of the dialog: `stay` when the dates, the rooms kept or a party moved (every
 * kept room sent, with the total offered or the current one), `guests` when the booker's details moved;
 * `unchanged` when nothing did, `problems` (by `room_index`) when a kept room cannot be sent. At least
 * one room always stays: dropping them all is refused here as the API refuses it.
 */
export function checkChange(stay: StaffReservation, draft: ChangeDraft, rules: KidsRules): ChangeCheck {
  const kept = keptRooms(draft);
  if (kept.length === 0) throw new Error('a stay keeps at least one room');
  const parties: RoomParty[] = [];
  const problems = new Map<number, RoomProblem[]>();
  for (const room of kept) {
    const booked = stay.rooms.find((r) => r.room_index === room.roomIndex);
    if (!booked) throw new Error(`room ${room.roomIndex} is not booked`);
    const checked = roomParty(room, booked, rules);
    if ('problems' in checked) problems.set(room.roomIndex, checked.problems);
    else parties.push(checked.party);
  }
  if (problems.size > 0) return { kind: 'problems', problems };

  const stayMoved =
    draft.checkin !== stay.checkin_date ||
    draft.checkout !== stay.checkout_date ||
    kept.length !== stay.rooms.length ||
    parties.some((party) => partyMoved(party, stay.rooms.find((r) => r.room_index === party.room_index)!));
  const guestMoved = GUEST_FIELDS.some((field) => draft.guest[field].trim() !== stay.guest[field]);
  if (!stayMoved && !guestMoved) return { kind: 'unchanged' };
  return {
    kind: 'body',
    body: {
      version: stay.version,
      ...(stayMoved
        ? {
            stay: {
              checkin_date: draft.checkin,
              checkout_date: draft.checkout,
              rooms: parties,
              total_price: draft.newTotal ?? stay.total_price,
            },
          }
        : {}),
      ...(guestMoved
        ? {
            guests: {
              guest: {
                ...stay.guest,
                first_name: draft.guest.first_name.trim(),
                last_name: draft.guest.last_name.trim(),
                email: draft.guest.email.trim(),
                phone: draft.guest.phone.trim(),
              },
            },
          }
        : {}),
    },
  };
}

/**
 * What the API's 409 for another total offers (`details.total_price` and each kept room's price by
 * `room_index`), or null when the refusal is another one (sold out, a stale version…).
 */
export function offeredPrices(
  details: Record<string, unknown>,
): { total: number; rooms: Map<number, number> } | null {
  const total = details.total_price;
  if (typeof total !== 'number') return null;
  const rooms = new Map<number, number>();
  if (Array.isArray(details.rooms)) {
    for (const room of details.rooms as unknown[]) {
      const { room_index: index, total_price: price } = (room ?? {}) as Record<string, unknown>;
      if (typeof index === 'number' && typeof price === 'number') rooms.set(index, price);
    }
  }
  return { total, rooms };
}

/**
 * The API's words about the kept room at `position` of the body (`stay.rooms[i].…` from the schema,
 * `rooms[i].…` from the change itself): about its adults, and about anything else of it.
 */
export function roomApiErrors(
  fields: Record<string, readonly string[]>,
  position: number,
): { adults: string[]; other: string[] } {
  const adults: string[] = [];
  const other: string[] = [];
  for (const [field, messages] of Object.entries(fields)) {
    const match = /^(?:stay\.)?rooms\[(\d+)\](.*)$/.exec(field);
    if (!match || Number(match[1]) !== position) continue;
    (match[2] === '.adults' ? adults : other).push(...messages);
  }
  return { adults, other };
}
