import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';
import type { LocalizedName, MessageParams } from '../../i18n/translate.ts';

/** An extra as a message names it: its wording per language, read in the message's language. */
type ExtraName = string | LocalizedName;

const C = ERROR_CODES;
const unprocessable = (code: number, key: Parameters<typeof one>[0], params: MessageParams) =>
  new AppError(422, code, ERROR_TITLES.unprocessable, [one(key, params)]);
const one = (
  key:
    | 'extras.idInvalid'
    | 'extras.deadlineExceeded'
    | 'extras.quantityInvalid'
    | 'extras.totalPriceInvalid'
    | 'extras.purchaseLimitExceeded'
    | 'extras.limitInsufficient'
    | 'extras.noLongerSold',
  params: MessageParams,
) => ({ key, params, field: 'extras' });

/** The extra errors of spec section 8 (1100-1106); each names the extra the guest chose. */
export const extraErrors = {
  hotelNotFound: (id: number) =>
    new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'extras.hotelNotFound', params: { id } }]),
  rangeInvalid: () =>
    new AppError(400, C.invalid, ERROR_TITLES.badRequest, [
      { key: 'extras.rangeInvalid', field: 'checkout_date' },
    ]),
  idInvalid: (id: number) => unprocessable(C.extraIdInvalid, 'extras.idInvalid', { id }),
  deadlineExceeded: (name: ExtraName, date: string) =>
    unprocessable(C.bookingDeadlineExceeded, 'extras.deadlineExceeded', { name, date }),
  quantityInvalid: (name: ExtraName, min: number, max: number) =>
    unprocessable(C.quantityInvalid, 'extras.quantityInvalid', { name, min, max }),
  totalPriceInvalid: (name: ExtraName) =>
    unprocessable(C.totalPriceInvalid, 'extras.totalPriceInvalid', { name }),
  purchaseLimitExceeded: (name: ExtraName, max: number) =>
    unprocessable(C.purchaseLimitExceeded, 'extras.purchaseLimitExceeded', { name, max }),
  limitInsufficient: (name: ExtraName, date: string) =>
    unprocessable(C.limitInsufficient, 'extras.limitInsufficient', { name, date }),
  noLongerSold: (name: ExtraName, date: string) =>
    unprocessable(C.noLongerSold, 'extras.noLongerSold', { name, date }),
};
