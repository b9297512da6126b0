import { memberSessionGrantSchema } from '@yadori/contract/membership.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members, membershipPrograms } from '../../db/tables/members.table.ts';
import { hashPassword } from '../../lib/password.ts';
import { DEMO_MEMBERS, DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { movableClock } from '../../testing/test-requests.ts';
import { insertProgram } from '../membership-programs/membership-programs.service.ts';
import { insertMember } from './member-sessions.repository.ts';
import {
  clearSignInLock,
  grantMemberSession,
  issueMemberSession,
  linkFederatedMember,
  MEMBER_SESSION_TTL_MS,
  memberProfile,
  requireMember,
} from './member-sessions.service.ts';

/** The shared member-session API other member features build on (grant, profile, requireMember, linking). */
describe.each(testDatabaseKinds())('member session API on %s', (kind) => {
  const clock = movableClock();
  let t: TestApp;
  let club: { id: number; rankIds: number[] };
  let suite: { id: number; rankIds: number[] };
  let otherBrandProgram: { id: number; rankIds: number[] };
  beforeAll(async () => {
    t = await createTestApp({ database: kind, now: clock.now });
    // The seed's Hanami Club is the brand's default program (ranks Regular < Silver < Gold) and Hanako's;
    // here it lets no member update a profile, so only the test's Hanami Suites does (spec §5).
    club = {
      id: DEMO_PROGRAMS.hanamiClub.id,
      rankIds: Object.values(DEMO_PROGRAMS.hanamiClub.ranks).map((r) => r.id),
    };
    await t.db
      .update(membershipPrograms)
      .set({ updateMemberProfileEnabled: false })
      .where(eq(membershipPrograms.id, club.id));
    suite = await insertProgram(t.db, {
      brandId: 1,
      name: 'Hanami Suites',
      updateMemberProfileEnabled: true,
      sortOrder: 1,
      ranks: [{ name: 'Member' }],
    });
    otherBrandProgram = await insertProgram(t.db, { brandId: 2, name: 'Yamabuki Club' });
  });
  afterAll(() => t?.close());

  const bearer = (token: string) => `Bearer ${token}`;
  /** Hanako's grant at Hanami (brand 1) in English, unless `over` says otherwise. */
  const grant = (over: Partial<Parameters<typeof grantMemberSession>[1]> = {}) =>
    grantMemberSession(t.db, {
      memberId: DEMO_MEMBERS.hanako.id,
      brandId: 1,
      locale: 'en',
      now: clock.now(),
      ...over,
    });
  const issue = (memberId: number, over: Partial<Parameters<typeof issueMemberSession>[1]> = {}) =>
    issueMemberSession(t.db, { memberId, brandId: 1, now: clock.now(), ...over });
  /** A new Hanami member of the test's own. */
  const newMember = (
    email: string,
    firstName: string,
    lastName: string,
    over: Partial<Parameters<typeof insertMember>[1]> = {},
  ) => insertMember(t.db, { brandId: 1, email, firstName, lastName, ...over });
  const profileOf = (memberId: number, programId: number | null, locale: 'en' | 'ja' = 'en') =>
    memberProfile(t.db, { memberId, brandId: 1, programId, locale });

  describe('grantMemberSession', () => {
    it('answers a grant whose session signs the member in, in the default program', async () => {
      const granted = await grant();
      memberSessionGrantSchema.shape.data.parse(granted);
      expect(granted.token_type).toBe('Bearer');
      expect(granted.refresh_token).not.toBe(granted.session);
      expect(new Date(granted.expires_at).getTime()).toBe(clock.now().getTime() + MEMBER_SESSION_TTL_MS);
      expect(granted.user).toMatchObject({
        id: DEMO_MEMBERS.hanako.id,
        name: 'Hanako Yamada',
        email: DEMO_MEMBERS.hanako.email,
        program_id: club.id,
        non_signed_in_program_ids: [suite.id],
        provider: 'password',
        can_update_profile: true,
        needs_setup: false,
      });
      const signedIn = await requireMember(t.db, {
        authorization: bearer(granted.session),
        brandId: 1,
        now: clock.now(),
      });
      expect(signedIn).toMatchObject({ memberId: DEMO_MEMBERS.hanako.id, brandId: 1, programId: club.id });
    });

    it('signs in to the named program of the brand, and refuses another brand’s program', async () => {
      const granted = await grant({ programId: suite.id, locale: 'ja' });
      expect(granted.user).toMatchObject({
        name: 'Yamada Hanako',
        program_id: suite.id,
        non_signed_in_program_ids: [club.id],
      });
      await expect(grant({ programId: otherBrandProgram.id })).rejects.toMatchObject({ status: 404 });
    });

    it('refuses a member of another brand', async () => {
      await expect(grant({ memberId: DEMO_MEMBERS.taro.id })).rejects.toMatchObject({
        status: 401,
        code: 3401,
      });
    });
  });

  describe('requireMember', () => {
    const require = (authorization: string | undefined, brandId = 1) =>
      requireMember(t.db, { authorization, brandId, now: clock.now() });

    it('refuses no token with 401, an unknown one with 3401 and another brand’s with 3402', async () => {
      await expect(require(undefined)).rejects.toMatchObject({
        status: 401,
        code: 401,
        title: 'UNAUTHORIZED',
      });
      await expect(require('Bearer nobody.knows')).rejects.toMatchObject({ status: 401, code: 3401 });
      const { token } = await issue(DEMO_MEMBERS.taro.id, { brandId: 2 });
      await expect(require(bearer(token), 1)).rejects.toMatchObject({ status: 401, code: 3402 });
      await expect(require(bearer(token), 2)).resolves.toMatchObject({ memberId: DEMO_MEMBERS.taro.id });
    });

    it('answers an expired session with 401 SESSION_EXPIRED 1400', async () => {
      const { token } = await issue(DEMO_MEMBERS.hanako.id, { ttlMs: 1000 });
      await expect(require(bearer(token))).resolves.toMatchObject({ memberId: DEMO_MEMBERS.hanako.id });
      clock.advance(1000);
      await expect(require(bearer(token))).rejects.toMatchObject({
        status: 401,
        code: 1400,
        title: 'SESSION_EXPIRED',
      });
    });

    it('refuses the session of a deleted member', async () => {
      const memberId = await newMember('leaving@example.com', 'Leo', 'Leaving');
      const { token } = await issue(memberId);
      await expect(require(bearer(token))).resolves.toMatchObject({ memberId });
      await t.db.update(members).set({ deletedAt: clock.now() }).where(eq(members.id, memberId));
      await expect(require(bearer(token))).rejects.toMatchObject({ status: 401, code: 3401 });
      await expect(profileOf(memberId, null)).rejects.toMatchObject({ status: 401, code: 3401 });
    });
  });

  describe('memberProfile', () => {
    it('cannot update the profile of a loyalty-programme account (spec §5)', async () => {
      const memberId = await newMember('loyal@example.com', 'Lou', 'Loyal', { provider: 'creansmaerd' });
      const profile = await profileOf(memberId, club.id);
      expect(profile).toMatchObject({
        provider: 'creansmaerd',
        can_update_profile: false,
        program_id: club.id,
      });
    });

    it('gives the rank only in the program the member belongs to', async () => {
      const memberId = await newMember('gold@example.com', 'Gil', 'Gold', {
        programId: club.id,
        rankId: club.rankIds[1],
      });
      const inClub = await profileOf(memberId, club.id);
      expect(inClub.rank_id).toBe(club.rankIds[1]);
      const inSuites = await profileOf(memberId, suite.id);
      expect(inSuites.rank_id).toBeNull();
    });
  });

  describe('linkFederatedMember', () => {
    const link = (over: Partial<Parameters<typeof linkFederatedMember>[1]>) =>
      linkFederatedMember(t.db, {
        brandId: 1,
        provider: 'line',
        subject: 'U-line-1',
        email: null,
        emailVerified: false,
        firstName: null,
        lastName: null,
        locale: 'ja',
        now: clock.now(),
        ...over,
      });

    it('creates a confirmed member without a password that needs setup, then finds it again', async () => {
      const first = await link({});
      expect(first.created).toBe(true);
      const again = await link({ email: 'line-user@example.com', emailVerified: true });
      expect(again).toEqual({ memberId: first.memberId, created: false });
      const profile = await profileOf(first.memberId, null, 'ja');
      expect(profile).toMatchObject({ provider: 'line', email: '', needs_setup: true });
      const [row] = await t.db.select().from(members).where(eq(members.id, first.memberId));
      expect(row).toMatchObject({ passwordHash: null, programId: club.id, rankId: club.rankIds[0] });
      expect(row?.confirmedAt).not.toBeNull();
    });

    it('links an existing member with the same verified email and confirms a provisional one', async () => {
      const memberId = await newMember('Provisional@Example.com', 'Pia', 'Pending', {
        passwordHash: await hashPassword('Provisional1!'),
      });
      const linked = await link({
        provider: 'open_id',
        subject: 'oidc-sub-9',
        email: 'provisional@example.com',
        emailVerified: true,
      });
      expect(linked).toEqual({ memberId, created: false });
      const [row] = await t.db.select().from(members).where(eq(members.id, memberId));
      expect(row?.confirmedAt).not.toBeNull();
      const identities = await t.db
        .select()
        .from(memberIdentities)
        .where(eq(memberIdentities.memberId, memberId));
      expect(identities).toMatchObject([{ provider: 'open_id', subject: 'oidc-sub-9', brandId: 1 }]);
    });

    it('never links by an unverified email: a new member that must give an email at setup', async () => {
      const linked = await link({
        provider: 'facebook',
        subject: 'fb-1',
        email: DEMO_MEMBERS.hanako.email,
        emailVerified: false,
        firstName: 'Hana',
        lastName: 'Imposter',
      });
      expect(linked.created).toBe(true);
      expect(linked.memberId).not.toBe(DEMO_MEMBERS.hanako.id);
      const profile = await profileOf(linked.memberId, null);
      expect(profile).toMatchObject({ email: '', needs_setup: true, first_name: 'Hana' });
    });

    it('keeps brands apart: the same subject at another brand is another member', async () => {
      const hanami = await link({ subject: 'shared-subject' });
      const yamabuki = await link({ subject: 'shared-subject', brandId: 2 });
      expect(yamabuki.memberId).not.toBe(hanami.memberId);
      const [row] = await t.db.select().from(members).where(eq(members.id, yamabuki.memberId));
      expect(row?.brandId).toBe(2);
    });
  });

  it('clearSignInLock forgets failed sign-ins and lifts a lock', async () => {
    const memberId = await newMember('locked@example.com', 'L', 'K');
    await t.db
      .update(members)
      .set({ failedSignIns: 3, lockedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(members.id, memberId));
    await clearSignInLock(t.db, memberId);
    const [row] = await t.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });
});
