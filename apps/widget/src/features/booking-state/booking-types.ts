import type { PaymentMethod, ResultType } from '@yadori/contract/search.constants';
import type { QueryValue } from '../../api/api-client.ts';

/**
 * The booking state of spec section 3 ("Booking state"), as the guest-detail and payment steps share
 * it. Money is integer minor units of `currency`, tax-inclusive with the tax alongside; dates are
 * hotel-local `YYYY-MM-DD`. Field names are the widget's (camelCase); the payment step maps them to
 * the wire names of `POST /reservations`.
 */

/** Where the guest is in the three steps of the progress bar (spec section 2). */
export type BookingStep = 'guest-details' | 'payment' | 'confirmation';

/** The party of one room, as the search calls take it (spec section 3, room entry in a search). */
export interface BookingParty {
  adults: number;
  children: number;
  /** One tier code per child (tiers modes). */
  kidsTiers: readonly string[];
  /** One age per child (ages mode). */
  kidsAges: readonly number[];
  adultCompanion: number;
  kidTierACompanion: number;
}

/** The name of whoever stays in one room (spec: per-room guests; "booking for someone else"). */
export interface RoomGuest {
  firstName: string;
  lastName: string;
}

/** One booked room (a selected room of quantity 3 is three of these). */
export interface BookingRoom {
  /**
   * Stable within this booking (`room-1`, `room-2`…): per-room answers and guests are keyed by it;
   * it stands for the spec's reservation_hotel_room_id until a reservation exists. Order = the
   * order of `rooms` sent to the server.
   */
  key: string;
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  roomPlanName: string;
  /** The search view the room was chosen in (spec "Selected room" type). */
  type: ResultType;
  party: BookingParty;
  /** Tax-inclusive price of this one room over the stay, as last priced (with the coupon if any). */
  salePrice: number;
  tax: number;
  accommodationTax: number;
  paymentMethods: readonly PaymentMethod[];
  /** Deposit percent of the plan (credit_card_deposit). */
  depositPercent: number;
  /** Extras included in the plan (never charged again). */
  inclusiveExtraIds: readonly number[];
  guest: RoomGuest;
  scrapeIds: readonly string[];
  promotionID: string | null;
}

/** Spec "bookingDetails": what is booked, built from the results page's selected rooms. */
export interface BookingDetails {
  hotelId: number;
  hotelCode: string;
  currency: string;
  checkin: string;
  checkout: string;
  nights: number;
  isDayUse: boolean;
  rooms: readonly BookingRoom[];
  /**
   * The parties searched for, each room taking one (decision 026): sent as `searched_rooms` so the
   * booking refuses a room whose party nobody searched. Absent in a booking kept from before.
   */
  searchedRooms?: readonly BookingParty[];
  /**
   * The search the rooms were chosen in, as the search calls take it (mode, promo_code, tracking…),
   * without rooms, room_count, room_plan_codes and coupon_code: `/rooms/price` and
   * `POST /reservations` reuse it.
   */
  searchParams: Readonly<Record<string, QueryValue>>;
  /** The results page address query, to go back to the same search. */
  resultsQuery: string;
  /** Identifies the selection it was built from (same selection → the booking is kept). */
  selectionKey: string;
  /** True once `/rooms/price` confirmed the prices (false: the results page's prices). */
  priced: boolean;
}

export type Gender = 'male' | 'female' | 'other';

/** Spec section 3 "Guest": the person booking. Empty string = not given. */
export interface Guest {
  /**
   * The stay name. Japanese locale: hiragana or alphabet (these are the kana names — send them as
   * kana too); other locales: English.
   */
  firstName: string;
  lastName: string;
  /** Japanese locale only: kanji, hiragana or katakana (required when kanji_name_required). */
  kanjiFirstName: string;
  kanjiLastName: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  gender: Gender | '';
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2 */
  nationality: string;
  occupation: string;
  /** ISO 3166-1 alpha-2 of the address; Japan shows the prefecture list. */
  country: string;
  postcode: string;
  /** A prefecture of `JAPANESE_PREFECTURES` (Japan), else free text (state / region). */
  prefecture: string;
  city: string;
  address: string;
  building: string;
  promotionsOptIn: boolean;
}

/** One uploaded file of a file question (spec: remote_attachments_urls on the server side). */
export interface AttachmentRef {
  /** The id `POST /file_attachments` answered (unguessable); the booking's file answers carry it. */
  id: string;
  name: string;
  size: number;
}

/** Answer of one room to a per-room question (checkin, checkout, people_per_room). */
export interface RoomAnswer {
  roomKey: string;
  checkinTime?: string;
  checkoutTime?: string;
  /** people_per_room: the room's adults (fixed) and how many are men / women (null: not given). */
  adults?: number;
  menCount?: number | null;
  womenCount?: number | null;
  /** A per-room text or options question's answer for this room. */
  text?: string;
  options?: readonly string[];
}

/** The answer to one additional question (spec section 3 "Additional question"). */
export interface QuestionAnswer {
  questionId: number;
  /** Hotel question or brand question (they are fetched separately). */
  source: 'hotel' | 'brand';
  questionType: string;
  /** free / notification text answers. */
  text?: string;
  /** Options answers. */
  options?: readonly string[];
  attachments?: readonly AttachmentRef[];
  rooms?: readonly RoomAnswer[];
}

/** Spec "selectedExtras", keyed by extra id. */
export interface SelectedExtra {
  extraId: number;
  quantity: number;
  /** Unit price (tax included) on the first delivery date. */
  price: number;
  /** What the guest was shown for the whole line, tax included (per-date prices × quantity), and its tax. */
  priceWithTax: number;
  tax: number;
  /** Delivery dates (normalized_delivery_times delivered_at), within the stay. */
  deliveryDates: readonly string[];
  answer?: string;
}

/** A coupon the server accepted for this booking (applied to the room prices). */
export interface AppliedCoupon {
  code: string;
  /** What it took off the rooms' total. */
  discountAmount: number;
}

/** Spec "points": what a signed-in member spends on this booking (decision 040). */
export interface BookingPoints {
  /** The points chosen, sent as `spending_point`. */
  selectedSpendingPoint: number;
  /** How many of the chosen points were taken off because the price or the balance fell below them. */
  adjustPoint: number;
}

export interface BookingState {
  /** Null until rooms are chosen. */
  bookingDetails: BookingDetails | null;
  guest: Guest;
  answers: Readonly<Record<string, QuestionAnswer>>;
  selectedExtras: Readonly<Record<string, SelectedExtra>>;
  coupon: AppliedCoupon | null;
  points: BookingPoints;
  termsAccepted: boolean;
  currentStep: BookingStep;
  /** Files still uploading (the form cannot continue until none are). */
  uploadingAttachments: number;
  /**
   * The payment step's own data (W2): kept with the rest so a reload or the 3-D Secure round trip
   * does not lose it (e.g. the Idempotency-Key, the method chosen, a created reservation number).
   */
  payment: Readonly<Record<string, unknown>> | null;
  /** Spec "updateSetting": whether the reservation being changed may change (update_settings). */
  updateSetting: UpdateSetting | null;
  /** Spec "isUpdateMode": an existing reservation is being changed (W3's reservation-update). */
  isUpdateMode: boolean;
  /** Spec "isApplyingAfterCoupon": cleared whenever update mode turns off (spec section 4). */
  isApplyingAfterCoupon: boolean;
}

/** Spec "updateSetting (is_active, updatable, reason)". */
export interface UpdateSetting {
  is_active: boolean;
  updatable: boolean;
  reason: string | null;
}
