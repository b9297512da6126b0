import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale, storedLocale } from '@yadori/contract/locales';
import {
  MEMBER_PROVIDERS,
  type MemberCompanion,
  type MemberProfile,
  type MemberProvider,
  type MemberSessionGrant,
  memberCompanionSchema,
  memberGenderSchema,
} from '@yadori/contract/membership.schema';
import type { WhoamiResponse, WhoamiUser } from '@yadori/contract/session.schema';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import { membershipProgramErrors } from '../membership-programs/membership-programs.errors.ts';
import {
  brandProgramRow,
  brandProgramRows,
  defaultProgramOf,
  type ProgramSummary,
  pointsOpenTo,
} from '../membership-programs/membership-programs.service.ts';
import { memberSessionErrors } from './member-sessions.errors.ts';
import {
  type BrandMembership,
  clearFailedSignIns,
  confirmMember,
  deleteIdentity,
  findBrandMembership,
  findIdentity,
  findMemberByEmail,
  findMemberById,
  findMemberSessionByTokenHash,
  findMemberSessionWithBrandByTokenHash,
  insertIdentity,
  insertMember,
  insertMemberSession,
  insertSessionAndRefreshToken,
  inTransaction,
  type MemberSessionRecord,
} from './member-sessions.repository.ts';
import type {
  MemberRecord,
  MemberRow,
  SessionOrganization,
  SignedInMember,
} from './member-sessions.types.ts';

export type { BrandMembership } from './member-sessions.repository.ts';
export type {
  MemberRecord,
  MemberRow,
  SessionOrganization,
  SignedInMember,
} from './member-sessions.types.ts';

/** How long a member stays signed in with one session. The spec does not say; 30 days. */
export const MEMBER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a refresh token can be exchanged; every exchange mints a new one. 90 days. */
export const REFRESH_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * The email of a member a provider created without one (the column is required): a reserved
 * domain (RFC 2606) nobody can receive at. `setup` replaces it; the profile shows it as empty.
 */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';

type Whoami = WhoamiResponse['data'];

/** The token of `Authorization: Bearer <token>`, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  // Widgets have been seen sending the literal strings of an unset variable.
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

/** Display name: English puts the first name first, the other locales the family name (spec §9). */
export function displayName(member: Pick<MemberRecord, 'firstName' | 'lastName'>, locale: Locale): string {
  return locale === 'en'
    ? `${member.firstName} ${member.lastName}`
    : `${member.lastName} ${member.firstName}`;
}

/** True for the stand-in email of a member a provider created without one. */
export function hasPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${NO_EMAIL_DOMAIN}`);
}

function providerOf(value: string): MemberProvider {
  return (MEMBER_PROVIDERS as readonly string[]).includes(value) ? (value as MemberProvider) : 'password';
}

/** The member's rank where it counts: only in the program it belongs to. */
function rankIn(member: Pick<MemberRecord, 'programId' | 'rankId'>, programId: number | null): number | null {
  return programId !== null && member.programId === programId ? member.rankId : null;
}

/** Spec §3 Member.organization and organization_role, as the wire has them. */
function organizationFields(organization: SessionOrganization | null) {
  return organization
    ? {
        organization: {
          id: organization.id,
          program_id: organization.programId,
          name: organization.name,
          display_name: organization.displayName,
        },
        organization_role: [organization.role],
      }
    : { organization: null, organization_role: [] };
}

function toWhoamiUser(
  member: MemberRow,
  programId: number | null,
  locale: Locale,
  organization: SessionOrganization | null,
): WhoamiUser {
  return {
    id: member.id,
    name: displayName(member, locale),
    first_name: member.firstName,
    last_name: member.lastName,
    email: hasPlaceholderEmail(member.email) ? '' : member.email,
    membership_id: member.membershipId,
    program_id: programId,
    rank_id: rankIn(member, programId),
    provider: providerOf(member.provider),
    ...organizationFields(organization),
  };
}

/**
 * The session of a bearer token if it is live, or why not (no token, unknown or revoked, expired), as
 * `find` reads it by the token's hash: findMemberSessionByTokenHash, or with the brand for a profile.
 */
async function liveSession<S extends MemberSessionRecord>(
  db: Db,
  authorization: string | undefined,
  now: Date,
  find: (db: Db, tokenHash: string) => Promise<S | null>,
): Promise<
  { kind: 'none' } | { kind: 'unknown' } | { kind: 'expired'; session: S } | { kind: 'live'; session: S }
> {
  const token = bearerToken(authorization);
  if (!token) return { kind: 'none' };
  const session = await find(db, hashToken(token));
  if (!session || session.revoked || session.member.deletedAt !== null) return { kind: 'unknown' };
  if (session.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', session };
  return { kind: 'live', session };
}

/**
 * Who the bearer token belongs to, for the hotel's brand. No token: signed out. Unknown or revoked
 * token (or a deleted member): `session_token_not_found`. Another brand's token: `brand_mismatch`.
 * Expired: 401 SESSION_EXPIRED.
 */
export async function whoami(
  db: Db,
  input: { hotel: HotelWithBrand; authorization: string | undefined; locale: Locale; now: Date },
): Promise<Whoami> {
  const signedOut = (reset_code: Whoami['reset_code']): Whoami => ({
    signed_in: false,
    user: null,
    reset_code,
  });
  const found = await liveSession(db, input.authorization, input.now, findMemberSessionByTokenHash);
  if (found.kind === 'none') return signedOut(null);
  if (found.kind === 'unknown') return signedOut('session_token_not_found');
  if (found.session.brandId !== input.hotel.brand.id) return signedOut('brand_mismatch');
  if (found.kind === 'expired') throw memberSessionErrors.sessionExpired();
  const { session } = found;
  const programId = session.programId ?? session.member.programId;
  return {
    signed_in: true,
    user: toWhoamiUser(session.member, programId, input.locale, session.organization),
    reset_code: null,
  };
}

function toSignedIn(session: MemberSessionRecord): SignedInMember {
  const programId = session.programId ?? session.member.programId;
  return {
    sessionId: session.id,
    memberId: session.member.id,
    brandId: session.brandId,
    programId,
    rankId: rankIn(session.member, programId),
    email: session.member.email,
    provider: providerOf(session.member.provider),
    locale: storedLocale(session.member.locale, 'ja'),
    organization: session.organization,
  };
}

/**
 * The signed-in member behind `Authorization: Bearer`, for the hotel's brand. No token → 401
 * UNAUTHORIZED; an unknown or revoked token, or a deleted member → 401 code 3401; another brand's
 * token → 401 code 3402; expired → 401 SESSION_EXPIRED (1400).
 */
export async function requireMember(
  db: Db,
  input: { authorization: string | undefined; brandId: number; now: Date },
): Promise<SignedInMember> {
  const found = await liveSession(db, input.authorization, input.now, findMemberSessionByTokenHash);
  if (found.kind === 'none') throw memberSessionErrors.signInRequired();
  if (found.kind === 'unknown') throw memberSessionErrors.sessionNotFound();
  if (found.session.brandId !== input.brandId) throw memberSessionErrors.brandMismatch();
  if (found.kind === 'expired') throw memberSessionErrors.sessionExpired();
  return toSignedIn(found.session);
}

/**
 * The signed-in member behind `Authorization: Bearer`, at whichever hotel of their brand — for the
 * calls without a hotel in the path (`/book/user/…`) — if `canSeeBrand` (the widget's client session
 * may see that brand; else 401 3402). No token → 401; unknown, revoked or deleted → 3401; expired → 1400.
 */
export async function requireAnyMember(
  db: Db,
  input: {
    authorization: string | undefined;
    canSeeBrand: (brandId: number) => boolean | Promise<boolean>;
    now: Date;
  },
): Promise<SignedInMember> {
  const found = await liveSession(db, input.authorization, input.now, findMemberSessionByTokenHash);
  if (found.kind === 'none') throw memberSessionErrors.signInRequired();
  if (found.kind === 'unknown') throw memberSessionErrors.sessionNotFound();
  if (found.kind === 'expired') throw memberSessionErrors.sessionExpired();
  if (!(await input.canSeeBrand(found.session.brandId))) throw memberSessionErrors.brandMismatch();
  return toSignedIn(found.session);
}

/** Whether a widget's client session may see a brand: all hotels, its brand, or its hotel's brand. */
export function clientSessionSeesBrand(
  scope: { scope: string; brandId?: number | null; hotelId?: number | null },
  hotelBrandOf: (hotelId: number) => Promise<number | null>,
): (brandId: number) => Promise<boolean> {
  return async (brandId) => {
    if (scope.scope === 'all') return true;
    if (scope.scope === 'brand') return scope.brandId === brandId;
    return scope.hotelId != null && (await hotelBrandOf(scope.hotelId)) === brandId;
  };
}

/** A stored companion as the wire has it; null when there is none or it does not have the contract's shape. */
function companionOf(stored: unknown): MemberCompanion | null {
  const parsed = memberCompanionSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The member's profile in the contract shape, with the member's brand (`brand`) as it is now. */
function profileOf(
  member: MemberRow,
  brand: BrandMembership,
  programId: number | null,
  locale: Locale,
  organization: SessionOrganization | null,
): MemberProfile {
  const { programs } = brand;
  const provider = providerOf(member.provider);
  const placeholder = hasPlaceholderEmail(member.email);
  const gender = memberGenderSchema.safeParse(member.gender);
  return {
    id: member.id,
    name: displayName(member, locale),
    first_name: member.firstName,
    last_name: member.lastName,
    first_name_kana: member.firstNameKana,
    last_name_kana: member.lastNameKana,
    email: placeholder ? '' : member.email,
    pending_email: member.pendingEmail,
    membership_id: member.membershipId,
    program_id: programId,
    rank_id: rankIn(member, programId),
    provider,
    locale: storedLocale(member.locale, 'ja'),
    phone: member.phone,
    gender: gender.success ? gender.data : null,
    birth_date: member.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(member.birthDate) ? member.birthDate : null,
    postal_code: member.postalCode,
    address: member.address,
    newsletter_opt_in: member.newsletterOptIn,
    ...organizationFields(organization),
    // Spec §6 "points if the point program is usable and third-party login inactive": the brand's
    // point programme is on (read with the member) and the member did not sign in through a partner.
    point_program_enabled: brand.pointProgramEnabled && pointsOpenTo(provider),
    non_signed_in_program_ids: programs.filter((p) => p.id !== programId).map((p) => p.id),
    // Spec §5: signed in (a profile is only ever built for a signed-in member), not a
    // loyalty-programme account, and some program of the brand allows it.
    can_update_profile: provider !== 'creansmaerd' && programs.some((p) => p.updateMemberProfileEnabled),
    needs_setup: placeholder || member.firstName.trim() === '' || member.lastName.trim() === '',
    adult_companion: companionOf(member.adultCompanion),
    kid_companion: companionOf(member.kidCompanion),
  };
}

/**
 * The contract MemberProfile of a member of `brandId` (name in `locale` order, the brand's other
 * programs, can_update_profile per spec §5). A member of another brand, or a deleted one, is refused
 * like an unknown session (401 3401).
 */
export async function memberProfile(
  db: Db,
  input: {
    memberId: number;
    brandId: number;
    programId: number | null;
    locale: Locale;
    organization?: SessionOrganization | null;
  },
): Promise<MemberProfile> {
  const [member, brand] = await Promise.all([
    liveMemberOfBrand(db, input.brandId, input.memberId),
    findBrandMembership(db, input.brandId),
  ]);
  if (!member) throw memberSessionErrors.sessionNotFound();
  return profileOf(member, brand, input.programId, input.locale, input.organization ?? null);
}

/**
 * `GET /book/user/me`: the profile of the bearer session's member, of whichever brand the session is
 * of — if `canSeeBrand` (the widget's client session may see that brand; else 401 3402). No token →
 * 401; unknown, revoked or a deleted member → 3401; expired → 1400.
 */
export async function signedInProfile(
  db: Db,
  input: {
    authorization: string | undefined;
    canSeeBrand: (brandId: number) => boolean | Promise<boolean>;
    locale: Locale;
    now: Date;
  },
): Promise<MemberProfile> {
  // The session, its member and their brand in one round trip.
  const found = await liveSession(db, input.authorization, input.now, findMemberSessionWithBrandByTokenHash);
  if (found.kind === 'none') throw memberSessionErrors.signInRequired();
  if (found.kind === 'unknown') throw memberSessionErrors.sessionNotFound();
  if (found.kind === 'expired') throw memberSessionErrors.sessionExpired();
  const { session } = found;
  if (!(await input.canSeeBrand(session.brandId))) throw memberSessionErrors.brandMismatch();
  const programId = session.programId ?? session.member.programId;
  return profileOf(session.member, session.brand, programId, input.locale, session.organization);
}

/** The brand's live (not deleted) member with this login email, compared without case; else null. */
export function memberByEmail(db: Db, brandId: number, email: string): Promise<MemberRow | null> {
  return findMemberByEmail(db, brandId, email);
}

/** The brand's live (not deleted) member `memberId`; null for an unknown, deleted or other brand's one. */
export async function liveMemberOfBrand(
  db: Db,
  brandId: number,
  memberId: number,
): Promise<MemberRow | null> {
  const member = await findMemberById(db, memberId);
  return member && member.brandId === brandId && member.deletedAt === null ? member : null;
}

/** A new session token. It starts with its refresh family's id, so signing out can end the family too. */
function sessionToken(familyId: string): string {
  return `${familyId}.${newToken()}`;
}

/** The refresh family a session token was minted with (null for a token from before families). */
export function familyOfSessionToken(token: string): string | null {
  const dot = token.indexOf('.');
  return dot > 0 ? token.slice(0, dot) : null;
}

/**
 * Mints a session (member_sessions, with its program) and a refresh token of `familyId`, and answers
 * the contract grant. The caller has checked the member and the program.
 */
export async function mintGrant(
  db: Db,
  input: {
    member: MemberRow;
    brandId: number;
    programId: number | null;
    brand: BrandMembership;
    familyId: string;
    locale: Locale;
    now: Date;
    /** A corporate session: the organization the member signed in through (they must belong to it). */
    organization?: SessionOrganization | null;
  },
): Promise<MemberSessionGrant> {
  const session = sessionToken(input.familyId);
  const organization = input.organization ?? null;
  const refresh = newToken();
  const expiresAt = new Date(input.now.getTime() + MEMBER_SESSION_TTL_MS);
  await insertSessionAndRefreshToken(db, {
    memberId: input.member.id,
    brandId: input.brandId,
    programId: input.programId,
    sessionHash: hashToken(session),
    sessionExpiresAt: expiresAt,
    familyId: input.familyId,
    refreshHash: hashToken(refresh),
    refreshExpiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_TTL_MS),
    organizationId: organization?.id ?? null,
    now: input.now,
  });
  return {
    session,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_at: expiresAt.toISOString(),
    user: profileOf(input.member, input.brand, input.programId, input.locale, organization),
  };
}

/**
 * The program a session of the member is for, among the brand's `programs`: `requested` when given
 * (404 unless it is the brand's), else the member's own program when it is still the brand's, else
 * the brand's default, else none.
 */
function chooseProgram(
  programs: readonly ProgramSummary[],
  member: Pick<MemberRecord, 'programId'>,
  requested: number | null | undefined,
): number | null {
  if (requested !== undefined && requested !== null) {
    if (!programs.some((p) => p.id === requested)) throw membershipProgramErrors.programNotFound();
    return requested;
  }
  const own = programs.find((p) => p.id === member.programId);
  return (own ?? defaultProgramOf(programs))?.id ?? null;
}

/** The program a session of the member is for (see chooseProgram), with the brand's programs. */
export async function sessionProgram(
  db: Db,
  input: { member: Pick<MemberRecord, 'programId'>; brandId: number; requested?: number | null },
): Promise<{ programId: number | null; brand: BrandMembership }> {
  const brand = await findBrandMembership(db, input.brandId);
  return { programId: chooseProgram(brand.programs, input.member, input.requested), brand };
}

/**
 * Starts a session and a new refresh-token family for a member the caller has loaded and checked, in
 * the program chosen by chooseProgram (404 for a requested program not of the brand). `programs` are
 * the member's brand (its programs, its point programme) when the caller read it with the member; else
 * it is read here.
 */
export async function grantSessionTo(
  db: Db,
  input: {
    member: MemberRow;
    brandId: number;
    requested?: number | null;
    brand?: BrandMembership;
    locale: Locale;
    now: Date;
    organization?: SessionOrganization | null;
  },
): Promise<MemberSessionGrant> {
  const brand = input.brand ?? (await findBrandMembership(db, input.brandId));
  return mintGrant(db, {
    member: input.member,
    brandId: input.brandId,
    programId: chooseProgram(brand.programs, input.member, input.requested),
    brand,
    familyId: randomUUID(),
    locale: input.locale,
    now: input.now,
    organization: input.organization ?? null,
  });
}

/**
 * Starts a session for a member of `brandId`: a new bearer session (member_sessions, program_id) and a
 * new refresh-token family; answers the contract's MemberSessionGrant. programId defaults to the
 * member's program. An unknown, deleted or other brand's member → 401 3401; a program not of the
 * brand → 404.
 */
export async function grantMemberSession(
  db: Db,
  input: { memberId: number; brandId: number; programId?: number | null; locale: Locale; now: Date },
): Promise<MemberSessionGrant> {
  const member = await liveMemberOfBrand(db, input.brandId, input.memberId);
  if (!member) throw memberSessionErrors.sessionNotFound();
  return grantSessionTo(db, {
    member,
    brandId: input.brandId,
    requested: input.programId,
    locale: input.locale,
    now: input.now,
  });
}

/** Forgets failed password sign-ins and lifts a lock (1301); a password reset calls this. */
export function clearSignInLock(db: Db, memberId: number): Promise<void> {
  return clearFailedSignIns(db, memberId);
}

/** Signs a member in without a refresh token (tests and tools): a new random bearer token, stored hashed. */
export async function issueMemberSession(
  db: Db,
  input: {
    memberId: number;
    brandId: number;
    now: Date;
    ttlMs?: number;
    programId?: number | null;
    /** A corporate session: the organization the member belongs to and signs in through. */
    organizationId?: number | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = sessionToken(randomUUID());
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? MEMBER_SESSION_TTL_MS));
  await insertMemberSession(db, {
    memberId: input.memberId,
    brandId: input.brandId,
    tokenHash: hashToken(token),
    createdAt: input.now,
    expiresAt,
    programId: input.programId ?? null,
    organizationId: input.organizationId ?? null,
  });
  return { token, expiresAt };
}

function localeOrJa(locale: Locale): Locale {
  return (LOCALES as readonly string[]).includes(locale) ? locale : 'ja';
}

/**
 * Federated sign-in (OpenID, LINE, Facebook, loyalty programme, brand token): finds the member by
 * (brand, provider, subject) in member_identities; else links an existing member of the brand with the
 * same VERIFIED email (confirming a provisional sign-up: the provider vouched for the address); else
 * creates a confirmed member (provider recorded, no password; needs_setup when email or names are
 * missing), in the named program or the brand's default, at its lowest rank.
 */
export async function linkFederatedMember(
  db: Db,
  input: {
    brandId: number;
    provider: MemberProvider;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    firstName: string | null;
    lastName: string | null;
    locale: Locale;
    programId?: number | null;
    now: Date;
  },
): Promise<{ memberId: number; created: boolean }> {
  const key = { brandId: input.brandId, provider: input.provider, subject: input.subject };
  const program =
    input.programId !== undefined && input.programId !== null
      ? await brandProgramRow(db, input.brandId, input.programId)
      : defaultProgramOf(await brandProgramRows(db, input.brandId));
  if (input.programId !== undefined && input.programId !== null && !program) {
    throw membershipProgramErrors.programNotFound();
  }
  const email = input.email?.trim() || null;
  return inTransaction(db, async (tx) => {
    const identity = await findIdentity(tx, key);
    if (identity) {
      const member = await findMemberById(tx, identity.memberId);
      if (member && member.deletedAt === null) return { memberId: member.id, created: false };
      // The account was deleted: the link goes with it, and this sign-in starts afresh.
      await deleteIdentity(tx, identity.id);
    }
    if (email && input.emailVerified) {
      const existing = await findMemberByEmail(tx, input.brandId, email);
      if (existing) {
        await insertIdentity(tx, { ...key, memberId: existing.id, createdAt: input.now });
        await confirmMember(tx, existing.id, input.now);
        return { memberId: existing.id, created: false };
      }
    }
    // An unverified email another member already uses cannot be this member's: they give one at setup.
    const usable = email && !(await findMemberByEmail(tx, input.brandId, email)) ? email : null;
    const memberId = await insertMember(tx, {
      brandId: input.brandId,
      email:
        usable ??
        `${input.provider}.${hashToken(`${input.provider}:${input.subject}`).slice(0, 32)}@${NO_EMAIL_DOMAIN}`,
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      provider: input.provider,
      passwordHash: null,
      confirmedAt: input.now,
      locale: localeOrJa(input.locale),
      programId: program?.id ?? null,
      rankId: program?.ranks[0]?.id ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await insertIdentity(tx, { ...key, memberId, createdAt: input.now });
    return { memberId, created: true };
  });
}
