import type { Locale } from '@yadori/contract/locales';
import {
  type MemberSessionGrant,
  type MembershipProgram,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_LOCK_THRESHOLD,
} from '@yadori/contract/membership.schema';
import type { Db } from '../../db/database.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { membershipProgramErrors } from '../membership-programs/membership-programs.errors.ts';
import { brandProgram } from '../membership-programs/membership-programs.service.ts';
import { memberSessionErrors } from './member-sessions.errors.ts';
import type { BrandMembership } from './member-sessions.repository.ts';
import {
  clearFailedSignIns,
  findMemberById,
  findMemberForSignIn,
  findRefreshTokenByHash,
  findSessionOrganization,
  inTransaction,
  recordFailedSignIn,
  revokeMemberSession,
  revokeMemberSessionsOf,
  revokeRefreshFamily,
  useRefreshToken,
} from './member-sessions.repository.ts';
import {
  bearerToken,
  familyOfSessionToken,
  grantSessionTo,
  mintGrant,
  requireMember,
  sessionProgram,
} from './member-sessions.service.ts';
import type { MemberRow, SignedInMember } from './member-sessions.types.ts';

const LOCK_MS = SIGN_IN_LOCK_MINUTES * 60_000;

/**
 * `POST …/memberships/sign_in` (grant_type password) at a hotel of `brandId`. An unknown email, a wrong
 * password and an account signed in through a provider (no password of its own) all answer the same
 * 401, after the same argon2id work (the decoy hash stands in for a missing one). Wrong passwords are
 * counted; the SIGN_IN_LOCK_THRESHOLD-th locks the account for SIGN_IN_LOCK_MINUTES (423 1301, also
 * for the right password meanwhile). A provisional sign-up is told to open its confirmation link; an
 * account the facility made without a password is told to set one (1403). Success forgets the count.
 */
export async function signInWithPassword(
  db: Db,
  input: {
    brandId: number;
    email: string;
    password: string;
    programId?: number;
    locale: Locale;
    now: Date;
  },
): Promise<MemberSessionGrant> {
  const { member, brand } = await checkPassword(db, input);
  return grantSessionTo(db, {
    member,
    brandId: input.brandId,
    requested: input.programId,
    brand,
    locale: input.locale,
    now: input.now,
  });
}

/**
 * The password check of every password sign-in (a member's own, or through an organization): the
 * brand's confirmed member with this email and password, and their brand. Refuses as
 * signInWithPassword says, counting wrong passwords towards the lock.
 */
export async function checkPassword(
  db: Db,
  input: { brandId: number; email: string; password: string; now: Date },
): Promise<{ member: MemberRow; brand: BrandMembership }> {
  // The member and their brand in one round trip: a sign-in is one argon2id hash and as little else
  // as it can be (npm run bench compares the two).
  const found = await findMemberForSignIn(db, input.brandId, input.email);
  const member = found?.member;
  if (member && member.passwordHash === null && member.provider === 'password') {
    throw memberSessionErrors.facilityRegistered();
  }
  const matches = await verifyPassword(input.password, member?.passwordHash ?? (await decoyPasswordHash()));
  if (!found || !member || member.passwordHash === null) throw memberSessionErrors.signInFailed();
  const now = input.now.getTime();
  if (member.lockedUntil && member.lockedUntil.getTime() > now) {
    throw memberSessionErrors.accountLocked(member.lockedUntil);
  }
  if (!matches) {
    const lockedUntil = await recordFailedSignIn(db, {
      memberId: member.id,
      threshold: SIGN_IN_LOCK_THRESHOLD,
      lockUntil: new Date(now + LOCK_MS),
      now: input.now,
    });
    throw lockedUntil ? memberSessionErrors.accountLocked(lockedUntil) : memberSessionErrors.signInFailed();
  }
  if (member.failedSignIns > 0 || member.lockedUntil !== null) await clearFailedSignIns(db, member.id);
  if (member.confirmedAt === null) throw memberSessionErrors.notConfirmed();
  return { member, brand: found.brand };
}

/**
 * `POST …/memberships/tokens` (grant_type refresh_token) for a hotel of `brandId`: a new session and a
 * new refresh token of the same family; the presented one is spent. Unknown or revoked → 401 3401;
 * another brand's → 401 3402 (and it stays unspent); expired → 401 1400. A spent token presented again
 * means it was copied: its whole family is revoked, and so are the member's live sessions.
 */
export async function exchangeRefreshToken(
  db: Db,
  input: { brandId: number; refreshToken: string; locale: Locale; now: Date },
): Promise<MemberSessionGrant> {
  const token = await findRefreshTokenByHash(db, hashToken(input.refreshToken));
  if (!token || token.revokedAt !== null) throw memberSessionErrors.sessionNotFound();
  if (token.brandId !== input.brandId) throw memberSessionErrors.brandMismatch();
  const replayed = async () => {
    await revokeRefreshFamily(db, token.familyId, input.now);
    await revokeMemberSessionsOf(db, token.memberId, input.now);
    return memberSessionErrors.sessionNotFound();
  };
  if (token.usedAt !== null) throw await replayed();
  if (token.expiresAt.getTime() <= input.now.getTime()) throw memberSessionErrors.sessionExpired();
  const member = await findMemberById(db, token.memberId);
  if (!member || member.deletedAt !== null) {
    await revokeRefreshFamily(db, token.familyId, input.now);
    throw memberSessionErrors.sessionNotFound();
  }
  // The program the family signed in to, while it is still one of the brand's.
  const { programId, brand } = await sessionProgram(db, { member, brandId: input.brandId });
  const kept = brand.programs.some((p) => p.id === token.programId) ? token.programId : programId;
  // A corporate family stays corporate (the member still belongs: leaving deletes the family).
  const organization =
    token.organizationId === null ? null : await findSessionOrganization(db, token.organizationId, member.id);
  const grant = await inTransaction(db, async (tx) => {
    if (!(await useRefreshToken(tx, token.id, input.now))) return null;
    return mintGrant(tx, {
      member,
      brandId: input.brandId,
      programId: kept,
      brand,
      familyId: token.familyId,
      locale: input.locale,
      now: input.now,
      organization,
    });
  });
  // Another request spent it between our read and our write: the same as presenting it twice.
  if (!grant) throw await replayed();
  return grant;
}

/** Ends the session and its refresh-token family. */
async function endSession(db: Db, member: SignedInMember, authorization: string | undefined, now: Date) {
  await revokeMemberSession(db, member.sessionId, now);
  const token = bearerToken(authorization);
  const family = token ? familyOfSessionToken(token) : null;
  if (family) await revokeRefreshFamily(db, family, now);
}

/** `POST …/memberships/sign_out`: the session and its refresh-token family end. */
export async function signOut(
  db: Db,
  input: { brandId: number; authorization: string | undefined; now: Date },
): Promise<void> {
  const member = await requireMember(db, input);
  await endSession(db, member, input.authorization, input.now);
}

/**
 * `POST …/memberships/switch`: signs the member in to another program of the same brand (404 for
 * one of another brand) — a new grant; the old session and its family end.
 */
export async function switchProgram(
  db: Db,
  input: { brandId: number; authorization: string | undefined; programId: number; locale: Locale; now: Date },
): Promise<MemberSessionGrant> {
  const member = await requireMember(db, input);
  const row = await findMemberById(db, member.memberId);
  if (!row) throw memberSessionErrors.sessionNotFound();
  const grant = await grantSessionTo(db, {
    member: row,
    brandId: input.brandId,
    requested: input.programId,
    locale: input.locale,
    now: input.now,
    organization: member.organization,
  });
  await endSession(db, member, input.authorization, input.now);
  return grant;
}

/** `GET …/memberships/program`: the program the member signed in to (404 when there is none). */
export async function signedInProgram(
  db: Db,
  input: { brandId: number; authorization: string | undefined; locale: Locale; now: Date },
): Promise<MembershipProgram> {
  const member = await requireMember(db, input);
  if (member.programId === null) throw membershipProgramErrors.programNotFound();
  return brandProgram(db, { brandId: input.brandId, programId: member.programId, locale: input.locale });
}
