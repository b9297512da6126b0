import type { MemberProvider } from '@yadori/contract/membership.schema';
import type { ReservationStatus, UpdateRefusal } from '@yadori/contract/reservation.constants';
import { zonedInstant } from '../../lib/hotel-time.ts';

/**
 * Whose booking it is (spec §6): a guest's, or the member's who booked signed in. Organizations do not
 * book yet; the corporate kind is here so the rule is written once.
 */
export type BookingOwner =
  | { kind: 'guest' }
  | { kind: 'member'; memberId: number }
  | { kind: 'corporate'; organizationId: number };

/** Who is asking: the signed-in member and their organization, if any (from whoami). */
export interface UpdateCaller {
  memberId: number | null;
  organizationId: number | null;
  /** How the member signed in, when the change spends points (spec §6: not through a partner). */
  provider?: MemberProvider;
}

export const SIGNED_OUT: UpdateCaller = { memberId: null, organizationId: null };

/**
 * The last instant a guest may change a stay online: the end of the day before check-in in the
 * hotel's time zone (midnight starting the check-in day). From then on the hotel is already preparing
 * the room and changes go through the hotel.
 * @example updateDeadline('2026-05-02', 'Asia/Tokyo').toISOString() // '2026-05-01T15:00:00.000Z'
 */
export function updateDeadline(checkinDate: string, timeZone: string): Date {
  return zonedInstant(checkinDate, '00:00', timeZone);
}

export interface UpdateRuleInput {
  status: ReservationStatus;
  staffModifiedAt: Date | null;
  checkinDate: string;
  timeZone: string;
  now: Date;
  owner: BookingOwner;
  caller: UpdateCaller;
}

/**
 * Why this caller cannot change this reservation now, or null when they can (spec §6): only a
 * confirmed booking, never once staff changed it, never after the deadline; a member booking needs
 * that member signed in, a corporate booking that organization, and a guest booking needs the caller
 * signed out (a signed-in member looking at a guest booking is asked to sign out first).
 */
export function updateRefusal(input: UpdateRuleInput): UpdateRefusal | null {
  if (input.status === 'cancelled') return 'cancelled';
  if (input.status === 'pending_payment') return 'pending_payment';
  if (input.staffModifiedAt !== null) return 'modified_by_staff';
  if (input.now.getTime() >= updateDeadline(input.checkinDate, input.timeZone).getTime())
    return 'deadline_passed';
  return ownerRefusal(input.owner, input.caller);
}

/** The account part of the rule alone (coupons follow it too). */
export function ownerRefusal(owner: BookingOwner, caller: UpdateCaller): UpdateRefusal | null {
  switch (owner.kind) {
    case 'guest':
      return caller.memberId !== null || caller.organizationId !== null ? 'sign_out_required' : null;
    case 'member':
      return caller.memberId === owner.memberId ? null : 'member_login_required';
    case 'corporate':
      return caller.organizationId === owner.organizationId ? null : 'corporate_login_required';
  }
}
