import { createHash } from 'node:crypto';
import { getTableName, type Table } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { queryPrepared, withStatement } from './prepared.ts';
import { type Columns, columnsOf } from './rows.ts';

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
  try {
    if (typeof client.release === 'function') {
      return (await client.query({ name, text, values: [...values] })).rows as T[];
    }
    return (await client.query(text, [...values])).rows as T[];
  } catch (error) {
    throw withStatement(error, text);
  }
}

// A table's columns as drizzle keys them, for selectListOf, rowOf and insertText (listed once per table).
export { columnsOf };

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

/** Adds a value to a statement being written and answers its placeholder (`$n`). */
export type Bind = (value: unknown) => string;

/** The values of a statement being written, and `bind` to add one. */
export function statementValues(): { values: unknown[]; bind: Bind } {
  const values: unknown[] = [];
  return {
    values,
    bind: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/**
 * `insert into <table> (<columns>) values (…), (…)` of `rows` (keyed as drizzle keys them), as drizzle
 * writes it but without building a query: the columns some row gives, in the table's order (the others
 * keep their defaults), each value through its column's encoder (`bind`), `default` where a row leaves a
 * column out.
 */
export function insertText(table: Table, rows: readonly object[], bind: Bind): string {
  const cells = rows as readonly Record<string, unknown>[];
  const given = columnsOf(table).filter(([key]) => cells.some((row) => row[key] !== undefined));
  const names = given.map(([, column]) => column.name);
  const tuples = cells.map((row) => {
    const placed = given.map(([key, column]) => {
      const value = row[key];
      if (value === undefined) return 'default';
      return bind(value === null ? null : column.mapToDriverValue(value));
    });
    return `(${placed.join(', ')})`;
  });
  return `insert into "${getTableName(table)}" (${names.map((name) => `"${name}"`).join(', ')}) values ${tuples.join(', ')}`;
}

/** Names of statements written per shape (insertText), by their text: the same text, the same name. */
const statementNames = new Map<string, string>();

/**
 * The name of a prepared statement whose text is written per call (it differs with the number of
 * rooms or nights): a hash of the text, so each shape is prepared once per connection.
 */
export function statementName(prefix: string, text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    // Shapes are few (rooms × nights × what a booking gives); a bound keeps a strange caller harmless.
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}
