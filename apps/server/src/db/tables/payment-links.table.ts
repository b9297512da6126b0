import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.table.ts';
import { partnerApiKeys } from './partner.table.ts';
import { reservations } from './reservations.table.ts';
import { staffUsers } from './staff.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The contract's PAYMENT_LINK_PURPOSES, PAYMENT_LINK_STATES and PAYMENT_LINK_METHODS spell the same lists. */
const PURPOSES = ['deposit', 'balance', 'extra', 'no_show_fee', 'other'] as const;
const STATES = ['unpaid', 'paid', 'completed', 'refunded', 'cancelled'] as const;
const METHODS = ['credit_card', 'paypal'] as const;
const ATTEMPT_STATES = ['started', 'awaiting_guest', 'capturing'] as const;

/**
 * A hotel's request that a guest pay an amount (decision 060), optionally for one of its stays. The
 * payment number is the payments page's address and the guest's only key to it. One attempt at a time
 * holds the link (`attempt_*`, claimed by one conditional UPDATE, so a link is paid at most once
 * whatever runs at once); the attempt's lease ends at `attempt_expires_at`, after which another session
 * may take the link over (the old attempt's authorisation is then released, never captured).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    description: text('description'),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    locale: text('locale').notNull().default('ja'),
    status: text('status').notNull().default('unpaid'),
    /** The last declined attempt's code (spec §8) while unpaid: the page reads `failed`. */
    lastErrorCode: integer('last_error_code'),
    attemptId: uuid('attempt_id'),
    attemptSessionId: uuid('attempt_session_id'),
    attemptMethod: text('attempt_method'),
    /** The gateway's payment id (card) or PayPal order id of the attempt. */
    attemptRef: text('attempt_ref'),
    /** Where the guest must go for the attempt (3-D Secure challenge, PayPal approval). */
    attemptNextUrl: text('attempt_next_url'),
    attemptState: text('attempt_state'),
    attemptExpiresAt: timestamp('attempt_expires_at', { withTimezone: true }),
    paidMethod: text('paid_method'),
    /** The gateway's payment id (card) or PayPal capture id of the payment. */
    paidRef: text('paid_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The page session that paid: it reads `paid`, any other `already paid`. */
    paidSessionId: uuid('paid_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    createdByStaffUserId: integer('created_by_staff_user_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    createdByApiKeyId: integer('created_by_api_key_id').references(() => partnerApiKeys.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payment_links_number_unique').on(t.number),
    index('payment_links_hotel_created_idx').on(t.hotelId, t.createdAt.desc(), t.id.desc()),
    index('payment_links_reservation_idx').on(t.reservationId),
    check('payment_links_number_shape', sql`${t.number} ~ '^PL[0-9A-HJKMNP-TV-Z]{20}$'`),
    check('payment_links_purpose_known', sql`${t.purpose} in (${sqlList(PURPOSES)})`),
    check('payment_links_status_known', sql`${t.status} in (${sqlList(STATES)})`),
    check('payment_links_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_links_methods_known',
      sql`(${t.attemptMethod} is null or ${t.attemptMethod} in (${sqlList(METHODS)})) and (${t.paidMethod} is null or ${t.paidMethod} in (${sqlList(METHODS)}))`,
    ),
    check(
      'payment_links_attempt_state_known',
      sql`(${t.attemptId} is null) = (${t.attemptState} is null) and (${t.attemptState} is null or ${t.attemptState} in (${sqlList(ATTEMPT_STATES)}))`,
    ),
    check(
      'payment_links_paid_has_method',
      sql`(${t.status} = 'unpaid' or ${t.status} = 'cancelled') = (${t.paidAt} is null)`,
    ),
    check(
      'payment_links_description_length',
      sql`${t.description} is null or length(${t.description}) <= 500`,
    ),
  ],
);

/**
 * A payments page's session (spec §4: a page not completed within an hour must be reloaded; the reload
 * gets a fresh session of the same link). Sessions past their hour are pruned a day later.
 */
export const paymentLinkSessions = pgTable(
  'payment_link_sessions',
  {
    id: uuid('id').primaryKey(),
    paymentLinkId: integer('payment_link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_link_sessions_link_idx').on(t.paymentLinkId),
    index('payment_link_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A printed QR code's code (`GET /book/qr_codes?qr_code=`): a payment link's page, or (no link) the
 * hotel's booking page — one per hotel.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    code: text('code').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    paymentLinkId: integer('payment_link_id').references(() => paymentLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('qr_codes_code_shape', sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{12}$'`),
    uniqueIndex('qr_codes_payment_link_unique').on(t.paymentLinkId),
    uniqueIndex('qr_codes_hotel_booking_unique').on(t.hotelId).where(sql`${t.paymentLinkId} is null`),
  ],
);
