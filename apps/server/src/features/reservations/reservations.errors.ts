import { ERROR_CODES, ERROR_TITLES, type ErrorBody } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import {
  RESERVATION_ERROR_CODES as R,
  RESERVATION_ERROR_REASONS as W,
} from '@yadori/contract/reservation.constants';
import type { PriceChangedDetails } from '@yadori/contract/reservation.schema';
import { AppError, type ErrorMessage, errors } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/messages.en.ts';
import type { MessageParams } from '../../i18n/translate.ts';
import type { DeclineCode, DeclineReason } from '../../platform/payments/payment-provider.ts';

type ReservationKey = Extract<ErrorMessage['key'], `reservation.${string}`>;

/**
 * An AppError with more in `details`. `detailCode` is the spec §8 number where the spec has one — then
 * the top-level `code` is that number too, and `details.reason` (in `extraDetails`) names the case in a
 * word — else a word of its own, with the HTTP status as the top-level `code` (decision 024).
 */
export class ReservationError extends AppError {
  constructor(
    status: number,
    title: string,
    readonly detailCode: number | string,
    messages: [ErrorMessage, ...ErrorMessage[]],
    readonly extraDetails: Record<string, unknown> = {},
  ) {
    super(status, typeof detailCode === 'number' ? detailCode : status, title, messages);
  }

  override toBody(locale: Locale): ErrorBody {
    const body = super.toBody(locale);
    const error = body.errors[0]!;
    error.details = { ...error.details, code: this.detailCode, ...this.extraDetails };
    return body;
  }
}

const conflict = (detailCode: string, key: ReservationKey, params: MessageParams = {}, field?: string) =>
  new ReservationError(409, ERROR_TITLES.conflict, detailCode, [{ key, params, field }]);
/** A 409 under a spec number, `reason` naming the case. */
const numberedConflict = (code: number, reason: string, message: ErrorMessage) =>
  new ReservationError(409, ERROR_TITLES.conflict, code, [message], { reason });
const unprocessable = (detailCode: string, key: ReservationKey, params: MessageParams = {}, field?: string) =>
  new ReservationError(422, ERROR_TITLES.unprocessable, detailCode, [{ key, params, field }]);
const invalid = (key: ReservationKey, field: string, params: MessageParams = {}) =>
  errors.badRequest([{ key, field, params }]);

/** Refusals of the booking endpoints (spec sections 5 and 8), each localized in five languages. */
export const reservationErrors = {
  invalid,
  hotelNotFound: (id: number) =>
    new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'reservation.hotelNotFound', params: { id } }]),
  /** Unknown number, wrong email and wrong token all answer this, so none can be told apart. */
  notFound: () =>
    new ReservationError(404, ERROR_TITLES.notFound, R.reservationNotFound, [
      { key: 'reservation.notFound' },
    ]),
  /**
   * 409 1103 (spec §8 "total price invalid") with `reason` `price_became_cheaper|price_became_more_expensive`
   * and the new total and rooms; `keys` names the messages (a change after booking words them its own way).
   */
  priceChanged: (
    details: Omit<PriceChangedDetails, 'code' | 'reason' | 'base'>,
    formattedTotal: string,
    keys: { cheaper: ErrorMessage['key']; dearer: ErrorMessage['key'] } = {
      cheaper: 'reservation.priceBecameCheaper',
      dearer: 'reservation.priceBecameMoreExpensive',
    },
  ) => {
    const cheaper = details.total_price < details.previous_total_price;
    return new ReservationError(
      409,
      'PRICE_CHANGED',
      R.priceChanged,
      [
        {
          key: cheaper ? keys.cheaper : keys.dearer,
          params: { total: formattedTotal },
          field: 'total_price',
        },
      ],
      { reason: cheaper ? W.priceBecameCheaper : W.priceBecameMoreExpensive, ...details },
    );
  },
  /** 409 1105 (spec §8 "limit insufficient"), reason `sold_out`: a night of a room is gone. */
  soldOut: (key: Extract<ErrorMessage['key'], `${string}.soldOut`> = 'reservation.soldOut') =>
    numberedConflict(R.soldOut, W.soldOut, { key, field: 'rooms' }),
  /** 409 1106 (spec §8 "no longer sold"), reason `plan_not_available`. */
  planNotAvailable: (code: string, index: number) =>
    numberedConflict(R.planNotAvailable, W.planNotAvailable, {
      key: 'reservation.planNotAvailable',
      params: { code },
      field: `rooms[${index}].room_plan_code`,
    }),
  /** 400 (1000), reason `parties_differ`: a room is not for a searched party of its own (decision 026). */
  partiesDiffer: () =>
    new ReservationError(
      400,
      ERROR_TITLES.badRequest,
      ERROR_CODES.invalid,
      [{ key: 'reservation.partiesDiffer', field: 'rooms' }],
      { reason: W.partiesDiffer },
    ),
  paymentMethodsDiffer: () =>
    unprocessable(R.paymentMethodsDiffer, 'reservation.paymentMethodsDiffer', {}, 'payment_method'),
  paymentMethodNotAllowed: () =>
    unprocessable(R.paymentMethodNotAllowed, 'reservation.paymentMethodNotAllowed', {}, 'payment_method'),
  /** 422 (1000), reason `nothing_to_pay_by_card`: points took the whole price, no card step (spec §5). */
  nothingToPayByCard: () =>
    new ReservationError(
      422,
      ERROR_TITLES.unprocessable,
      ERROR_CODES.invalid,
      [{ key: 'reservation.nothingToPayByCard', field: 'payment_method' }],
      { reason: W.nothingToPayByCard },
    ),
  cardTokenRequired: () => invalid('reservation.cardTokenRequired', 'card_token'),
  returnUrlRequired: () => invalid('reservation.returnUrlRequired', 'return_url'),
  idempotencyKeyReused: () =>
    unprocessable(R.idempotencyKeyReused, 'reservation.idempotencyKeyReused', {}, 'Idempotency-Key'),
  termsNotAccepted: () => invalid('reservation.termsNotAccepted', 'terms_accepted'),
  /** A file named in the answers is held by another booking (or is not this hotel's). */
  attachmentTaken: () => conflict(R.attachmentTaken, 'reservation.attachmentTaken', {}, 'answers'),
  roomIndexInvalid: (field: string, index: number, count: number) =>
    invalid('reservation.roomIndexInvalid', field, { index: index + 1, count }),
  paymentUnavailable: () =>
    new AppError(402, ERROR_CODES.processingError, 'PAYMENT_DECLINED', [
      { key: 'reservation.paymentUnavailable' },
    ]),
};

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
