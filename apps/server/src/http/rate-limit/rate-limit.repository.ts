import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/tables/rate-limits.table.ts';

/**
 * Counts one hit for `key` in a fixed window of `windowMs`, atomically (one upsert), using the
 * database clock so every instance agrees. Returns the hits so far and the ms left in the window.
 */
export async function incrementRateLimitCounter(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const t = rateLimitCounters;
  const windowOver = sql`${t.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${t.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${t.windowEndsAt} end`,
      },
    })
    .returning({
      hits: t.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${t.windowEndsAt} - now())) * 1000))::integer`,
    });
  return { hits: row!.hits, ttlMs: Number(row!.ttlMs) };
}

/** Deletes counters whose window ended; returns how many. */
export async function deleteEndedRateLimitCounters(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
