import type { UserReservation } from '@yadori/contract/membership.schema';

/** One of the member's reservations (at Hanami Kyoto), for the reservations tab. */
export function stayFixture(overrides: Partial<UserReservation> = {}): UserReservation {
  return {
    number: 'AB23CD45EF',
    hotel_id: 2,
    hotel_code: 'hanami-kyoto',
    hotel_name: 'Hanami Kyoto',
    checkin_date: '2027-01-10',
    checkout_date: '2027-01-12',
    nights: 2,
    room_count: 1,
    status: 'done',
    room_type_name: 'Standard Double',
    plan_name: 'Room only',
    total_price: 30000,
    currency: 'JPY',
    ...overrides,
  };
}
