import type { PlanResult, RoomPlanOffer, RoomResult } from '@yadori/contract/search.schema';
import type { SearchData } from './search-data.ts';

/** Test data shaped like a `/rooms` answer for Hanami Tokyo, 2 adults, 2 nights. */
export function offerFixture(overrides: Partial<RoomPlanOffer> = {}): RoomPlanOffer {
  return {
    room_plan_code: 'DTW-RO',
    room_plan_name: 'Room only',
    room_plan_description: 'Our simplest rate.',
    hotel_plan_code: 'RO',
    meals: [],
    payment_methods: ['on_site', 'credit_card'],
    deposit_percent: 0,
    cancellation_policy_id: 1,
    cancellation_policy: {
      name: 'Standard',
      cancel_before_at: 18,
      cancellation_policy_parts: [
        { days_before: 7, percentage_of_cost: 20 },
        { days_before: 1, percentage_of_cost: 50 },
      ],
      no_show_percentage_of_cost: 100,
    },
    is_day_use: false,
    booking_start_date: null,
    checkin_date: '2026-12-10',
    checkout_date: '2026-12-12',
    nights: 2,
    total_price: 44_000,
    tax: 4_200,
    accommodation_tax: 400,
    price_before_discounts: 44_000,
    matched_search_criteria: {
      adults_count: 2,
      adults_with_companion: 0,
      children_count: 0,
      children_with_kid_tier_A_companion: 0,
    },
    inclusive_extra_ids: [],
    discounts: [],
    applied_code: null,
    nightly_prices: [
      { date: '2026-12-10', price: 22_000 },
      { date: '2026-12-11', price: 22_000 },
    ],
    is_available: true,
    ...overrides,
  };
}

export function roomFixture(overrides: Partial<RoomResult> = {}): RoomResult {
  return {
    room_type_code: 'DTW',
    room_type_name: 'Deluxe Twin',
    description: 'Two beds and a view of the garden.',
    capacity: 3,
    beds: [{ bed_type: 'single', count: 2 }],
    size: 28,
    images: [{ url: '/demo/rooms/dtw-1.jpg', alt: 'Deluxe Twin with two beds' }],
    room_search_filter_ids: [101, 104],
    room_count: 3,
    room_plan: [offerFixture()],
    ...overrides,
  };
}

export function planFixture(overrides: Partial<PlanResult> = {}): PlanResult {
  const room = roomFixture();
  const { room_plan: _offers, ...info } = room;
  return {
    hotel_plan_code: 'RO',
    hotel_plan_name: 'Room only',
    description: 'Our simplest rate.',
    meals: [],
    payment_methods: ['on_site', 'credit_card'],
    is_day_use: false,
    booking_start_date: null,
    inclusive_extra_ids: [],
    lowest_total_price: 44_000,
    rooms: [{ ...info, ...offerFixture() }],
    ...overrides,
  };
}

export function searchDataFixture(overrides: Partial<SearchData> = {}): SearchData {
  return {
    rooms: [roomFixture()],
    plans: [],
    extra_inventories: [],
    extras: [],
    next_available_date: null,
    search_params: {
      rooms: [
        {
          adults: 2,
          children: 0,
          kids_tiers: [],
          kids_age_range: [],
          adult_companion: 0,
          kid_tier_A_companion: 0,
          checkin_date: '2026-12-10',
          checkout_date: '2026-12-12',
        },
      ],
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      nights: 2,
      search_type: 'dated',
      mode: 'all',
      order: 'price_low_to_high',
      type: 'rooms',
      is_day_use: false,
      currency: 'JPY',
    },
    ...overrides,
  };
}
