import type { Locale } from '@yadori/contract/locales';
import type { WhoamiResponse, WhoamiUser } from '@yadori/contract/session.schema';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  findMemberSessionByTokenHash,
  insertMemberSession,
  type MemberRecord,
} from './member-sessions.repository.ts';

/** How long a member stays signed in without activity. The spec does not say; 30 days. */
export const MEMBER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

function toWhoamiUser(member: MemberRecord, locale: Locale): WhoamiUser {
  return {
    id: member.id,
    name: displayName(member, locale),
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    membership_id: member.membershipId,
    program_id: member.programId,
    rank_id: member.rankId,
    organization: null,
    organization_role: [],
  };
}

/**
 * Who the bearer token belongs to, for the hotel's brand. No token: signed out. Unknown or revoked
 * token: `session_token_not_found`. Another brand's token: `brand_mismatch`. Expired: 401 SESSION_EXPIRED.
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
  const token = bearerToken(input.authorization);
  if (!token) return signedOut(null);
  const session = await findMemberSessionByTokenHash(db, hashToken(token));
  if (!session || session.revoked) return signedOut('session_token_not_found');
  if (session.brandId !== input.hotel.brand.id) return signedOut('brand_mismatch');
  if (session.expiresAt.getTime() <= input.now.getTime()) throw errors.sessionExpired();
  return { signed_in: true, user: toWhoamiUser(session.member, input.locale), reset_code: null };
}

/** Signs a member in: a new random bearer token, stored hashed. */
export async function issueMemberSession(
  db: Db,
  input: { memberId: number; brandId: number; now: Date; ttlMs?: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? MEMBER_SESSION_TTL_MS));
  await insertMemberSession(db, {
    memberId: input.memberId,
    brandId: input.brandId,
    tokenHash: hashToken(token),
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}
