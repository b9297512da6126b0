import { z } from 'zod';
import {
  type AdditionalAnswer,
  additionalAnswerSchema,
  additionalAnswersSchema,
} from './additional-questions.schema.ts';
import { attributionInputSchema } from './analytics.schema.ts';
import { cancellationPolicyRuleSchema } from './cancellation-policy.schema.ts';
import { ERROR_CODES } from './error-codes.ts';
import { type SelectedExtra, selectedExtraSchema, selectedExtrasSchema } from './extras.schema.ts';
import { idempotentHeadersSchema } from './idempotency.schema.ts';
import {
  CANCEL_REASONS,
  CANCEL_REFUSALS,
  GUEST_CANCEL_REASONS,
  MAX_ROOMS_PER_BOOKING,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  RESERVATION_ERROR_REASONS,
  RESERVATION_WIRE_STATUSES,
} from './reservation.constants.ts';
import { SEARCH_MODES } from './search.constants.ts';
import { discountSchema, isoDateSchema, nightlyPriceSchema } from './search.schema.ts';
import { currencySchema, localeSchema } from './settings.schema.ts';
import { text as storableText } from './text.ts';

/**
 * Booking (spec sections 3, 4, 5 and 7): `POST /book/hotels/{hotelId}/reservations` and
 * `GET /book/hotels/{hotelId}/reservations/{number}?email=|bypass_token=`. Dates are hotel-local
 * `YYYY-MM-DD`; money is integer minor units of the hotel currency, tax included, with the tax
 * alongside.
 */

const text = (max: number) => storableText().trim().min(1).max(max);
const optionalText = (max: number) => storableText().trim().max(max).optional();

/** The guest's address (spec section 3, Guest): postcode, prefecture, city, street and building. */
export const guestAddressSchema = z.object({
  postcode: optionalText(16),
  prefecture: optionalText(64),
  city: optionalText(128),
  street: optionalText(255),
  building: optionalText(255),
  country: optionalText(64),
});

/**
 * The booker (spec section 3, Guest). `full_name` is the stay name (hiragana or alphabet in
 * Japanese), `kanji_name` the name in kanji; first/last and their kana. The widget applies the
 * per-locale script rules (section 5); the server checks what every locale shares.
 */
export const reservationGuestSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  full_name: optionalText(200),
  kanji_name: optionalText(200),
  kana_first_name: optionalText(100),
  kana_last_name: optionalText(100),
  email: text(254),
  email_confirmation: optionalText(254),
  phone: text(32),
  gender: z.enum(['male', 'female', 'other', 'unanswered']).optional(),
  date_of_birth: isoDateSchema.optional(),
  nationality: optionalText(64),
  occupation: optionalText(128),
  address: guestAddressSchema.optional(),
  promotions_opt_in: z.boolean().default(false),
  is_booking_for_someone_else: z.boolean().default(false),
});
export type ReservationGuest = z.infer<typeof reservationGuestSchema>;

/** The guest staying in one room (booking for someone else; spec section 4). */
export const roomGuestSchema = z.object({ first_name: text(100), last_name: text(100) });

/** One room of the booking: the chosen room plan, the party, and the price the guest was shown. */
export const reservationRoomInputSchema = z.object({
  room_type_code: text(64),
  room_plan_code: text(64),
  adults: z.number().int().min(1).max(99),
  children: z.number().int().min(0).max(99).default(0),
  kids_tiers: z.array(storableText().min(1).max(8)).max(99).default([]),
  kids_age_range: z.array(z.number().int().min(0).max(17)).max(99).default([]),
  adult_companion: z.number().int().min(0).max(99).default(0),
  kid_tier_A_companion: z.number().int().min(0).max(99).default(0),
  guest: roomGuestSchema.optional(),
  /** The room's price as shown (salePrice); the server re-prices and compares the whole total. */
  sale_price: z.number().int().min(0).optional(),
  tax: z.number().int().min(0).optional(),
});
export type ReservationRoomInput = z.infer<typeof reservationRoomInputSchema>;

/**
 * One party the guest searched for (a room entry of the search: adults, children and their kids
 * rules). With `searched_rooms` each booked room must be for one of these parties, each party taken
 * by one room at most (decision 026).
 */
export const searchedPartySchema = reservationRoomInputSchema.pick({
  adults: true,
  children: true,
  kids_tiers: true,
  kids_age_range: true,
  adult_companion: true,
  kid_tier_A_companion: true,
});
export type SearchedParty = z.infer<typeof searchedPartySchema>;

/** An extra bought with the stay (spec section 3, Extras): extras.schema.ts's selected extra. */
export const reservationExtraInputSchema = selectedExtraSchema;
export type ReservationExtraInput = SelectedExtra;

/**
 * An answer to an additional question (spec section 3): additional-questions.schema.ts's answer
 * (free text, options, file ids, per-room parts with `room_index`).
 */
export const reservationAnswerInputSchema = additionalAnswerSchema;
export type ReservationAnswerInput = AdditionalAnswer;

/**
 * The body of `POST /hotels/{hotelId}/reservations` (header `Idempotency-Key` optional, see below).
 * `total_price` is the total the guest agreed to (rooms + extras); a different server price answers
 * 409 with `details.code` 1103 (spec §8 "total price invalid"), `details.reason`
 * `price_became_cheaper` / `price_became_more_expensive` and the new price.
 */
export const createReservationBodySchema = z.object({
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  rooms: z.array(reservationRoomInputSchema).min(1).max(MAX_ROOMS_PER_BOOKING),
  /**
   * The parties of the search the rooms were chosen for. Optional; when sent, a booking with a room
   * for a party not among them (a child dropped, a party taken twice, more rooms than parties) is
   * refused, 400 `details.reason` `parties_differ` (decision 026). Fewer rooms than parties may be booked.
   */
  searched_rooms: z.array(searchedPartySchema).min(1).max(MAX_ROOMS_PER_BOOKING).optional(),
  guest: reservationGuestSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  /**
   * The hosted card fields' token (card methods); with `credit_card_id`, the token of the hosted
   * security-code field instead.
   */
  card_token: storableText().min(1).max(512).optional(),
  /**
   * Pay with a saved card of the signed-in member (`GET memberships/credit_cards`): the gateway checks
   * the security code behind `card_token` against the card it keeps. Card methods only.
   */
  credit_card_id: z.number().int().min(1).max(2_147_483_647).optional(),
  /** A signed-in member keeps the new card for later bookings (card methods, not with `credit_card_id`). */
  save_card: z.boolean().optional(),
  /** Where the 3-D Secure challenge sends the browser back (card methods). */
  return_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  promo_code: storableText().max(64).optional(),
  coupon_code: storableText().max(64).optional(),
  /** The search mode the plan was found in (secret, voucher… plans). */
  mode: z.enum(SEARCH_MODES).default('all'),
  extras: selectedExtrasSchema.default([]),
  answers: additionalAnswersSchema.default([]),
  total_price: z.number().int().min(0),
  /**
   * Points a signed-in member spends on this booking (spec §3 booking state `selectedSpendingPoint`):
   * in the brand programme's increments, at least its minimum, not above the balance nor the total
   * (2401). `total_price` stays the price before points; the reservation's `point_discount` says what
   * they took off.
   */
  spending_point: z.number().int().min(0).max(100_000_000).default(0),
  terms_accepted: z.boolean(),
  /** The guest's language for mail; the Tripla-Locale header otherwise. */
  locale: localeSchema.optional(),
  /**
   * Where the guest came from, as the first page's address said (utm_*, metasearch_source,
   * segment_ids; decision 061): stored on the reservation, shown in the console and the partner API.
   */
  attribution: attributionInputSchema.optional(),
});
export type CreateReservationBody = z.input<typeof createReservationBodySchema>;

/**
 * The headers of `POST /hotels/{hotelId}/reservations` (other headers pass through untouched):
 * `Idempotency-Key` is optional. Without it the key is derived from the Client-Session and the body,
 * so an embed that sends none still never books twice (decision 024).
 */
export const createReservationHeadersSchema = idempotentHeadersSchema(
  'Makes the booking safe to retry: the same key and body answer the first answer again, byte for ' +
    'byte (the same key with another body: 422). 1-255 visible ASCII characters, e.g. a UUID; a day ' +
    'long. Without it, the same Client-Session sending the same body gets the first answer again.',
);

export const reservationParamsSchema = z.object({
  hotelId: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
  number: z.string().regex(/^[0-9A-Za-z]{1,32}$/),
});

/** `GET /hotel_brands/{brandId}/reservations/{number}?email=` (spec section 7): a stay at any hotel of the brand. */
export const brandReservationParamsSchema = z.object({
  brandId: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
  number: z.string().regex(/^[0-9A-Za-z]{1,32}$/),
});

/** `GET …/reservations/{number}`: the guest's email or the bypass token. */
export const reservationLookupQuerySchema = z.object({
  email: storableText().max(254).optional(),
  bypass_token: storableText().max(256).optional(),
});

const money = z.number().int();

export const reservationRoomSchema = z.object({
  room_index: z.number().int(),
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  hotel_plan_code: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  kids_tiers: z.array(z.string()),
  kids_age_range: z.array(z.number().int()),
  adult_companion: z.number().int(),
  kid_tier_A_companion: z.number().int(),
  guest: roomGuestSchema.nullable(),
  total_price: money,
  tax: money,
  accommodation_tax: money,
  price_before_discounts: money,
  discounts: z.array(discountSchema),
  code_discount: money,
  nightly_prices: z.array(nightlyPriceSchema),
  /** The plan's cancellation policy (name in the request's language), for the confirmation page. */
  cancellation_policy: cancellationPolicyRuleSchema.extend({ name: z.string() }).nullable().optional(),
});

export const reservationExtraSchema = z.object({
  extra_id: z.number().int(),
  name: z.string(),
  room_index: z.number().int().nullable(),
  service_date: isoDateSchema.nullable(),
  quantity: z.number().int(),
  unit_price: money,
  total_price: money,
  tax: money,
  answer: z.string().nullable(),
});

/** An answer as it was given (the body's shape). */
export const reservationAnswerSchema = reservationAnswerInputSchema;

/** Bank transfer details (payment method bank_transfer): the account, the amount and the deadline. */
export const bankTransferSchema = z.object({
  bank_name: z.string(),
  branch_name: z.string(),
  account_type: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  amount: money,
  deadline: isoDateSchema,
  instructions: z.string(),
});

export const reservationPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  /** The plan's deposit percent (credit_card_deposit), else 100. */
  deposit_percent: z.number().int(),
  /** Charged online now: the total, the deposit, or 0. */
  amount_due_now: money,
  /** Left to pay at the hotel or by transfer. */
  remaining_amount: money,
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Card money taken (e.g. a cancellation fee captured from the authorisation) and given back. */
  captured_amount: money,
  refunded_amount: money,
});

/** The whole stay, as the confirmation page shows it. */
export const reservationSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  hotel_id: z.number().int(),
  /** `done` (booked, shown as Reserved), `cancelled`, or `pending_payment` while 3-D Secure waits. */
  status: z.enum(RESERVATION_WIRE_STATUSES),
  cancel_reason: z.enum(CANCEL_REASONS).nullable(),
  email: z.string(),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  currency: currencySchema,
  locale: localeSchema,
  guest: reservationGuestSchema.omit({ email_confirmation: true }),
  rooms: z.array(reservationRoomSchema),
  extras: z.array(reservationExtraSchema),
  answers: z.array(reservationAnswerSchema),
  rooms_total: money,
  extras_total: money,
  total_price: money,
  tax: money,
  accommodation_tax: money,
  discount: money,
  /** What the member's points took off the price (spec §3 "point discount"); 0 without points. */
  point_discount: money,
  promo_code: z.string().nullable(),
  coupon_code: z.string().nullable(),
  payment: reservationPaymentSchema,
  bank_transfer: bankTransferSchema.nullable(),
  /** Card with 3-D Secure: where the guest completes the challenge, and until when the rooms are held. */
  three_d_secure: z.object({ challenge_url: z.string(), expires_at: z.string() }).nullable(),
  /**
   * Before cancelling: the fee due if cancelled now (null when online cancellation is refused);
   * after: the fee charged.
   */
  cancellation_fee: money.nullable(),
  /** The fee the guest was shown when they confirmed the cancellation. */
  cancellation_fee_displayed: money.nullable(),
  /** The reason the guest picked when cancelling online, and their words. */
  reason: z.enum(GUEST_CANCEL_REASONS).nullable(),
  details: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether the guest may cancel online now; else `cancel_refusal` says why. */
  cancellable: z.boolean(),
  cancel_refusal: z.enum(CANCEL_REFUSALS).nullable(),
  /** Bumped by every change; an update sends it back. */
  version: z.number().int(),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** `POST` answer: the reservation plus the bypass token, given this once (stored hashed). */
export const createReservationResponseSchema = z.object({
  data: reservationSchema.extend({ bypass_token: z.string() }),
});
export type CreateReservationResponse = z.infer<typeof createReservationResponseSchema>;

export const reservationResponseSchema = z.object({ data: reservationSchema });
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

/**
 * The 409 when the server's price differs from `total_price`: the usual error body whose `details`
 * carry spec §8's 1103 ("total price invalid"), which way the price moved, the new total and each
 * room's new price.
 */
export const priceChangedDetailsSchema = z.object({
  code: z.literal(ERROR_CODES.totalPriceInvalid),
  reason: z.enum([
    RESERVATION_ERROR_REASONS.priceBecameCheaper,
    RESERVATION_ERROR_REASONS.priceBecameMoreExpensive,
  ]),
  base: z.array(z.object({ error: z.string() })),
  total_price: money,
  tax: money,
  previous_total_price: money,
  rooms: z.array(z.object({ room_index: z.number().int(), total_price: money, tax: money })),
});
export type PriceChangedDetails = z.infer<typeof priceChangedDetailsSchema>;
