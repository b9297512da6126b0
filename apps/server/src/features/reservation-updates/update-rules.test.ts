import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, type UpdateRuleInput, updateDeadline, updateRefusal } from './update-rules.ts';

const base: UpdateRuleInput = {
  status: 'confirmed',
  staffModifiedAt: null,
  checkinDate: '2026-05-02',
  timeZone: 'Asia/Tokyo',
  now: new Date('2026-05-01T14:59:59Z'),
  owner: { kind: 'guest' },
  caller: SIGNED_OUT,
};

describe('updateDeadline', () => {
  it('is midnight starting the check-in day in the hotel time zone', () => {
    expect(updateDeadline('2026-05-02', 'Asia/Tokyo').toISOString()).toBe('2026-05-01T15:00:00.000Z');
    expect(updateDeadline('2026-05-02', 'Asia/Seoul').toISOString()).toBe('2026-05-01T15:00:00.000Z');
    expect(updateDeadline('2026-05-02', 'America/Los_Angeles').toISOString()).toBe(
      '2026-05-02T07:00:00.000Z',
    );
  });
});

describe('updateRefusal', () => {
  it('lets a signed-out guest change a confirmed booking until the end of the day before check-in', () => {
    expect(updateRefusal(base)).toBeNull();
    expect(updateRefusal({ ...base, now: new Date('2026-05-01T15:00:00Z') })).toBe('deadline_passed');
  });

  it('refuses cancelled, unpaid and staff-changed bookings first', () => {
    expect(updateRefusal({ ...base, status: 'cancelled' })).toBe('cancelled');
    expect(updateRefusal({ ...base, status: 'pending_payment' })).toBe('pending_payment');
    expect(updateRefusal({ ...base, staffModifiedAt: new Date('2026-04-01T00:00:00Z') })).toBe(
      'modified_by_staff',
    );
  });

  it('asks a signed-in member to sign out before changing a guest booking', () => {
    expect(updateRefusal({ ...base, caller: { memberId: 7, organizationId: null } })).toBe(
      'sign_out_required',
    );
    expect(updateRefusal({ ...base, caller: { memberId: 7, organizationId: 3 } })).toBe('sign_out_required');
  });

  it('needs the booking member, or the booking organization, signed in', () => {
    const member = { ...base, owner: { kind: 'member' as const, memberId: 7 } };
    expect(updateRefusal(member)).toBe('member_login_required');
    expect(updateRefusal({ ...member, caller: { memberId: 8, organizationId: null } })).toBe(
      'member_login_required',
    );
    expect(updateRefusal({ ...member, caller: { memberId: 7, organizationId: null } })).toBeNull();
    const corporate = { ...base, owner: { kind: 'corporate' as const, organizationId: 3 } };
    expect(updateRefusal(corporate)).toBe('corporate_login_required');
    expect(updateRefusal({ ...corporate, caller: { memberId: 7, organizationId: 4 } })).toBe(
      'corporate_login_required',
    );
    expect(updateRefusal({ ...corporate, caller: { memberId: 7, organizationId: 3 } })).toBeNull();
  });
});
