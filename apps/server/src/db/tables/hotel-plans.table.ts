import { MEALS, PAYMENT_METHODS, SEARCH_MODES } from '@yadori/contract/search.constants';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { cancellationPolicies } from './cancellation-policies.table.ts';
import { hotels } from './hotels.table.ts';
import { roomTypes } from './room-types.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A rate plan of a hotel (room only, breakfast, early bird…): what is sold, to whom, when and how it
 * is paid. Its rooms are the room plans.
 */
export const hotelPlans = pgTable(
  'hotel_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** hotel_plan_code; a site-controller limited variant may share the code of its ordinary plan. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<NamedTranslation[]>().notNull().default([]),
    meals: text('meals').array().notNull().default(sql`'{}'::text[]`),
    paymentMethods: text('payment_methods').array().notNull(),
    depositPercent: integer('deposit_percent').notNull().default(100),
    cancellationPolicyId: integer('cancellation_policy_id').notNull(),
    /** Which search mode shows the plan: all, secret, voucher, brr or member. */
    visibility: text('visibility').notNull().default('all'),
    /**
     * Who of the members sees a member plan (spec §3 label filters): `membership_program_{id}`,
     * `membership_rank_{id}` or `membership_rank_all`. Empty: every signed-in member of the brand.
     */
    memberLabels: text('member_labels').array().notNull().default(sql`'{}'::text[]`),
    /** Sale period (hotel-local booking dates); sale_starts_on is the plan's booking_start_date. */
    saleStartsOn: date('sale_starts_on', { mode: 'string' }),
    saleEndsOn: date('sale_ends_on', { mode: 'string' }),
    /** Stay period (check-in dates). */
    stayStartsOn: date('stay_starts_on', { mode: 'string' }),
    stayEndsOn: date('stay_ends_on', { mode: 'string' }),
    /** Booking window: at least / at most this many days before check-in (early bird: 21). */
    minDaysInAdvance: integer('min_days_in_advance').notNull().default(0),
    maxDaysInAdvance: integer('max_days_in_advance'),
    /** Deadline: `deadline_days_before` days before check-in at `deadline_hour` hotel-local time. */
    deadlineDaysBefore: integer('deadline_days_before').notNull().default(0),
    deadlineHour: integer('deadline_hour').notNull().default(24),
    minNights: integer('min_nights').notNull().default(1),
    maxNights: integer('max_nights'),
    isDayUse: boolean('is_day_use').notNull().default(false),
    /** Day-use hours (hotel-local), shown with the plan. */
    dayUseStartHour: integer('day_use_start_hour'),
    dayUseEndHour: integer('day_use_end_hour'),
    /** Ids of the hotel's room_search_filters the plan matches (breakfast, dinner…). */
    filterIds: integer('filter_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Sold only through the tl_lincon site controller (spec section 5, limited plans). */
    siteControllerLimited: boolean('site_controller_limited').notNull().default(false),
    /**
     * Offered and bookable on Japanese pages only (stay plus flight packages, spec sections 5 and 8:
     * 3601 when searched by its code in another language, 3602 when booked in one; decision 021).
     */
    japaneseOnly: boolean('japanese_only').notNull().default(false),
    /** Lower comes first in the recommended order. */
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('hotel_plans_hotel_code_limited_unique').on(t.hotelId, t.code, t.siteControllerLimited),
    unique('hotel_plans_id_hotel_unique').on(t.id, t.hotelId),
    foreignKey({
      name: 'hotel_plans_policy_same_hotel_fk',
      columns: [t.cancellationPolicyId, t.hotelId],
      foreignColumns: [cancellationPolicies.id, cancellationPolicies.hotelId],
    }).onDelete('restrict'),
    check('hotel_plans_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check('hotel_plans_meals_known', sql`${t.meals} <@ array[${sqlList(MEALS)}]::text[]`),
    check(
      'hotel_plans_payment_methods_known',
      sql`cardinality(${t.paymentMethods}) > 0 and ${t.paymentMethods} <@ array[${sqlList(PAYMENT_METHODS)}]::text[]`,
    ),
    check('hotel_plans_deposit_percent', sql`${t.depositPercent} between 0 and 100`),
    check('hotel_plans_visibility_known', sql`${t.visibility} in (${sqlList(SEARCH_MODES)})`),
    check(
      'hotel_plans_sale_period',
      sql`${t.saleStartsOn} is null or ${t.saleEndsOn} is null or ${t.saleStartsOn} <= ${t.saleEndsOn}`,
    ),
    check(
      'hotel_plans_stay_period',
      sql`${t.stayStartsOn} is null or ${t.stayEndsOn} is null or ${t.stayStartsOn} <= ${t.stayEndsOn}`,
    ),
    check(
      'hotel_plans_advance_window',
      sql`${t.minDaysInAdvance} >= 0 and (${t.maxDaysInAdvance} is null or ${t.maxDaysInAdvance} >= ${t.minDaysInAdvance})`,
    ),
    check(
      'hotel_plans_deadline',
      sql`${t.deadlineDaysBefore} between 0 and 365 and ${t.deadlineHour} between 0 and 24`,
    ),
    check(
      'hotel_plans_nights',
      sql`${t.minNights} between 0 and 365 and (${t.maxNights} is null or ${t.maxNights} >= ${t.minNights})`,
    ),
    check(
      'hotel_plans_day_use_hours',
      sql`(${t.dayUseStartHour} is null or ${t.dayUseStartHour} between 0 and 24) and (${t.dayUseEndHour} is null or ${t.dayUseEndHour} between 0 and 24)`,
    ),
    index('hotel_plans_hotel_idx').on(t.hotelId),
  ],
);

/** A room type sold under a hotel plan; carries the room_plan_code and the included extras. */
export const roomPlans = pgTable(
  'room_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').notNull(),
    hotelPlanId: integer('hotel_plan_id').notNull(),
    code: text('code').notNull(),
    /** Extras included in the price (inclusive_extra_ids). */
    inclusiveExtraIds: integer('inclusive_extra_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('room_plans_hotel_code_unique').on(t.hotelId, t.code),
    unique('room_plans_type_plan_unique').on(t.roomTypeId, t.hotelPlanId),
    foreignKey({
      name: 'room_plans_room_type_same_hotel_fk',
      columns: [t.roomTypeId, t.hotelId],
      foreignColumns: [roomTypes.id, roomTypes.hotelId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'room_plans_hotel_plan_same_hotel_fk',
      columns: [t.hotelPlanId, t.hotelId],
      foreignColumns: [hotelPlans.id, hotelPlans.hotelId],
    }).onDelete('cascade'),
    check('room_plans_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    index('room_plans_hotel_plan_idx').on(t.hotelPlanId),
  ],
);

/**
 * Nights a plan is closed (not sold), closed to arrival (cannot be the check-in night) or has a
 * minimum stay for arrivals that night. Sparse: a night without a row is open.
 */
export const hotelPlanClosures = pgTable(
  'hotel_plan_closures',
  {
    hotelPlanId: integer('hotel_plan_id')
      .notNull()
      .references(() => hotelPlans.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    /** A stay arriving this night must be at least this many nights (over the plan's own minimum). */
    minNights: integer('min_nights'),
  },
  (t) => [
    primaryKey({ name: 'hotel_plan_closures_pk', columns: [t.hotelPlanId, t.stayDate] }),
    check(
      'hotel_plan_closures_something_closed',
      sql`${t.closed} or ${t.closedToArrival} or ${t.minNights} is not null`,
    ),
    check('hotel_plan_closures_min_nights', sql`${t.minNights} is null or ${t.minNights} between 1 and 365`),
  ],
);
