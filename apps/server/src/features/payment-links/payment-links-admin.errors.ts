import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { PAYMENT_LINK_CODES } from '@yadori/contract/payment-links.schema';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { PAYMENT_LINK_ADMIN_TEXTS, type PaymentLinkAdminTexts } from './payment-links-admin.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof PaymentLinkAdminTexts,
  options: { field?: string; reason: string },
) =>
  new CatalogTextError(status, code, title, PAYMENT_LINK_ADMIN_TEXTS, text, {
    ...(options.field === undefined ? {} : { field: options.field }),
    details: { reason: options.reason },
  });

/** A link not in the state the action needs: 409 with the spec's 3200 (pay not updatable). */
const notUpdatable = (text: keyof PaymentLinkAdminTexts, reason: string) =>
  refusal(409, PAYMENT_LINK_CODES.notUpdatable, ERROR_TITLES.conflict, text, { reason });

/** Refusals of the hotel's payment-link calls (decision 060), console and partner API alike. */
export const paymentLinkAdminErrors = {
  /** 404: no link of that number at this hotel (another hotel's is not told apart). */
  notFound: () =>
    refusal(404, 404, ERROR_TITLES.notFound, 'linkNotFound', { reason: 'payment_link_not_found' }),
  /** 422 on `reservation_number`: no stay of that number at this hotel. */
  reservationNotFound: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'reservationNotFound', {
      field: 'reservation_number',
      reason: 'reservation_not_found',
    }),
  /** Cancel or send a link that is not unpaid. */
  notUnpaid: () => notUpdatable('notUnpaid', 'not_unpaid'),
  /** Complete or refund a link that is not paid. */
  notPaid: () => notUpdatable('notPaid', 'not_paid'),
  /** Send a link that has no e-mail address. */
  noEmail: () => notUpdatable('noEmail', 'no_email'),
  /** Cancel a link whose payment is being captured. */
  busy: () => notUpdatable('busy', 'payment_in_progress'),
  /** 422: the partner's Idempotency-Key came before with another body. */
  idempotencyKeyReused: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'idempotencyKeyReused', {
      field: 'idempotency-key',
      reason: 'idempotency_key_reused',
    }),
};
