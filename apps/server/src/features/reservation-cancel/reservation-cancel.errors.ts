import { ERROR_TITLES } from '@yadori/contract/errors';
import { CANCEL_ERROR_CODES as C } from '@yadori/contract/reservation-cancel.constants';
import { UPDATE_ERROR_CODES as U } from '@yadori/contract/reservation-update.schema';
import { ReservationError } from '../reservations/reservations.errors.ts';

/** Refusals of `PUT …/reservations/{number}/cancel`, each localized in five languages. */
export const cancelErrors = {
  /** `fee` is what cancelling costs now (`details.cancellation_fee`); `formattedFee` goes in the message. */
  feeChanged: (fee: number, displayed: number, formattedFee: string) =>
    new ReservationError(
      409,
      ERROR_TITLES.conflict,
      C.feeChanged,
      [{ key: 'cancel.feeChanged', params: { fee: formattedFee }, field: 'cancellation_fee_displayed' }],
      { cancellation_fee: fee, cancellation_fee_displayed: displayed },
    ),
  /** From the check-in day on: call the hotel — on its number when it has one (decision 028). */
  sameDay: (phone: string | null = null) =>
    new ReservationError(422, ERROR_TITLES.unprocessable, C.sameDay, [
      phone ? { key: 'cancel.sameDayPhone', params: { phone } } : { key: 'cancel.sameDay' },
    ]),
  alreadyCancelled: () =>
    new ReservationError(422, ERROR_TITLES.unprocessable, C.alreadyCancelled, [
      { key: 'cancel.alreadyCancelled' },
    ]),
  /**
   * Spec §6: a member's booking is cancelled by that member signed in — the change refusal's shape
   * (`not_updatable`, reason `member_login_required`), so the widget asks for the same sign-in.
   */
  memberLoginRequired: () =>
    new ReservationError(
      422,
      ERROR_TITLES.unprocessable,
      U.notUpdatable,
      [{ key: 'update.refused.member_login_required' }],
      { reason: 'member_login_required' },
    ),
  /** Spec §6: a corporate booking is cancelled by a person of its organization, signed in through it. */
  corporateLoginRequired: () =>
    new ReservationError(
      422,
      ERROR_TITLES.unprocessable,
      U.notUpdatable,
      [{ key: 'update.refused.corporate_login_required' }],
      { reason: 'corporate_login_required' },
    ),
  pendingPayment: () =>
    new ReservationError(422, ERROR_TITLES.unprocessable, C.pendingPayment, [
      { key: 'cancel.pendingPayment' },
    ]),
};
