import type { OrganizationRole } from '@yadori/contract/organization.constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  memberIdentities,
  memberRefreshTokens,
  memberSessions,
  members,
} from '../../db/tables/members.table.ts';
import type { ProgramSummary } from '../membership-programs/membership-programs.service.ts';
import type { MemberRecord, MemberRow, SessionOrganization } from './member-sessions.types.ts';

export interface MemberSessionRecord {
  id: number;
  brandId: number;
  programId: number | null;
  expiresAt: Date;
  revoked: boolean;
  member: MemberRow;
  /** The organization of a corporate session and the member's role in it; null for a member's own. */
  organization: SessionOrganization | null;
}

const memberColumns = {
  id: members.id,
  brandId: members.brandId,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  membershipId: members.membershipId,
  programId: members.programId,
  rankId: members.rankId,
  firstNameKana: members.firstNameKana,
  lastNameKana: members.lastNameKana,
  passwordHash: members.passwordHash,
  confirmedAt: members.confirmedAt,
  locale: members.locale,
  provider: members.provider,
  pendingEmail: members.pendingEmail,
  phone: members.phone,
  gender: members.gender,
  birthDate: members.birthDate,
  postalCode: members.postalCode,
  address: members.address,
  newsletterOptIn: members.newsletterOptIn,
  adultCompanion: members.adultCompanion,
  kidCompanion: members.kidCompanion,
  failedSignIns: members.failedSignIns,
  lockedUntil: members.lockedUntil,
  deletedAt: members.deletedAt,
};

export async function insertMemberSession(
  db: Db,
  session: {
    memberId: number;
    brandId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    programId?: number | null;
    organizationId?: number | null;
  },
): Promise<void> {
  await db.insert(memberSessions).values(session);
}

/**
 * $1 member, $2 brand, $3 program, $4 now; the session's $5 hash and $6 expiry; the refresh token's $7
 * family, $8 hash and $9 expiry; $10 a corporate session's organization.
 */
const INSERT_SESSION_AND_REFRESH_TOKEN = `
    with session as (
      insert into member_sessions
        (member_id, brand_id, token_hash, created_at, expires_at, program_id, organization_id)
      values ($1, $2, $5, $4::timestamptz, $6::timestamptz, $3::integer, $10::integer)
    )
    insert into member_refresh_tokens
      (member_id, brand_id, family_id, token_hash, program_id, created_at, expires_at, organization_id)
    values ($1, $2, $7, $8, $3::integer, $4::timestamptz, $9::timestamptz, $10::integer)`;

/**
 * A session and its refresh token in one statement (atomic without a transaction's extra round trips),
 * prepared once per connection on PostgreSQL: every sign-in and refresh runs it.
 */
export async function insertSessionAndRefreshToken(
  db: Db,
  input: {
    memberId: number;
    brandId: number;
    programId: number | null;
    sessionHash: string;
    sessionExpiresAt: Date;
    familyId: string;
    refreshHash: string;
    refreshExpiresAt: Date;
    /** A corporate session's organization (the member must belong to it: the foreign key says so). */
    organizationId: number | null;
    now: Date;
  },
): Promise<void> {
  await queryPrepared(db, 'insert_session_and_refresh_token', INSERT_SESSION_AND_REFRESH_TOKEN, [
    input.memberId,
    input.brandId,
    input.programId,
    input.now.toISOString(),
    input.sessionHash,
    input.sessionExpiresAt.toISOString(),
    input.familyId,
    input.refreshHash,
    input.refreshExpiresAt.toISOString(),
    input.organizationId,
  ]);
}

/** Ends one session (signing out, switching program). */
export async function revokeMemberSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Ends every live session of a member (a refresh token was replayed: someone else may hold one). */
export async function revokeMemberSessionsOf(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
      ),
    );
}

export type NewMember = Omit<MemberRecord, 'id' | 'membershipId' | 'programId' | 'rankId'> &
  Partial<Pick<MemberRecord, 'id' | 'membershipId' | 'programId' | 'rankId'>> & {
    firstNameKana?: string | null;
    lastNameKana?: string | null;
    passwordHash?: string | null;
    confirmedAt?: Date | null;
    locale?: string;
    provider?: string;
    createdAt?: Date;
    updatedAt?: Date;
  };

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const [row] = await db.insert(members).values(member).returning({ id: members.id });
  return row!.id;
}

export async function findMemberById(db: Db, memberId: number): Promise<MemberRow | null> {
  const rows = await db.select(memberColumns).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0] ?? null;
}

/** The brand's (not deleted) member with this email, compared without case (the unique index's form). */
const liveMemberByEmail = (brandId: number, email: string) =>
  and(
    eq(members.brandId, brandId),
    sql`lower(${members.email}) = lower(${email})`,
    isNull(members.deletedAt),
  );

/** The brand's (not deleted) member with this email, compared without case. */
export async function findMemberByEmail(db: Db, brandId: number, email: string): Promise<MemberRow | null> {
  const rows = await db.select(memberColumns).from(members).where(liveMemberByEmail(brandId, email)).limit(1);
  return rows[0] ?? null;
}

/**
 * memberColumns as the select list of a hand-written statement on `m`, each under `prefix` + its key,
 * timestamps as text (queryPrepared's rows are the drivers' own); memberFromText maps such a row as
 * drizzle would.
 */
const memberColumnEntries = Object.entries(memberColumns);
const memberSelectList = (prefix: string) =>
  memberColumnEntries
    .map(
      ([key, column]) => `m.${column.name}${column.dataType === 'date' ? '::text' : ''} as "${prefix}${key}"`,
    )
    .join(', ');

function memberFromText(row: Record<string, unknown>, prefix: string): MemberRow {
  const member: Record<string, unknown> = {};
  for (const [key, column] of memberColumnEntries) {
    const value = row[prefix + key];
    member[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return member as unknown as MemberRow;
}

/**
 * What a member's session is shown with, of the brand whose id is the SQL expression `brand`, as two
 * columns: the brand's program summaries in display order (sort order, then id), and whether the
 * brand's point programme exists and is on (spec §6; member-points owns the programme).
 */
const brandMembershipColumns = (brand: string) => `
        (select coalesce(json_agg(json_build_object(
                  'id', p.id,
                  'isDefault', p.is_default,
                  'updateMemberProfileEnabled', p.update_member_profile_enabled
                ) order by p.sort_order, p.id), '[]'::json)
           from membership_programs p where p.brand_id = ${brand}) as "brandPrograms",
        coalesce((select pp.enabled from point_programs pp where pp.brand_id = ${brand}), false)
          as "pointProgramEnabled"`;

/** A member's brand as a session needs it: its programs and whether its point programme is on. */
export interface BrandMembership {
  programs: ProgramSummary[];
  pointProgramEnabled: boolean;
}

type BrandMembershipColumns = { brandPrograms: ProgramSummary[]; pointProgramEnabled: boolean };

const brandMembershipOf = (row: BrandMembershipColumns): BrandMembership => ({
  programs: row.brandPrograms,
  pointProgramEnabled: row.pointProgramEnabled === true,
});

/** $1 brand. */
const BRAND_MEMBERSHIP = `select ${brandMembershipColumns('$1::integer')}`;

/** The brand's programs and whether its point programme is on, in one prepared statement. */
export async function findBrandMembership(db: Db, brandId: number): Promise<BrandMembership> {
  const [row] = await queryPrepared<BrandMembershipColumns>(db, 'brand_membership', BRAND_MEMBERSHIP, [
    brandId,
  ]);
  return brandMembershipOf(row!);
}

/** $1 brand, $2 email: the member as findMemberByEmail finds it, and the brand (brandMembershipColumns). */
const MEMBER_FOR_SIGN_IN = `
    select ${memberSelectList('')}, ${brandMembershipColumns('$1')}
      from members m
      where m.brand_id = $1 and lower(m.email) = lower($2) and m.deleted_at is null
      limit 1`;

/**
 * What a password sign-in reads, in one round trip: the brand's (not deleted) member with this email
 * and the member's brand (its programs, among which the session's program is chosen, and whether its
 * point programme is on, for the grant's profile). A prepared statement: every sign-in runs it, and
 * planning it cost more than running it.
 */
export async function findMemberForSignIn(
  db: Db,
  brandId: number,
  email: string,
): Promise<{ member: MemberRow; brand: BrandMembership } | null> {
  const [row] = await queryPrepared<Record<string, unknown> & BrandMembershipColumns>(
    db,
    'member_for_sign_in',
    MEMBER_FOR_SIGN_IN,
    [brandId, email],
  );
  return row ? { member: memberFromText(row, ''), brand: brandMembershipOf(row) } : null;
}

/**
 * $1 token hash: the session and its member (members' columns under "member."), and a corporate
 * session's organization with the member's role in it.
 */
const sessionSelect = (extra: string) => `
    select s.id as "id", s.brand_id as "brandId", s.program_id as "programId",
        s.expires_at::text as "expiresAt", s.revoked_at is not null as "revoked",
        o.id as "organizationId", o.name as "organizationName",
        o.display_name as "organizationDisplayName", o.program_id as "organizationProgramId",
        o.referrer_code as "organizationReferrerCode", om.role as "organizationRole",
        ${memberSelectList('member.')}${extra}
      from member_sessions s join members m on m.id = s.member_id
        left join organization_members om
          on om.organization_id = s.organization_id and om.member_id = s.member_id
        left join organizations o on o.id = om.organization_id
      where s.token_hash = $1
      limit 1`;
const SESSION_BY_TOKEN = sessionSelect('');
const SESSION_WITH_BRAND_BY_TOKEN = sessionSelect(`, ${brandMembershipColumns('s.brand_id')}`);

function sessionFromText(row: Record<string, unknown>): MemberSessionRecord {
  return {
    // bigint: node-postgres answers it as text.
    id: Number(row.id),
    brandId: row.brandId as number,
    programId: row.programId as number | null,
    expiresAt: new Date(row.expiresAt as string),
    revoked: row.revoked === true,
    member: memberFromText(row, 'member.'),
    organization:
      row.organizationId == null
        ? null
        : {
            id: row.organizationId as number,
            name: row.organizationName as string,
            displayName: row.organizationDisplayName as string,
            programId: row.organizationProgramId as number | null,
            referrerCode: row.organizationReferrerCode as string,
            role: row.organizationRole as OrganizationRole,
          },
  };
}

/**
 * The session with this token hash and its member, or null. A prepared statement: every call of a
 * signed-in member runs it.
 */
export async function findMemberSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<MemberSessionRecord | null> {
  const [row] = await queryPrepared<Record<string, unknown>>(
    db,
    'member_session_by_token',
    SESSION_BY_TOKEN,
    [tokenHash],
  );
  return row ? sessionFromText(row) : null;
}

/**
 * findMemberSessionByTokenHash with the session's brand (its programs, its point programme) in the
 * same round trip: what the signed-in member's profile (`GET /book/user/me`) is made of.
 */
export async function findMemberSessionWithBrandByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<(MemberSessionRecord & { brand: BrandMembership }) | null> {
  const [row] = await queryPrepared<Record<string, unknown> & BrandMembershipColumns>(
    db,
    'member_session_with_brand_by_token',
    SESSION_WITH_BRAND_BY_TOKEN,
    [tokenHash],
  );
  return row ? { ...sessionFromText(row), brand: brandMembershipOf(row) } : null;
}

/**
 * Counts one failed password sign-in, in one statement so concurrent attempts all count. Reaching
 * `threshold` locks the account until `lockUntil` and starts the count again for after the lock.
 * Answers the lock's end when this attempt locked the account, else null.
 */
export async function recordFailedSignIn(
  db: Db,
  input: { memberId: number; threshold: number; lockUntil: Date; now: Date },
): Promise<Date | null> {
  const reaches = sql`${members.failedSignIns} + 1 >= ${input.threshold}`;
  const [row] = await db
    .update(members)
    .set({
      failedSignIns: sql`case when ${reaches} then 0 else ${members.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reaches} then ${input.lockUntil.toISOString()}::timestamptz else ${members.lockedUntil} end`,
      updatedAt: input.now,
    })
    .where(eq(members.id, input.memberId))
    .returning({ lockedUntil: members.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? null;
  return lockedUntil && lockedUntil.getTime() > input.now.getTime() ? lockedUntil : null;
}

/** Forgets failed sign-ins and lifts a lock (a successful sign-in, a password reset). */
export async function clearFailedSignIns(db: Db, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ failedSignIns: 0, lockedUntil: null })
    .where(
      and(
        eq(members.id, memberId),
        sql`(${members.failedSignIns} <> 0 or ${members.lockedUntil} is not null)`,
      ),
    );
}

export interface RefreshTokenRow {
  id: number;
  memberId: number;
  brandId: number;
  familyId: string;
  programId: number | null;
  organizationId: number | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export async function findRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db
    .select({
      id: memberRefreshTokens.id,
      memberId: memberRefreshTokens.memberId,
      brandId: memberRefreshTokens.brandId,
      familyId: memberRefreshTokens.familyId,
      programId: memberRefreshTokens.programId,
      organizationId: memberRefreshTokens.organizationId,
      expiresAt: memberRefreshTokens.expiresAt,
      usedAt: memberRefreshTokens.usedAt,
      revokedAt: memberRefreshTokens.revokedAt,
    })
    .from(memberRefreshTokens)
    .where(eq(memberRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** The organization `organizationId` as a session of `memberId` shows it, or null when they left it. */
export async function findSessionOrganization(
  db: Db,
  organizationId: number,
  memberId: number,
): Promise<SessionOrganization | null> {
  const rows = rowsOf<SessionOrganization>(
    await db.execute(sql`
      select o.id, o.name, o.display_name as "displayName", o.program_id as "programId",
          o.referrer_code as "referrerCode", om.role
        from organization_members om join organizations o on o.id = om.organization_id
        where om.organization_id = ${organizationId} and om.member_id = ${memberId}`),
  );
  return rows[0] ?? null;
}

/** Marks a refresh token used; false when it already was (a concurrent use got there first). */
export async function useRefreshToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberRefreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberRefreshTokens.id, id),
        isNull(memberRefreshTokens.usedAt),
        isNull(memberRefreshTokens.revokedAt),
      ),
    )
    .returning({ id: memberRefreshTokens.id });
  return rows.length === 1;
}

/** Revokes every token of a refresh-token family. */
export async function revokeRefreshFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(memberRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberRefreshTokens.familyId, familyId), isNull(memberRefreshTokens.revokedAt)));
}

export async function findIdentity(
  db: Db,
  key: { brandId: number; provider: string; subject: string },
): Promise<{ id: number; memberId: number } | null> {
  const rows = await db
    .select({ id: memberIdentities.id, memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.brandId, key.brandId),
        eq(memberIdentities.provider, key.provider),
        eq(memberIdentities.subject, key.subject),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteIdentity(db: Db, id: number): Promise<void> {
  await db.delete(memberIdentities).where(eq(memberIdentities.id, id));
}

export async function insertIdentity(
  db: Db,
  identity: { memberId: number; brandId: number; provider: string; subject: string; createdAt: Date },
): Promise<void> {
  await db.insert(memberIdentities).values(identity);
}

/** Confirms a provisional member (a provider vouched for the email). */
export async function confirmMember(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(members)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.confirmedAt)));
}

/** Runs `fn` in a transaction. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
