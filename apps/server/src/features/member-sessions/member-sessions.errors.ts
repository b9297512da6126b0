import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { errors } from '../../http/app-error.ts';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { MEMBER_SESSION_TEXTS, type MemberSessionTexts } from './member-sessions.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof MemberSessionTexts,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, MEMBER_SESSION_TEXTS, text, options);

/** Refusals of the member session calls (spec §8), each in five languages. */
export const memberSessionErrors = {
  /** 401, the same for an unknown email, a wrong password and an account without a password of its own. */
  signInFailed: () => refusal(401, 401, ERROR_TITLES.unauthorized, 'signInFailed'),
  /** A provisional sign-up (right password): the confirmation link has not been opened. */
  notConfirmed: () => refusal(403, 403, ERROR_TITLES.forbidden, 'notConfirmed'),
  /** 1403: the facility registered the account without a password. */
  facilityRegistered: () =>
    refusal(403, ERROR_CODES.facilityRegisteredAccount, ERROR_TITLES.forbidden, 'facilityRegistered'),
  /** 423 1301: too many failed sign-ins; `lockedUntil` says until when. */
  accountLocked: (lockedUntil: Date) =>
    refusal(423, ERROR_CODES.accountLocked, 'LOCKED', 'accountLocked', {
      details: { locked_until: lockedUntil.toISOString() },
    }),
  /** The body's hotel_id is not the hotel of the address. */
  hotelMismatch: () =>
    refusal(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, 'hotelMismatch', { field: 'hotel_id' }),
  /** No `Authorization: Bearer` at all. */
  signInRequired: () => refusal(401, 401, ERROR_TITLES.unauthorized, 'signInRequired'),
  /** 3401: an unknown, revoked or reused token, or the member is gone. */
  sessionNotFound: () =>
    refusal(401, ERROR_CODES.sessionMismatch, ERROR_TITLES.unauthorized, 'sessionNotFound'),
  /** 3402: a session or refresh token of another brand. */
  brandMismatch: () => refusal(401, ERROR_CODES.brandMismatch, ERROR_TITLES.unauthorized, 'brandMismatch'),
  /** An unknown hotel id or code, or one outside the client session's scope: the same answer. */
  hotelNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'hotelNotFound'),
  /** 1400: an expired session or refresh token. */
  sessionExpired: () => errors.sessionExpired(),
};
