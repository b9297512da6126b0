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

/**
 * Changes the chosen count of one room plan by one (spec section 4): never below 0, and never more
 * rooms of a type than `roomCount`, the rooms of that type left. A room at 0 leaves the list.
 * @example stepSelectedRoom([], offer, +1, 3) // [{ ...offer, quantity: 1 }]
 */
export function stepSelectedRoom(
  selected: readonly SelectedRoom[],
  offer: Omit<SelectedRoom, 'quantity'>,
  step: 1 | -1,
  roomCount: number,
): readonly SelectedRoom[] {
  const current = quantityOf(selected, offer);
  if (step > 0 && quantityOfRoomType(selected, offer.roomTypeCode) >= roomCount) return selected;
  const next = Math.max(0, current + step);
  if (next === current) return selected;
  const others = selected.filter((room) => !sameRoom(room, offer));
  if (next === 0) return others;
  const index = selected.findIndex((room) => sameRoom(room, offer));
  const updated: SelectedRoom = { ...offer, quantity: next };
  if (index === -1) return [...selected, updated];
  return selected.map((room, i) => (i === index ? updated : room));
}
