import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/messages.en.ts';
import type { DeclineCode, DeclineReason } from './payment-provider.ts';
import type { CardIssue, CardIssueField } from './sandbox/card-tokens.ts';

/** Title of the 402 a declined card answers (the numeric code is the spec's 3001-3009, 3202-3205…). */
export const PAYMENT_DECLINED_TITLE = 'PAYMENT_DECLINED';

/**
 * The 402 for a card the gateway refused: the spec's code and its localized message
 * (the 1,000,000 yen online limit has its own message under code 3003).
 * @example throw paymentDeclined(3006);
 */
export function paymentDeclined(code: DeclineCode, reason?: DeclineReason): AppError {
  const key: MessageKey = reason === 'online_limit' ? 'payment.onlineLimit' : `payment.declined.${code}`;
  return new AppError(402, code, PAYMENT_DECLINED_TITLE, [{ key }]);
}

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
