import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/tables/rate-limits.table.ts';

/*
 * Counters of failed reservation lookups in `rate_limit_counters` (keys `lookup:…`), timed by the
 * app's clock rather than the database's so a test can move time; instances' clocks agree to well
 * under a window of minutes.
 */

/** The failures counted for `key` in its current window (0 and null when none is running). */
export async function readLookupCounter(
  db: Db,
  key: string,
  now: Date,
): Promise<{ hits: number; endsAt: Date | null }> {
  const t = rateLimitCounters;
  const rows = await db
    .select({ hits: t.hits, endsAt: t.windowEndsAt })
    .from(t)
    .where(and(eq(t.key, key), gt(t.windowEndsAt, now)))
    .limit(1);
  return rows[0] ?? { hits: 0, endsAt: null };
}

/** Counts one failure for `key` in a fixed window of `windowMs` from its first failure (one upsert). */
export async function addLookupFailure(db: Db, key: string, windowMs: number, now: Date): Promise<void> {
  const t = rateLimitCounters;
  const over = sql`${t.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  await db
    .insert(t)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${over} then 1 else ${t.hits} + 1 end`,
        windowEndsAt: sql`case when ${over} then excluded.window_ends_at else ${t.windowEndsAt} end`,
      },
    });
}
