import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Bind, queryPreparedIn, statementValues } from '../../db/prepared-statements.ts';
import { extraDailyInventory } from '../../db/tables/extras.table.ts';
import type { ExtraDemand, NightDemand } from './inventory.types.ts';

/**
 * The SQL of the stock a stay takes: rooms per (room type, night) in `room_inventory` and extras per
 * (extra, service date) in `extra_daily_inventory`. Takes are conditional UPDATEs; the CHECKs
 * `sold <= allotment` and `inventory >= 0` stay the guarantee against selling more than there is.
 */

/**
 * A take of nights as a part of another statement: its text, with its values bound by the caller's
 * `bind` (opaque outside the repositories). The text is the same whatever the nights (they go as
 * arrays), so the statement around it can be prepared.
 */
export interface NightsTaking {
  text(bind: Bind): string;
}

/**
 * Takes every (room type, night) of `demands` in one conditional UPDATE: a row is changed only while
 * it is open and has the rooms left. True when every row was taken; false means the caller must roll
 * back (some night is sold out or closed). The CHECK `sold <= allotment` backs this up.
 */
export async function takeRoomNights(tx: Db, hotelId: number, demands: NightDemand[]): Promise<boolean> {
  if (demands.length === 0) return true;
  const { values, bind } = statementValues();
  const text = `with taken as (${roomNightsTaking(hotelId, demands).text(bind)}) select 1 from taken`;
  return (await queryPreparedIn(tx, 'take_room_nights', text, values)).length === demands.length;
}

/**
 * The conditional UPDATE of `takeRoomNights` as a CTE body of the caller's statement: it yields one
 * row per (room type, night) taken — fewer than `demands` means the caller must roll back.
 */
export function roomNightsTaking(hotelId: number, demands: NightDemand[]): NightsTaking {
  return {
    text: (bind) => {
      if (demands.length === 0) return 'select 1 where false';
      // Rows are locked in (room type, date) order so two multi-night bookings cannot deadlock.
      return `
    with wanted(room_type_id, stay_date, n) as (
      select * from unnest(${bind(demands.map((d) => d.roomTypeId))}::int[],
                           ${bind(demands.map((d) => d.date))}::date[],
                           ${bind(demands.map((d) => d.rooms))}::int[])
    ),
    locked as (
      select i.room_type_id, i.stay_date from room_inventory i
        join wanted w on w.room_type_id = i.room_type_id and w.stay_date = i.stay_date
        join room_types t on t.id = i.room_type_id and t.hotel_id = ${bind(hotelId)}::int
        order by i.room_type_id, i.stay_date
        for update of i
    )
    update room_inventory i set sold = i.sold + w.n
      from wanted w, locked l
      where i.room_type_id = w.room_type_id and i.stay_date = w.stay_date
        and l.room_type_id = i.room_type_id and l.stay_date = i.stay_date
        and not i.closed and i.sold + w.n <= i.allotment
      returning i.room_type_id`;
    },
  };
}

/** Gives back the nights a reservation's rooms hold (its `reservation_room_nights`, which stay). */
export async function releaseReservationRoomNights(tx: Db, reservationId: number): Promise<void> {
  await tx.execute(sql`
    update room_inventory i set sold = i.sold - n.cnt
      from (select room_type_id, stay_date, count(*)::int as cnt from reservation_room_nights
              where reservation_id = ${reservationId} group by room_type_id, stay_date) n
      where i.room_type_id = n.room_type_id and i.stay_date = n.stay_date`);
}

/**
 * Takes one (extra, date) row's units while enough is left (the CHECK keeps it from going below 0).
 * False when the row falls short or has no stock row.
 */
export async function takeExtraDayStock(tx: Db, row: ExtraDemand): Promise<boolean> {
  const taken = await tx
    .update(extraDailyInventory)
    .set({ inventory: sql`${extraDailyInventory.inventory} - ${row.quantity}` })
    .where(
      and(
        eq(extraDailyInventory.extraId, row.extraId),
        eq(extraDailyInventory.serviceDate, row.date),
        gte(extraDailyInventory.inventory, row.quantity),
      ),
    )
    .returning({ extraId: extraDailyInventory.extraId });
  return taken.length === 1;
}

/** Gives one (extra, date) row's units back. */
export async function releaseExtraDayStock(tx: Db, row: ExtraDemand): Promise<void> {
  await tx
    .update(extraDailyInventory)
    .set({ inventory: sql`${extraDailyInventory.inventory} + ${row.quantity}` })
    .where(and(eq(extraDailyInventory.extraId, row.extraId), eq(extraDailyInventory.serviceDate, row.date)));
}

/** Gives back the extra stock a reservation's extras took (`reservation_extras.inventory_taken`). */
export async function releaseReservationExtraStock(tx: Db, reservationId: number): Promise<void> {
  await tx.execute(sql`
    update extra_daily_inventory x set inventory = x.inventory + e.q
      from (select extra_id, service_date, sum(inventory_taken)::int as q from reservation_extras
              where reservation_id = ${reservationId} and inventory_taken > 0 and service_date is not null
              group by extra_id, service_date) e
      where x.extra_id = e.extra_id and x.service_date = e.service_date`);
}
