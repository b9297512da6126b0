import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { PAYMENT_LINK_CODES } from '@yadori/contract/payment-links.schema';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { PAYMENT_LINK_TEXTS, type PaymentLinkTextKey } from './payment-links.texts.ts';

/** A declined card's or wallet's 402 (the spec's code and its message) is the booking's (decision 034). */
export { paymentDeclined } from '../payments/payments.errors.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: PaymentLinkTextKey,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, PAYMENT_LINK_TEXTS, text, options);

/** 409 3200 (pay not updatable), `details.reason` naming why. */
const notUpdatable = (text: PaymentLinkTextKey, reason: string) =>
  refusal(409, PAYMENT_LINK_CODES.notUpdatable, ERROR_TITLES.conflict, text, { details: { reason } });
/** 409 3201 (pay not capturable), `details.reason` naming why. */
const notCapturable = (text: PaymentLinkTextKey, reason: string) =>
  refusal(409, PAYMENT_LINK_CODES.notCapturable, ERROR_TITLES.conflict, text, { details: { reason } });

/** Refusals of the payments page's calls (decision 060, spec §8), each in five languages. */
export const paymentLinkErrors = {
  /** Unknown, another hotel's, or of a hotel the client session cannot see: one answer for all. */
  linkNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'linkNotFound'),
  /** 410 1250: the page's session is unknown or its hour is over: reload the page. */
  sessionExpired: () =>
    refusal(410, PAYMENT_LINK_CODES.sessionExpired, 'GONE', 'sessionExpired', { field: 'session' }),
  alreadyPaid: () => notUpdatable('alreadyPaid', 'already_paid'),
  withdrawn: () => notUpdatable('withdrawn', 'cancelled'),
  closed: (reason: 'completed' | 'refunded') => notUpdatable('closed', reason),
  inProgress: () => notUpdatable('inProgress', 'payment_in_progress'),
  /** Authorised but no longer capturable (withdrawn, paid or taken over): released, nothing charged. */
  notCapturable: () => notCapturable('notCapturable', 'link_changed'),
  nothingToComplete: () => notCapturable('nothingToComplete', 'no_payment_in_progress'),
  notApproved: () => notCapturable('notApproved', 'not_approved'),
  payPalNotAccepted: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'payPalNotAccepted', { field: 'method' }),
  payPalNotOffered: () => refusal(404, 404, ERROR_TITLES.notFound, 'payPalNotOffered'),
  qrCodeNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'qrCodeNotFound'),
};
