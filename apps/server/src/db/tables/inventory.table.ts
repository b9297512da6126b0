import { CHILD_PRICE_TYPES } from '@yadori/contract/search.constants';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { roomPlans } from './hotel-plans.table.ts';
import { roomTypes } from './room-types.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Rooms of one type for one night (DESIGN §4): the database itself forbids selling more than the
 * allotment, so no code path can overbook.
 */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    allotment: integer('allotment').notNull(),
    sold: integer('sold').notNull().default(0),
    /** Stop-sell: the night is not sold whatever is left. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'room_inventory_pk', columns: [t.roomTypeId, t.stayDate] }),
    check('room_inventory_allotment', sql`${t.allotment} >= 0`),
    check('room_inventory_sold_in_range', sql`${t.sold} >= 0 and ${t.sold} <= ${t.allotment}`),
  ],
);

/**
 * The price of one room of a room plan for one night and a number of adults: integer minor units,
 * consumption tax included, accommodation tax not included (it depends on the party).
 */
export const roomPlanRates = pgTable(
  'room_plan_rates',
  {
    roomPlanId: integer('room_plan_id')
      .notNull()
      .references(() => roomPlans.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ name: 'room_plan_rates_pk', columns: [t.roomPlanId, t.stayDate, t.adults] }),
    check('room_plan_rates_adults', sql`${t.adults} between 1 and 99`),
    check('room_plan_rates_price', sql`${t.price} >= 0`),
  ],
);

/**
 * What a child of a kids tier costs per night under a room plan: a fixed amount, or a percentage of
 * one adult's share of the night's price. A tier without a row cannot be booked on the plan.
 */
export const roomPlanChildPrices = pgTable(
  'room_plan_child_prices',
  {
    roomPlanId: integer('room_plan_id')
      .notNull()
      .references(() => roomPlans.id, { onDelete: 'cascade' }),
    /** A kids tier code of the hotel settings, or `child` for share_bed and ages modes. */
    tierCode: text('tier_code').notNull(),
    priceType: text('price_type').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'room_plan_child_prices_pk', columns: [t.roomPlanId, t.tierCode] }),
    check('room_plan_child_prices_type_known', sql`${t.priceType} in (${sqlList(CHILD_PRICE_TYPES)})`),
    check(
      'room_plan_child_prices_value',
      sql`${t.value} >= 0 and (${t.priceType} <> 'percentage' or ${t.value} <= 100)`,
    ),
    check('room_plan_child_prices_tier_code', sql`length(${t.tierCode}) between 1 and 8`),
  ],
);
