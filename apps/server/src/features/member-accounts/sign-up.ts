import type { Locale } from '@yadori/contract/locales';
import {
  CONFIRMATION_LINK_HOURS,
  type confirmBodySchema,
  type resendBodySchema,
  type signUpBodySchema,
} from '@yadori/contract/membership.schema';
import type { z } from 'zod';
import { hashPassword, passwordStrongEnough } from '../../lib/password.ts';
import { databaseErrorCode } from '../../lib/safe-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  liveMemberOfBrand,
  type MemberRow,
  memberByEmail,
} from '../member-sessions/member-sessions.service.ts';
import {
  type AccountDeps,
  checkRedirect,
  mailAlreadyRegistered,
  mailNewLink,
  signUpProgram,
} from './account-links.ts';
import { accountErrors } from './member-accounts.errors.ts';
import {
  applyEmailChange,
  confirmAccount,
  findLinkToken,
  insertPasswordHistory,
  insertProvisionalMember,
  supersedeLinkTokens,
  useLinkToken,
} from './member-accounts.repository.ts';
import { accountText } from './member-accounts.texts.ts';

type SignUpBody = z.output<typeof signUpBodySchema>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec §5 form rules of sign-up, first failure first; answers the program the member would join. */
async function checkSignUp(deps: AccountDeps, hotel: HotelWithBrand, body: SignUpBody) {
  if (body.email_confirmation !== undefined && !sameEmail(body.email, body.email_confirmation)) {
    throw accountErrors.emailMismatch();
  }
  if (body.password !== body.password_confirmation) throw accountErrors.passwordMismatch();
  if (!passwordStrongEnough(body.password, { signUp: true })) throw accountErrors.passwordStrength(true);
  const redirectUrl = checkRedirect(body.redirect_url, hotel, deps.publicUrl);
  const program = await signUpProgram(deps.db, hotel.brand.id, body.program_id);
  return { redirectUrl, program };
}

/** sign_up/verify: the same checks as sign_up, nothing made or mailed (and nothing said about the email). */
export async function verifySignUp(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  body: SignUpBody,
  locale: Locale,
) {
  await checkSignUp(deps, hotel, body);
  return { message: accountText(locale, 'signUpValid') };
}

/** A provisional sign-up still waits for its link; a facility-made account has no password yet. */
export const isProvisional = (m: MemberRow) =>
  m.confirmedAt === null && m.passwordHash !== null && m.provider === 'password';

/**
 * sign_up: a provisional member and a confirmation mail. An address the brand already knows gets the
 * same answer — its owner is mailed "you already have an account" (or, still provisional, the
 * confirmation again), so the answer never tells whether an email is registered.
 */
export async function signUp(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  body: SignUpBody,
  requestLocale: Locale,
): Promise<{ message: string }> {
  const { redirectUrl, program } = await checkSignUp(deps, hotel, body);
  const locale = body.locale ?? requestLocale;
  // Hashed before the look-up, so a known address costs the same time as a new one.
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const linkPayload = { program_id: program.programId, redirect_url: redirectUrl };
  const confirmMail = {
    kind: 'confirmSignUp' as const,
    programId: program.programId,
    redirectUrl: redirectUrl ?? undefined,
  };
  await deps.db.transaction(async (tx) => {
    const existing = await memberByEmail(tx, hotel.brand.id, body.email);
    if (existing) {
      if (isProvisional(existing)) {
        await mailNewLink(tx, {
          memberId: existing.id,
          hotelId: hotel.id,
          purpose: 'confirm',
          hours: CONFIRMATION_LINK_HOURS,
          now,
          payload: { ...linkPayload, program_id: existing.programId },
          mail: { ...confirmMail, programId: existing.programId },
        });
      } else {
        await mailAlreadyRegistered(tx, existing.id, hotel.id, now);
      }
      return;
    }
    const memberId = await insertProvisionalMember(tx, {
      brandId: hotel.brand.id,
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      firstNameKana: body.first_name_kana || null,
      lastNameKana: body.last_name_kana || null,
      phone: body.phone || null,
      gender: body.gender ?? null,
      birthDate: body.birth_date ?? null,
      postalCode: body.postal_code || null,
      address: body.address || null,
      newsletterOptIn: body.newsletter_opt_in,
      locale,
      passwordHash,
      programId: program.programId,
      rankId: program.rankId,
      now,
    });
    // A sign-up racing this one took the address between the look-up and the insert: same answer.
    if (memberId === null) return;
    await insertPasswordHistory(tx, memberId, passwordHash, now);
    await mailNewLink(tx, {
      memberId,
      hotelId: hotel.id,
      purpose: 'confirm',
      hours: CONFIRMATION_LINK_HOURS,
      now,
      payload: linkPayload,
      mail: confirmMail,
    });
  });
  return {
    message: accountText(locale, 'signUpSent', { email: body.email, hours: CONFIRMATION_LINK_HOURS }),
  };
}

export interface ConfirmAnswer {
  email: string;
  program_id: number | null;
  redirect_url: string | null;
  message: string;
}

const payloadText = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? (payload[key] as string) : null;
const payloadNumber = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'number' ? (payload[key] as number) : null;

/**
 * confirm: opens a mailed link. A sign-up link confirms the account (1402 when it already is, 1401
 * when the link expired); an email-change link (`email_update`) makes the pending address the login
 * email and ends the member's other links. Unknown, superseded or another brand's links: 404.
 */
export async function confirmLink(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  body: z.output<typeof confirmBodySchema>,
  locale: Locale,
): Promise<ConfirmAnswer> {
  const purpose = body.email_update ? 'update_email' : 'confirm';
  const link = await findLinkToken(deps.db, hotel.brand.id, hashToken(body.confirmation_token), purpose);
  const member = link && (await liveMemberOfBrand(deps.db, hotel.brand.id, link.memberId));
  if (!link || !member) throw accountErrors.linkNotFound('confirmation_token');
  const now = deps.now();
  const redirectUrl = payloadText(link.payload, 'redirect_url');
  if (!body.email_update) {
    if (member.confirmedAt !== null) throw accountErrors.alreadyConfirmed();
    if (link.usedAt !== null) throw accountErrors.linkNotFound('confirmation_token');
    if (link.expiresAt.getTime() <= now.getTime())
      throw accountErrors.signUpLinkExpired(CONFIRMATION_LINK_HOURS);
    await deps.db.transaction(async (tx) => {
      if (!(await useLinkToken(tx, link.id, now))) throw accountErrors.alreadyConfirmed();
      await confirmAccount(tx, member.id, now);
      await supersedeLinkTokens(tx, member.id, ['confirm'], now);
    });
    return {
      email: member.email,
      program_id: payloadNumber(link.payload, 'program_id') ?? member.programId,
      redirect_url: redirectUrl,
      message: accountText(locale, 'confirmed'),
    };
  }
  const email = payloadText(link.payload, 'email') ?? '';
  if (link.usedAt !== null) {
    if (sameEmail(member.email, email)) throw accountErrors.emailAlreadyConfirmed();
    throw accountErrors.linkNotFound('confirmation_token');
  }
  if (link.expiresAt.getTime() <= now.getTime()) throw accountErrors.emailLinkExpired();
  if (member.pendingEmail === null || !sameEmail(member.pendingEmail, email)) {
    throw accountErrors.linkNotFound('confirmation_token');
  }
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await useLinkToken(tx, link.id, now))) throw accountErrors.emailAlreadyConfirmed();
      if (!(await applyEmailChange(tx, member, email, now))) throw accountErrors.emailTaken();
      // Links mailed to the old address (a reset, an older change) must not outlive it.
      await supersedeLinkTokens(tx, member.id, ['update_email', 'reset_password', 'confirm'], now);
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw accountErrors.emailTaken();
    throw error;
  }
  return {
    email,
    program_id: member.programId,
    redirect_url: redirectUrl,
    message: accountText(locale, 'emailChanged', { email }),
  };
}

/**
 * resend_confirm_email: a new sign-up link for a provisional account. Spec §8: an unregistered email
 * is told so (404), an account that needs no confirmation gets 1402.
 */
export async function resendConfirmEmail(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  body: z.output<typeof resendBodySchema>,
  locale: Locale,
): Promise<{ message: string }> {
  const redirectUrl = checkRedirect(body.redirect_url, hotel, deps.publicUrl);
  const member = await memberByEmail(deps.db, hotel.brand.id, body.email);
  if (!member) throw accountErrors.notRegistered();
  if (!isProvisional(member)) throw accountErrors.alreadyConfirmed();
  const now = deps.now();
  await deps.db.transaction((tx) =>
    mailNewLink(tx, {
      memberId: member.id,
      hotelId: hotel.id,
      purpose: 'confirm',
      hours: CONFIRMATION_LINK_HOURS,
      now,
      payload: { program_id: member.programId, redirect_url: redirectUrl },
      mail: { kind: 'confirmSignUp', programId: member.programId, redirectUrl: redirectUrl ?? undefined },
    }),
  );
  return { message: accountText(locale, 'confirmationResent', { email: member.email }) };
}
