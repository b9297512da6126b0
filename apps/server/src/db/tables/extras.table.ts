import { EXTRA_TYPES } from '@yadori/contract/search.constants';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Something sold with a stay (spec section 3, extras): a generic extra always shows, others by date. */
export const extras = pgTable(
  'extras',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    extraType: text('extra_type').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<NamedTranslation[]>().notNull().default([]),
    /** Price of one unit, tax included, minor units; a day row may override it. */
    price: integer('price').notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Off: guests neither see nor book it; stays that took it keep it. The console switches an extra
     * off instead of deleting it once a booking has taken it.
     */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('extras_hotel_code_unique').on(t.hotelId, t.code),
    check('extras_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check('extras_type_known', sql`${t.extraType} in (${sqlList(EXTRA_TYPES)})`),
    check('extras_price', sql`${t.price} >= 0`),
    check('extras_quantity_range', sql`${t.minQuantity} >= 0 and ${t.maxQuantity} >= ${t.minQuantity}`),
    index('extras_hotel_idx').on(t.hotelId),
  ],
);

/** How many of an extra are left on a date, and its price that day when it differs. */
export const extraDailyInventory = pgTable(
  'extra_daily_inventory',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    inventory: integer('inventory').notNull(),
    price: integer('price'),
  },
  (t) => [
    primaryKey({ name: 'extra_daily_inventory_pk', columns: [t.extraId, t.serviceDate] }),
    check('extra_daily_inventory_inventory', sql`${t.inventory} >= 0`),
    check('extra_daily_inventory_price', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
