import {
  CANCEL_REASONS,
  GUEST_CANCEL_REASONS,
  MAX_CHANGE_DETAILS_LENGTH,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  RESERVATION_CHANGE_ACTORS,
  RESERVATION_CHANGE_KINDS,
  RESERVATION_STATUSES,
} from '@yadori/contract/reservation.constants';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import type { Translation } from '@yadori/contract/settings.schema';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { extras } from './extras.table.ts';
import { hotelPlans, roomPlans } from './hotel-plans.table.ts';
import { hotels } from './hotels.table.ts';
import { members, organizations } from './members.table.ts';
import { promotionCodes } from './promotions.table.ts';
import { roomTypes } from './room-types.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One booking (spec section 3, Reservation): a stay of one or more rooms at one hotel, its guest, how
 * it is paid and what it cost. Money is integer minor units of `currency`, tax included.
 * `bypass_token_hash` is the sha256 of the token handed out once; the token itself is never stored.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    /** Short, random, unique across all hotels (the guest types it in). */
    number: text('number').notNull(),
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    email: text('email').notNull(),
    /**
     * The member who booked (spec §6: a member booking is updated only by that member, signed in).
     * Deleting the account sets it null: the hotel keeps the stay, without the person.
     */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The program and rank whose member rate was booked, as they were at booking. */
    memberProgramId: integer('member_program_id'),
    memberRankId: integer('member_rank_id'),
    /**
     * A corporate booking (spec §6): the organization its booker signed in through, and the referrer
     * code of its sign-in address. Updating or cancelling it needs a session of that organization.
     */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    referrerCode: text('referrer_code'),
    bypassTokenHash: text('bypass_token_hash').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    guest: jsonb('guest').$type<ReservationGuest>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentState: text('payment_state').notNull(),
    /** The provider's payment id (card methods). */
    paymentId: text('payment_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    threeDSecureUrl: text('three_d_secure_url'),
    returnUrl: text('return_url'),
    /** Sum of the rooms' totals (accommodation tax included). */
    roomsTotal: integer('rooms_total').notNull(),
    extrasTotal: integer('extras_total').notNull().default(0),
    /** rooms_total + extras_total: what the stay costs. */
    totalPrice: integer('total_price').notNull(),
    /** Consumption and accommodation tax inside total_price. */
    tax: integer('tax').notNull(),
    accommodationTax: integer('accommodation_tax').notNull(),
    /** Special discounts, rounding and the code, over all rooms. */
    discount: integer('discount').notNull().default(0),
    /** What the member's points took off total_price (decision 040): the guest pays the rest. */
    pointDiscount: integer('point_discount').notNull().default(0),
    depositPercent: integer('deposit_percent').notNull().default(100),
    /** Charged online now (whole total, the deposit, or 0). */
    amountDueNow: integer('amount_due_now').notNull(),
    /** Left to pay at the hotel or by transfer. */
    remainingAmount: integer('remaining_amount').notNull(),
    bankTransferDeadline: date('bank_transfer_deadline', { mode: 'string' }),
    promotionCodeId: integer('promotion_code_id').references(() => promotionCodes.id, {
      onDelete: 'set null',
    }),
    promoCode: text('promo_code'),
    couponCode: text('coupon_code'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** A card waiting for 3-D Secure is cancelled after this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The reason the guest picked when cancelling online (GUEST_CANCEL_REASONS), and their words. */
    guestCancelReason: text('guest_cancel_reason'),
    cancelDetails: text('cancel_details'),
    /** The fee charged for the cancellation, and the fee the guest was shown when confirming it. */
    cancellationFee: integer('cancellation_fee'),
    cancellationFeeDisplayed: integer('cancellation_fee_displayed'),
    /** Card money actually taken (a capture, e.g. of a cancellation fee) and given back. */
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Set when hotel staff changed the booking: the guest can no longer change it online (spec §6). */
    staffModifiedAt: timestamp('staff_modified_at', { withTimezone: true }),
    /** Set when staff marked the guest a no-show (decision 058); the status stays confirmed. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** What the no-show charged: the policy's no_show_percentage_of_cost of the total, or what staff set. */
    noShowFee: integer('no_show_fee'),
    /** Bumped by every change (update, cancel, guests): what a concurrent writer compares against. */
    version: integer('version').notNull().default(1),
    /**
     * Where the guest came from (decision 061): the first page's utm_*, metasearch_source and
     * segment_ids, and the funnel's source made of them (metasearch_source, else utm_source, else
     * `direct`, lower-cased).
     */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    metasearchSource: text('metasearch_source'),
    segmentIds: text('segment_ids').array().notNull().default(sql`'{}'::text[]`),
    source: text('source').notNull().default('direct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reservations_number_unique').on(t.number),
    check('reservations_source_length', sql`char_length(${t.source}) between 1 and 100`),
    check('reservations_segment_ids_count', sql`cardinality(${t.segmentIds}) <= 20`),
    unique('reservations_bypass_token_hash_unique').on(t.bypassTokenHash),
    unique('reservations_id_hotel_unique').on(t.id, t.hotelId),
    check('reservations_number_format', sql`${t.number} ~ '^[0-9A-Z]{6,16}$'`),
    check('reservations_status_known', sql`${t.status} in (${sqlList(RESERVATION_STATUSES)})`),
    check(
      'reservations_cancel_reason',
      sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null) and (${t.cancelReason} is null or ${t.cancelReason} in (${sqlList(CANCEL_REASONS)}))`,
    ),
    check('reservations_payment_method_known', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check('reservations_payment_state_known', sql`${t.paymentState} in (${sqlList(PAYMENT_STATES)})`),
    check('reservations_dates', sql`${t.checkoutDate} >= ${t.checkinDate} and ${t.nights} >= 0`),
    check(
      'reservations_amounts',
      sql`${t.roomsTotal} >= 0 and ${t.extrasTotal} >= 0 and ${t.totalPrice} = ${t.roomsTotal} + ${t.extrasTotal}
        and ${t.tax} >= 0 and ${t.accommodationTax} >= 0 and ${t.discount} >= 0
        and ${t.pointDiscount} >= 0 and ${t.amountDueNow} >= 0 and ${t.remainingAmount} >= 0
        and ${t.amountDueNow} + ${t.remainingAmount} + ${t.pointDiscount} = ${t.totalPrice}`,
    ),
    check(
      'reservations_guest_cancel_reason',
      sql`${t.guestCancelReason} is null or ${t.guestCancelReason} in (${sqlList(GUEST_CANCEL_REASONS)})`,
    ),
    check(
      'reservations_cancel_details_length',
      sql`${t.cancelDetails} is null or length(${t.cancelDetails}) <= ${sql.raw(String(MAX_CHANGE_DETAILS_LENGTH))}`,
    ),
    check(
      'reservations_money_moved',
      sql`${t.capturedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount}
        and (${t.cancellationFee} is null or ${t.cancellationFee} >= 0)`,
    ),
    check('reservations_deposit_percent', sql`${t.depositPercent} between 0 and 100`),
    check('reservations_email_length', sql`length(${t.email}) between 3 and 254`),
    index('reservations_hotel_idx').on(t.hotelId, t.checkinDate),
    // The console's newest-first list and its booked-from/to filters (decision 058).
    index('reservations_hotel_created_idx').on(t.hotelId, t.createdAt),
    // The partner API's polling by last change (decision 059).
    index('reservations_hotel_updated_idx').on(t.hotelId, t.updatedAt, t.number),
    index('reservations_member_idx').on(t.memberId, t.checkinDate).where(sql`${t.memberId} is not null`),
    index('reservations_organization_idx')
      .on(t.organizationId, t.checkinDate)
      .where(sql`${t.organizationId} is not null`),
    index('reservations_pending_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);

/** One room of a reservation: the room plan, the party, the guest named for the room and its price. */
export const reservationRooms = pgTable(
  'reservation_rooms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** Position in the booking (0-based): answers and extras name the room by it. */
    roomIndex: integer('room_index').notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    roomPlanId: integer('room_plan_id')
      .notNull()
      .references(() => roomPlans.id, { onDelete: 'restrict' }),
    hotelPlanId: integer('hotel_plan_id')
      .notNull()
      .references(() => hotelPlans.id, { onDelete: 'restrict' }),
    roomTypeCode: text('room_type_code').notNull(),
    roomPlanCode: text('room_plan_code').notNull(),
    hotelPlanCode: text('hotel_plan_code').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    kidsTiers: text('kids_tiers').array().notNull().default(sql`'{}'::text[]`),
    kidsAgeRange: integer('kids_age_range').array().notNull().default(sql`'{}'::integer[]`),
    adultCompanion: integer('adult_companion').notNull().default(0),
    kidTierACompanion: integer('kid_tier_a_companion').notNull().default(0),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    totalPrice: integer('total_price').notNull(),
    tax: integer('tax').notNull(),
    accommodationTax: integer('accommodation_tax').notNull(),
    priceBeforeDiscounts: integer('price_before_discounts').notNull(),
    discounts: jsonb('discounts')
      .$type<{ discount_type: string; discount_amount: number }[]>()
      .notNull()
      .default([]),
    codeDiscount: integer('code_discount').notNull().default(0),
  },
  (t) => [
    unique('reservation_rooms_index_unique').on(t.reservationId, t.roomIndex),
    check('reservation_rooms_party', sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.roomIndex} >= 0`),
    check(
      'reservation_rooms_amounts',
      sql`${t.totalPrice} >= 0 and ${t.tax} >= 0 and ${t.accommodationTax} >= 0 and ${t.codeDiscount} >= 0`,
    ),
  ],
);

/**
 * The exact nights a room took from `room_inventory` (one row per room and night): what a
 * cancellation or an expired hold gives back.
 */
export const reservationRoomNights = pgTable(
  'reservation_room_nights',
  {
    reservationRoomId: integer('reservation_room_id')
      .notNull()
      .references(() => reservationRooms.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    /** The night's price for the room's party (child prices included, before discounts). */
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ name: 'reservation_room_nights_pk', columns: [t.reservationRoomId, t.stayDate] }),
    index('reservation_room_nights_reservation_idx').on(t.reservationId),
    check('reservation_room_nights_price', sql`${t.price} >= 0`),
  ],
);

/** An extra bought with the stay, for one service date (null: not dated) and optionally one room. */
export const reservationExtras = pgTable(
  'reservation_extras',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'restrict' }),
    roomIndex: integer('room_index'),
    serviceDate: date('service_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    tax: integer('tax').notNull(),
    /** Whether the quantity was taken from extra_daily_inventory (and is given back on cancel). */
    inventoryTaken: integer('inventory_taken').notNull().default(0),
    answer: text('answer'),
  },
  (t) => [
    check(
      'reservation_extras_amounts',
      sql`${t.quantity} >= 1 and ${t.unitPrice} >= 0 and ${t.totalPrice} = ${t.unitPrice} * ${t.quantity} and ${t.tax} >= 0
        and ${t.inventoryTaken} between 0 and ${t.quantity}`,
    ),
    index('reservation_extras_reservation_idx').on(t.reservationId),
  ],
);

/**
 * A guest's answer to an additional question (spec section 3): per booking, or per room
 * (`room_index`), with the ids of uploaded files. `question_id` is not a foreign key: questions can
 * be edited or removed later, the answer stays as given.
 */
export const reservationAnswers = pgTable(
  'reservation_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    roomIndex: integer('room_index'),
    answer: jsonb('answer').$type<unknown>().notNull(),
    /** Ids of file_attachments (random text ids). */
    attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('reservation_answers_reservation_idx').on(t.reservationId)],
);

/**
 * How a hotel takes bank transfers (a hotel setting): the account shown to the guest and how many
 * days after booking the money must arrive.
 */
export const hotelBankTransferSettings = pgTable(
  'hotel_bank_transfer_settings',
  {
    hotelId: integer('hotel_id')
      .primaryKey()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountType: text('account_type').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    deadlineDays: integer('deadline_days').notNull().default(7),
    /** Extra instructions per locale (name = the instruction text). */
    instructions: jsonb('instructions').$type<Translation[]>().notNull().default([]),
  },
  (t) => [check('hotel_bank_transfer_settings_days', sql`${t.deadlineDays} between 0 and 60`)],
);

/**
 * The history of a reservation after booking: every change by the guest, a member, staff or the system,
 * with the parts that changed before and after and the price either side. Staff changes
 * (`actor = 'staff'`) also set `reservations.staff_modified_at`.
 */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    priceBefore: integer('price_before').notNull(),
    priceAfter: integer('price_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_changes_reservation_idx').on(t.reservationId, t.createdAt),
    check('reservation_changes_kind_known', sql`${t.kind} in (${sqlList(RESERVATION_CHANGE_KINDS)})`),
    check('reservation_changes_actor_known', sql`${t.actor} in (${sqlList(RESERVATION_CHANGE_ACTORS)})`),
  ],
);
