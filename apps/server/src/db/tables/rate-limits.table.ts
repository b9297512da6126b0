import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window request counters shared by every API instance (RATE_LIMIT_STORE=database). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('rate_limit_counters_hits_positive', sql`${t.hits} > 0`),
    index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt),
  ],
);
