import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_ACCOUNT_TEXTS, type StaffAccountTexts } from './staff-accounts.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof StaffAccountTexts,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, STAFF_ACCOUNT_TEXTS, text, options);

/** Refusals of the staff account calls (decision 058), each in five languages. */
export const staffAccountErrors = {
  /** 401: an unknown email, a wrong password (or code) and a disabled account alike. */
  signInFailed: () => refusal(401, 401, ERROR_TITLES.unauthorized, 'signInFailed'),
  /** 401 with details.reason `totp_required`: the password was right, a code is needed. */
  totpRequired: () =>
    refusal(401, 401, ERROR_TITLES.unauthorized, 'totpRequired', {
      field: 'totp_code',
      details: { reason: 'totp_required' },
    }),
  /** 423 1301: locked after failed sign-ins (for STAFF_LOCK_MINUTES, as the text says). */
  accountLocked: () => refusal(423, ERROR_CODES.accountLocked, 'LOCKED', 'accountLocked'),
  /** 422: the password confirming a change is wrong (`field` names where it was typed). */
  wrongPassword: (field: string) =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'wrongPassword', { field }),
  /** 422 1300: a new password too short or not mixed enough. */
  passwordStrength: (field: string) =>
    refusal(422, ERROR_CODES.passwordStrength, ERROR_TITLES.unprocessable, 'passwordStrength', { field }),
  /** 503: no STAFF_SECRET, or a stored secret sealed under another one. */
  totpUnavailable: () => refusal(503, 503, ERROR_TITLES.maintenance, 'totpUnavailable'),
  /** 409: two-step sign-in is on already. */
  totpAlreadyOn: () => refusal(409, 409, ERROR_TITLES.conflict, 'totpAlreadyOn'),
  /** 409: nothing pending to confirm. */
  totpNotStarted: () => refusal(409, 409, ERROR_TITLES.conflict, 'totpNotStarted'),
  /** 422: the confirmation code does not match the pending secret. */
  totpCodeWrong: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'totpCodeWrong', { field: 'code' }),
  /** 404: not an account of the admin's brand. */
  staffNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'staffNotFound'),
  /** 409: the email has an account already. */
  emailTaken: () => refusal(409, 409, ERROR_TITLES.conflict, 'emailTaken', { field: 'email' }),
  /** 422: a hotel outside the admin's brand. */
  hotelsNotOfBrand: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'hotelsNotOfBrand', {
      field: 'hotel_ids',
    }),
  /** 422: a hotel role needs at least one hotel. */
  hotelsRequired: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'hotelsRequired', {
      field: 'hotel_ids',
    }),
  /** 422: an admin may not disable or demote their own account (the brand would lose its admin). */
  notOnYourself: () => refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'notOnYourself'),
};
