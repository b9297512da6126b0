import { getTableColumns, type Table } from 'drizzle-orm';

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
  const columns = Object.entries(getTableColumns(table));
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
