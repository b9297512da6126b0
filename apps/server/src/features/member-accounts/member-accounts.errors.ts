import { ERROR_CODES as C, type ErrorBody, ERROR_TITLES as T } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import { AppError, oneTextBody } from '../../http/app-error.ts';
import { accountText, type MemberAccountTextKey } from './member-accounts.texts.ts';

/**
 * A refusal of an account call, worded from member-accounts.texts.ts in the request's language.
 * `field` names the request field it is about (`details.fields`), `reason` the case of a shared spec
 * number (1401 is a sign-up, email-change or reset link that expired).
 */
export class MemberAccountError extends AppError {
  constructor(
    status: number,
    code: number,
    title: string,
    readonly textKey: MemberAccountTextKey,
    readonly options: { field?: string; reason?: string; params?: Record<string, string | number> } = {},
  ) {
    // The shared catalog's generic key stands in for AppError's message; toBody writes this feature's own.
    super(status, code, title, [{ key: 'badRequest' }]);
    this.message = `${title}: ${textKey}`;
  }

  override toBody(locale: Locale): ErrorBody {
    const error = accountText(locale, this.textKey, this.options.params);
    const { field, reason } = this.options;
    return oneTextBody(this, error, { field, details: reason ? { reason } : {} });
  }
}

const unprocessable = (key: MemberAccountTextKey, field?: string, params?: Record<string, string | number>) =>
  new MemberAccountError(422, C.invalid, T.unprocessable, key, { field, params });

/** Refusals of the account calls (spec §5 and §8), each in five languages. */
export const accountErrors = {
  /** 1300: the spec §5 rule; at sign-up symbols are required too. */
  passwordStrength: (signUp: boolean) =>
    new MemberAccountError(
      422,
      C.passwordStrength,
      T.unprocessable,
      signUp ? 'passwordStrengthSignUp' : 'passwordStrength',
      {
        field: 'password',
      },
    ),
  /** 1302: one of the last PASSWORD_HISTORY_DEPTH passwords. */
  passwordUsed: () =>
    new MemberAccountError(422, C.passwordUsed, T.unprocessable, 'passwordUsed', { field: 'password' }),
  passwordMismatch: () => unprocessable('passwordMismatch', 'password_confirmation'),
  emailMismatch: () => unprocessable('emailMismatch', 'email_confirmation'),
  programNotFound: () => unprocessable('programNotFound', 'program_id'),
  redirectNotAllowed: () => unprocessable('redirectNotAllowed', 'redirect_url'),
  /** An unknown, superseded or other brand's link token: all look the same. */
  linkNotFound: (field: string) => new MemberAccountError(404, 404, T.notFound, 'linkNotFound', { field }),
  /** 1401 for each kind of mailed link; `reason` tells which. */
  signUpLinkExpired: (hours: number) =>
    new MemberAccountError(422, C.signUpConfirmationExpired, T.unprocessable, 'signUpLinkExpired', {
      reason: 'confirmation_expired',
      params: { hours },
      field: 'confirmation_token',
    }),
  emailLinkExpired: () =>
    new MemberAccountError(422, C.signUpConfirmationExpired, T.unprocessable, 'emailLinkExpired', {
      reason: 'email_update_expired',
      field: 'confirmation_token',
    }),
  resetLinkExpired: () =>
    new MemberAccountError(422, C.signUpConfirmationExpired, T.unprocessable, 'resetLinkExpired', {
      reason: 'reset_password_expired',
      field: 'reset_password_token',
    }),
  /** 1402. */
  alreadyConfirmed: () =>
    new MemberAccountError(422, C.alreadyConfirmed, T.unprocessable, 'alreadyConfirmed', { field: 'email' }),
  emailAlreadyConfirmed: () =>
    new MemberAccountError(422, C.alreadyConfirmed, T.unprocessable, 'emailAlreadyConfirmed', {
      reason: 'email_update',
    }),
  /** Spec §8: forgot-password with an unknown email. */
  noUserMatched: () => new MemberAccountError(404, 404, T.notFound, 'noUserMatched', { field: 'email' }),
  /** Spec §8: resend for an unregistered email. */
  notRegistered: () => new MemberAccountError(404, 404, T.notFound, 'notRegistered', { field: 'email' }),
  /** 422, not 401: a 401 signs the widget out (spec §4). */
  currentPasswordWrong: () => unprocessable('currentPasswordWrong', 'current_password'),
  currentPasswordRequired: () => unprocessable('currentPasswordRequired', 'current_password'),
  emailTaken: () => new MemberAccountError(409, 409, T.conflict, 'emailTaken', { field: 'email' }),
  emailUnchanged: () => unprocessable('emailUnchanged', 'email'),
  noPendingEmail: () => unprocessable('noPendingEmail'),
  profileUpdateNotAllowed: () => new MemberAccountError(403, 403, T.forbidden, 'profileUpdateNotAllowed'),
  loyaltyProfile: () => new MemberAccountError(403, 403, T.forbidden, 'loyaltyProfile'),
  federatedNoPassword: (provider: string) => unprocessable('federatedNoPassword', undefined, { provider }),
  setupNotNeeded: () => unprocessable('setupNotNeeded'),
  emailRequired: () => unprocessable('emailRequired', 'email'),
  /** A hotel the client session may not see answers like one that does not exist. */
  hotelNotFound: (id: number) =>
    new AppError(404, 404, T.notFound, [{ key: 'reservation.hotelNotFound', params: { id } }]),
};
