import type { Table } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { columnsOf, queryPreparedIn, rowOf, selectListOf } from '../../db/prepared-statements.ts';
import { tableRowOfJson } from '../../db/rows.ts';
import {
  hotelBankTransferSettings,
  reservationAnswers,
  reservationExtras,
  reservationRooms,
  reservations,
} from '../../db/tables/reservations.table.ts';
import type { BankTransferSettings, ReservationParts, StoredReservation } from './reservations.types.ts';

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

/**
 * The four parts of reservation `id` as the columns "partRooms", "partNights", "partExtras",
 * "partAnswers"; when `when` is given (an SQL condition), each only when it holds (null otherwise).
 */
const partsColumns = (id: string, when?: string) => {
  const only = (part: string) => (when ? `case when ${when} then ${part} end` : part);
  return `
    ${only(partsArray(reservationRooms, 'reservation_rooms', id, 'p.room_index'))} as "partRooms",
    ${only(`(select coalesce(json_agg(json_build_object('reservationRoomId', p.reservation_room_id,
              'stayDate', p.stay_date, 'price', p.price) order by p.stay_date, p.reservation_room_id), '[]'::json)
       from reservation_room_nights p where p.reservation_id = ${id})`)} as "partNights",
    ${only(partsArray(reservationExtras, 'reservation_extras', id, 'p.id'))} as "partExtras",
    ${only(partsArray(reservationAnswers, 'reservation_answers', id, 'p.id'))} as "partAnswers"`;
};

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

/**
 * The state of the reservation `r` as a text that changes whenever the row, one of its parts or (a
 * transfer) the hotel's bank account changes: each row's `xmin`, the transaction that wrote that
 * version of it. Every change writes a new version under a newer transaction, so the parts' count and
 * the sum of their `xmin` never come back to an earlier pair (a part replaced adds a larger number than
 * it takes away; one removed lowers the count). The row's version and update time go with its `xmin`.
 */
const STATE_OF_RESERVATION = `concat_ws(' ', r.xmin, r.version, r.updated_at,
    ${['reservation_rooms', 'reservation_room_nights', 'reservation_extras', 'reservation_answers']
      .map(
        (table) => `(select count(*) || ':' || coalesce(sum(p.xmin::text::bigint), 0)
           from ${table} p where p.reservation_id = r.id)`,
      )
      .join(',\n    ')},
    (select b.xmin::text from hotel_bank_transfer_settings b
      where b.hotel_id = r.hotel_id and r.payment_method = 'bank_transfer'))`;

/**
 * A guest's lookup read for a kept answer (decision 053): the proof columns and the reservation's
 * state (STATE_OF_RESERVATION, with the hotel's time zone on a brand's lookup) always; everything the
 * answer is made of — the row, its parts, the hotel's bank account for a transfer — only when that
 * state is not `$3` (the kept answer's). The caller checks the guest's proof on every lookup.
 * `scope` is the hotel (`r.hotel_id = $1`) or the brand (`h.brand_id = $1`), $2 the number.
 */
const lookupRead = (scope: 'hotel' | 'brand') => {
  const changed = 'f.fingerprint is distinct from $3::text';
  return `
    select r.hotel_id as "hotelId", r.email, r.bypass_token_hash as "bypassTokenHash", f.fingerprint,
        not (${changed}) as unchanged,
        case when ${changed} then to_jsonb(r) end as reservation,
        ${partsColumns('r.id', changed)},
        case when ${changed} then (select to_jsonb(b) from hotel_bank_transfer_settings b
          where b.hotel_id = r.hotel_id and r.payment_method = 'bank_transfer') end as bank,
        ${scope === 'brand' ? 'h.time_zone' : 'null::text'} as "hotelTimeZone"
      from reservations r${scope === 'brand' ? ' join hotels h on h.id = r.hotel_id' : ''},
        lateral (select concat_ws(' ', ${STATE_OF_RESERVATION}${scope === 'brand' ? ', h.time_zone' : ''})
          as fingerprint offset 0) f
      where ${scope === 'brand' ? 'h.brand_id' : 'r.hotel_id'} = $1 and r.number = $2
      limit 1`;
};

const LOOKUP_READS = { hotel: lookupRead('hotel'), brand: lookupRead('brand') };

/** What a lookup read gives: the proof and the state always, the rest when the state changed. */
export type LookupRead = {
  hotelId: number;
  /** For the guest's proof (guestProofMatches). */
  proof: Pick<StoredReservation, 'email' | 'bypassTokenHash'>;
  fingerprint: string;
  /** The brand's lookup: the hotel's time zone (null on a hotel's lookup, which knows it). */
  timeZone: string | null;
} & (
  | { unchanged: true }
  | { unchanged: false; reservation: ReservationWithParts; bank: BankTransferSettings | null }
);

/**
 * The reservation `number` of the hotel or brand `scopeId` for a guest's lookup, unless its fingerprint
 * is still `keptFingerprint` (then only the proof comes); null when there is none.
 */
export async function readForLookup(
  db: Db,
  scope: 'hotel' | 'brand',
  scopeId: number,
  number: string,
  keptFingerprint: string | null,
): Promise<LookupRead | null> {
  const [row] = await queryPreparedIn<
    {
      hotelId: number;
      email: string;
      bypassTokenHash: string;
      fingerprint: string;
      unchanged: boolean;
      reservation: Record<string, unknown> | null;
      bank: Record<string, unknown> | null;
      hotelTimeZone: string | null;
    } & PartsRow
  >(db, `reservation_lookup_${scope}`, LOOKUP_READS[scope], [scopeId, number.toUpperCase(), keptFingerprint]);
  if (!row) return null;
  const known = {
    hotelId: row.hotelId,
    proof: { email: row.email, bypassTokenHash: row.bypassTokenHash },
    fingerprint: row.fingerprint,
    timeZone: row.hotelTimeZone,
  };
  if (row.unchanged) return { ...known, unchanged: true };
  return {
    ...known,
    unchanged: false,
    // Sent whenever the state changed (to_jsonb of a row is never null).
    reservation: { row: storedReservationOfJson(row.reservation!), parts: partsOf(row) },
    bank: row.bank ? tableRowOfJson(hotelBankTransferSettings, row.bank) : null,
  };
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

/**
 * Whether reservation `id` (an SQL expression) has points to give back (spent or refunded entries in
 * the ledger) and a pending earning to withdraw, as "pointsSpent" and "pendingEarning".
 */
const pointsColumns = (id: string) => `
    exists (select from point_ledger l where l.reservation_id = ${id} and l.kind in ('spent', 'refunded'))
      as "pointsSpent",
    exists (select from point_earnings e where e.reservation_id = ${id} and e.status = 'pending')
      as "pendingEarning"`;

/** $1 hotel, $2 number (upper case). */
const CANCEL_READ = `
    select ${reservationSelectList('r')}, ${partsColumns('r.id')}, ${pointsColumns('r.id')}
      from reservations r
      where r.hotel_id = $1 and r.number = $2`;

/**
 * The hotel's reservation `number` with its parts and points (as `loadPartsAndPoints`), read together
 * in one statement without a lock (decision 056): a cancellation checked against it then writes only
 * while the row is still at the version read. Null when there is none.
 */
export async function readForCancel(
  db: Db,
  hotelId: number,
  number: string,
): Promise<({ row: StoredReservation } & Awaited<ReturnType<typeof loadPartsAndPoints>>) | null> {
  const [row] = await queryPreparedIn<
    Record<string, unknown> & PartsRow & { pointsSpent: boolean; pendingEarning: boolean }
  >(db, 'reservation_for_cancel', CANCEL_READ, [hotelId, number.toUpperCase()]);
  if (!row) return null;
  return {
    row: storedReservationOf(row),
    parts: partsOf(row),
    pointsSpent: row.pointsSpent,
    pendingEarning: row.pendingEarning,
  };
}

/** $1 reservation. */
const PARTS_AND_POINTS = `select ${partsColumns('$1::int')}, ${pointsColumns('$1::int')}`;

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
