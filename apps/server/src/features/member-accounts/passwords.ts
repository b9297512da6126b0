import type { Locale } from '@yadori/contract/locales';
import {
  PASSWORD_HISTORY_DEPTH,
  RESET_LINK_HOURS,
  type startResetBodySchema,
  type updatePasswordBodySchema,
} from '@yadori/contract/membership.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { hashPassword, passwordStrongEnough, verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  clearSignInLock,
  liveMemberOfBrand,
  type MemberRow,
  memberByEmail,
} from '../member-sessions/member-sessions.service.ts';
import { type AccountDeps, checkRedirect, mailNewLink } from './account-links.ts';
import { accountErrors } from './member-accounts.errors.ts';
import {
  findLinkToken,
  insertPasswordHistory,
  recentPasswordHashes,
  revokeMemberSessions,
  setPasswordHash,
  supersedeLinkTokens,
  useLinkToken,
} from './member-accounts.repository.ts';
import { accountText } from './member-accounts.texts.ts';

/** The caller behind `Authorization: Bearer` (member-sessions' requireMember). */
export interface Caller {
  memberId: number;
  sessionId: number;
  /** The refresh-token family of the caller's session token (kept on a password change). */
  familyId: string | null;
}

/** How the sign-in button names a provider in a sentence. */
export const PROVIDER_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  line: 'LINE',
  open_id: 'OpenID',
  creansmaerd: 'creansmaerd',
  brand_custom_auth: 'SSO',
};

/** Federated accounts sign in elsewhere; a password account (or one the facility made) has a password here. */
export const signsInWithPassword = (m: Pick<MemberRow, 'provider'>) => m.provider === 'password';

/**
 * start_reset_password_process: mails a link to set a new password (RESET_LINK_HOURS). Spec §8: an
 * unknown email is answered "No user matched provided email." (404). Works for confirmed, provisional
 * (the link proves the address) and facility-made accounts (no password yet, spec 1403).
 */
export async function startResetPassword(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  body: z.output<typeof startResetBodySchema>,
  locale: Locale,
): Promise<{ message: string }> {
  const redirectUrl = checkRedirect(body.redirect_url, hotel, deps.publicUrl);
  const member = await memberByEmail(deps.db, hotel.brand.id, body.email);
  if (!member) throw accountErrors.noUserMatched();
  if (!signsInWithPassword(member)) {
    throw accountErrors.federatedNoPassword(PROVIDER_NAMES[member.provider] ?? member.provider);
  }
  const now = deps.now();
  await deps.db.transaction((tx) =>
    mailNewLink(tx, {
      memberId: member.id,
      hotelId: hotel.id,
      purpose: 'reset_password',
      hours: RESET_LINK_HOURS,
      now,
      payload: { redirect_url: redirectUrl },
      mail: { kind: 'resetPassword', redirectUrl: redirectUrl ?? undefined },
    }),
  );
  return { message: accountText(locale, 'resetSent', { email: member.email, hours: RESET_LINK_HOURS }) };
}

/** 1302 when `password` is the current one or one of the last PASSWORD_HISTORY_DEPTH. */
async function refuseRecentPassword(db: Db, member: MemberRow, password: string): Promise<void> {
  const hashes = await recentPasswordHashes(db, member.id, PASSWORD_HISTORY_DEPTH);
  const candidates =
    member.passwordHash && !hashes.includes(member.passwordHash) ? [member.passwordHash, ...hashes] : hashes;
  for (const hash of candidates) {
    if (await verifyPassword(password, hash)) throw accountErrors.passwordUsed();
  }
}

function checkNewPassword(body: z.output<typeof updatePasswordBodySchema>): void {
  if (body.password !== body.password_confirmation) throw accountErrors.passwordMismatch();
  if (!passwordStrongEnough(body.password, { signUp: false })) throw accountErrors.passwordStrength(false);
}

/**
 * update_password, either with a reset link's token (expired or used: 1401) or signed in with the
 * current password (wrong: 422, not 401, which would sign the widget out). 1300 strength, 1302 a
 * recent password. A reset also unlocks the account, confirms it and ends every session; a signed-in
 * change ends the member's other sessions.
 */
export async function updatePassword(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  body: z.output<typeof updatePasswordBodySchema>,
  locale: Locale,
  signedIn: () => Promise<Caller>,
): Promise<{ message: string }> {
  const now = deps.now();
  let member: MemberRow | null;
  let linkId: number | null = null;
  let keep: { sessionId: number; familyId: string | null } | null = null;
  if (body.reset_password_token !== undefined) {
    const link = await findLinkToken(
      deps.db,
      hotel.brand.id,
      hashToken(body.reset_password_token),
      'reset_password',
    );
    member = link && (await liveMemberOfBrand(deps.db, hotel.brand.id, link.memberId));
    if (!link || !member) throw accountErrors.linkNotFound('reset_password_token');
    if (link.usedAt !== null || link.expiresAt.getTime() <= now.getTime())
      throw accountErrors.resetLinkExpired();
    linkId = link.id;
  } else {
    const caller = await signedIn();
    member = await liveMemberOfBrand(deps.db, hotel.brand.id, caller.memberId);
    if (!member) throw accountErrors.linkNotFound('current_password');
    if (!signsInWithPassword(member)) {
      throw accountErrors.federatedNoPassword(PROVIDER_NAMES[member.provider] ?? member.provider);
    }
    if (!(await verifyPassword(body.current_password ?? '', member.passwordHash))) {
      throw accountErrors.currentPasswordWrong();
    }
    keep = { sessionId: caller.sessionId, familyId: caller.familyId };
  }
  checkNewPassword(body);
  await refuseRecentPassword(deps.db, member, body.password);
  const passwordHash = await hashPassword(body.password);
  const target = member;
  await deps.db.transaction(async (tx) => {
    if (linkId !== null && !(await useLinkToken(tx, linkId, now))) throw accountErrors.resetLinkExpired();
    await setPasswordHash(tx, target.id, passwordHash, now, {
      confirm: linkId !== null,
    });
    // A reset proves the mailbox: it also lifts a sign-in lock (1301).
    if (linkId !== null) await clearSignInLock(tx, target.id);
    await insertPasswordHistory(tx, target.id, passwordHash, now);
    await supersedeLinkTokens(tx, target.id, ['reset_password'], now);
    await revokeMemberSessions(tx, target.id, now, keep);
  });
  return { message: accountText(locale, 'passwordUpdated') };
}
