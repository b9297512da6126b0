import {
  PASSWORD_MAX_LENGTH as CONTRACT_MAX,
  PASSWORD_MIN_LENGTH as CONTRACT_MIN,
} from '@yadori/contract/membership.schema';
import { describe, expect, it } from 'vitest';
import {
  newPasswordErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordStrong,
  signInErrors,
  signUpErrors,
} from './auth-rules.ts';

const filled = {
  lastName: 'Sato',
  firstName: 'Aiko',
  email: 'aiko@example.com',
  emailConfirmation: 'aiko@example.com',
  password: 'Hanami#2026',
  passwordConfirmation: 'Hanami#2026',
  newsletter: false,
  termsAccepted: true,
};

describe('passwordStrong (spec section 5)', () => {
  it('keeps the contract’s password lengths', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([CONTRACT_MIN, CONTRACT_MAX]);
  });
  it.each([
    ['Hanami2026', false, true],
    ['Hanami2026', true, false],
    ['Hanami#2026', true, true],
    ['Hanami 2026', true, true],
    ['Hana#20', true, false],
    ['hanami#2026', true, false],
    ['HANAMI#2026', true, false],
    ['Hanami#hanami', true, false],
  ])('%s with symbols required %s: %s', (password, symbols, strong) => {
    expect(passwordStrong(password, { symbols })).toBe(strong);
  });
});

describe('signUpErrors', () => {
  it('accepts a complete form', () => {
    expect(signUpErrors(filled)).toEqual({});
  });

  it("says the spec's sentences: required, email, mismatch, password rule with symbols, terms", () => {
    expect(
      signUpErrors({
        ...filled,
        lastName: ' ',
        email: 'aiko@example',
        password: 'Hanami2026',
        passwordConfirmation: 'Hanami2027',
        termsAccepted: false,
      }),
    ).toEqual({
      lastName: 'form.required',
      email: 'form.email',
      password: 'form.passwordRuleSignUp',
      passwordConfirmation: 'form.passwordMismatch',
      termsAccepted: 'form.terms',
    });
    expect(signUpErrors({ ...filled, emailConfirmation: 'aiko@example.jp' })).toEqual({
      emailConfirmation: 'form.emailMismatch',
    });
    expect(signUpErrors({ ...filled, emailConfirmation: '', passwordConfirmation: '' })).toEqual({
      emailConfirmation: 'form.required',
      passwordConfirmation: 'form.required',
    });
  });
});

describe('signInErrors and newPasswordErrors', () => {
  it('needs a correct email and some password to sign in', () => {
    expect(signInErrors({ email: '', password: '' })).toEqual({
      email: 'form.required',
      password: 'form.required',
    });
    expect(signInErrors({ email: 'a@b', password: 'x' })).toEqual({ email: 'form.email' });
    expect(signInErrors({ email: ' aiko@example.com ', password: 'x' })).toEqual({});
  });

  it('holds a new password to the rule without symbols', () => {
    expect(newPasswordErrors({ password: 'Hanami2026', passwordConfirmation: 'Hanami2026' })).toEqual({});
    expect(newPasswordErrors({ password: 'hanami', passwordConfirmation: 'x' })).toEqual({
      password: 'form.passwordRule',
      passwordConfirmation: 'form.passwordMismatch',
    });
  });
});
