/**
 * Plain constants of booking (spec sections 3, 4, 8 and 9). No Zod here: the widget imports these by
 * value.
 */
import { ERROR_CODES } from './error-codes.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './search.constants.ts';

export { PAYMENT_METHODS, type PaymentMethod };

/**
 * Where a reservation is in its life: `pending_payment` holds its nights while a card waits for the
 * 3-D Secure challenge (15 minutes at most), `confirmed` is booked (the spec's "done", shown as
 * Reserved), `cancelled` has given its nights back.
 */
export const RESERVATION_STATUSES = ['pending_payment', 'confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * `status` on the wire (spec section 3: `done`, shown as Reserved, and `cancelled`). A card stay
 * waiting for its 3-D Secure challenge shows `pending_payment`: it is neither booked nor cancelled yet
 * (spec section 4, "3D Secure pending"), and the widget must not show it as Reserved. Decision 024.
 */
export const RESERVATION_WIRE_STATUSES = ['pending_payment', 'done', 'cancelled'] as const;
export type ReservationWireStatus = (typeof RESERVATION_WIRE_STATUSES)[number];

/** The wire status of each stored status. */
export const WIRE_STATUS_OF: Readonly<Record<ReservationStatus, ReservationWireStatus>> = {
  pending_payment: 'pending_payment',
  confirmed: 'done',
  cancelled: 'cancelled',
};

/** Why a reservation ended without a stay. */
export const CANCEL_REASONS = ['payment_declined', 'challenge_failed', 'expired', 'guest', 'hotel'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The reasons a guest picks when cancelling online (spec section 2, the cancellation flow with reasons);
 * stored as `guest_cancel_reason`, with free `details` alongside.
 */
export const GUEST_CANCEL_REASONS = [
  'change_of_plans',
  'booked_elsewhere',
  'booking_mistake',
  'illness',
  'travel_restrictions',
  'weather',
  'price',
  'other',
] as const;
export type GuestCancelReason = (typeof GUEST_CANCEL_REASONS)[number];

/** The longest `details` text a guest may give with a cancellation or a change. */
export const MAX_CHANGE_DETAILS_LENGTH = 1000;

/** What a row of `reservation_changes` records, and who made the change. */
export const RESERVATION_CHANGE_KINDS = ['update', 'cancel', 'guests', 'answers', 'no_show'] as const;
export type ReservationChangeKind = (typeof RESERVATION_CHANGE_KINDS)[number];
export const RESERVATION_CHANGE_ACTORS = ['guest', 'member', 'staff', 'system'] as const;
export type ReservationChangeActor = (typeof RESERVATION_CHANGE_ACTORS)[number];

/**
 * Why a reservation cannot be cancelled online right now (`cancel_refusal` in the reservation):
 * `same_day` covers check-in day and later — spec section 5: same-day cancellation is by phone.
 */
export const CANCEL_REFUSALS = ['already_cancelled', 'pending_payment', 'same_day'] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

/**
 * `reason` of update_settings when `updatable` is false (spec sections 4 and 6; the spec leaves the codes
 * open, these are ours): past the change deadline, changed by hotel staff, not a confirmed booking, the
 * booking belongs to a member or an organization (sign in first) or a guest booking viewed while signed in
 * (sign out first), or the hotel switched online changes off.
 */
export const UPDATE_REFUSALS = [
  'deadline_passed',
  'modified_by_staff',
  'cancelled',
  'pending_payment',
  'member_login_required',
  'corporate_login_required',
  'sign_out_required',
  'updates_disabled',
] as const;
export type UpdateRefusal = (typeof UPDATE_REFUSALS)[number];

/** Where the money stands. */
export const PAYMENT_STATES = [
  /** Paid at the hotel (on_site, on_site_credit_card_required). */
  'pay_at_hotel',
  /** Invoiced later (deferred_payment). */
  'deferred',
  /** Waiting for the guest's bank transfer. */
  'awaiting_transfer',
  /** Card authorisation waits for the 3-D Secure challenge. */
  'challenge_pending',
  /** Card amount reserved. */
  'authorized',
  /** Card refused; nothing is charged. */
  'declined',
  /** Authorisation dropped (cancelled or expired booking). */
  'voided',
  /** Card amount (or part of it, e.g. a cancellation fee) taken; `captured_amount` says how much. */
  'captured',
  /** Part of a captured amount given back (`refunded_amount`). */
  'partially_refunded',
  /** All of a captured amount given back. */
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Methods that take a card token and go through the payment provider now. */
export const CARD_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'on_site_credit_card_required',
];

/** Methods whose card is charged online now (the whole amount, or the deposit). */
export const ONLINE_CHARGE_METHODS: readonly PaymentMethod[] = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
];

/** Spec section 9: a card held for 3-D Secure is cancelled after 15 minutes. */
export const THREE_D_SECURE_HOLD_MINUTES = 15;

/** Days a guest has to pay a bank transfer when the hotel sets nothing else. */
export const DEFAULT_BANK_TRANSFER_DAYS = 7;

/** The request header that makes POST /reservations safe to retry (DESIGN §4). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Reservation numbers: this many characters of RESERVATION_NUMBER_ALPHABET (no 0/O, 1/I/L). */
export const RESERVATION_NUMBER_LENGTH = 10;
export const RESERVATION_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Spec section 9: answers and attachments. */
export const MAX_TEXT_ANSWER_LENGTH = 255;
export const MAX_ATTACHMENTS_PER_BOOKING = 30;

/** The most rooms one booking may hold (the search's multi-room limit applies first). */
export const MAX_ROOMS_PER_BOOKING = 10;

/**
 * `details.code` of the booking's refusals: the spec §8 number where it has one (the top-level `code`
 * is that number too), else a word (the top-level `code` is the HTTP status then). Decision 024.
 */
export const RESERVATION_ERROR_CODES = {
  /** 409 with the new price in `details` (1103 "total price invalid"); `details.reason` says which way. */
  priceChanged: ERROR_CODES.totalPriceInvalid,
  /** 409: a night of a room is taken (1105 "limit insufficient"); `details.reason` `sold_out`. */
  soldOut: ERROR_CODES.limitInsufficient,
  /** 409: the plan is not sold for this stay any more (1106 "no longer sold"); `details.reason` `plan_not_available`. */
  planNotAvailable: ERROR_CODES.noLongerSold,
  paymentMethodsDiffer: 'different_payment_methods',
  paymentMethodNotAllowed: 'payment_method_not_allowed',
  idempotencyKeyReused: 'idempotency_key_reused',
  attachmentTaken: 'attachment_taken',
  reservationNotFound: 'reservation_not_found',
} as const;
export type ReservationErrorCode = (typeof RESERVATION_ERROR_CODES)[keyof typeof RESERVATION_ERROR_CODES];

/** `details.reason` beside a numeric `details.code`: which case of the spec's number this is. */
export const RESERVATION_ERROR_REASONS = {
  priceBecameCheaper: 'price_became_cheaper',
  priceBecameMoreExpensive: 'price_became_more_expensive',
  soldOut: 'sold_out',
  planNotAvailable: 'plan_not_available',
  /** 400 (1000): a room is for a party not among `searched_rooms`, or one taken twice (decision 026). */
  partiesDiffer: 'parties_differ',
  /**
   * 422 (1000): points leave nothing to pay, so a card method cannot go on (spec §5); the widget
   * steers to paying on site or fewer points.
   */
  nothingToPayByCard: 'nothing_to_pay_by_card',
} as const;
export type ReservationErrorReason =
  (typeof RESERVATION_ERROR_REASONS)[keyof typeof RESERVATION_ERROR_REASONS];
