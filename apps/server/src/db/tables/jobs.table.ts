import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Durable background work (platform/jobs). A row is `pending` until a handler succeeds (`done`) or it
 * ran out of attempts (`failed`). `locked_until` is the lease of the instance running it: another
 * instance takes the job again only after the lease ran out (a crash mid-run), so handlers must be
 * idempotent. `dedupe_key` makes enqueueing the same work twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_known', sql`${t.status} in ('pending', 'done', 'failed')`),
    check('jobs_attempts_in_range', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
    uniqueIndex('jobs_dedupe_key_unique').on(t.dedupeKey),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
  ],
);
