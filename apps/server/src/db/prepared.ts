import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './database.ts';

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

function poolOf(db: Db): PgPoolLike | null {
  const client = (db as { $client?: unknown }).$client as Partial<PgPoolLike> | undefined;
  // node-postgres pools count their connections; PGlite and transactions have no such client.
  return client && typeof client.query === 'function' && typeof client.totalCount === 'number'
    ? (client as PgPoolLike)
    : null;
}

/** `text` with `$1`…`$n` turned back into a drizzle query carrying the same values. */
function asSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`);
  });
  return sql.join(chunks, sql.raw(''));
}

/**
 * Runs a hot read as a named prepared statement on PostgreSQL: planned once per connection instead of
 * on every call (for the search's four-part union, planning cost more than running it). `text` must
 * be fixed for `name`. On PGlite, and inside a transaction, it runs as an ordinary parameterised query.
 * Rows come with node-postgres' or PGlite's default parsing: cast dates to text in the query.
 */
export async function queryPrepared<T>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) return (await pool.query({ name, text, values: [...values] })).rows as T[];
  return ((await db.execute(asSql(text, values))) as unknown as { rows: T[] }).rows;
}
