import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { promotionCodes } from '../../db/tables/promotions.table.ts';

/**
 * True when staff switched the code `id` off (`deactivated_at` set): guests are then refused it as an
 * unknown code. Read on `db` as given, so a booking's transaction sees a switch-off committed before it.
 */
export async function promotionCodeSwitchedOff(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: promotionCodes.id })
    .from(promotionCodes)
    .where(and(eq(promotionCodes.id, id), isNotNull(promotionCodes.deactivatedAt)))
    .limit(1);
  return rows.length > 0;
}
