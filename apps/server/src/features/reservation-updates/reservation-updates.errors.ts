import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import type { UpdateRefusal } from '@yadori/contract/reservation.constants';
import type { PriceChangedDetails } from '@yadori/contract/reservation.schema';
import { UPDATE_ERROR_CODES as U } from '@yadori/contract/reservation-update.schema';
import { AppError, errors } from '../../http/app-error.ts';
import { ReservationError, reservationErrors } from '../reservations/reservations.errors.ts';

/** Refusals of the change endpoints, each localized in five languages (keys `update.*`). */
export const updateErrors = {
  /** 422 `not_updatable` with `details.reason` (UPDATE_REFUSALS). */
  notUpdatable: (reason: UpdateRefusal) =>
    new ReservationError(
      422,
      ERROR_TITLES.unprocessable,
      U.notUpdatable,
      [{ key: `update.refused.${reason}` }],
      { reason },
    ),
  versionConflict: () =>
    new ReservationError(409, ERROR_TITLES.conflict, U.versionConflict, [
      { key: 'update.versionConflict', field: 'version' },
    ]),
  /** The booking's 409 1105, reason `sold_out`, worded for a change. */
  soldOut: () => reservationErrors.soldOut('update.soldOut'),
  /** The booking's 409 shape (1103, reason `price_became_cheaper|…`, the new total and rooms). */
  priceChanged: (details: Omit<PriceChangedDetails, 'code' | 'reason' | 'base'>, formattedTotal: string) =>
    reservationErrors.priceChanged(details, formattedTotal, {
      cheaper: 'update.priceBecameCheaper',
      dearer: 'update.priceBecameMoreExpensive',
    }),
  /** Spec §8 3200 "pay not updatable": a card booking whose total would go up. */
  payNotUpdatable: () =>
    new AppError(422, ERROR_CODES.payNotUpdatable, 'PAY_NOT_UPDATABLE', [
      { key: 'update.payNotUpdatable', field: 'total_price' },
    ]),
  roomNotBooked: (position: number, roomIndex: number) =>
    errors.badRequest([
      {
        key: 'update.roomNotBooked',
        field: `rooms[${position}].room_index`,
        params: { index: roomIndex + 1 },
      },
    ]),
  checkinTooSoon: () => errors.badRequest([{ key: 'update.checkinTooSoon', field: 'checkin_date' }]),
  extrasOutsideStay: () =>
    new ReservationError(422, ERROR_TITLES.unprocessable, U.extrasOutsideStay, [
      { key: 'update.extrasOutsideStay', field: 'checkin_date' },
    ]),
  /** Spec §8 1500 "coupon invalid", reason `coupon_not_changeable`: only the booked code may be sent. */
  couponNotChangeable: () =>
    new ReservationError(
      400,
      ERROR_TITLES.badRequest,
      ERROR_CODES.couponInvalid,
      [{ key: 'update.couponNotChangeable', field: 'coupon_code' }],
      { reason: U.couponNotChangeable },
    ),
  couponNoLongerValid: () =>
    new AppError(422, ERROR_CODES.couponInvalid, ERROR_TITLES.unprocessable, [
      { key: 'update.couponNoLongerValid', field: 'coupon_code' },
    ]),
};
