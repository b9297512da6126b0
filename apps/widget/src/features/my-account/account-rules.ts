import type { MemberProfile } from '@yadori/contract/membership.schema';
import { normalizePhone, PHONE_PATTERN } from '@yadori/contract/phone';

/**
 * Spec §9: a password has at least 8 characters. The contract's `PASSWORD_MIN_LENGTH` lives in a Zod
 * module the widget keeps out of its bundle; account-rules.test.ts holds the two equal.
 */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Spec §5: a profile may be changed only by a signed-in member whose account is not the loyalty
 * programme's and when some program of the brand allows it. The server says so in
 * `can_update_profile`; the provider is checked again here so a loyalty account never sees the form.
 */
export function canEditProfile(
  profile: Pick<MemberProfile, 'can_update_profile' | 'provider'> | null,
): boolean {
  return Boolean(profile?.can_update_profile) && profile?.provider !== 'creansmaerd';
}

/** Only accounts with a password of ours change it, and confirm with it (email change, deletion). */
export const hasPassword = (profile: Pick<MemberProfile, 'provider'>): boolean =>
  profile.provider === 'password';

/**
 * The member's name as the language writes it (spec §9): English first then last, the others last
 * then first; Japanese uses the kana names when the member gave them.
 */
export function memberName(
  member: Pick<MemberProfile, 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana'>,
  locale: string,
): string {
  if (locale === 'en') return `${member.first_name} ${member.last_name}`.trim();
  const kana = `${member.last_name_kana ?? ''} ${member.first_name_kana ?? ''}`.trim();
  if (locale === 'ja' && member.last_name_kana && member.first_name_kana) return kana;
  return `${member.last_name} ${member.first_name}`.trim();
}

/** Which name field comes first in a form: the family name except in English. */
export const familyNameFirst = (locale: string): boolean => locale !== 'en';

export type PasswordProblem = 'required' | 'tooShort' | 'weak' | 'mismatch';

/**
 * Spec §5 password rules as the change form checks them before asking the server: at least
 * {@link PASSWORD_MIN_LENGTH} characters with upper and lower case letters and digits, and the
 * confirmation the same. The server checks strength again (1300) and recent passwords (1302).
 */
export function passwordProblems(input: {
  current: string;
  password: string;
  confirmation: string;
}): Partial<Record<'current' | 'password' | 'confirmation', PasswordProblem>> {
  const problems: Partial<Record<'current' | 'password' | 'confirmation', PasswordProblem>> = {};
  if (input.current === '') problems.current = 'required';
  if (input.password === '') problems.password = 'required';
  else if (input.password.length < PASSWORD_MIN_LENGTH) problems.password = 'tooShort';
  else if (!/[a-z]/.test(input.password) || !/[A-Z]/.test(input.password) || !/[0-9]/.test(input.password))
    problems.password = 'weak';
  if (input.confirmation === '') problems.confirmation = 'required';
  else if (input.confirmation !== input.password) problems.confirmation = 'mismatch';
  return problems;
}

/** The profile form's fields (strings as the inputs hold them). */
export interface ProfileDraft {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  gender: string;
  birthDate: string;
  postalCode: string;
  address: string;
  newsletter: boolean;
}

export function draftOf(profile: MemberProfile): ProfileDraft {
  return {
    lastName: profile.last_name,
    firstName: profile.first_name,
    lastNameKana: profile.last_name_kana ?? '',
    firstNameKana: profile.first_name_kana ?? '',
    phone: profile.phone ?? '',
    gender: profile.gender ?? '',
    birthDate: profile.birth_date ?? '',
    postalCode: profile.postal_code ?? '',
    address: profile.address ?? '',
    newsletter: profile.newsletter_opt_in,
  };
}

export type ProfileProblem = 'required' | 'phone' | 'postalCode' | 'kana';

/**
 * The form's field problems (spec §5): names required; phone digits and + only; postcode letters and
 * digits only; kana names in hiragana or katakana.
 */
export function profileProblems(draft: ProfileDraft): Partial<Record<keyof ProfileDraft, ProfileProblem>> {
  const problems: Partial<Record<keyof ProfileDraft, ProfileProblem>> = {};
  if (draft.lastName.trim() === '') problems.lastName = 'required';
  if (draft.firstName.trim() === '') problems.firstName = 'required';
  const kana = /^[\u3041-\u309f\u30a0-\u30ff\u3000\s]*$/;
  if (!kana.test(draft.lastNameKana.trim())) problems.lastNameKana = 'kana';
  if (!kana.test(draft.firstNameKana.trim())) problems.firstNameKana = 'kana';
  if (draft.phone.trim() !== '' && !PHONE_PATTERN.test(normalizePhone(draft.phone))) problems.phone = 'phone';
  if (draft.postalCode.trim() !== '' && !/^[A-Za-z0-9]+$/.test(draft.postalCode.trim()))
    problems.postalCode = 'postalCode';
  return problems;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The `PUT update` body of a checked draft. */
export function updateBodyOf(draft: ProfileDraft) {
  return {
    last_name: draft.lastName.trim(),
    first_name: draft.firstName.trim(),
    last_name_kana: orNull(draft.lastNameKana),
    first_name_kana: orNull(draft.firstNameKana),
    phone: orNull(normalizePhone(draft.phone)),
    gender: (orNull(draft.gender) as MemberProfile['gender']) ?? null,
    birth_date: orNull(draft.birthDate),
    postal_code: orNull(draft.postalCode),
    address: orNull(draft.address),
    newsletter_opt_in: draft.newsletter,
  };
}
