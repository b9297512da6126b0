import type { SearchOrder } from '@yadori/contract/search.constants';
import type { PlanResult, RoomResult } from '@yadori/contract/search.schema';

const byPrice = (order: SearchOrder) => (a: number, b: number) =>
  order === 'price_high_to_low' ? b - a : a - b;

type Offer = RoomResult['room_plan'][number];

/** Offers of a multi-room search come per party: larger parties first, then by price. */
const byPartyThenPrice = (order: SearchOrder) => (a: Offer, b: Offer) =>
  b.matched_search_criteria.adults_count - a.matched_search_criteria.adults_count ||
  b.matched_search_criteria.children_count - a.matched_search_criteria.children_count ||
  byPrice(order)(a.total_price, b.total_price);

const lowest = (room: RoomResult) =>
  room.room_plan.reduce((min, offer) => Math.min(min, offer.total_price), Number.POSITIVE_INFINITY);

/**
 * Rooms in the chosen order: by their cheapest offer, and each room's offers by price too. The
 * server sorts already; this keeps the page right however the answer is ordered. "Recommended"
 * keeps the server's order. Sorting is stable, so equal prices keep the server's order.
 */
export function sortRooms(rooms: readonly RoomResult[], order: SearchOrder): RoomResult[] {
  if (order === 'recommended') return [...rooms];
  const compare = byPrice(order);
  return rooms
    .map((room) => ({
      ...room,
      room_plan: [...room.room_plan].sort(byPartyThenPrice(order)),
    }))
    .sort((a, b) => compare(lowest(a), lowest(b)));
}

/** Plans in the chosen order, by their lowest total, and each plan's rooms by price. */
export function sortPlans(plans: readonly PlanResult[], order: SearchOrder): PlanResult[] {
  if (order === 'recommended') return [...plans];
  const compare = byPrice(order);
  return plans
    .map((plan) => ({
      ...plan,
      rooms: [...plan.rooms].sort((a, b) => compare(a.total_price, b.total_price)),
    }))
    .sort((a, b) => compare(a.lowest_total_price, b.lowest_total_price));
}
