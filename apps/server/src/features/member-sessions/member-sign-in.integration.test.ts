import { errorBodySchema } from '@yadori/contract/errors';
import {
  memberProfileResponseSchema,
  memberSessionGrantSchema,
  programResponseSchema,
  programsResponseSchema,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_LOCK_THRESHOLD,
} from '@yadori/contract/membership.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointPrograms } from '../../db/tables/member-points.table.ts';
import { members } from '../../db/tables/members.table.ts';
import { hashPassword } from '../../lib/password.ts';
import { DEMO_HOTEL_CLIENTS, DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';
import { insertProgram } from '../membership-programs/membership-programs.service.ts';
import { insertMember } from './member-sessions.repository.ts';
import { clearSignInLock, MEMBER_SESSION_TTL_MS, REFRESH_TOKEN_TTL_MS } from './member-sessions.service.ts';

const TOKYO = { id: 1, code: 'hanami-tokyo' };
const KYOTO = { id: 2, code: 'hanami-kyoto' };
const YAMABUKI = { id: 4, code: 'yamabuki-ryokan' };
const PASSWORD = 'Sakura2026!';

type Grant = ReturnType<typeof memberSessionGrantSchema.parse>['data'];

describe.each(testDatabaseKinds())('member sign-in, tokens and programs on %s', (kind) => {
  const clock = movableClock();
  let t: TestApp;
  let clientSession: string;
  let club: { id: number; rankIds: number[] };
  let suites: { id: number; rankIds: number[] };
  let yamabukiClub: { id: number; rankIds: number[] };
  let hash: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ database: kind, now: clock.now });
    clientSession = await issueClientSession(t.app);
    hash = await hashPassword(PASSWORD);
    // The seed's programs: Hanami Club (Hanami's default, ranks Regular < Silver < Gold) and Friends of
    // Yamabuki (Yamabuki's default). The test adds a second Hanami program, with a rank named in
    // Japanese and one named only in its own column.
    club = {
      id: DEMO_PROGRAMS.hanamiClub.id,
      rankIds: Object.values(DEMO_PROGRAMS.hanamiClub.ranks).map((r) => r.id),
    };
    suites = await insertProgram(t.db, {
      brandId: 1,
      name: 'Hanami Suites',
      sortOrder: 1,
      ranks: [{ name: 'Blue', translations: [{ locale: 'ja', name: 'ブルー' }] }, { name: 'Gold' }],
    });
    yamabukiClub = {
      id: DEMO_PROGRAMS.yamabukiFriends.id,
      rankIds: Object.values(DEMO_PROGRAMS.yamabukiFriends.ranks).map((r) => r.id),
    };
  });
  afterAll(() => t?.close());
  // A client session lasts 0.75 day (spec §9) and some tests move the clock by weeks.
  beforeEach(async () => {
    clientSession = await issueClientSession(t.app);
  });
  const advance = async (ms: number) => {
    clock.advance(ms);
    clientSession = await issueClientSession(t.app);
  };

  /** A confirmed member with PASSWORD (other fields as given), and their email. */
  async function member(
    over: Partial<Parameters<typeof insertMember>[1]> = {},
  ): Promise<{ id: number; email: string }> {
    seq += 1;
    const email = `guest${seq}@example.com`;
    const id = await insertMember(t.db, {
      brandId: 1,
      email,
      firstName: 'Sakura',
      lastName: 'Kimura',
      passwordHash: hash,
      confirmedAt: clock.now(),
      programId: club.id,
      rankId: club.rankIds[1],
      ...over,
    });
    return { id, email: over.email ?? email };
  }

  const headers = (bearer?: string, locale = 'en') => ({
    'client-session': clientSession,
    'tripla-locale': locale,
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  });

  const signIn = (
    email: string,
    password = PASSWORD,
    hotel = TOKYO,
    extra: Record<string, unknown> = {},
    locale = 'en',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/book/hotels/${hotel.id}/memberships/sign_in`,
      headers: headers(undefined, locale),
      payload: { grant_type: 'password', hotel_id: hotel.id, email, password, ...extra },
    });

  const grantOf = async (email: string, hotel = TOKYO, extra: Record<string, unknown> = {}) => {
    const response = await signIn(email, PASSWORD, hotel, extra);
    expect(response.statusCode, response.body).toBe(200);
    return memberSessionGrantSchema.parse(response.json()).data;
  };

  const refresh = (token: string, hotel = TOKYO, hotelCode = hotel.code) =>
    t.app.inject({
      method: 'POST',
      url: `/book/hotels/${hotel.id}/memberships/tokens`,
      headers: headers(),
      payload: { grant_type: 'refresh_token', refresh_token: token, hotel_code: hotelCode },
    });

  const me = (bearer?: string, locale = 'en') =>
    t.app.inject({ url: '/book/user/me', headers: headers(bearer, locale) });

  const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).errors[0]!;

  describe('sign_in', () => {
    it('signs a member in: session, refresh token and profile, never cached', async () => {
      const { id, email } = await member();
      const response = await signIn(email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const grant = memberSessionGrantSchema.parse(response.json()).data;
      expect(grant).toMatchObject({ token_type: 'Bearer' });
      expect(grant.expires_at).toBe(new Date(clock.now().getTime() + MEMBER_SESSION_TTL_MS).toISOString());
      expect(grant.user).toMatchObject({
        id,
        email,
        name: 'Sakura Kimura',
        program_id: club.id,
        rank_id: club.rankIds[1],
        non_signed_in_program_ids: [suites.id],
        provider: 'password',
      });
      const profile = memberProfileResponseSchema.parse((await me(grant.session)).json()).data;
      expect(profile).toMatchObject({ id, program_id: club.id });
    });

    it('answers an unknown email and a wrong password exactly alike (spec §8 sign-in failed)', async () => {
      const { email } = await member();
      const unknown = await signIn('nobody-here@example.com', PASSWORD, TOKYO, {}, 'ja');
      const wrong = await signIn(email, 'Wrong-password-1', TOKYO, {}, 'ja');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(errorOf(wrong)).toMatchObject({ title: 'UNAUTHORIZED', code: 401 });
      expect(errorOf(wrong).details.base[0]!.error).toContain('ログインに失敗しました');
    });

    it('answers a provider account without a password like an unknown email', async () => {
      const { email } = await member({ passwordHash: null, provider: 'line' });
      const line = await signIn(email);
      expect(line.statusCode).toBe(401);
      expect(line.json()).toEqual((await signIn('nobody-at-all@example.com')).json());
    });

    it('tells a provisional sign-up to open the confirmation link, only with the right password', async () => {
      const { email } = await member({ confirmedAt: null });
      const right = await signIn(email);
      expect(right.statusCode).toBe(403);
      expect(errorOf(right).details.base[0]!.error).toMatch(/confirmation email/);
      const wrong = await signIn(email, 'Not-the-password-1');
      expect(wrong.statusCode).toBe(401);
    });

    it('tells an account the facility made without a password to reset it (1403)', async () => {
      const { email } = await member({ passwordHash: null, provider: 'password' });
      const response = await signIn(email, 'anything-at-all', TOKYO, {}, 'ko');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 1403, details: { code: 1403 } });
      expect(errorOf(response).details.base[0]!.error).toContain('비밀번호를 잊으셨나요?');
    });

    it(`locks after ${SIGN_IN_LOCK_THRESHOLD} wrong passwords (423 1301), even for the right one, until ${SIGN_IN_LOCK_MINUTES} minutes pass`, async () => {
      const { email } = await member();
      for (let i = 1; i < SIGN_IN_LOCK_THRESHOLD; i++) {
        expect((await signIn(email, `Wrong-${i}-password`)).statusCode).toBe(401);
      }
      const locking = await signIn(email, 'Wrong-last-password');
      expect(locking.statusCode).toBe(423);
      expect(errorOf(locking)).toMatchObject({ code: 1301, details: { code: 1301 } });
      const whileLocked = await signIn(email);
      expect(whileLocked.statusCode).toBe(423);
      expect(errorOf(whileLocked).code).toBe(1301);
      clock.advance(SIGN_IN_LOCK_MINUTES * 60_000 - 1);
      expect((await signIn(email)).statusCode).toBe(423);
      clock.advance(1);
      expect((await signIn(email)).statusCode).toBe(200);
      // The lock started the count again: one more wrong password does not lock.
      expect((await signIn(email, 'Wrong-again-1')).statusCode).toBe(401);
    });

    it('forgets failed attempts on a successful sign-in', async () => {
      const { id, email } = await member();
      for (let i = 1; i < SIGN_IN_LOCK_THRESHOLD; i++) await signIn(email, `Wrong-${i}-password`);
      expect((await signIn(email)).statusCode).toBe(200);
      const [row] = await t.db.select().from(members).where(eq(members.id, id));
      expect(row?.failedSignIns).toBe(0);
      for (let i = 1; i < SIGN_IN_LOCK_THRESHOLD; i++) {
        expect((await signIn(email, `Wrong-${i}-password`)).statusCode).toBe(401);
      }
    });

    it('is unlocked by clearSignInLock (what a password reset calls)', async () => {
      const { id, email } = await member();
      for (let i = 0; i < SIGN_IN_LOCK_THRESHOLD; i++) await signIn(email, `Wrong-${i}-password`);
      expect((await signIn(email)).statusCode).toBe(423);
      await clearSignInLock(t.db, id);
      expect((await signIn(email)).statusCode).toBe(200);
    });

    it('refuses a hotel_id other than the hotel of the address', async () => {
      const { email } = await member();
      const response = await t.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO.id}/memberships/sign_in`,
        headers: headers(),
        payload: { grant_type: 'password', hotel_id: KYOTO.id, email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 1000,
        details: { fields: { hotel_id: [expect.any(String)] } },
      });
    });

    it('refuses another grant_type, a missing password and an unknown hotel', async () => {
      const { email } = await member();
      expect((await signIn(email, PASSWORD, TOKYO, { grant_type: 'refresh_token' })).statusCode).toBe(400);
      const missing = await t.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO.id}/memberships/sign_in`,
        headers: headers(),
        payload: { grant_type: 'password', hotel_id: TOKYO.id, email },
      });
      expect(missing.statusCode).toBe(400);
      expect((await signIn(email, PASSWORD, { id: 9999, code: 'none' })).statusCode).toBe(404);
    });

    it('never signs a member of one brand in at another brand’s hotel', async () => {
      const { email } = await member();
      const elsewhere = await signIn(email, PASSWORD, YAMABUKI);
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json()).toEqual(
        (await signIn('nobody-anywhere@example.com', PASSWORD, YAMABUKI)).json(),
      );
      // …and is fine at any hotel of its own brand.
      expect((await signIn(email, PASSWORD, KYOTO)).statusCode).toBe(200);
    });

    it('refuses a deleted member', async () => {
      const { id, email } = await member();
      await t.db.update(members).set({ deletedAt: clock.now() }).where(eq(members.id, id));
      expect((await signIn(email)).statusCode).toBe(401);
    });

    it('signs in to the named program of the brand; another brand’s program is 404', async () => {
      const { email } = await member();
      const grant = await grantOf(email, TOKYO, { program_id: suites.id });
      expect(grant.user).toMatchObject({
        program_id: suites.id,
        rank_id: null,
        non_signed_in_program_ids: [club.id],
      });
      expect((await signIn(email, PASSWORD, TOKYO, { program_id: yamabukiClub.id })).statusCode).toBe(404);
    });
  });

  describe('tokens', () => {
    it('rotates the refresh token on every use', async () => {
      const { id, email } = await member();
      const first = await grantOf(email);
      const second = await refresh(first.refresh_token);
      expect(second.statusCode).toBe(200);
      const next = memberSessionGrantSchema.parse(second.json()).data;
      expect(next.refresh_token).not.toBe(first.refresh_token);
      expect(next.session).not.toBe(first.session);
      expect(next.user).toMatchObject({ id, program_id: club.id });
      expect((await me(next.session)).statusCode).toBe(200);
      const third = await refresh(next.refresh_token, KYOTO);
      expect(third.statusCode).toBe(200);
    });

    it('keeps the program the family signed in to', async () => {
      const { email } = await member();
      const first = await grantOf(email, TOKYO, { program_id: suites.id });
      const next = memberSessionGrantSchema.parse((await refresh(first.refresh_token)).json()).data;
      expect(next.user.program_id).toBe(suites.id);
    });

    it('revokes the whole family and the member’s sessions when a used token comes again', async () => {
      const { email } = await member();
      const first = await grantOf(email);
      const next = memberSessionGrantSchema.parse((await refresh(first.refresh_token)).json()).data;
      const replay = await refresh(first.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(errorOf(replay)).toMatchObject({ title: 'UNAUTHORIZED', code: 3401 });
      const thief = await refresh(next.refresh_token);
      expect(thief.statusCode).toBe(401);
      expect(errorOf(thief).code).toBe(3401);
      expect((await me(next.session)).statusCode).toBe(401);
      expect((await me(first.session)).statusCode).toBe(401);
    });

    it('answers an expired refresh token with 401 1400', async () => {
      const { email } = await member();
      const first = await grantOf(email);
      await advance(REFRESH_TOKEN_TTL_MS);
      const response = await refresh(first.refresh_token);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({ title: 'SESSION_EXPIRED', code: 1400 });
    });

    it('answers an unknown refresh token with 401 3401', async () => {
      const response = await refresh('not-a-token-we-made');
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe(3401);
    });

    it('refuses another brand (3402) without spending the token', async () => {
      const { email } = await member();
      const first = await grantOf(email);
      const atYamabuki = await refresh(first.refresh_token, YAMABUKI);
      expect(atYamabuki.statusCode).toBe(401);
      expect(errorOf(atYamabuki)).toMatchObject({ code: 3402, details: { code: 3402 } });
      // A hotel_code of another brand than the address.
      const mixed = await refresh(first.refresh_token, TOKYO, YAMABUKI.code);
      expect(mixed.statusCode).toBe(401);
      expect(errorOf(mixed).code).toBe(3402);
      expect((await refresh(first.refresh_token)).statusCode).toBe(200);
    });

    it('refuses an unknown hotel_code and another grant_type', async () => {
      const { email } = await member();
      const first = await grantOf(email);
      expect((await refresh(first.refresh_token, TOKYO, 'no-such-hotel')).statusCode).toBe(404);
      const wrongGrant = await t.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO.id}/memberships/tokens`,
        headers: headers(),
        payload: { grant_type: 'password', refresh_token: first.refresh_token, hotel_code: TOKYO.code },
      });
      expect(wrongGrant.statusCode).toBe(400);
    });
  });

  describe('sign_out', () => {
    const signOut = (bearer?: string, hotel = TOKYO) =>
      t.app.inject({
        method: 'POST',
        url: `/book/hotels/${hotel.id}/memberships/sign_out`,
        headers: headers(bearer, 'zh_Hant'),
      });

    it('ends the session and its refresh-token family', async () => {
      const { email } = await member();
      const first = await grantOf(email);
      const next = memberSessionGrantSchema.parse((await refresh(first.refresh_token)).json()).data;
      const response = await signOut(next.session);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { message: '您已登出。' } });
      expect(errorOf(await me(next.session)).code).toBe(3401);
      expect(errorOf(await refresh(next.refresh_token)).code).toBe(3401);
    });

    it('leaves the member’s other sessions alone', async () => {
      const { email } = await member();
      const phone = await grantOf(email);
      const laptop = await grantOf(email);
      expect((await signOut(phone.session)).statusCode).toBe(200);
      expect((await me(laptop.session)).statusCode).toBe(200);
      expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
    });

    it('needs a session of the hotel’s brand', async () => {
      const { email } = await member();
      const grant = await grantOf(email);
      expect((await signOut()).statusCode).toBe(401);
      const elsewhere = await signOut(grant.session, YAMABUKI);
      expect(elsewhere.statusCode).toBe(401);
      expect(errorOf(elsewhere).code).toBe(3402);
      expect((await me(grant.session)).statusCode).toBe(200);
    });
  });

  describe('GET /book/user/me', () => {
    it('reads the brand from the session', async () => {
      const yamabukiMember = await member({
        brandId: 2,
        programId: yamabukiClub.id,
        rankId: null,
        firstName: 'Ren',
        lastName: 'Aoki',
      });
      const grant = await grantOf(yamabukiMember.email, YAMABUKI);
      const profile = memberProfileResponseSchema.parse((await me(grant.session, 'ja')).json()).data;
      expect(profile).toMatchObject({ id: yamabukiMember.id, name: 'Aoki Ren', program_id: yamabukiClub.id });
      expect(profile.non_signed_in_program_ids).toEqual([]);
    });

    it('never answers a widget of another brand: its client session cannot read a Hanami member', async () => {
      const { email } = await member();
      const grant = await grantOf(email);
      const yamabukiWidget = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['yamabuki-ryokan']);
      const read = await t.app.inject({
        url: '/book/user/me',
        headers: { 'client-session': yamabukiWidget, authorization: `Bearer ${grant.session}` },
      });
      expect(read.statusCode).toBe(401);
      expect(errorOf(read).code).toBe(3402);
      const programs = await t.app.inject({
        url: '/book/hotel_brands/1/membership_programs',
        headers: { 'client-session': yamabukiWidget },
      });
      expect(programs.statusCode).toBe(404);
      const signInThere = await t.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO.id}/memberships/sign_in`,
        headers: { 'client-session': yamabukiWidget },
        payload: { grant_type: 'password', hotel_id: TOKYO.id, email, password: PASSWORD },
      });
      expect(signInThere.statusCode).toBe(404);
    });

    it('refuses no session (401), an expired one (1400) and a deleted member (3401)', async () => {
      const noToken = await me();
      expect(noToken.statusCode).toBe(401);
      expect(errorOf(noToken).title).toBe('UNAUTHORIZED');
      const { id, email } = await member();
      const grant = await grantOf(email);
      await advance(MEMBER_SESSION_TTL_MS);
      expect(errorOf(await me(grant.session))).toMatchObject({ title: 'SESSION_EXPIRED', code: 1400 });
      const fresh = await grantOf(email);
      await t.db.update(members).set({ deletedAt: clock.now() }).where(eq(members.id, id));
      const deleted = await me(fresh.session);
      expect(deleted.statusCode).toBe(401);
      expect(errorOf(deleted).code).toBe(3401);
      expect((await refresh(fresh.refresh_token)).statusCode).toBe(401);
    });
    it("shows point_program_enabled: the brand's point programme is on and the sign-in is not a partner's", async () => {
      const points = async (grant: Grant, hotel = TOKYO) => ({
        grant: grant.user.point_program_enabled,
        me: memberProfileResponseSchema.parse((await me(grant.session)).json()).data.point_program_enabled,
        refreshed: memberSessionGrantSchema.parse((await refresh(grant.refresh_token, hotel)).json()).data
          .user.point_program_enabled,
      });
      // Hanami has a programme (the seed's), Yamabuki none; a loyalty-programme account keeps its
      // points at the programme.
      const hanami = await member();
      expect(await points(await grantOf(hanami.email))).toEqual({ grant: true, me: true, refreshed: true });
      const partner = await member({ provider: 'creansmaerd' });
      expect(await points(await grantOf(partner.email))).toEqual({
        grant: false,
        me: false,
        refreshed: false,
      });
      const yamabuki = await member({ brandId: 2, programId: yamabukiClub.id, rankId: null });
      expect(await points(await grantOf(yamabuki.email, YAMABUKI), YAMABUKI)).toEqual({
        grant: false,
        me: false,
        refreshed: false,
      });
      // Switched off, then on again: read as it is now, never remembered.
      const grant = await grantOf(hanami.email);
      await t.db.update(pointPrograms).set({ enabled: false }).where(eq(pointPrograms.brandId, 1));
      try {
        expect(await points(await grantOf(hanami.email))).toEqual({
          grant: false,
          me: false,
          refreshed: false,
        });
        expect(
          memberProfileResponseSchema.parse((await me(grant.session)).json()).data.point_program_enabled,
        ).toBe(false);
      } finally {
        await t.db.update(pointPrograms).set({ enabled: true }).where(eq(pointPrograms.brandId, 1));
      }
      expect(
        memberProfileResponseSchema.parse((await me(grant.session)).json()).data.point_program_enabled,
      ).toBe(true);
    });
  });

  describe('programs', () => {
    const program = (bearer?: string, hotel = TOKYO) =>
      t.app.inject({ url: `/book/hotels/${hotel.id}/memberships/program`, headers: headers(bearer, 'ja') });
    const switchTo = (bearer: string | undefined, programId: number, hotel = TOKYO) =>
      t.app.inject({
        method: 'POST',
        url: `/book/hotels/${hotel.id}/memberships/switch`,
        headers: headers(bearer),
        payload: { program_id: programId },
      });

    it('lists a brand’s programs with their ranks, lowest first, names in the request language', async () => {
      const response = await t.app.inject({
        url: '/book/hotel_brands/1/membership_programs',
        headers: headers(undefined, 'ja'),
      });
      expect(response.statusCode).toBe(200);
      const programs = programsResponseSchema.parse(response.json()).data;
      expect(programs.map((p) => p.id)).toEqual([club.id, suites.id]);
      expect(programs[0]).toMatchObject({
        name: '花見クラブ',
        is_default: true,
        update_member_profile_enabled: true,
        ranks: [
          { id: club.rankIds[0], name: 'レギュラー' },
          { id: club.rankIds[1], name: 'シルバー' },
          { id: club.rankIds[2], name: 'ゴールド' },
        ],
      });
      expect(programs[1]).toMatchObject({
        name: 'Hanami Suites',
        is_default: false,
        ranks: [
          { id: suites.rankIds[0], name: 'ブルー' },
          { id: suites.rankIds[1], name: 'Gold' },
        ],
      });
      const yamabuki = programsResponseSchema.parse(
        (await t.app.inject({ url: '/book/hotel_brands/2/membership_programs', headers: headers() })).json(),
      ).data;
      expect(yamabuki.map((p) => p.id)).toEqual([yamabukiClub.id]);
    });

    it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
      const unknown = await t.app.inject({
        url: '/book/hotel_brands/999/membership_programs',
        headers: headers(),
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await t.app.inject({
        url: '/book/hotel_brands/x1/membership_programs',
        headers: headers(),
      });
      expect(malformed.statusCode).toBe(400);
    });

    it('shows one program of the hotel’s brand; another brand’s is 404 like an unknown one', async () => {
      const own = await t.app.inject({
        url: `/book/hotels/${KYOTO.id}/memberships/program/${suites.id}`,
        headers: headers(),
      });
      expect(programResponseSchema.parse(own.json()).data).toMatchObject({
        id: suites.id,
        name: 'Hanami Suites',
      });
      const other = await t.app.inject({
        url: `/book/hotels/${TOKYO.id}/memberships/program/${yamabukiClub.id}`,
        headers: headers(),
      });
      expect(other.statusCode).toBe(404);
      const unknown = await t.app.inject({
        url: `/book/hotels/${TOKYO.id}/memberships/program/99999`,
        headers: headers(),
      });
      expect(unknown.json()).toEqual(other.json());
    });

    it('shows the signed-in program, and switches to another of the same brand', async () => {
      const { email } = await member();
      const grant = await grantOf(email);
      expect(programResponseSchema.parse((await program(grant.session)).json()).data).toMatchObject({
        id: club.id,
        name: '花見クラブ',
      });
      const switched = await switchTo(grant.session, suites.id);
      expect(switched.statusCode).toBe(200);
      const next = memberSessionGrantSchema.parse(switched.json()).data;
      expect(next.user).toMatchObject({ program_id: suites.id, non_signed_in_program_ids: [club.id] });
      expect(programResponseSchema.parse((await program(next.session)).json()).data.id).toBe(suites.id);
      // The old session and its refresh family ended with the switch.
      expect(errorOf(await program(grant.session)).code).toBe(3401);
      expect(errorOf(await refresh(grant.refresh_token)).code).toBe(3401);
      expect((await refresh(next.refresh_token)).statusCode).toBe(200);
    });

    it('refuses a switch to another brand’s program (404) and without a session (401)', async () => {
      const { email } = await member();
      const grant: Grant = await grantOf(email);
      expect((await switchTo(grant.session, yamabukiClub.id)).statusCode).toBe(404);
      expect((await me(grant.session)).statusCode).toBe(200);
      expect((await switchTo(undefined, suites.id)).statusCode).toBe(401);
    });

    it('never reads the program at another brand’s hotel (3402), nor without a session', async () => {
      const { email } = await member();
      const grant = await grantOf(email);
      const elsewhere = await program(grant.session, YAMABUKI);
      expect(elsewhere.statusCode).toBe(401);
      expect(errorOf(elsewhere).code).toBe(3402);
      expect((await switchTo(grant.session, yamabukiClub.id, YAMABUKI)).statusCode).toBe(401);
      expect((await program()).statusCode).toBe(401);
    });
  });
});
