import type { Reservation } from '@yadori/contract/reservation.schema';
import type { RoomParty } from '../search-form/room-party.ts';
import type { SelectedRoom } from '../search-results/selected-rooms.ts';
import type { UpdateRoom } from './update-api.ts';

/** The query key the review step reads the kept rooms and their new parties from. */
export const UPDATE_ROOMS_KEY = 'update_rooms';

export const updateReviewPath = (number: string) => `/reservation/update/${encodeURIComponent(number)}`;
export const updateGuestsPath = (number: string) =>
  `/reservation/update/${encodeURIComponent(number)}/guests`;

type BookedRoom = Pick<Reservation['rooms'][number], 'room_index' | 'room_type_code' | 'room_plan_code'>;

/**
 * The change the results page's chosen rooms ask for: each chosen room keeps a booked room of the same
 * room type and plan (the lowest `room_index` not yet kept), with the party it was searched for. Null
 * when a chosen room matches no booked room, or more rooms are chosen than booked.
 * @example planUpdateRooms([{ room_index: 0, … }, { room_index: 1, … }], [{ quantity: 1, … }], parties)
 */
export function planUpdateRooms(
  booked: readonly BookedRoom[],
  selected: readonly SelectedRoom[],
  parties: readonly RoomParty[],
): UpdateRoom[] | null {
  const free = [...booked].sort((a, b) => a.room_index - b.room_index);
  const kept: UpdateRoom[] = [];
  for (const room of selected) {
    const party =
      parties.find((p) => p.adults === room.numberOfAdults && p.children === room.numberOfChildren) ?? null;
    for (let i = 0; i < room.quantity; i++) {
      const at = free.findIndex(
        (b) => b.room_type_code === room.roomTypeCode && b.room_plan_code === room.roomPlanCode,
      );
      const match = free[at];
      if (!match) return null;
      free.splice(at, 1);
      kept.push({
        room_index: match.room_index,
        adults: room.numberOfAdults,
        children: room.numberOfChildren,
        kids_tiers: party ? [...party.kidsTiers] : [],
        kids_age_range: party ? [...party.kidsAges] : [],
      });
    }
  }
  if (kept.length === 0) return null;
  return kept.sort((a, b) => a.room_index - b.room_index);
}

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Reads `update_rooms` (JSON) against the booked rooms: every entry a booked `room_index` at most once,
 * sane parties. Null when anything is off, so a hand-edited address never reaches the server.
 */
export function parseUpdateRooms(raw: string | null, bookedIndexes: readonly number[]): UpdateRoom[] | null {
  if (!raw || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > bookedIndexes.length) return null;
  const seen = new Set<number>();
  const rooms: UpdateRoom[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { room_index, adults, children, kids_tiers, kids_age_range } = entry as Record<string, unknown>;
    if (!isIntIn(room_index, 0, 10_000) || !bookedIndexes.includes(room_index) || seen.has(room_index)) {
      return null;
    }
    if (!isIntIn(adults, 1, 99) || !isIntIn(children ?? 0, 0, 99)) return null;
    const tiers = Array.isArray(kids_tiers)
      ? kids_tiers.filter((t): t is string => typeof t === 'string')
      : [];
    const ages = Array.isArray(kids_age_range)
      ? kids_age_range.filter((a): a is number => isIntIn(a, 0, 17))
      : [];
    seen.add(room_index);
    rooms.push({
      room_index,
      adults,
      children: (children as number | undefined) ?? 0,
      kids_tiers: tiers,
      kids_age_range: ages,
    });
  }
  return rooms.sort((a, b) => a.room_index - b.room_index);
}

const groupOf = (booked: readonly BookedRoom[], roomIndex: number) => {
  const room = booked.find((b) => b.room_index === roomIndex);
  return room ? `${room.room_type_code}\u0000${room.room_plan_code}` : null;
};

/**
 * The same change keeping other booked rooms: within each room type and plan the guest picks which
 * booked rooms stay (as many as the change keeps there), and the parties go to them in order. Null
 * when the pick does not keep exactly that many of each.
 * @example keepOtherRooms(booked, [{ room_index: 0, adults: 2, … }], [1]) // [{ room_index: 1, adults: 2, … }]
 */
export function keepOtherRooms(
  booked: readonly BookedRoom[],
  current: readonly UpdateRoom[],
  keep: readonly number[],
): UpdateRoom[] | null {
  const groups = new Map<string, { parties: UpdateRoom[]; chosen: number[] }>();
  const entry = (key: string) => {
    const found = groups.get(key) ?? { parties: [], chosen: [] };
    groups.set(key, found);
    return found;
  };
  for (const room of [...current].sort((a, b) => a.room_index - b.room_index)) {
    const key = groupOf(booked, room.room_index);
    if (key === null) return null;
    entry(key).parties.push(room);
  }
  for (const index of [...new Set(keep)].sort((a, b) => a - b)) {
    const key = groupOf(booked, index);
    if (key === null) return null;
    entry(key).chosen.push(index);
  }
  const rooms: UpdateRoom[] = [];
  for (const { parties, chosen } of groups.values()) {
    if (parties.length !== chosen.length) return null;
    for (const [i, party] of parties.entries()) rooms.push({ ...party, room_index: chosen[i] as number });
  }
  return rooms.sort((a, b) => a.room_index - b.room_index);
}
