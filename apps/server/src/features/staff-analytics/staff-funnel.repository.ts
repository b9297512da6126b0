import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** One hotel-local day and source of the funnel, with any count. */
export interface FunnelRow {
  day: string;
  source: string;
  searches: number;
  selections: number;
  checkouts: number;
  bookings: number;
}

/** The days read, as the service resolved them on the hotel's clock. */
export interface FunnelRange {
  hotelId: number;
  timeZone: string;
  /** The first and last hotel-local day (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** The instant the first day starts at the hotel. */
  createdFrom: Date;
  /** The instant the day after the last one starts (null: none past 9999-12-31). */
  createdBefore: Date | null;
}

/**
 * The funnel of a hotel's days, per day and source (in no order), in one statement: the counted
 * steps from `funnel_counts`, and the bookings counted from the reservations made in those days — every
 * reservation created then, whatever its status now (a booking made and cancelled later was still
 * made; a card booking whose 3-D Secure never completed was a booking attempt the guest finished), on
 * the hotel's index of creation instants, each put on its hotel-local day.
 */
export async function findFunnelRows(db: Db, range: FunnelRange): Promise<FunnelRow[]> {
  const before = range.createdBefore
    ? sql`and r.created_at < ${range.createdBefore.toISOString()}::timestamptz`
    : sql``;
  const rows = rowsOf<Record<keyof FunnelRow, string | number>>(
    await db.execute(sql`
      with steps as (
        select f.day, f.source, f.searches, f.selections, f.checkouts, 0::bigint as bookings
          from funnel_counts f
          where f.hotel_id = ${range.hotelId} and f.day between ${range.from}::date and ${range.to}::date
        union all
        select (r.created_at at time zone ${range.timeZone})::date, r.source, 0, 0, 0, count(*)
          from reservations r
          where r.hotel_id = ${range.hotelId}
            and r.created_at >= ${range.createdFrom.toISOString()}::timestamptz ${before}
          group by 1, 2
      )
      select day::text as day, source, sum(searches)::bigint as searches,
          sum(selections)::bigint as selections, sum(checkouts)::bigint as checkouts,
          sum(bookings)::bigint as bookings
        from steps
        group by day, source`),
  );
  // Counts are bigint (a driver may hand them over as text): read as numbers.
  return rows.map((row) => ({
    day: String(row.day),
    source: String(row.source),
    searches: Number(row.searches),
    selections: Number(row.selections),
    checkouts: Number(row.checkouts),
    bookings: Number(row.bookings),
  }));
}
