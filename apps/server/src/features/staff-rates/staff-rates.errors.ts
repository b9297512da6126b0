import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_RATES_TEXTS, type StaffRatesTexts } from './staff-rates.texts.ts';

const unprocessable = (text: keyof StaffRatesTexts, field: string, reason: string) =>
  new CatalogTextError(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, STAFF_RATES_TEXTS, text, {
    field,
    details: { reason },
  });

/** Refusals of the console's rates and availability calls (decision 058), each in five languages. */
export const staffRatesErrors = {
  /** 422: the grid covers at most STAFF_GRID_MAX_DAYS nights. */
  gridTooLong: () => unprocessable('gridTooLong', 'to', 'too_many_nights'),
  /** 422: one bulk edit covers at most STAFF_BULK_EDIT_MAX_DAYS nights. */
  bulkTooLong: () => unprocessable('bulkTooLong', 'to', 'too_many_nights'),
  /** 422: the weekday filter leaves no night between the dates. */
  noNightChosen: () => unprocessable('noNightChosen', 'weekdays', 'no_night_chosen'),
  /** 422: not a room type of the hotel (whether it exists elsewhere is not told). */
  unknownRoomType: () => unprocessable('unknownRoomType', 'room_type_id', 'unknown_room_type'),
  /** 422: not a room plan of the room type. */
  unknownRoomPlan: () => unprocessable('unknownRoomPlan', 'room_plan_id', 'unknown_room_plan'),
  /** 422: a price for more adults than the room type's capacity. */
  tooManyAdults: () => unprocessable('tooManyAdults', 'prices', 'too_many_adults'),
  /** 409: the allotment would fall below the rooms sold on `nights`; nothing was written. */
  belowSold: (nights: string[]) =>
    new CatalogTextError(409, 409, ERROR_TITLES.conflict, STAFF_RATES_TEXTS, 'belowSold', {
      field: 'allotment',
      details: { reason: 'below_sold', nights },
    }),
};
