import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError, type ErrorMessage, errors } from '../../http/app-error.ts';
import type { MessageParams } from '../../i18n/translate.ts';

type SearchKey = Extract<ErrorMessage['key'], `search.${string}`>;

const invalid = (key: SearchKey, field: string, params: MessageParams = {}) =>
  errors.badRequest([{ key, field, params }]);

/** The refusals of the search (spec sections 5 and 8), each with its catalogue message. */
export const searchErrors = {
  invalid,
  reservablePeriod: (months: number) =>
    new AppError(400, ERROR_CODES.reservablePeriod, ERROR_TITLES.badRequest, [
      { key: 'search.reservablePeriod', field: 'checkin_date', params: { reservable_period_months: months } },
    ]),
  coupon: (key: Extract<SearchKey, `search.coupon${string}`>, field: 'promo_code' | 'coupon_code') =>
    new AppError(400, ERROR_CODES.couponInvalid, ERROR_TITLES.badRequest, [{ key, field }]),
  /** 2001: a valid code that applies to none of the plans the search or booking names (decision 021). */
  promotionNotForPlan: (field: 'promo_code' | 'coupon_code') =>
    new AppError(400, ERROR_CODES.promotionNotForPlan, ERROR_TITLES.badRequest, [
      { key: 'search.promotionNotForPlan', field },
    ]),
  /** 3601: every plan the search names is offered on Japanese pages only. */
  planJapaneseOnly: (field: 'hotel_plan_codes' | 'room_plan_codes') =>
    new AppError(400, ERROR_CODES.planLanguageError, ERROR_TITLES.badRequest, [
      { key: 'search.planJapaneseOnly', field },
    ]),
  /** 3602: a booking (or a change) of a Japanese-only plan in another language. */
  planJapaneseOnlyBooking: (index: number) =>
    new AppError(400, ERROR_CODES.planLanguageError2, ERROR_TITLES.badRequest, [
      { key: 'search.planJapaneseOnlyBooking', field: `rooms[${index}].room_plan_code` },
    ]),
  hotelNotFound: (id: number) =>
    new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'search.hotelNotFound', params: { id } }]),
  /** The named plan is not sold for these dates and guests: 1106 "no longer sold" (decision 024). */
  planNotAvailable: (code: string) =>
    new AppError(404, ERROR_CODES.noLongerSold, ERROR_TITLES.notFound, [
      { key: 'search.planNotAvailable', field: 'room_plan_codes', params: { code } },
    ]),
};
