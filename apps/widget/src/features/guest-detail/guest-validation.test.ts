import { describe, expect, it } from 'vitest';
import { emptyGuest } from '../booking-state/booking-store.ts';
import type { Guest } from '../booking-state/booking-types.ts';
import {
  DEFAULT_FIELD_REQUIREMENTS,
  fieldRequirementsOf,
  kanjiNameError,
  nameError,
  phoneError,
  validateGuest,
  validateRoomGuest,
} from './guest-validation.ts';

const guest = (patch: Partial<Guest> = {}): Guest => ({
  ...emptyGuest(),
  firstName: 'Hana',
  lastName: 'Sato',
  email: 'hana@example.com',
  emailConfirmation: 'hana@example.com',
  phone: '+81312345678',
  ...patch,
});
const options = {
  locale: 'en',
  kanjiNameRequired: false,
  requirements: DEFAULT_FIELD_REQUIREMENTS,
  today: '2026-11-23',
};

describe('guest names (spec section 5)', () => {
  it('take hiragana or alphabet for the Japanese stay name', () => {
    expect(nameError('さとう', 'ja')).toBeUndefined();
    expect(nameError('Sato', 'ja')).toBeUndefined();
    expect(nameError('サトウ', 'ja')).toBe('hiraganaOrAlphabet');
    expect(nameError('佐藤', 'ja')).toBe('hiraganaOrAlphabet');
  });

  it('take kanji, hiragana or katakana for the kanji name, required only when the hotel says so', () => {
    expect(kanjiNameError('佐藤', true)).toBeUndefined();
    expect(kanjiNameError('サトウ', true)).toBeUndefined();
    expect(kanjiNameError('Sato', true)).toBe('kanjiName');
    expect(kanjiNameError('', true)).toBe('required');
    expect(kanjiNameError('', false)).toBeUndefined();
  });

  it('take English letters in other languages', () => {
    expect(nameError("O'Neil-Smith", 'en')).toBeUndefined();
    expect(nameError('김', 'ko')).toBe('englishName');
    expect(nameError('  ', 'en')).toBe('required');
  });
});

describe('contact fields', () => {
  it('phone: only numbers and +, half-width digits asked for in Japanese', () => {
    expect(phoneError('+81312345678', 'en')).toBeUndefined();
    expect(phoneError('03-abc', 'en')).toBe('phone');
    expect(phoneError('+', 'en')).toBe('phone');
    expect(phoneError('03-あいう', 'ja')).toBe('phoneHalfWidth');
  });

  it('phone: full-width digits, ＋, dashes and spaces are read as the server stores them, not refused', () => {
    expect(phoneError('０９０-１２３４-５６７８', 'ja')).toBeUndefined();
    expect(phoneError('＋８１　９０ー１２３４ー５６７８', 'en')).toBeUndefined();
    expect(phoneError('03 1234 5678', 'en')).toBeUndefined();
  });

  it('email must look like one and the confirmation must match', () => {
    expect(validateGuest(guest({ email: 'hana@', emailConfirmation: 'hana@' }), options).email).toBe('email');
    expect(validateGuest(guest({ emailConfirmation: 'x@example.com' }), options).emailConfirmation).toBe(
      'emailMismatch',
    );
    expect(validateGuest(guest(), options)).toEqual({});
  });
});

describe('fields the hotel asks for', () => {
  const requirements = fieldRequirementsOf({
    guest_field_requirements: {
      gender: 'required',
      date_of_birth: 'optional',
      address: 'required',
      occupation: 'bogus',
    },
  });

  it('reads the hotel setting, falling back to the defaults', () => {
    expect(requirements).toEqual({
      gender: 'required',
      dateOfBirth: 'optional',
      nationality: 'do_not_ask',
      occupation: 'do_not_ask',
      address: 'required',
    });
    expect(fieldRequirementsOf(null)).toEqual(DEFAULT_FIELD_REQUIREMENTS);
  });

  it('requires what is required, checks a given date of birth and the postcode', () => {
    const errors = validateGuest(guest({ dateOfBirth: '2030-01-01', postcode: '100-0001' }), {
      ...options,
      requirements,
    });
    expect(errors).toMatchObject({
      gender: 'required',
      dateOfBirth: 'date',
      postcode: 'postcode',
      prefecture: 'required',
      city: 'required',
      address: 'required',
    });
    expect(errors.building).toBeUndefined();
  });
});

describe('room guests', () => {
  it('may be left blank, but a started name must be whole', () => {
    expect(validateRoomGuest({ firstName: '', lastName: '' }, 'en')).toEqual({});
    expect(validateRoomGuest({ firstName: 'Ken', lastName: '' }, 'en')).toEqual({ lastName: 'required' });
  });
});
