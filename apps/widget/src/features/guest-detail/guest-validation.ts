import { normalizePhone, PHONE_PATTERN } from '@yadori/contract/phone';
import type { Guest, RoomGuest } from '../booking-state/booking-types.ts';

/** Spec section 3 enumeration "field requirement". */
export type FieldRequirement = 'do_not_ask' | 'optional' | 'required';

/** The guest fields a hotel may ask for or not. */
export interface GuestFieldRequirements {
  gender: FieldRequirement;
  dateOfBirth: FieldRequirement;
  nationality: FieldRequirement;
  occupation: FieldRequirement;
  address: FieldRequirement;
}

/** When a hotel sets nothing: the address is optional, personal details are not asked. */
export const DEFAULT_FIELD_REQUIREMENTS: GuestFieldRequirements = {
  gender: 'do_not_ask',
  dateOfBirth: 'do_not_ask',
  nationality: 'do_not_ask',
  occupation: 'do_not_ask',
  address: 'optional',
};

const REQUIREMENTS = new Set<FieldRequirement>(['do_not_ask', 'optional', 'required']);

/** The hotel's `guest_field_requirements` setting when it has one, each field falling back to the default. */
export function fieldRequirementsOf(settings: unknown): GuestFieldRequirements {
  const raw = (settings as { guest_field_requirements?: Record<string, unknown> } | null)
    ?.guest_field_requirements;
  const pick = (key: keyof GuestFieldRequirements, wire: string): FieldRequirement => {
    const value = raw?.[wire];
    return typeof value === 'string' && REQUIREMENTS.has(value as FieldRequirement)
      ? (value as FieldRequirement)
      : DEFAULT_FIELD_REQUIREMENTS[key];
  };
  return {
    gender: pick('gender', 'gender'),
    dateOfBirth: pick('dateOfBirth', 'date_of_birth'),
    nationality: pick('nationality', 'nationality'),
    occupation: pick('occupation', 'occupation'),
    address: pick('address', 'address'),
  };
}

/** Why a field is refused; each has its text in the catalogs (`guestDetail.error…`). */
export type FieldError =
  | 'required'
  | 'email'
  | 'emailMismatch'
  | 'phone'
  | 'phoneHalfWidth'
  | 'postcode'
  | 'hiraganaOrAlphabet'
  | 'kanjiName'
  | 'englishName'
  | 'date'
  | 'tooLong'
  | 'terms';

export type GuestFieldName = Exclude<keyof Guest, 'promotionsOptIn'>;
export type GuestErrors = Partial<Record<GuestFieldName, FieldError>>;

const HIRAGANA_OR_ALPHABET = /^[\u3041-\u309f\u30fcA-Za-z\s\u3000'.-]+$/;
const KANJI_KANA = /^[\u3041-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆\s\u3000]+$/;
const ENGLISH_NAME = /^[A-Za-z][A-Za-z\s'.-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTCODE = /^[A-Za-z0-9]+$/;

const blank = (value: string) => value.trim() === '';

/** Spec section 5: the stay name's script by locale (ja: hiragana or alphabet; others: English). */
export function nameError(value: string, locale: string): FieldError | undefined {
  if (blank(value)) return 'required';
  if (locale === 'ja') return HIRAGANA_OR_ALPHABET.test(value.trim()) ? undefined : 'hiraganaOrAlphabet';
  return ENGLISH_NAME.test(value.trim()) ? undefined : 'englishName';
}

/** Spec section 5: a kanji name takes kanji, hiragana or katakana. */
export function kanjiNameError(value: string, required: boolean): FieldError | undefined {
  if (blank(value)) return required ? 'required' : undefined;
  return KANJI_KANA.test(value.trim()) ? undefined : 'kanjiName';
}

/**
 * Spec section 5: only numbers and +, read as the server reads them — full-width digits converted,
 * spaces and dashes between groups dropped; in Japanese the message asks for half-width digits.
 */
export function phoneError(value: string, locale: string): FieldError | undefined {
  if (blank(value)) return 'required';
  if (PHONE_PATTERN.test(normalizePhone(value))) return undefined;
  return locale === 'ja' ? 'phoneHalfWidth' : 'phone';
}

const isPastDate = (value: string, today: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value < today;
};

/**
 * Checks the guest form (spec section 5) for `locale`; only the fields the hotel asks for.
 * @example validateGuest(guest, { locale: 'en', kanjiNameRequired: false, requirements, today })
 */
export function validateGuest(
  guest: Guest,
  options: {
    locale: string;
    kanjiNameRequired: boolean;
    requirements: GuestFieldRequirements;
    today: string;
  },
): GuestErrors {
  const { locale, requirements } = options;
  const errors: GuestErrors = {};
  const set = (field: GuestFieldName, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  set('lastName', nameError(guest.lastName, locale));
  set('firstName', nameError(guest.firstName, locale));
  if (locale === 'ja') {
    set('kanjiLastName', kanjiNameError(guest.kanjiLastName, options.kanjiNameRequired));
    set('kanjiFirstName', kanjiNameError(guest.kanjiFirstName, options.kanjiNameRequired));
  }
  if (blank(guest.email)) set('email', 'required');
  else if (!EMAIL.test(guest.email.trim())) set('email', 'email');
  if (blank(guest.emailConfirmation)) set('emailConfirmation', 'required');
  else if (!errors.email && guest.emailConfirmation.trim() !== guest.email.trim())
    set('emailConfirmation', 'emailMismatch');
  set('phone', phoneError(guest.phone, locale));

  const asked = (requirement: FieldRequirement, field: GuestFieldName, value: string) => {
    if (requirement === 'required' && blank(value)) set(field, 'required');
  };
  asked(requirements.gender, 'gender', guest.gender);
  asked(requirements.nationality, 'nationality', guest.nationality);
  asked(requirements.occupation, 'occupation', guest.occupation);
  if (requirements.dateOfBirth !== 'do_not_ask') {
    if (blank(guest.dateOfBirth)) asked(requirements.dateOfBirth, 'dateOfBirth', '');
    else if (!isPastDate(guest.dateOfBirth, options.today)) set('dateOfBirth', 'date');
  }
  if (requirements.address !== 'do_not_ask') {
    if (!blank(guest.postcode) && !POSTCODE.test(guest.postcode.trim())) set('postcode', 'postcode');
    for (const field of ['postcode', 'prefecture', 'city', 'address'] as const) {
      if (!errors[field]) asked(requirements.address, field, guest[field]);
    }
  }
  for (const field of ['occupation', 'city', 'address', 'building'] as const) {
    if (!errors[field] && guest[field].length > 255) set(field, 'tooLong');
  }
  return errors;
}

/**
 * A room's guest: optional (blank = the booker), but a name started must be whole and in the
 * locale's script.
 */
export function validateRoomGuest(
  guest: RoomGuest,
  locale: string,
): Partial<Record<keyof RoomGuest, FieldError>> {
  if (blank(guest.firstName) && blank(guest.lastName)) return {};
  const errors: Partial<Record<keyof RoomGuest, FieldError>> = {};
  const first = nameError(guest.firstName, locale);
  const last = nameError(guest.lastName, locale);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
}

/** Spec section 5 / 9: text answers at most 255 characters. */
export const MAX_TEXT_ANSWER = 255;
