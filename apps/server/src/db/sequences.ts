import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * After rows were inserted with explicit ids (the deterministic seed), moves each identity
 * sequence past the largest id so later inserts do not collide.
 */
export async function syncIdentitySequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
