import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';

/**
 * A table of a hotel's set-up rows as the console edits them (room types, plans, cancellation
 * policies): its own id, the hotel's id, and a code unique within the hotel.
 */
export type HotelRowsTable = PgTable & { id: AnyPgColumn; hotelId: AnyPgColumn; code: AnyPgColumn };

/** The row `id` of the hotel, or null; `lock` holds it until the transaction ends. */
export async function findHotelRow<T extends HotelRowsTable>(
  db: Db,
  table: T,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<T['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.hotelId, hotelId), eq(table.id, id)));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** True when another row of the hotel (not `exceptId`, and matching `also` if given) has the code. */
export async function hotelRowCodeTaken(
  db: Db,
  table: HotelRowsTable,
  hotelId: number,
  code: string,
  exceptId?: number,
  also?: SQL,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(
        eq(table.hotelId, hotelId),
        eq(table.code, code),
        also,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts a row and returns it. */
export async function insertHotelRow<T extends HotelRowsTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  // Drizzle cannot type the columns of a table it does not know: the signature carries them.
  const [row] = await db
    .insert(table as PgTable)
    .values(values as never)
    .returning();
  return row as T['$inferSelect'];
}

/** Changes the row `id` (its id and hotel stay) and returns it. */
export async function updateHotelRow<T extends HotelRowsTable>(
  db: Db,
  table: T,
  id: number,
  values: Partial<Omit<T['$inferInsert'], 'id' | 'hotelId'>>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as PgTable)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  return row as T['$inferSelect'];
}
