import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/messages.en.ts';
import type { CardIssue, CardIssueField } from './sandbox/card-tokens.ts';

/** The 402 of a declined card is the booking's (decision 034); re-exported for the 3-D Secure flow. */
export { PAYMENT_DECLINED_TITLE, paymentDeclined } from '../reservations/reservations.errors.ts';

const CARD_ISSUE_KEYS: Record<CardIssue, MessageKey> = {
  INVALID_PARAMETER_SYNTAX: 'payment.cardIssue.syntax',
  INVALID_EXPIRATION_YEAR: 'payment.cardIssue.expiry',
  Invalid_card_number: 'payment.cardIssue.number',
};

/** The token endpoint's 400: the spec's card-issue key as the title, the field it is about in details.fields. */
export function cardTokenRefused(issue: CardIssue, field: CardIssueField): AppError {
  return new AppError(400, ERROR_CODES.invalid, issue, [{ key: CARD_ISSUE_KEYS[issue], field }]);
}

export const paymentErrors = {
  reservationNotFound: () =>
    new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'payment.reservationNotFound' }]),
  bypassTokenRequired: () =>
    new AppError(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, [
      { key: 'payment.bypassTokenRequired', field: 'bypass_token' },
    ]),
  challengePending: () =>
    new AppError(409, ERROR_CODES.invalid, ERROR_TITLES.conflict, [{ key: 'payment.challengePending' }]),
};
