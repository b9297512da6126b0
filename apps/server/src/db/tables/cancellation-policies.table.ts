import type { CancellationPolicyPart } from '@yadori/contract/cancellation-policy.schema';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.table.ts';

/** A hotel's cancellation policy (spec sections 3 and 4); hotel plans point at one. */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The name in the hotel's own language; translations carry the other locales. */
    name: text('name').notNull(),
    translations: jsonb('translations').$type<NamedTranslation[]>().notNull().default([]),
    /** Hotel-local hour (0–23) until which the day-of step applies; null: the whole check-in day. */
    cancelBeforeAt: integer('cancel_before_at'),
    /** Steps `[{days_before, percentage_of_cost}]`, days_before unique within a policy. */
    parts: jsonb('parts').$type<CancellationPolicyPart[]>().notNull().default([]),
    noShowPercentageOfCost: integer('no_show_percentage_of_cost').notNull(),
  },
  (t) => [
    unique('cancellation_policies_hotel_code_unique').on(t.hotelId, t.code),
    // Lets hotel plans require a policy of their own hotel with a composite foreign key.
    unique('cancellation_policies_id_hotel_unique').on(t.id, t.hotelId),
    check('cancellation_policies_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check(
      'cancellation_policies_cancel_before_at_hour',
      sql`${t.cancelBeforeAt} is null or ${t.cancelBeforeAt} between 0 and 23`,
    ),
    check('cancellation_policies_no_show_percentage', sql`${t.noShowPercentageOfCost} between 0 and 100`),
    check('cancellation_policies_parts_array', sql`jsonb_typeof(${t.parts}) = 'array'`),
  ],
);
