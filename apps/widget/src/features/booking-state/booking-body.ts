import type { Locale } from '@yadori/contract/locales';
import type {
  CreateReservationBody,
  ReservationAnswerInput,
  ReservationExtraInput,
  ReservationGuest,
} from '@yadori/contract/reservation.schema';
import { bookingTotal, isBookingForSomeoneElse } from './booking-rules.ts';
import type { BookingState, Guest, QuestionAnswer } from './booking-types.ts';

/** What the payment step adds: the method, and the card token and return address for cards. */
export type PaymentPart = 'payment_method' | 'card_token' | 'return_url';
export type ReservationBodyParts = Omit<CreateReservationBody, PaymentPart>;

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The guest as `POST /reservations` takes it (spec section 3 "Guest"). */
export function guestBody(
  guest: Guest,
  state: Pick<BookingState, 'bookingDetails'>,
  locale: Locale,
): ReservationGuest {
  const japanese = locale === 'ja';
  const address = {
    postcode: given(guest.postcode),
    prefecture: given(guest.prefecture),
    city: given(guest.city),
    street: given(guest.address),
    building: given(guest.building),
    country: given(guest.country),
  };
  const kanji = [guest.kanjiLastName, guest.kanjiFirstName].map((s) => s.trim()).filter(Boolean);
  return {
    first_name: guest.firstName.trim(),
    last_name: guest.lastName.trim(),
    full_name: japanese
      ? `${guest.lastName.trim()} ${guest.firstName.trim()}`
      : `${guest.firstName.trim()} ${guest.lastName.trim()}`,
    kanji_name: kanji.length > 0 ? kanji.join(' ') : undefined,
    // Japanese stay names are the kana (hiragana or alphabet).
    kana_first_name: japanese ? guest.firstName.trim() : undefined,
    kana_last_name: japanese ? guest.lastName.trim() : undefined,
    email: guest.email.trim(),
    email_confirmation: guest.emailConfirmation.trim(),
    phone: guest.phone.trim(),
    gender: guest.gender === '' ? undefined : guest.gender,
    date_of_birth: given(guest.dateOfBirth),
    nationality: given(guest.nationality),
    occupation: given(guest.occupation),
    address: Object.values(address).some((v) => v !== undefined) ? address : undefined,
    promotions_opt_in: guest.promotionsOptIn,
    is_booking_for_someone_else: isBookingForSomeoneElse(guest, state.bookingDetails?.rooms ?? []),
  };
}

function answerBody(answer: QuestionAnswer, roomIndex: (key: string) => number): ReservationAnswerInput {
  const files = (answer.attachments ?? []).map((a) => a.id);
  return {
    question_id: answer.questionId,
    text: answer.text,
    options: answer.options ? [...answer.options] : undefined,
    file_attachment_ids: files.length > 0 ? files : undefined,
    rooms: answer.rooms?.map((room) => ({
      room_index: roomIndex(room.roomKey),
      checkin_time: room.checkinTime,
      checkout_time: room.checkoutTime,
      adults: room.adults,
      men_count: room.menCount ?? undefined,
      women_count: room.womenCount ?? undefined,
      text: room.text,
      options: room.options ? [...room.options] : undefined,
    })),
  };
}

/**
 * Everything of `POST /hotels/{id}/reservations` the booking state knows (the payment step adds the
 * method, card token and return address). Brand questions are answered alongside hotel ones.
 */
export function reservationBodyParts(state: BookingState, locale: Locale): ReservationBodyParts {
  const details = state.bookingDetails;
  if (!details) throw new Error('reservationBodyParts needs a booking');
  const roomIndex = (key: string) =>
    Math.max(
      0,
      details.rooms.findIndex((r) => r.key === key),
    );
  const mode = typeof details.searchParams.mode === 'string' ? details.searchParams.mode : undefined;
  const promo = details.searchParams.promo_code;
  // `quantity` units on each delivery date; no dates: all on the check-in date.
  const extras: ReservationExtraInput[] = Object.values(state.selectedExtras).map((extra) => ({
    extra_id: extra.extraId,
    quantity: extra.quantity * Math.max(1, extra.deliveryDates.length),
    normalized_delivery_times:
      extra.deliveryDates.length > 0
        ? extra.deliveryDates.map((date) => ({ delivered_at: date, quantity: extra.quantity }))
        : undefined,
    answer: extra.answer,
    price: extra.priceWithTax,
  }));
  return {
    checkin_date: details.checkin,
    checkout_date: details.checkout,
    rooms: details.rooms.map((room) => ({
      room_type_code: room.roomTypeCode,
      room_plan_code: room.roomPlanCode,
      adults: room.party.adults,
      children: room.party.children,
      kids_tiers: [...room.party.kidsTiers],
      kids_age_range: [...room.party.kidsAges],
      adult_companion: room.party.adultCompanion,
      kid_tier_A_companion: room.party.kidTierACompanion,
      guest:
        room.guest.firstName.trim() && room.guest.lastName.trim()
          ? { first_name: room.guest.firstName.trim(), last_name: room.guest.lastName.trim() }
          : undefined,
      sale_price: room.salePrice,
      tax: room.tax,
    })),
    searched_rooms: details.searchedRooms?.map((party) => ({
      adults: party.adults,
      children: party.children,
      kids_tiers: [...party.kidsTiers],
      kids_age_range: [...party.kidsAges],
      adult_companion: party.adultCompanion,
      kid_tier_A_companion: party.kidTierACompanion,
    })),
    guest: guestBody(state.guest, state, locale),
    promo_code: typeof promo === 'string' && promo ? promo : undefined,
    coupon_code: state.coupon?.code,
    mode: mode as ReservationBodyParts['mode'],
    extras,
    answers: Object.values(state.answers).map((answer) => answerBody(answer, roomIndex)),
    total_price: bookingTotal(state),
    spending_point: state.points.selectedSpendingPoint > 0 ? state.points.selectedSpendingPoint : undefined,
    terms_accepted: state.termsAccepted,
    locale,
  };
}
