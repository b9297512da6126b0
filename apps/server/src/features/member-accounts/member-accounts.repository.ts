import { and, desc, eq, gt, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  memberIdentities,
  memberLinkTokens,
  memberPasswordHistory,
  memberRefreshTokens,
  memberSessions,
  members,
} from '../../db/tables/members.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import type { MemberRow } from '../member-sessions/member-sessions.service.ts';

export type LinkPurpose = 'confirm' | 'reset_password' | 'update_email';

/** True when another member of the brand logs in with `email` (deleted accounts hold no real address). */
export async function emailTaken(
  db: Db,
  brandId: number,
  email: string,
  exceptMemberId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        sql`lower(${members.email}) = lower(${email})`,
        ne(members.id, exceptMemberId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A sign-up's member: what the form gives, with the password's hash, at `now`. */
export type NewProvisionalMember = Pick<
  MemberRow,
  | 'brandId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'firstNameKana'
  | 'lastNameKana'
  | 'phone'
  | 'gender'
  | 'birthDate'
  | 'postalCode'
  | 'address'
  | 'newsletterOptIn'
  | 'locale'
  | 'programId'
  | 'rankId'
> & { passwordHash: string; now: Date };

/**
 * A provisional member (confirmed_at null); null when the brand already has the email — two sign-ups
 * racing each other, the unique index deciding.
 */
export async function insertProvisionalMember(db: Db, m: NewProvisionalMember): Promise<number | null> {
  const { now, ...values } = m;
  const rows = await db
    .insert(members)
    .values({ ...values, provider: 'password', passwordChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: members.id });
  return rows[0]?.id ?? null;
}

export async function insertPasswordHistory(
  db: Db,
  memberId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.insert(memberPasswordHistory).values({ memberId, passwordHash, createdAt: at });
}

/** The member's newest `depth` password hashes, newest first. */
export async function recentPasswordHashes(db: Db, memberId: number, depth: number): Promise<string[]> {
  const rows = await db
    .select({ hash: memberPasswordHistory.passwordHash })
    .from(memberPasswordHistory)
    .where(eq(memberPasswordHistory.memberId, memberId))
    .orderBy(desc(memberPasswordHistory.createdAt), desc(memberPasswordHistory.id))
    .limit(depth);
  return rows.map((r) => r.hash);
}

export async function insertLinkToken(
  db: Db,
  link: {
    memberId: number;
    purpose: LinkPurpose;
    tokenHash: string;
    payload: Record<string, unknown>;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(memberLinkTokens).values(link);
}

export interface LinkTokenRecord {
  id: number;
  memberId: number;
  purpose: LinkPurpose;
  payload: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A link of `purpose` by its token's hash, if its member is a live member of `brandId`. */
export async function findLinkToken(
  db: Db,
  brandId: number,
  tokenHash: string,
  purpose: LinkPurpose,
): Promise<LinkTokenRecord | null> {
  const rows = await db
    .select({
      id: memberLinkTokens.id,
      memberId: memberLinkTokens.memberId,
      purpose: memberLinkTokens.purpose,
      payload: memberLinkTokens.payload,
      createdAt: memberLinkTokens.createdAt,
      expiresAt: memberLinkTokens.expiresAt,
      usedAt: memberLinkTokens.usedAt,
    })
    .from(memberLinkTokens)
    .innerJoin(members, eq(members.id, memberLinkTokens.memberId))
    .where(
      and(
        eq(memberLinkTokens.tokenHash, tokenHash),
        eq(memberLinkTokens.purpose, purpose),
        eq(members.brandId, brandId),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, purpose: row.purpose as LinkPurpose } : null;
}

/** Uses a link once: false when it was used (or superseded) in the meantime. */
export async function useLinkToken(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(memberLinkTokens)
    .set({ usedAt: at })
    .where(and(eq(memberLinkTokens.id, id), isNull(memberLinkTokens.usedAt)))
    .returning({ id: memberLinkTokens.id });
  return rows.length > 0;
}

/** Ends the member's unused links of these purposes (a newer link, a changed email or password). */
export async function supersedeLinkTokens(
  db: Db,
  memberId: number,
  purposes: LinkPurpose[],
  at: Date,
): Promise<void> {
  await db
    .update(memberLinkTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(memberLinkTokens.memberId, memberId),
        inArray(memberLinkTokens.purpose, purposes),
        isNull(memberLinkTokens.usedAt),
      ),
    );
}

/** When the member's newest link of `purpose` was made after `since`, its time; else null. */
export async function linkTokenSince(
  db: Db,
  memberId: number,
  purpose: LinkPurpose,
  since: Date,
): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: memberLinkTokens.createdAt })
    .from(memberLinkTokens)
    .where(
      and(
        eq(memberLinkTokens.memberId, memberId),
        eq(memberLinkTokens.purpose, purpose),
        gt(memberLinkTokens.createdAt, since),
      ),
    )
    .orderBy(desc(memberLinkTokens.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

export async function confirmAccount(db: Db, memberId: number, at: Date): Promise<void> {
  await db
    .update(members)
    .set({ confirmedAt: at, updatedAt: at })
    .where(and(eq(members.id, memberId), isNull(members.confirmedAt)));
}

/**
 * The pending email becomes the login email, unless another member of the brand logs in with it
 * (false). A race past this check ends at the unique index (23505), which the caller answers as 409.
 */
export async function applyEmailChange(
  db: Db,
  member: { id: number; brandId: number },
  email: string,
  at: Date,
): Promise<boolean> {
  const other = alias(members, 'other');
  const rows = await db
    .update(members)
    .set({ email, pendingEmail: null, updatedAt: at })
    .where(
      and(
        eq(members.id, member.id),
        notExists(
          db
            .select({ id: other.id })
            .from(other)
            .where(
              and(
                eq(other.brandId, member.brandId),
                sql`lower(${other.email}) = lower(${email})`,
                ne(other.id, member.id),
              ),
            ),
        ),
      ),
    )
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function setPendingEmail(
  db: Db,
  memberId: number,
  email: string | null,
  at: Date,
): Promise<void> {
  await db.update(members).set({ pendingEmail: email, updatedAt: at }).where(eq(members.id, memberId));
}

/**
 * A new password hash; `confirm` also confirms a provisional account (a reset link reached its address).
 */
export async function setPasswordHash(
  db: Db,
  memberId: number,
  passwordHash: string,
  at: Date,
  options: { confirm: boolean },
): Promise<void> {
  await db
    .update(members)
    .set({
      passwordHash,
      passwordChangedAt: at,
      updatedAt: at,
      ...(options.confirm ? { confirmedAt: sql`coalesce(${members.confirmedAt}, ${at})` } : {}),
    })
    .where(eq(members.id, memberId));
}

/**
 * Revokes the member's sessions and refresh tokens, but for the caller's own (`keep`: its session and
 * its refresh-token family), so changing a password signs out every other device.
 */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  at: Date,
  keep: { sessionId: number; familyId: string | null } | null,
): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        ...(keep ? [ne(memberSessions.id, keep.sessionId)] : []),
      ),
    );
  await db
    .update(memberRefreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(memberRefreshTokens.memberId, memberId),
        isNull(memberRefreshTokens.revokedAt),
        ...(keep?.familyId ? [ne(memberRefreshTokens.familyId, keep.familyId)] : []),
      ),
    );
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  firstNameKana?: string | null;
  lastNameKana?: string | null;
  phone?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  postalCode?: string | null;
  address?: string | null;
  newsletterOptIn?: boolean;
  locale?: string;
}

export async function updateProfileFields(
  db: Db,
  memberId: number,
  changes: ProfileChanges,
  at: Date,
): Promise<void> {
  await db
    .update(members)
    .set({ ...changes, updatedAt: at })
    .where(eq(members.id, memberId));
}

/**
 * Erases a member (account deletion): personal data blanked, the login email replaced by
 * `placeholderEmail` (undeliverable, unique), no password, no identities, links, history, sessions or
 * refresh tokens; the reservations stay the hotel's, without the member.
 */
export async function eraseMember(
  db: Db,
  memberId: number,
  placeholderEmail: string,
  at: Date,
): Promise<void> {
  await db.update(reservations).set({ memberId: null }).where(eq(reservations.memberId, memberId));
  await db.delete(memberIdentities).where(eq(memberIdentities.memberId, memberId));
  await db.delete(memberLinkTokens).where(eq(memberLinkTokens.memberId, memberId));
  await db.delete(memberPasswordHistory).where(eq(memberPasswordHistory.memberId, memberId));
  await db.delete(memberRefreshTokens).where(eq(memberRefreshTokens.memberId, memberId));
  await db.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
  await db
    .update(members)
    .set({
      email: placeholderEmail,
      firstName: '',
      lastName: '',
      firstNameKana: null,
      lastNameKana: null,
      membershipId: null,
      passwordHash: null,
      passwordChangedAt: null,
      pendingEmail: null,
      phone: null,
      gender: null,
      birthDate: null,
      postalCode: null,
      address: null,
      newsletterOptIn: false,
      adultCompanion: null,
      kidCompanion: null,
      failedSignIns: 0,
      lockedUntil: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(members.id, memberId));
}
