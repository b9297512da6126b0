import type { RecommendationResponse } from '@yadori/contract/search.schema';
import type { SelectedRoom } from '../search-results/selected-rooms.ts';

export type Recommendation = RecommendationResponse['data']['recommendations'][number];

/**
 * The chosen rooms of one recommended combination (spec section 3 "Selected room"): the same room
 * plan for the same party counts once with its quantity.
 */
export function selectionOf(recommendation: Recommendation): SelectedRoom[] {
  const selected: SelectedRoom[] = [];
  for (const room of recommendation.rooms) {
    const same = selected.find(
      (s) =>
        s.roomTypeCode === room.room_type_code &&
        s.roomPlanCode === room.room_plan_code &&
        s.numberOfAdults === room.adults &&
        s.numberOfChildren === room.children,
    );
    if (same) {
      same.quantity += 1;
      continue;
    }
    selected.push({
      roomTypeCode: room.room_type_code,
      roomPlanCode: room.room_plan_code,
      numberOfAdults: room.adults,
      numberOfChildren: room.children,
      quantity: 1,
      type: 'rooms',
      salePrice: room.total_price,
      tax: room.tax,
      scrapeIds: [],
      promotionID: null,
      couponCode: null,
    });
  }
  return selected;
}
