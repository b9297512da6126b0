import type { Table } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { columnsOf, queryPreparedIn, rowOf, selectListOf } from '../../db/prepared-statements.ts';
import { tableRowOfJson } from '../../db/rows.ts';
import {
  reservationAnswers,
  reservationExtras,
  reservationRooms,
  reservations,
} from '../../db/tables/reservations.table.ts';
import type { ReservationParts, StoredReservation } from './reservations.types.ts';

// The guest's hot reads of a booked reservation (the lookup, the cancellation) as prepared statements
// built once: the row and all its parts in one round trip, where drizzle built and sent five queries.
// Rows are mapped as drizzle maps them (reservation-read.integration.test.ts compares them).

const RESERVATION_COLUMNS = columnsOf(reservations);

/** The casts are what the table's CHECK constraints guarantee (as toStoredReservation). */
const storedReservationOf = (row: Record<string, unknown>): StoredReservation =>
  rowOf<StoredReservation>(RESERVATION_COLUMNS, row);

/** The same from the row as one JSON value (`to_jsonb(r)`), keyed by column name. */
const storedReservationOfJson = (json: Record<string, unknown>): StoredReservation =>
  tableRowOfJson(reservations, json) as StoredReservation;

/** The reservation's columns on `alias` (see selectListOf). */
const reservationSelectList = (alias: string) => selectListOf(RESERVATION_COLUMNS, alias);

/**
 * A JSON array of the table's rows of reservation `id` (an SQL expression), keys as drizzle's, in
 * `order`. Parts have no date-mode columns: JSON's numbers, strings, arrays and objects are what
 * drizzle's select gives.
 */
function partsArray(table: Table, tableName: string, id: string, order: string, keys?: string[]): string {
  const columns = columnsOf(table).filter(([key]) => !keys || keys.includes(key));
  const object = columns.map(([key, column]) => `'${key}', p.${column.name}`).join(', ');
  return `(select coalesce(json_agg(json_build_object(${object}) order by ${order}), '[]'::json)
             from ${tableName} p where p.reservation_id = ${id})`;
}

/** The four parts of reservation `id` as the columns "partRooms", "partNights", "partExtras", "partAnswers". */
const partsColumns = (id: string) => `
    ${partsArray(reservationRooms, 'reservation_rooms', id, 'p.room_index')} as "partRooms",
    (select coalesce(json_agg(json_build_object('reservationRoomId', p.reservation_room_id,
              'stayDate', p.stay_date, 'price', p.price) order by p.stay_date, p.reservation_room_id), '[]'::json)
       from reservation_room_nights p where p.reservation_id = ${id}) as "partNights",
    ${partsArray(reservationExtras, 'reservation_extras', id, 'p.id')} as "partExtras",
    ${partsArray(reservationAnswers, 'reservation_answers', id, 'p.id')} as "partAnswers"`;

type PartsRow = {
  partRooms: ReservationParts['rooms'];
  partNights: ReservationParts['nights'];
  partExtras: ReservationParts['extras'];
  partAnswers: ReservationParts['answers'];
};

/** The parts of a row selected with partsColumns. */
const partsOf = (row: PartsRow): ReservationParts => ({
  rooms: row.partRooms,
  nights: row.partNights,
  extras: row.partExtras,
  answers: row.partAnswers,
});

/** A booked reservation with everything its DTO is made of. */
export interface ReservationWithParts {
  row: StoredReservation;
  parts: ReservationParts;
}

/**
 * $1 hotel, $2 number (upper case). The row comes as one JSON value (`to_jsonb`), read through the
 * table's column decoders as the booking's write reads it: node-postgres sets up a parser per column
 * of every answer, and the reservation has some seventy.
 */
const RESERVATION_WITH_PARTS = `
    select to_jsonb(r) as "reservation", ${partsColumns('r.id')}
      from reservations r
      where r.hotel_id = $1 and r.number = $2
      limit 1`;

/**
 * The hotel's reservation `number` and its parts, in one prepared statement; null when there is none.
 * The caller still checks the guest's proof (or the member).
 */
export async function findReservationWithParts(
  db: Db,
  hotelId: number,
  number: string,
): Promise<ReservationWithParts | null> {
  const [row] = await queryPreparedIn<{ reservation: Record<string, unknown> } & PartsRow>(
    db,
    'reservation_with_parts',
    RESERVATION_WITH_PARTS,
    [hotelId, number.toUpperCase()],
  );
  return row ? { row: storedReservationOfJson(row.reservation), parts: partsOf(row) } : null;
}

/** $1 brand, $2 number (upper case). */
const BRAND_RESERVATION_WITH_PARTS = `
    select to_jsonb(r) as "reservation", ${partsColumns('r.id')}, h.time_zone as "hotelTimeZone"
      from reservations r join hotels h on h.id = r.hotel_id
      where h.brand_id = $1 and r.number = $2
      limit 1`;

/**
 * A reservation by its number at any hotel of a brand, its parts and its hotel's time zone, in one
 * prepared statement; null when there is none. The caller still checks the email and the scope.
 */
export async function findBrandReservationWithParts(
  db: Db,
  brandId: number,
  number: string,
): Promise<(ReservationWithParts & { timeZone: string }) | null> {
  const [row] = await queryPreparedIn<
    { reservation: Record<string, unknown> } & PartsRow & { hotelTimeZone: string }
  >(db, 'brand_reservation_with_parts', BRAND_RESERVATION_WITH_PARTS, [brandId, number.toUpperCase()]);
  return row
    ? {
        row: storedReservationOfJson(row.reservation),
        parts: partsOf(row),
        timeZone: row.hotelTimeZone,
      }
    : null;
}

/** $1 hotel, $2 number (upper case). */
const LOCK_RESERVATION_BY_NUMBER = `
    select ${reservationSelectList('r')}
      from reservations r
      where r.hotel_id = $1 and r.number = $2
      for update`;

/**
 * `lockReservationByNumber` as a prepared statement on the transaction's connection: the hotel's
 * reservation `number`, locked until the transaction ends; null when there is none.
 */
export async function lockReservationWithNumber(
  tx: Db,
  hotelId: number,
  number: string,
): Promise<StoredReservation | null> {
  const [row] = await queryPreparedIn<Record<string, unknown>>(
    tx,
    'lock_reservation_by_number',
    LOCK_RESERVATION_BY_NUMBER,
    [hotelId, number.toUpperCase()],
  );
  return row ? storedReservationOf(row) : null;
}

/** $1 reservation. */
const PARTS_AND_POINTS = `
    select ${partsColumns('$1::int')},
        exists (select from point_ledger l where l.reservation_id = $1::int and l.kind in ('spent', 'refunded'))
          as "pointsSpent",
        exists (select from point_earnings e where e.reservation_id = $1::int and e.status = 'pending')
          as "pendingEarning"`;

/**
 * The parts of a reservation whose row the caller locked (read after the lock, so they are the
 * latest), and whether it has points to give back (spent or refunded entries in the ledger) or a
 * pending earning to withdraw: without them refunding and withdrawing have nothing to do.
 */
export async function loadPartsAndPoints(
  tx: Db,
  reservationId: number,
): Promise<{ parts: ReservationParts; pointsSpent: boolean; pendingEarning: boolean }> {
  const [row] = await queryPreparedIn<PartsRow & { pointsSpent: boolean; pendingEarning: boolean }>(
    tx,
    'reservation_parts_and_points',
    PARTS_AND_POINTS,
    [reservationId],
  );
  return { parts: partsOf(row!), pointsSpent: row!.pointsSpent, pendingEarning: row!.pendingEarning };
}
