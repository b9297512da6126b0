/**
 * Staff of a brand's hotels (decision 058), without Zod so the console can import them.
 * - `brand_admin`: every hotel of the brand, its settings, its staff and its audit log.
 * - `hotel_manager`: the named hotels: set-up, rates and availability, reservations.
 * - `front_desk`: the named hotels: reservations (read, notes, no-show, cancel, mails); rates read-only.
 */
export const STAFF_ROLES = ['brand_admin', 'hotel_manager', 'front_desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff account may do; `staffMay` is the one authorization matrix, server and console alike. */
export const STAFF_ABILITIES = [
  'hotel.read',
  'hotel.configure',
  'rates.read',
  'rates.edit',
  'reservations.read',
  'reservations.handle',
  'payments.handle',
  'staff.manage',
  'brand.configure',
  'audit.read',
  /** Partner API keys and webhook endpoints of a hotel (decision 059). */
  'integrations.manage',
] as const;
export type StaffAbility = (typeof STAFF_ABILITIES)[number];

const ABILITIES_OF: Record<StaffRole, readonly StaffAbility[]> = {
  brand_admin: STAFF_ABILITIES,
  hotel_manager: [
    'hotel.read',
    'hotel.configure',
    'rates.read',
    'rates.edit',
    'reservations.read',
    'reservations.handle',
    'payments.handle',
    'integrations.manage',
  ],
  front_desk: ['hotel.read', 'rates.read', 'reservations.read', 'reservations.handle'],
};

/** True when `role` grants `ability` (on the hotels the account may see). */
export function staffMay(role: StaffRole, ability: StaffAbility): boolean {
  return ABILITIES_OF[role].includes(ability);
}

/** A console page of reservations (issue 17: the list is 50 a page). */
export const STAFF_RESERVATIONS_PAGE_SIZE = 50;
/** Nights one bulk rate and availability edit may cover: a year and a day (a leap year's). */
export const STAFF_BULK_EDIT_MAX_DAYS = 366;
/** Nights one grid read may cover. */
export const STAFF_GRID_MAX_DAYS = 93;
/** Failed sign-ins in a row before an account is locked, and for how long. */
export const STAFF_SIGN_IN_ATTEMPTS = 5;
export const STAFF_LOCK_MINUTES = 15;
/** A console session ends after this long unused, and after this long in any case. */
export const STAFF_SESSION_IDLE_MINUTES = 60;
export const STAFF_SESSION_MAX_HOURS = 12;
