import type { MemberProfile, UserReservation } from '@yadori/contract/membership.schema';
import type { WhoamiUser } from '@yadori/contract/session.schema';

/** A signed-in password member of Hanami Tokyo's brand, for component tests. */
export function memberFixture(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 7,
    name: 'Hanako Yamada',
    first_name: 'Hanako',
    last_name: 'Yamada',
    first_name_kana: null,
    last_name_kana: null,
    email: 'hanako@example.com',
    pending_email: null,
    membership_id: 'M-0007',
    program_id: 1,
    rank_id: 1,
    provider: 'password',
    locale: 'en',
    phone: '+81312345678',
    gender: null,
    birth_date: null,
    postal_code: null,
    address: null,
    newsletter_opt_in: false,
    organization: null,
    organization_role: [],
    point_program_enabled: false,
    non_signed_in_program_ids: [],
    can_update_profile: true,
    needs_setup: false,
    ...overrides,
  };
}

/** The same member as identify sets it in the widget store. */
export function whoamiFixture(member: MemberProfile = memberFixture()): WhoamiUser {
  const { id, name, first_name, last_name, email, membership_id, program_id, rank_id } = member;
  return {
    id,
    name,
    first_name,
    last_name,
    email,
    membership_id,
    program_id,
    rank_id,
    organization: null,
    organization_role: [],
  };
}

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
