import type { PGlite } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './database.ts';

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

type Client = { kind: 'pool'; pool: PgPoolLike } | { kind: 'pglite'; pglite: PGlite };

function clientOf(db: Db): Client | null {
  const client = (db as { $client?: unknown }).$client as Partial<PgPoolLike & PGlite> | undefined;
  if (!client || typeof client.query !== 'function') return null;
  // node-postgres pools count their connections; transactions have no client of their own.
  if (typeof client.totalCount === 'number') return { kind: 'pool', pool: client as PgPoolLike };
  if (typeof client.execProtocol === 'function')
    return { kind: 'pglite', pglite: client as unknown as PGlite };
  return null;
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

type PgliteModule = typeof import('@electric-sql/pglite');
let pgliteModule: PgliteModule | undefined;
let executeAndSync: Uint8Array | undefined;

/**
 * Per PGlite instance: the statements it has prepared, and its type parsers with dates, times and
 * intervals (and their arrays) kept as text, as drizzle-orm/pglite reads rows, so a row is the same
 * whichever way it came. Merged once: PGlite would copy its 300-entry table on every query.
 */
const pgliteState = new WeakMap<
  PGlite,
  { prepared: Map<string, BackendMessage | undefined>; parsers: Record<number, unknown> }
>();
const TEXT_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];

function wireValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return arrayLiteral(value);
  return String(value);
}

/** A JavaScript array as PostgreSQL's array literal (as node-postgres writes one): `{"a","b",NULL}`. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = wireValue(item);
    return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * The protocol's Bind of the unnamed portal to `statement`, every value and column in text format
 * (PGlite's serializer spends some 20 µs on one; this is a copy or two).
 */
function bindMessage(statement: string, values: readonly unknown[]): Uint8Array {
  const name = Buffer.from(`${statement}\0`, 'utf8');
  const encoded = values.map((value) => {
    const text = wireValue(value);
    return text === null ? null : Buffer.from(text, 'utf8');
  });
  // Length, portal name (empty), statement name, parameter formats (none: text), parameter count,
  // each parameter (-1 for null), result formats (none: text).
  const length =
    4 + 1 + name.length + 2 + 2 + encoded.reduce((sum, value) => sum + 4 + (value?.length ?? 0), 0) + 2;
  const message = Buffer.allocUnsafe(1 + length);
  let at = message.writeUInt8(0x42, 0);
  at = message.writeInt32BE(length, at);
  at = message.writeUInt8(0, at);
  at += name.copy(message, at);
  at = message.writeInt16BE(0, at);
  at = message.writeInt16BE(encoded.length, at);
  for (const value of encoded) {
    at = message.writeInt32BE(value === null ? -1 : value.length, at);
    if (value !== null) at += value.copy(message, at);
  }
  message.writeInt16BE(0, at);
  return message;
}

/**
 * A named statement on PGlite's one connection: parsed and described once, then one bind-execute round
 * trip into the database a call (PGlite's `query` parses, plans and describes every time, in six round
 * trips). It waits, as `query` does, for a transaction and a query in progress.
 */
async function pglitePrepared<T>(pglite: PGlite, name: string, text: string, values: readonly unknown[]) {
  pgliteModule ??= await import('@electric-sql/pglite');
  const { protocol, parse } = pgliteModule;
  executeAndSync ??= join([protocol.serialize.execute({}), protocol.serialize.sync()]);
  const tail = executeAndSync;
  let state = pgliteState.get(pglite);
  if (!state) {
    const parsers: Record<number, unknown> = { ...pglite.parsers };
    for (const type of TEXT_TYPES) parsers[type] = (value: string) => value;
    state = { prepared: new Map(), parsers };
    pgliteState.set(pglite, state);
  }
  const { prepared, parsers } = state;
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      // The row description is the same for every call: kept, and put before each call's rows.
      if (!prepared.has(name)) {
        const { messages } = await pglite.execProtocol(
          join([
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
        );
        prepared.set(
          name,
          messages.find((m) => m.name === 'rowDescription'),
        );
      }
      const description = prepared.get(name);
      const { messages } = await pglite.execProtocol(join([bindMessage(name, values), tail]));
      if (description) messages.unshift(description);
      const [result] = parse.parseResults(messages, parsers as PGlite['parsers'], { rowMode: 'object' });
      return (result?.rows ?? []) as T[];
    }),
  );
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs a hot statement as a named prepared statement: planned once per connection instead of on every
 * call (for the search's four-part union, planning cost more than running it; for a sign-in's two
 * statements on PGlite, parsing, planning and PGlite's round trips cost more than the statements).
 * `text` must be fixed for `name`. Inside a transaction it runs as an ordinary parameterised query.
 * Rows come with node-postgres' or PGlite's default parsing: cast dates to text in the query.
 */
export async function queryPrepared<T>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const client = clientOf(db);
  try {
    if (client?.kind === 'pool') {
      return (await client.pool.query({ name, text, values: [...values] })).rows as T[];
    }
    if (client?.kind === 'pglite') return await pglitePrepared<T>(client.pglite, name, text, values);
  } catch (error) {
    throw withStatement(error, text);
  }
  return ((await db.execute(asSql(text, values))) as unknown as { rows: T[] }).rows;
}

/**
 * The driver's error of a prepared statement, with the statement's text as `query` (never its values),
 * as drizzle's and PGlite's own query errors carry it: the error log names the statement that failed.
 */
export function withStatement(error: unknown, text: string): unknown {
  if (error && typeof error === 'object' && !('query' in error)) Object.assign(error, { query: text });
  return error;
}
