import type { WhoamiUser } from '@yadori/contract/session.schema';
import { memberFixture, whoamiFixture } from '../../../test/member-fixtures.ts';
import type {
  Organization,
  OrganizationExport,
  OrganizationReservation,
  ReservationsPage,
} from './organization-api.ts';

/** The demo's Sakura Trading as its people see it in their session. */
export const SAKURA = {
  id: 1,
  program_id: 1,
  name: '桜商事株式会社',
  display_name: 'Sakura Trading',
} as const;

/** A corporate user of Sakura Trading (its admin unless `role` says otherwise), as identify sets them. */
export function corporateUser(role: 'admin' | 'member' = 'admin'): WhoamiUser {
  return whoamiFixture(
    memberFixture({
      id: role === 'admin' ? 4 : 3,
      name: role === 'admin' ? 'Aiko Tanaka' : 'Kenji Sato',
      organization: { ...SAKURA },
      organization_role: [role],
    }),
  );
}

/** Sakura Trading with its quota of the demo's fiscal year. */
export function organizationFixture(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 1,
    name: SAKURA.name,
    display_name: SAKURA.display_name,
    program_id: 1,
    referrer_code: 'SAKURA-TRADING',
    max_stays: 120,
    reserved_nights: 6,
    remaining_nights: 114,
    quota_period: 'yearly',
    period_start: '2026-04-01',
    period_end: '2027-03-31',
    ...overrides,
  };
}

export function organizationReservationFixture(
  overrides: Partial<OrganizationReservation> = {},
): OrganizationReservation {
  return {
    number: 'HN-20261201-0001',
    hotel_id: 1,
    hotel_name: 'Hanami Hotel Tokyo',
    status: 'confirmed',
    checkin_date: '2026-12-01',
    checkout_date: '2026-12-03',
    nights: 2,
    room_count: 1,
    room_nights: 2,
    guest_name: 'Kenji Sato',
    booker_name: 'Kenji Sato',
    booker_email: 'kenji.sato@example.com',
    total_price: 36000,
    currency: 'JPY',
    referrer_code: 'SAKURA-TRADING',
    created_at: '2026-11-20T05:00:00.000Z',
    ...overrides,
  };
}

/** One page of the list. */
export function reservationsPage(
  data: OrganizationReservation[],
  { page = 1, totalPages = 1, totalEntries = data.length } = {},
): ReservationsPage {
  return { data, page, per_page: 20, total_pages: totalPages, total_entries: totalEntries };
}

export function exportFixture(overrides: Partial<OrganizationExport> = {}): OrganizationExport {
  return {
    id: 11,
    status: 'pending',
    checkin_from: '2026-04-01',
    checkin_to: '2027-03-31',
    row_count: null,
    file_name: 'sakura-trading-reservations-20260401-20270331.zip',
    created_at: '2026-11-24T03:00:00.000Z',
    expires_at: null,
    ...overrides,
  };
}
