import type { ResultType } from '@yadori/contract/search.constants';

export type { ResultType };

/**
 * A room chosen on the results page, in the spec's words (section 3 "Selected room"). The booking
 * screens read these; prices are integer minor units, tax-inclusive with the tax alongside.
 */
export interface SelectedRoom {
  roomTypeCode: string;
  roomPlanCode: string;
  numberOfAdults: number;
  numberOfChildren: number;
  quantity: number;
  type: ResultType;
  /** Tax-inclusive total for one room of this kind over the stay. */
  salePrice: number;
  tax: number;
  scrapeIds: readonly string[];
  promotionID: string | null;
  couponCode: string | null;
}

/** A room plan for one party: a multi-room search prices each different party on its own. */
export type SelectedRoomKey = Pick<
  SelectedRoom,
  'roomTypeCode' | 'roomPlanCode' | 'numberOfAdults' | 'numberOfChildren'
>;

const sameRoom = (a: SelectedRoomKey, b: SelectedRoomKey) =>
  a.roomTypeCode === b.roomTypeCode &&
  a.roomPlanCode === b.roomPlanCode &&
  a.numberOfAdults === b.numberOfAdults &&
  a.numberOfChildren === b.numberOfChildren;

/** How many rooms of `key` are chosen (0 when none). */
export function quantityOf(selected: readonly SelectedRoom[], key: SelectedRoomKey): number {
  return selected.find((room) => sameRoom(room, key))?.quantity ?? 0;
}

/** How many rooms of a room type are chosen over all its plans (they share the type's inventory). */
export function quantityOfRoomType(selected: readonly SelectedRoom[], roomTypeCode: string): number {
  return selected
    .filter((room) => room.roomTypeCode === roomTypeCode)
    .reduce((sum, room) => sum + room.quantity, 0);
}

/** A searched party by its counts: what an offer's `matched_search_criteria` names (decision 026). */
export interface PartyCounts {
  adults: number;
  children: number;
}

const sameCounts = (a: PartyCounts, b: PartyCounts) => a.adults === b.adults && a.children === b.children;

/**
 * Gives each room a searched party, in order (decision 026): room after room takes the first party of
 * its size not taken yet, so each party is placed once; a room no party is left for gets null.
 * @example assignParties([{ adults: 2, children: 0 }, { adults: 2, children: 1 }], [{ adults: 2, children: 1 }]) // [{ adults: 2, children: 1 }]
 */
export function assignParties<P extends PartyCounts>(
  parties: readonly P[],
  rooms: readonly PartyCounts[],
): (P | null)[] {
  const free = [...parties];
  return rooms.map((room) => {
    const index = free.findIndex((party) => sameCounts(party, room));
    return index === -1 ? null : (free.splice(index, 1)[0] as P);
  });
}

/** Every chosen room once (a quantity of 2 is two rooms), as party counts. */
function chosenRooms(selected: readonly SelectedRoom[]): PartyCounts[] {
  return selected.flatMap((room) =>
    Array.from({ length: room.quantity }, () => ({
      adults: room.numberOfAdults,
      children: room.numberOfChildren,
    })),
  );
}

/** The searched parties no chosen room has taken yet, in search order. */
export function unplacedParties<P extends PartyCounts>(
  parties: readonly P[],
  selected: readonly SelectedRoom[],
): P[] {
  const taken = new Set(
    assignParties(
      parties.map((party, i) => ({ ...party, i })),
      chosenRooms(selected),
    ).map((p) => p?.i),
  );
  return parties.filter((_, i) => !taken.has(i));
}

/**
 * Whether one more room may be chosen for `party` (decision 026): only while a searched party of that
 * size is unplaced, so the rooms never outnumber the parties. `parties` null (not known): no limit.
 * The reason says why not: every searched room is chosen, or this party's are and others wait.
 */
export type PartyRoomLimit =
  | { allowed: true }
  | { allowed: false; reason: 'allChosen'; searched: number }
  | { allowed: false; reason: 'partyPlaced'; unplaced: PartyCounts[] };

export function partyRoomLimit(
  parties: readonly PartyCounts[] | null,
  selected: readonly SelectedRoom[],
  party: PartyCounts,
): PartyRoomLimit {
  if (!parties || parties.length === 0) return { allowed: true };
  if (chosenRooms(selected).length >= parties.length)
    return { allowed: false, reason: 'allChosen', searched: parties.length };
  const unplaced = unplacedParties(parties, selected);
  if (unplaced.some((p) => sameCounts(p, party))) return { allowed: true };
  return { allowed: false, reason: 'partyPlaced', unplaced };
}

/**
 * Changes the chosen count of one room plan by one (spec section 4): never below 0, never more
 * rooms of a type than `roomCount`, the rooms of that type left, and — when the searched `parties`
 * are known — never a room for a party that is placed already (decision 026). A room at 0 leaves the list.
 * @example stepSelectedRoom([], offer, +1, 3) // [{ ...offer, quantity: 1 }]
 */
export function stepSelectedRoom(
  selected: readonly SelectedRoom[],
  offer: Omit<SelectedRoom, 'quantity'>,
  step: 1 | -1,
  roomCount: number,
  parties: readonly PartyCounts[] | null = null,
): readonly SelectedRoom[] {
  const current = quantityOf(selected, offer);
  if (step > 0 && quantityOfRoomType(selected, offer.roomTypeCode) >= roomCount) return selected;
  const party = { adults: offer.numberOfAdults, children: offer.numberOfChildren };
  if (step > 0 && !partyRoomLimit(parties, selected, party).allowed) return selected;
  const next = Math.max(0, current + step);
  if (next === current) return selected;
  const others = selected.filter((room) => !sameRoom(room, offer));
  if (next === 0) return others;
  const index = selected.findIndex((room) => sameRoom(room, offer));
  const updated: SelectedRoom = { ...offer, quantity: next };
  if (index === -1) return [...selected, updated];
  return selected.map((room, i) => (i === index ? updated : room));
}
