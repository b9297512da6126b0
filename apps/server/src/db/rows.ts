import { getTableColumns, is, SQL, type Table } from 'drizzle-orm';

/** A table's columns as drizzle keys them, in the table's order. */
export type Columns = [key: string, column: ReturnType<typeof getTableColumns>[string]][];

const columnEntries = new WeakMap<Table, Columns>();

/** A table's columns as drizzle keys them, listed once per table (hot statements write rows per request). */
export function columnsOf(table: Table): Columns {
  let columns = columnEntries.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnEntries.set(table, columns);
  }
  return columns;
}

/** Rows of a raw `execute`: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Rows of a raw `execute` that selects a table's columns (`returning *` of a data-modifying CTE), as
 * Drizzle's own queries map them: by column name, each value through the column's decoder (both
 * drivers hand Drizzle the raw timestamps and dates), nulls kept.
 */
export function tableRowsOf<T extends Table>(table: T, result: unknown): T['$inferSelect'][] {
  const columns = columnsOf(table);
  return rowsOf<Record<string, unknown>>(result).map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}

/**
 * A table's row from `to_jsonb(row)` (one statement answering rows of two tables as JSON), mapped as
 * `tableRowsOf` maps a plain row: timestamps from their ISO text, dates as text; json and jsonb
 * columns are already values (never re-parsed: a JSON string value stays a string).
 */
export function tableRowOfJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    columnsOf(table).map(([key, column]) => {
      const value = json[column.name];
      if (value === null || value === undefined) return [key, null];
      const isJson = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
      return [key, isJson ? value : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}

/**
 * The row `row` becomes once inserted into `table`, without reading it back (decision 055): each column
 * as given, else its default when the schema states it as a value, else null. A column whose default
 * only the database computes (an SQL expression, an identity) must be given: otherwise this throws,
 * so a new such default cannot make the row built here differ from the row stored.
 */
export function storedRowOf<T extends Table>(table: T, row: T['$inferInsert']): T['$inferSelect'] {
  const given = row as Record<string, unknown>;
  return Object.fromEntries(
    columnsOf(table).map(([key, column]) => {
      const value = given[key];
      if (value !== undefined) return [key, value];
      if (!column.hasDefault) return [key, null];
      if (column.default === undefined || is(column.default, SQL))
        throw new Error(`storedRowOf: ${column.name} has a default only the database knows: give it`);
      return [key, structuredClone(column.default)];
    }),
  ) as T['$inferSelect'];
}
