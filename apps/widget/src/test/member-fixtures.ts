import type { MemberProfile } from '@yadori/contract/membership.schema';
import { type WhoamiUser, whoamiUserSchema } from '@yadori/contract/session.schema';

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
    adult_companion: null,
    kid_companion: null,
    ...overrides,
  };
}

/** The same member as identify and a sign-in set it in the widget store: the contract's whoami fields. */
export function whoamiFixture(member: MemberProfile = memberFixture()): WhoamiUser {
  return whoamiUserSchema.parse(member);
}
