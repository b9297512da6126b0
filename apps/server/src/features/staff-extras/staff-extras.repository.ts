import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { extraDailyInventory, extras } from '../../db/tables/extras.table.ts';
import { roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { reservationExtras, reservations } from '../../db/tables/reservations.table.ts';

/** An extra as the console edits it, with whether reservations have included it. */
export type ExtraRecord = typeof extras.$inferSelect & { booked: boolean };
export type ExtraColumns = Partial<Omit<typeof extras.$inferInsert, 'id' | 'hotelId'>>;

// Written out: inside a select of `extras`, drizzle would leave `extras.id` unqualified, and the
// subquery would read it as its own `id`.
const bookedExpression = sql<boolean>`exists (select 1 from reservation_extras booked where booked.extra_id = "extras"."id")`;

/** The hotel's extras, in display order. */
export async function listExtras(db: Db, hotelId: number): Promise<ExtraRecord[]> {
  return db
    .select({ ...extrasColumns(), booked: bookedExpression })
    .from(extras)
    .where(eq(extras.hotelId, hotelId))
    .orderBy(asc(extras.sortOrder), asc(extras.id));
}

function extrasColumns() {
  return {
    id: extras.id,
    hotelId: extras.hotelId,
    code: extras.code,
    extraType: extras.extraType,
    name: extras.name,
    translations: extras.translations,
    price: extras.price,
    minQuantity: extras.minQuantity,
    maxQuantity: extras.maxQuantity,
    sortOrder: extras.sortOrder,
    active: extras.active,
  };
}

/**
 * The extra `id` of the hotel, or null. `lock: 'update'` holds its row against bookings taking it (their
 * foreign key check waits), `'no key update'` only against other edits.
 */
export async function findExtra(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: 'update' | 'no key update' } = {},
): Promise<ExtraRecord | null> {
  const query = db
    .select({ ...extrasColumns(), booked: bookedExpression })
    .from(extras)
    .where(and(eq(extras.hotelId, hotelId), eq(extras.id, id)));
  const [row] = options.lock ? await query.for(options.lock, { of: extras }) : await query;
  return row ?? null;
}

/** True when another extra of the hotel (not `exceptId`) has the code. */
export async function extraCodeTaken(
  db: Db,
  hotelId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: extras.id })
    .from(extras)
    .where(
      and(
        eq(extras.hotelId, hotelId),
        eq(extras.code, code),
        exceptId === undefined ? undefined : ne(extras.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertExtra(db: Db, values: typeof extras.$inferInsert): Promise<ExtraRecord> {
  const [row] = await db.insert(extras).values(values).returning();
  return { ...row!, booked: false };
}

export async function updateExtra(
  db: Db,
  id: number,
  values: ExtraColumns,
  booked: boolean,
): Promise<ExtraRecord> {
  const [row] = await db.update(extras).set(values).where(eq(extras.id, id)).returning();
  return { ...row!, booked };
}

/** Deletes the extra with its stock rows (they cascade). */
export async function deleteExtra(db: Db, id: number): Promise<void> {
  await db.delete(extras).where(eq(extras.id, id));
}

/** The codes of the hotel's room plans that include the extra in their price. */
export async function roomPlansIncluding(db: Db, hotelId: number, extraId: number): Promise<string[]> {
  const rows = await db
    .select({ code: roomPlans.code })
    .from(roomPlans)
    .where(and(eq(roomPlans.hotelId, hotelId), sql`${extraId} = any(${roomPlans.inclusiveExtraIds})`))
    .orderBy(asc(roomPlans.code));
  return rows.map((r) => r.code);
}

/** The extra's stock rows from `from` to `to` (both included). */
export async function stockRows(
  db: Db,
  extraId: number,
  range: { from: string; to: string },
): Promise<{ date: string; inventory: number; price: number | null }[]> {
  return db
    .select({
      date: extraDailyInventory.serviceDate,
      inventory: extraDailyInventory.inventory,
      price: extraDailyInventory.price,
    })
    .from(extraDailyInventory)
    .where(
      and(
        eq(extraDailyInventory.extraId, extraId),
        gte(extraDailyInventory.serviceDate, range.from),
        lte(extraDailyInventory.serviceDate, range.to),
      ),
    );
}

/** Units of the extra that reservations not cancelled hold on each day from `from` to `to`. */
export async function soldByDay(
  db: Db,
  extraId: number,
  range: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      date: reservationExtras.serviceDate,
      sold: sql<number>`cast(sum(${reservationExtras.quantity}) as integer)`,
    })
    .from(reservationExtras)
    .innerJoin(reservations, eq(reservations.id, reservationExtras.reservationId))
    .where(
      and(
        eq(reservationExtras.extraId, extraId),
        ne(reservations.status, 'cancelled'),
        gte(reservationExtras.serviceDate, range.from),
        lte(reservationExtras.serviceDate, range.to),
      ),
    )
    .groupBy(reservationExtras.serviceDate);
  return new Map(rows.flatMap((r) => (r.date === null ? [] : [[r.date, Number(r.sold)] as const])));
}

/**
 * Sets the units left on each of `dates` (rows made where missing), and the day's price when `price`
 * is given (null: the extra's own). Returns how many days were written.
 */
export async function writeStock(
  db: Db,
  extraId: number,
  dates: readonly string[],
  inventory: number,
  price: number | null | undefined,
): Promise<number> {
  if (dates.length === 0) return 0;
  const rows = await db
    .insert(extraDailyInventory)
    .values(dates.map((serviceDate) => ({ extraId, serviceDate, inventory, price: price ?? null })))
    .onConflictDoUpdate({
      target: [extraDailyInventory.extraId, extraDailyInventory.serviceDate],
      set:
        price === undefined
          ? { inventory: sql`excluded.inventory` }
          : { inventory: sql`excluded.inventory`, price: sql`excluded.price` },
    })
    .returning({ date: extraDailyInventory.serviceDate });
  return rows.length;
}
