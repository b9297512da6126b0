import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { members, membershipPrograms, membershipRanks } from '../../db/tables/members.table.ts';
import { DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestDatabaseKind } from '../../testing/test-database.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';
import { grantMemberSession } from '../member-sessions/member-sessions.service.ts';

export const TOKYO = 1;
export const SEOUL = 3;
export const YAMABUKI = 4;
export const PASSWORD = 'Hanami-2026!';

export const base = (hotelId: number) => `/book/hotels/${hotelId}/memberships`;

/**
 * Programs for both demo brands: the seed's Hanami Club (brand 1's default) gets a Bronze rank below its
 * own, added last so the lowest rank is not the first by id; brand 1 gets a second program with its own
 * rank; the seed's Friends of Yamabuki is brand 2's default.
 */
export async function seedPrograms(db: Db) {
  const club = DEMO_PROGRAMS.hanamiClub.id;
  const [business] = await db
    .insert(membershipPrograms)
    .values({ brandId: 1, name: 'Hanami Business', sortOrder: 2, updateMemberProfileEnabled: false })
    .returning({ id: membershipPrograms.id });
  const ranks = await db
    .insert(membershipRanks)
    .values([
      { programId: club, name: 'Bronze', sortOrder: -1 },
      { programId: business!.id, name: 'Business', sortOrder: 1 },
    ])
    .returning({ id: membershipRanks.id, name: membershipRanks.name });
  return {
    club,
    business: business!.id,
    yamabuki: DEMO_PROGRAMS.yamabukiFriends.id,
    bronze: ranks.find((r) => r.name === 'Bronze')!.id,
    businessRank: ranks.find((r) => r.name === 'Business')!.id,
  };
}

export function signUpBody(email: string, more: Record<string, unknown> = {}) {
  return {
    email,
    email_confirmation: email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    first_name: 'Aiko',
    last_name: 'Sato',
    terms_accepted: true,
    ...more,
  };
}

/** An app on its own database with a movable clock, a client session and the programs. */
export async function accountKit(kind: TestDatabaseKind, start = new Date('2026-04-01T00:00:00Z')) {
  const clock = movableClock(start);
  const t: TestApp = await createTestApp({ database: kind, now: clock.now });
  let clientSession = await issueClientSession(t.app);
  const programs = await seedPrograms(t.db);
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'client-session': clientSession, 'tripla-locale': 'en', ...headers },
    });
  /** Runs the due mail jobs and answers the newest mail to `to` of `kind` (suffix of mail.member_…). */
  const mailTo = async (to: string, kind: string) => {
    await t.app.runDueJobs(clock.now());
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.kind, `%${kind}`)))
      .orderBy(desc(mailOutbox.id));
    return rows;
  };
  const memberRow = async (email: string) => {
    const rows = await t.db.select().from(members).where(eq(members.email, email));
    return rows[0];
  };
  const memberById = async (id: number) => {
    const rows = await t.db.select().from(members).where(eq(members.id, id));
    return rows[0];
  };
  /** Moves the clock on, and takes a new client session (they last 0.75 day). */
  const advance = async (ms: number) => {
    clock.advance(ms);
    clientSession = await issueClientSession(t.app);
  };
  /** A confirmed password member of the hotel's brand, signed in: answers its id and bearer header. */
  const signedUpMember = async (email: string, hotelId: number, brandId: number) => {
    await call('POST', `${base(hotelId)}/sign_up`, signUpBody(email));
    const [mail] = await mailTo(email, 'confirm_sign_up');
    const token = linkParam(mail!.textBody, 'confirmation_token');
    await call('POST', `${base(hotelId)}/confirm`, { confirmation_token: token });
    const row = await memberRow(email);
    const grant = await grantMemberSession(t.db, {
      memberId: row!.id,
      brandId,
      locale: 'en',
      now: clock.now(),
    });
    return { id: row!.id, auth: { authorization: `Bearer ${grant.session}` }, grant };
  };
  return {
    t,
    clock,
    advance,
    programs,
    call,
    mailTo,
    memberRow,
    memberById,
    signedUpMember,
    close: () => t.close(),
  };
}

/** The value of query key `key` in the first widget link of a mail body. */
export function linkParam(text: string, key: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error('no link in the mail');
  const value = new URL(url).searchParams.get(key);
  if (value === null) throw new Error(`no ${key} in ${url}`);
  return value;
}

export function firstLink(text: string): URL {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error('no link in the mail');
  return new URL(url);
}
