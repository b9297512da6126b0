import type { Locale } from '@yadori/contract/locales';
import {
  type cancelAccountBodySchema,
  EMAIL_CHANGE_LINK_HOURS,
  type MemberProfile,
  type resendBodySchema,
  type setupBodySchema,
  type updateEmailBodySchema,
  type updateProfileBodySchema,
} from '@yadori/contract/membership.schema';
import type { z } from 'zod';
import { verifyPassword } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import type { MemberRow, SignedInMember } from '../member-sessions/member-sessions.service.ts';
import {
  hasPlaceholderEmail,
  liveMemberOfBrand,
  memberProfile,
} from '../member-sessions/member-sessions.service.ts';
import { type AccountDeps, checkRedirect, mailNewLink } from './account-links.ts';
import { accountErrors } from './member-accounts.errors.ts';
import {
  emailTaken,
  eraseMember,
  type ProfileChanges,
  setPendingEmail,
  updateProfileFields,
} from './member-accounts.repository.ts';
import { accountText } from './member-accounts.texts.ts';

/** The signed-in member as requireMember answers it. */
export type SignedIn = SignedInMember;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function account(deps: AccountDeps, hotel: HotelWithBrand, who: SignedIn): Promise<MemberRow> {
  const member = await liveMemberOfBrand(deps.db, hotel.brand.id, who.memberId);
  // requireMember has checked the brand; a member deleted in another tab answers like a lost session.
  if (!member) throw accountErrors.linkNotFound('authorization');
  return member;
}

const profileOf = (deps: AccountDeps, hotel: HotelWithBrand, who: SignedIn, locale: Locale) =>
  memberProfile(deps.db, {
    memberId: who.memberId,
    brandId: hotel.brand.id,
    programId: who.programId,
    locale,
  });

/** show: the signed-in member. */
export function showProfile(deps: AccountDeps, hotel: HotelWithBrand, who: SignedIn, locale: Locale) {
  return profileOf(deps, hotel, who, locale);
}

/** Spec §5: signed in, not a loyalty-programme account, and some program of the brand allows it. */
function requireProfileUpdate(who: SignedIn, profile: MemberProfile): void {
  if (who.provider === 'creansmaerd') throw accountErrors.loyaltyProfile();
  if (!profile.can_update_profile) throw accountErrors.profileUpdateNotAllowed();
}

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** update: the profile fields of spec §5 profile update; answers the profile after the change. */
export async function updateProfile(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  who: SignedIn,
  body: z.output<typeof updateProfileBodySchema>,
  locale: Locale,
): Promise<MemberProfile> {
  requireProfileUpdate(who, await profileOf(deps, hotel, who, locale));
  const changes: ProfileChanges = {
    firstName: body.first_name,
    lastName: body.last_name,
    firstNameKana: orNull(body.first_name_kana),
    lastNameKana: orNull(body.last_name_kana),
    phone: orNull(body.phone),
    gender: body.gender,
    birthDate: body.birth_date,
    postalCode: orNull(body.postal_code),
    address: orNull(body.address),
    newsletterOptIn: body.newsletter_opt_in,
    locale: body.locale,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length > 0) await updateProfileFields(deps.db, who.memberId, defined, deps.now());
  return profileOf(deps, hotel, who, body.locale ?? locale);
}

/** A new login email waits as pending_email; its link goes to the new address. */
async function requestEmailChange(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  member: MemberRow,
  email: string,
  redirectUrl: string | null,
): Promise<void> {
  if (sameEmail(member.email, email)) throw accountErrors.emailUnchanged();
  if (await emailTaken(deps.db, hotel.brand.id, email, member.id)) throw accountErrors.emailTaken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const changed = member.pendingEmail === null || !sameEmail(member.pendingEmail, email);
    await setPendingEmail(tx, member.id, email, now);
    // The same address asked again within the cool-down keeps the link already on its way; a new
    // address always gets its own (the older address's link is superseded).
    await mailNewLink(tx, {
      cooldown: !changed,
      memberId: member.id,
      hotelId: hotel.id,
      purpose: 'update_email',
      hours: EMAIL_CHANGE_LINK_HOURS,
      now,
      payload: { email, redirect_url: redirectUrl },
      mail: { kind: 'confirmEmailChange', newEmail: email, redirectUrl: redirectUrl ?? undefined },
    });
  });
}

/** update_email: the login email stays until the link mailed to the new address is opened. */
export async function updateEmail(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  who: SignedIn,
  body: z.output<typeof updateEmailBodySchema>,
  locale: Locale,
): Promise<MemberProfile> {
  if (body.email_confirmation !== undefined && !sameEmail(body.email, body.email_confirmation)) {
    throw accountErrors.emailMismatch();
  }
  // The loyalty programme owns its members' details, the login email included (spec §5).
  if (who.provider === 'creansmaerd') throw accountErrors.loyaltyProfile();
  const redirectUrl = checkRedirect(body.redirect_url, hotel, deps.publicUrl);
  const member = await account(deps, hotel, who);
  // The login email is the key to the account: a password account proves it is its owner, so a
  // stolen session alone cannot move the account to another address.
  if (member.passwordHash !== null) {
    if (body.current_password === undefined) throw accountErrors.currentPasswordRequired();
    if (!(await verifyPassword(body.current_password, member.passwordHash))) {
      throw accountErrors.currentPasswordWrong();
    }
  }
  await requestEmailChange(deps, hotel, member, body.email, redirectUrl);
  return profileOf(deps, hotel, who, locale);
}

/** resend_confirmation: the pending email change's link again (to the pending address). */
export async function resendEmailChange(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  who: SignedIn,
  body: z.output<typeof resendBodySchema>,
  locale: Locale,
): Promise<{ message: string }> {
  const redirectUrl = checkRedirect(body.redirect_url, hotel, deps.publicUrl);
  const member = await account(deps, hotel, who);
  if (member.pendingEmail === null || !sameEmail(member.pendingEmail, body.email)) {
    throw accountErrors.noPendingEmail();
  }
  const pending = member.pendingEmail;
  const now = deps.now();
  await deps.db.transaction((tx) =>
    mailNewLink(tx, {
      memberId: member.id,
      hotelId: hotel.id,
      purpose: 'update_email',
      hours: EMAIL_CHANGE_LINK_HOURS,
      now,
      payload: { email: pending, redirect_url: redirectUrl },
      mail: { kind: 'confirmEmailChange', newEmail: pending, redirectUrl: redirectUrl ?? undefined },
    }),
  );
  return { message: accountText(locale, 'confirmationResent', { email: pending }) };
}

/**
 * setup: completes an account a federated first sign-in made without a name or an email. The names
 * apply at once; an email is a pending change confirmed through its link, like update_email.
 */
export async function setupAccount(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  who: SignedIn,
  body: z.output<typeof setupBodySchema>,
  locale: Locale,
): Promise<MemberProfile> {
  const before = await profileOf(deps, hotel, who, locale);
  if (!before.needs_setup) throw accountErrors.setupNotNeeded();
  const member = await account(deps, hotel, who);
  // A provider that gave no email left a stand-in address nobody receives: a real one is needed.
  const noEmail = hasPlaceholderEmail(member.email) && member.pendingEmail === null;
  if (body.email === undefined && noEmail) throw accountErrors.emailRequired();
  if (body.email !== undefined && !sameEmail(body.email, member.email)) {
    await requestEmailChange(deps, hotel, member, body.email, null);
  }
  await updateProfileFields(
    deps.db,
    member.id,
    {
      firstName: body.first_name,
      lastName: body.last_name,
      firstNameKana: body.first_name_kana || null,
      lastNameKana: body.last_name_kana || null,
      phone: body.phone || null,
      newsletterOptIn: body.newsletter_opt_in,
    },
    deps.now(),
  );
  return profileOf(deps, hotel, who, locale);
}

/**
 * cancel: deletes the account. Password accounts confirm with the current password. Personal data is
 * erased, the email replaced by an undeliverable unique address; the hotel keeps the reservations,
 * without the member.
 */
export async function deleteAccount(
  deps: AccountDeps,
  hotel: HotelWithBrand,
  who: SignedIn,
  body: z.output<typeof cancelAccountBodySchema>,
  locale: Locale,
): Promise<{ message: string }> {
  const member = await account(deps, hotel, who);
  if (member.passwordHash !== null) {
    if (body.current_password === undefined) throw accountErrors.currentPasswordRequired();
    if (!(await verifyPassword(body.current_password, member.passwordHash))) {
      throw accountErrors.currentPasswordWrong();
    }
  }
  const placeholder = `deleted-${member.id}-${newToken().slice(0, 12).toLowerCase()}@deleted.invalid`;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await eraseMember(tx, member.id, placeholder, now);
    await deps.onErase?.(tx, member.id);
  });
  return { message: accountText(locale, 'accountDeleted') };
}
