import type { CodeDiscountKind } from '@yadori/contract/search.constants';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { hotelPlans } from '../../db/tables/hotel-plans.table.ts';
import { promotionCodes } from '../../db/tables/promotions.table.ts';
import { reservationRoomNights } from '../../db/tables/reservations.table.ts';

/** Night-by-night facts of a date range: rooms left, plan closures, extra stock, and rates. */
export interface StayData {
  /** roomTypeId → date → rooms left (0 when closed). */
  remaining: Map<number, Map<string, number>>;
  closedRooms: Map<number, Set<string>>;
  /** hotelPlanId → date → closure (minNights: the shortest stay arriving that night, null when none). */
  closures: Map<number, Map<string, PlanClosure>>;
  /** extraId → date → stock. */
  extraStock: Map<number, Map<string, number>>;
  /** roomPlanId → `${date}|${adults}` → price. */
  rates: Map<number, Map<string, number>>;
}

/** A plan's restrictions on one night (a row of the sparse `hotel_plan_closures`). */
export interface PlanClosure {
  closed: boolean;
  closedToArrival: boolean;
  minNights: number | null;
}

function nested<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * One row of the nights, by kind: 'r' rooms left (n) and closed (a); 'c' a plan closed (a), closed to
 * arrival (b) and the minimum stay of arrivals that night (m, 0 for none); 'e' extra stock (n); 'p' a
 * rate (n) for m adults. Every column is in the fingerprint.
 */
type Row = { kind: string; id: number; date: string; n: number; a: boolean; b: boolean; m: number };

/**
 * $1 hotel id, $2…$3 first and last night (inclusive), $4 the adult counts as an int[] literal; `only`
 * adds $5 room type ids, $6 hotel plan ids and $7 room plan ids (int[] literals): the rows of those
 * alone, and no extras' stock (a booking's quote, which prices its extras apart). The nights are read
 * through `(select $n::date)`: with the dates as constants, PostgreSQL's estimate for a plan made for
 * them stayed below the generic plan's, so every execution planned the query afresh (0.3–0.4 ms of the
 * database's time per search and per booking, more than running it); as values of a sub-select both
 * plans cost the same and the prepared statement keeps its generic plan. The adult counts and the ids of
 * `only` are read the same way, for the same reason: as plain parameters the narrow read of a quote was
 * planned afresh on every execution (0.29 ms, more than running it).
 */
const stayDataQuery = (only: boolean) => `
    select 'r' as kind, i.room_type_id as id, i.stay_date::text as date, (i.allotment - i.sold) as n,
        i.closed as a, false as b, 0 as m
      from room_inventory i join room_types t on t.id = i.room_type_id
      where t.hotel_id = $1 and i.stay_date between (select $2::date) and (select $3::date)${only ? '\n        and i.room_type_id = any((select $5::int[])::int[])' : ''}
    union all
    select 'c', c.hotel_plan_id, c.stay_date::text, 0, c.closed, c.closed_to_arrival, coalesce(c.min_nights, 0)
      from hotel_plan_closures c join hotel_plans p on p.id = c.hotel_plan_id
      where p.hotel_id = $1 and c.stay_date between (select $2::date) and (select $3::date)${only ? '\n        and c.hotel_plan_id = any((select $6::int[])::int[])' : ''}${
        only
          ? ''
          : `
    union all
    select 'e', x.extra_id, x.service_date::text, x.inventory, false, false, 0
      from extra_daily_inventory x join extras e on e.id = x.extra_id
      where e.hotel_id = $1 and x.service_date between (select $2::date) and (select $3::date)`
      }
    union all
    select 'p', r.room_plan_id, r.stay_date::text, r.price, false, false, r.adults
      from room_plan_rates r join room_plans p on p.id = r.room_plan_id
      where p.hotel_id = $1 and r.stay_date between (select $2::date) and (select $3::date)
        and r.adults = any((select $4::int[])::int[])${only ? ' and r.room_plan_id = any((select $7::int[])::int[])' : ''}`;

const STAY_DATA_QUERY = stayDataQuery(false);
const BOOKED_STAY_DATA_QUERY = stayDataQuery(true);

/**
 * The nights' fingerprint: the number of rows of `d` and the sum of a 64-bit hash of each (every
 * column), so no sort is needed (the order rows come in does not matter) and a changed, added or
 * removed row changes it but for a 1 in 2^64 chance.
 */
const FINGERPRINT = `concat_ws(':', count(*),
    sum(hashtextextended(concat_ws(':', kind, id, date, n, a, b, m), 0)))`;

/**
 * The same nights with their fingerprint: the database hashes every row and sends the rows only when
 * the hash differs from `$5`, the fingerprint the caller already has. The first row (kind 'h')
 * carries the hash in `date`.
 */
const STAY_DATA_UNLESS_QUERY = `
    with d as (${STAY_DATA_QUERY}),
    h as (select ${FINGERPRINT} as fingerprint from d)
    select 'h' as kind, 0 as id, h.fingerprint as date, 0 as n, false as a, false as b, 0 as m from h
    union all
    select d.* from d, h where h.fingerprint is distinct from $5`;

/** The nights' fingerprint alone (the same hash as STAY_DATA_UNLESS_QUERY's), one row. */
const STAY_FINGERPRINT_QUERY = `select ${FINGERPRINT} as fingerprint from (${STAY_DATA_QUERY}) d`;

/** The nights a search reads: hotel, first and last night (inclusive), the parties' adult counts. */
export interface StayRange {
  hotelId: number;
  from: string;
  to: string;
  adults: number[];
}

/** The adult counts as the int[] literal the queries take. */
const adultArray = (adults: number[]) => `{${[...new Set(adults)].map((a) => Math.trunc(a)).join(',')}}`;

/** The room types, hotel plans and room plans a booking names: a quote reads the nights of those only. */
export interface BookedPlans {
  roomTypeIds: readonly number[];
  hotelPlanIds: readonly number[];
  roomPlanIds: readonly number[];
}

const idArray = (ids: readonly number[]) => `{${[...new Set(ids)].map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Loads the nights `from`…`to` (inclusive) for the given adult counts with one set-based query; with
 * `only`, just the rows of those room types and plans and no extras' stock (a booking's quote reads
 * some ten rows where a search reads a hundred).
 */
export async function loadStayData(
  db: Db,
  hotelId: number,
  from: string,
  to: string,
  adults: number[],
  only?: BookedPlans,
): Promise<StayData> {
  // One round trip: rooms left, plan closures, extra stock and rates, told apart by `kind`.
  const values = [hotelId, from, to, adultArray(adults)];
  const rows = only
    ? await queryPrepared<Row>(db, 'booked_stay_data', BOOKED_STAY_DATA_QUERY, [
        ...values,
        idArray(only.roomTypeIds),
        idArray(only.hotelPlanIds),
        idArray(only.roomPlanIds),
      ])
    : await queryPrepared<Row>(db, 'search_stay_data', STAY_DATA_QUERY, values);
  return toStayData(rows);
}

/**
 * The nights as `loadStayData` reads them with a fingerprint of every row (rooms left, closures, extra
 * stock, rates), in the same round trip; `data` is null when the fingerprint equals `known`: nothing
 * the search reads for those nights has changed since the caller read them (decision 051).
 */
export async function loadStayDataUnless(
  db: Db,
  query: StayRange,
  known: string | undefined,
): Promise<{ fingerprint: string; data: StayData | null }> {
  const rows = await queryPrepared<Row>(db, 'search_stay_data_unless', STAY_DATA_UNLESS_QUERY, [
    query.hotelId,
    query.from,
    query.to,
    adultArray(query.adults),
    known ?? '',
  ]);
  const head = rows.find((row) => row.kind === 'h');
  if (!head) throw new Error('the stay data query returned no fingerprint');
  if (head.date === known) return { fingerprint: head.date, data: null };
  return { fingerprint: head.date, data: toStayData(rows) };
}

/** The fingerprint of the nights `loadStayDataUnless` would read (the same hash), in one short row. */
export async function stayFingerprint(db: Db, query: StayRange): Promise<string> {
  const [row] = await queryPrepared<{ fingerprint: string }>(
    db,
    'search_stay_fingerprint',
    STAY_FINGERPRINT_QUERY,
    [query.hotelId, query.from, query.to, adultArray(query.adults)],
  );
  return row!.fingerprint;
}

function toStayData(rows: Row[]): StayData {
  const data: StayData = {
    remaining: new Map(),
    closedRooms: new Map(),
    closures: new Map(),
    extraStock: new Map(),
    rates: new Map(),
  };
  for (const row of rows) {
    if (row.kind === 'p') {
      nested(data.rates, row.id, () => new Map()).set(`${row.date}|${row.m}`, Number(row.n));
    } else if (row.kind === 'r') {
      nested(data.remaining, row.id, () => new Map()).set(row.date, row.a ? 0 : Number(row.n));
      if (row.a) nested(data.closedRooms, row.id, () => new Set()).add(row.date);
    } else if (row.kind === 'c') {
      nested(data.closures, row.id, () => new Map()).set(row.date, {
        closed: row.a,
        closedToArrival: row.b,
        minNights: Number(row.m) || null,
      });
    } else if (row.kind === 'e') {
      nested(data.extraStock, row.id, () => new Map()).set(row.date, Number(row.n));
    }
  }
  return data;
}

export interface PromotionCodeRow {
  id: number;
  codeType: 'promo' | 'coupon';
  code: string;
  kind: CodeDiscountKind;
  value: number;
  validFrom: string;
  validUntil: string;
  usageLimit: number | null;
  usedCount: number;
  firstNNights: number | null;
  hotelPlanIds: number[];
  /** When staff switched the code off (guests are then refused it as unknown); null while it is on. */
  deactivatedAt: Date | null;
}

/** A promo code or coupon of the hotel, matched without regard to case, switched off or not. */
export async function findPromotionCode(
  db: Db,
  hotelId: number,
  codeType: 'promo' | 'coupon',
  code: string,
): Promise<PromotionCodeRow | null> {
  const rows = await db
    .select()
    .from(promotionCodes)
    .where(
      and(
        eq(promotionCodes.hotelId, hotelId),
        eq(promotionCodes.codeType, codeType),
        eq(promotionCodes.code, code.trim().toUpperCase()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    codeType: row.codeType as 'promo' | 'coupon',
    code: row.code,
    kind: row.kind as CodeDiscountKind,
    value: row.value,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    firstNNights: row.firstNNights,
    hotelPlanIds: row.hotelPlanIds,
    deactivatedAt: row.deactivatedAt,
  };
}

/** The rooms a reservation holds per room type and night between `from` and `to` (update mode). */
export async function heldRoomNights(
  db: Db,
  reservationId: number,
  from: string,
  to: string,
): Promise<{ roomTypeId: number; date: string; rooms: number }[]> {
  const held = await db
    .select({
      roomTypeId: reservationRoomNights.roomTypeId,
      date: reservationRoomNights.stayDate,
      rooms: sql<number>`count(*)::int`,
    })
    .from(reservationRoomNights)
    .where(
      and(
        eq(reservationRoomNights.reservationId, reservationId),
        between(reservationRoomNights.stayDate, from, to),
      ),
    )
    .groupBy(reservationRoomNights.roomTypeId, reservationRoomNights.stayDate);
  return held.map((night) => ({ ...night, rooms: Number(night.rooms) }));
}

/** The hotel's member plans with the labels saying which members see them (spec §3 label filters). */
export async function findMemberPlanLabels(
  db: Db,
  hotelId: number,
): Promise<{ id: number; memberLabels: string[] }[]> {
  return db
    .select({ id: hotelPlans.id, memberLabels: hotelPlans.memberLabels })
    .from(hotelPlans)
    .where(and(eq(hotelPlans.hotelId, hotelId), eq(hotelPlans.visibility, 'member')));
}
