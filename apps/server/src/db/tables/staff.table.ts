import { STAFF_ROLES } from '@yadori/contract/staff.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotelBrands, hotels } from './hotels.table.ts';
import { reservations } from './reservations.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A hotel's staff (decision 058): people who run a brand's hotels from the console at /admin. A brand
 * admin sees every hotel of the brand; a hotel manager and front desk only the hotels named in
 * `staff_user_hotels`. Passwords are argon2id PHC strings; the TOTP secret is sealed
 * (`lib/sealed-text.ts`) under STAFF_SECRET and only set once the person confirmed a first code.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; one account per address across the installation (sign-in names no brand). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The console's language for this person (one of the five locales). */
    locale: text('locale').notNull().default('ja'),
    /** Sealed base32 TOTP secret, set when two-step sign-in is on. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, until its first code is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A disabled account cannot sign in; its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_email_unique').on(t.email),
    check('staff_users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('staff_users_email_shape', sql`${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    check('staff_users_name_length', sql`length(${t.name}) between 1 and 100`),
    check('staff_users_role_known', sql`${t.role} in (${sqlList(STAFF_ROLES)})`),
    check('staff_users_locale_known', sql`${t.locale} in ('ja', 'en', 'zh_Hans', 'zh_Hant', 'ko')`),
    check('staff_users_failed_sign_ins', sql`${t.failedSignIns} >= 0`),
    index('staff_users_brand_idx').on(t.brandId),
  ],
);

/** The hotels a hotel manager or front desk account may act on (a brand admin needs no rows). */
export const staffUserHotels = pgTable(
  'staff_user_hotels',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'staff_user_hotels_pk', columns: [t.staffUserId, t.hotelId] }),
    index('staff_user_hotels_hotel_idx').on(t.hotelId),
  ],
);

/** A signed-in console session: only the sha256 of its bearer token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry, pushed forward as the session is used (never past `absolute_expires_at`). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('staff_sessions_token_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('staff_sessions_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
    index('staff_sessions_user_idx').on(t.staffUserId),
  ],
);

/**
 * Every change made from the console, the partner side or the staff CLI: who (null for the CLI),
 * when, what, and the row before and after. Append-only: nothing updates or deletes it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'set null' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who, as shown: the account's email at the time, or `cli`. */
    actor: text('actor').notNull(),
    /** What was done, `entity.verb` (e.g. `rates.bulk_edit`, `reservation.no_show`). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_audit_log_action_shape', sql`${t.action} ~ '^[a-z_]+\\.[a-z_]+$'`),
    index('staff_audit_log_brand_idx').on(t.brandId, t.createdAt),
    index('staff_audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** A staff note on a reservation: for the hotel only, never shown to the guest. */
export const reservationNotes = pgTable(
  'reservation_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservation_notes_body_length', sql`length(${t.body}) between 1 and 2000`),
    index('reservation_notes_reservation_idx').on(t.reservationId, t.createdAt),
  ],
);
