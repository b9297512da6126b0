import { GUEST_CANCEL_REASONS, type GuestCancelReason } from '@yadori/contract/reservation.constants';
import type { MessageKey } from '../../i18n/catalog.ts';

/** The label of each reason a guest may pick (spec section 2, the cancellation flow with reasons). */
export const REASON_LABEL: Readonly<Record<GuestCancelReason, MessageKey>> = {
  change_of_plans: 'cancel.reasonChangeOfPlans',
  booked_elsewhere: 'cancel.reasonBookedElsewhere',
  booking_mistake: 'cancel.reasonBookingMistake',
  illness: 'cancel.reasonIllness',
  travel_restrictions: 'cancel.reasonTravelRestrictions',
  weather: 'cancel.reasonWeather',
  price: 'cancel.reasonPrice',
  other: 'cancel.reasonOther',
};

export { GUEST_CANCEL_REASONS };
