// PROVISIONAL until packages/contract/src/search.schema.ts lands: the spec's field names (section 3).
// Replaced by `import type` from the contract as soon as it is committed.

export interface Discount {
  discount_type: 'special' | 'rounding';
  discount_amount: number;
}

export interface RoomPlanResult {
  room_plan_code: string;
  room_plan_name: string;
  total_price: number;
  tax: number;
  matched_search_criteria: {
    adults_count: number;
    adults_with_companion: number;
    children_count: number;
    children_with_kid_tier_A_companion: number;
  };
  inclusive_extra_ids: number[];
  discounts: Discount[];
}

export interface RoomResult {
  room_type_code: string;
  room_type_name: string;
  room_count: number;
  room_plan: RoomPlanResult[];
}

export interface PlanResult {
  hotel_plan_code: string;
  hotel_plan_name: string;
  booking_start_date: string | null;
  inclusive_extra_ids: number[];
  rooms: RoomResult[];
}

export interface SearchData {
  rooms?: RoomResult[];
  plans?: PlanResult[];
  extra_inventories: { extra_id: number; inventory: number }[];
  next_available_date?: string | null;
}
