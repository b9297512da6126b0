import { getTableColumns, type Table } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { queryPrepared } from './prepared.ts';

/** The driver's own connection under a drizzle transaction: a node-postgres client or PGlite's. */
interface TransactionClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
  /** Only a node-postgres pool client has it. */
  release?: unknown;
}

function transactionClient(tx: Db): TransactionClient | null {
  // drizzle keeps the transaction's connection on its session (not in its types): a node-postgres
  // PoolClient, or PGlite's Transaction.
  const client = (tx as unknown as { session?: { client?: Partial<TransactionClient> } }).session?.client;
  return client && typeof client.query === 'function' ? (client as TransactionClient) : null;
}

/**
 * `queryPrepared` that also works inside a transaction: on node-postgres the statement is prepared on
 * the transaction's own connection (once per connection, as on the pool); on PGlite it runs as a
 * parameterised query on the transaction (PGlite's prepared path waits for the transaction to end).
 * Either way no drizzle query is built. `text` must be fixed for `name`; cast dates and timestamps to
 * text in the query (rows come with the driver's default parsing).
 */
export async function queryPreparedIn<T>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const client = db instanceof PgTransaction ? transactionClient(db as unknown as Db) : null;
  if (!client) return queryPrepared<T>(db, name, text, values);
  if (typeof client.release === 'function') {
    return (await client.query({ name, text, values: [...values] })).rows as T[];
  }
  return (await client.query(text, [...values])).rows as T[];
}

type Columns = [key: string, column: ReturnType<typeof getTableColumns>[string]][];

/** A table's columns as drizzle keys them, for selectListOf and rowOf. */
export const columnsOf = (table: Table): Columns => Object.entries(getTableColumns(table));

/** Dates and timestamps as text: how drizzle receives them from both drivers (then decodes them). */
const asText = (column: Columns[number][1]) => /^(date|timestamp)/.test(column.getSQLType());

/** The columns on `alias`, each named by its drizzle key: a hand-written `select` list or `returning`. */
export function selectListOf(columns: Columns, alias: string): string {
  return columns
    .map(([key, column]) => `${alias}.${column.name}${asText(column) ? '::text' : ''} as "${key}"`)
    .join(', ');
}

/** A row selected by `selectListOf`, each value through its column's decoder, as drizzle's `select()`. */
export function rowOf<T>(columns: Columns, row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = row[key];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}
