import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { funnelCounts } from '../../db/tables/analytics.table.ts';

/** One hotel, day and source's counts since the last flush. */
export interface FunnelDelta {
  hotelId: number;
  day: string;
  source: string;
  searches: number;
  selections: number;
  checkouts: number;
}

/**
 * Adds the deltas to the stored counts in one statement: a row is created at the first count of its
 * day and source and added to after, so several processes flushing at once never lose a count.
 */
export async function addFunnelCounts(db: Db, deltas: readonly FunnelDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await db
    .insert(funnelCounts)
    .values(
      deltas.map(({ hotelId, day, source, searches, selections, checkouts }) => ({
        hotelId,
        day,
        source,
        searches,
        selections,
        checkouts,
      })),
    )
    .onConflictDoUpdate({
      target: [funnelCounts.hotelId, funnelCounts.day, funnelCounts.source],
      set: {
        searches: sql`${funnelCounts.searches} + excluded.searches`,
        selections: sql`${funnelCounts.selections} + excluded.selections`,
        checkouts: sql`${funnelCounts.checkouts} + excluded.checkouts`,
      },
    });
}
