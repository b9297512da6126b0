import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

type Results<T extends readonly (() => Promise<unknown>)[]> = { [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads at once on a pool (each takes its own connection), one after the other in
 * a transaction: a transaction is one connection, and node-postgres refuses (from pg 9; warns now)
 * a query sent while the connection still runs another.
 */
export async function queriesTogether<const T extends readonly (() => Promise<unknown>)[]>(
  db: Db,
  queries: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((q) => q()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}
