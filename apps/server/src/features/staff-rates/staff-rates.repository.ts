import { and, asc, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { hotelPlanClosures, hotelPlans, roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { roomInventory, roomPlanRates } from '../../db/tables/inventory.table.ts';
import { roomTypes } from '../../db/tables/room-types.table.ts';

/**
 * The SQL of the console's rates and availability (decision 058): the grid's reads, and the bulk edit's
 * set-based statements. Every statement names its hotel's room type, room plan or hotel plan by id; the
 * service checked those belong to the hotel the principal may act on.
 */

export interface GridRoomType {
  id: number;
  code: string;
  name: string;
  capacity: number;
}

export interface GridRoomPlan {
  id: number;
  roomTypeId: number;
  hotelPlanId: number;
  code: string;
  name: string;
  minNights: number;
}

export interface GridRows {
  roomTypes: GridRoomType[];
  roomPlans: GridRoomPlan[];
  inventory: { roomTypeId: number; date: string; allotment: number; sold: number; closed: boolean }[];
  rates: { roomPlanId: number; date: string; adults: number; price: number }[];
  closures: {
    hotelPlanId: number;
    date: string;
    closed: boolean;
    closedToArrival: boolean;
    minNights: number | null;
  }[];
}

/** The hotel's room types and room plans, and their rows of the nights `from`…`to` (inclusive). */
export async function loadGridRows(db: Db, hotelId: number, from: string, to: string): Promise<GridRows> {
  const [types, plans, inventory, rates, closures] = await Promise.all([
    db
      .select({ id: roomTypes.id, code: roomTypes.code, name: roomTypes.name, capacity: roomTypes.capacity })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotelId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
    db
      .select({
        id: roomPlans.id,
        roomTypeId: roomPlans.roomTypeId,
        hotelPlanId: roomPlans.hotelPlanId,
        code: roomPlans.code,
        name: hotelPlans.name,
        minNights: hotelPlans.minNights,
      })
      .from(roomPlans)
      .innerJoin(hotelPlans, eq(hotelPlans.id, roomPlans.hotelPlanId))
      .where(eq(roomPlans.hotelId, hotelId))
      .orderBy(asc(hotelPlans.sortOrder), asc(hotelPlans.id), asc(roomPlans.id)),
    db
      .select({
        roomTypeId: roomInventory.roomTypeId,
        date: roomInventory.stayDate,
        allotment: roomInventory.allotment,
        sold: roomInventory.sold,
        closed: roomInventory.closed,
      })
      .from(roomInventory)
      .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
      .where(and(eq(roomTypes.hotelId, hotelId), between(roomInventory.stayDate, from, to))),
    db
      .select({
        roomPlanId: roomPlanRates.roomPlanId,
        date: roomPlanRates.stayDate,
        adults: roomPlanRates.adults,
        price: roomPlanRates.price,
      })
      .from(roomPlanRates)
      .innerJoin(roomPlans, eq(roomPlans.id, roomPlanRates.roomPlanId))
      .where(and(eq(roomPlans.hotelId, hotelId), between(roomPlanRates.stayDate, from, to))),
    db
      .select({
        hotelPlanId: hotelPlanClosures.hotelPlanId,
        date: hotelPlanClosures.stayDate,
        closed: hotelPlanClosures.closed,
        closedToArrival: hotelPlanClosures.closedToArrival,
        minNights: hotelPlanClosures.minNights,
      })
      .from(hotelPlanClosures)
      .innerJoin(hotelPlans, eq(hotelPlans.id, hotelPlanClosures.hotelPlanId))
      .where(and(eq(hotelPlans.hotelId, hotelId), between(hotelPlanClosures.stayDate, from, to))),
  ]);
  return { roomTypes: types, roomPlans: plans, inventory, rates, closures };
}

/**
 * A room type of the hotel, and when `roomPlanId` is given that room plan of the room type with its
 * hotel plan (null when it is not one of the room type's); null when the room type is not the hotel's.
 */
export async function findEditTarget(
  db: Db,
  hotelId: number,
  roomTypeId: number,
  roomPlanId: number | null,
): Promise<{ roomType: GridRoomType; roomPlan: { id: number; hotelPlanId: number } | null } | null> {
  const [row] = await db
    .select({
      id: roomTypes.id,
      code: roomTypes.code,
      name: roomTypes.name,
      capacity: roomTypes.capacity,
      roomPlanId: roomPlans.id,
      hotelPlanId: roomPlans.hotelPlanId,
    })
    .from(roomTypes)
    .leftJoin(
      roomPlans,
      and(
        eq(roomPlans.roomTypeId, roomTypes.id),
        eq(roomPlans.hotelId, hotelId),
        eq(roomPlans.id, roomPlanId ?? 0),
      ),
    )
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.hotelId, hotelId)));
  if (!row) return null;
  const { roomPlanId: planId, hotelPlanId, ...roomType } = row;
  return {
    roomType,
    roomPlan: planId === null || hotelPlanId === null ? null : { id: planId, hotelPlanId },
  };
}

/** The nights one bulk edit covers: `from`…`to` (inclusive), on the weekdays listed (0 Sunday … 6). */
export interface EditNights {
  from: string;
  to: string;
  weekdays: readonly number[];
}

const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** The chosen nights as rows `(stay_date)`, in date order. */
function chosenNights(nights: EditNights): SQL {
  return sql`select g.d::date as stay_date
    from generate_series(${nights.from}::date, ${nights.to}::date, interval '1 day') as g(d)
    where extract(dow from g.d::date)::int = any(${intArray(nights.weekdays)}::int[])`;
}

/** `column` (a date) is one of the chosen nights, without generating them. */
function isChosen(column: SQL, nights: EditNights): SQL {
  return sql`${column} between ${nights.from}::date and ${nights.to}::date
    and extract(dow from ${column})::int = any(${intArray(nights.weekdays)}::int[])`;
}

/**
 * Makes the hotel's bulk edits wait for each other (a transaction-scoped advisory lock on the hotel):
 * two edits of the same plan's prices or restrictions never lock those rows in crossing orders.
 * Bookings take no such lock.
 */
export async function lockHotelRateEdits(tx: Db, hotelId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(58058, ${hotelId}::int)`);
}

/**
 * Locks the room type's existing rows of the chosen nights in date order — the order bookings take
 * them in (room type, then date), so the two never wait on each other in a cycle — and answers the
 * nights already sold beyond `allotment` (none when it is null). While the locks are held no booking
 * can take those nights, so `sold` stays as read until the edit commits.
 */
export async function lockRoomNights(
  tx: Db,
  roomTypeId: number,
  nights: EditNights,
  allotment: number | null,
): Promise<{ date: string; sold: number }[]> {
  const rows = rowsOf<{ date: string; sold: number }>(
    await tx.execute(sql`
      with locked as materialized (
        select i.stay_date, i.sold from room_inventory i
          where i.room_type_id = ${roomTypeId}::int and ${isChosen(sql`i.stay_date`, nights)}
          order by i.stay_date
          for update
      )
      select stay_date::text as date, sold from locked
        where sold > ${allotment}::int
        order by stay_date`),
  );
  return rows.map((row) => ({ date: row.date, sold: Number(row.sold) }));
}

/**
 * Sets the room type's chosen nights: `allotment` (never below what is sold: a night sold beyond it
 * gets `sold`) and `closed`; null leaves a column as it is. A night without a row gets one (allotment
 * 0 unless given, open unless closed). One statement over the nights.
 */
export async function upsertRoomNights(
  tx: Db,
  roomTypeId: number,
  nights: EditNights,
  set: { allotment: number | null; closed: boolean | null },
): Promise<void> {
  await tx.execute(sql`
    insert into room_inventory as i (room_type_id, stay_date, allotment, closed)
      select ${roomTypeId}::int, n.stay_date, coalesce(${set.allotment}::int, 0),
          coalesce(${set.closed}::boolean, false)
        from (${chosenNights(nights)}) n
        order by n.stay_date
    on conflict (room_type_id, stay_date) do update set
      allotment = case when ${set.allotment}::int is null then i.allotment
        else greatest(${set.allotment}::int, i.sold) end,
      closed = coalesce(${set.closed}::boolean, i.closed)`);
}

/** Sets the room plan's price for each adult count of `prices` on the chosen nights (one statement). */
export async function upsertRates(
  tx: Db,
  roomPlanId: number,
  nights: EditNights,
  prices: { adults: number; price: number }[],
): Promise<void> {
  if (prices.length === 0) return;
  await tx.execute(sql`
    insert into room_plan_rates as r (room_plan_id, stay_date, adults, price)
      select ${roomPlanId}::int, n.stay_date, p.adults, p.price
        from (${chosenNights(nights)}) n
          cross join unnest(${intArray(prices.map((p) => p.adults))}::int[],
                            ${intArray(prices.map((p) => p.price))}::int[]) as p(adults, price)
        order by n.stay_date, p.adults
    on conflict (room_plan_id, stay_date, adults) do update set price = excluded.price`);
}

/** Deletes the room plan's prices for `adults` on the chosen nights (one statement). */
export async function deleteRates(
  tx: Db,
  roomPlanId: number,
  nights: EditNights,
  adults: number[],
): Promise<void> {
  if (adults.length === 0) return;
  await tx.execute(sql`
    delete from room_plan_rates r
      where r.room_plan_id = ${roomPlanId}::int and r.adults = any(${intArray(adults)}::int[])
        and ${isChosen(sql`r.stay_date`, nights)}`);
}

/** What an edit sets on a hotel plan's nights: null leaves a flag as it is; `minNights` absent leaves it. */
export interface ClosureChange {
  closed: boolean | null;
  closedToArrival: boolean | null;
  minNights: { value: number | null } | null;
}

/**
 * Sets the hotel plan's restrictions on the chosen nights. The table is sparse (its CHECK forbids a row
 * that restricts nothing): when what is set restricts, one upsert writes every night; otherwise the
 * rows it leaves restricting nothing are deleted and the others updated, and no row is added.
 */
export async function writeClosures(
  tx: Db,
  hotelPlanId: number,
  nights: EditNights,
  change: ClosureChange,
): Promise<void> {
  const minGiven = change.minNights !== null;
  const min = change.minNights?.value ?? null;
  const closed = sql`coalesce(${change.closed}::boolean, c.closed)`;
  const toArrival = sql`coalesce(${change.closedToArrival}::boolean, c.closed_to_arrival)`;
  const minNights = sql`case when ${minGiven}::boolean then ${min}::int else c.min_nights end`;
  if (change.closed === true || change.closedToArrival === true || min !== null) {
    await tx.execute(sql`
      insert into hotel_plan_closures as c (hotel_plan_id, stay_date, closed, closed_to_arrival, min_nights)
        select ${hotelPlanId}::int, n.stay_date, coalesce(${change.closed}::boolean, false),
            coalesce(${change.closedToArrival}::boolean, false), ${min}::int
          from (${chosenNights(nights)}) n
          order by n.stay_date
      on conflict (hotel_plan_id, stay_date) do update set
        closed = ${closed}, closed_to_arrival = ${toArrival}, min_nights = ${minNights}`);
    return;
  }
  const ofPlan = sql`c.hotel_plan_id = ${hotelPlanId}::int and ${isChosen(sql`c.stay_date`, nights)}`;
  const restricts = sql`(${closed} or ${toArrival} or (${minNights}) is not null)`;
  await tx.execute(sql`delete from hotel_plan_closures c where ${ofPlan} and not ${restricts}`);
  await tx.execute(sql`
    update hotel_plan_closures c set closed = ${closed}, closed_to_arrival = ${toArrival},
        min_nights = ${minNights}
      where ${ofPlan}`);
}

/** Counts of the chosen nights' rows, for the audit log's before and after (not every row). */
export interface RangeSummary {
  room_type?: { rows: number; allotment: number; sold: number; closed: number };
  /** By adult count: nights priced, lowest and highest price. */
  prices?: Record<string, { nights: number; min: number; max: number }>;
  plan?: { rows: number; closed: number; closed_to_arrival: number; min_nights: number };
}

/** What an edit touches, and so what its summary covers: each id null when the edit leaves it. */
export interface SummaryScope {
  roomTypeId: number | null;
  roomPlanId: number | null;
  hotelPlanId: number | null;
}

/** The chosen nights of what the edit touches (room type, room plan, hotel plan) summed up, in one statement. */
export async function summarizeRange(db: Db, nights: EditNights, scope: SummaryScope): Promise<RangeSummary> {
  const parts: SQL[] = [];
  if (scope.roomTypeId !== null)
    parts.push(sql`(select json_build_object('rows', count(*), 'allotment', coalesce(sum(i.allotment), 0),
        'sold', coalesce(sum(i.sold), 0), 'closed', count(*) filter (where i.closed))::text
      from room_inventory i
      where i.room_type_id = ${scope.roomTypeId}::int and ${isChosen(sql`i.stay_date`, nights)}) as room_type`);
  if (scope.roomPlanId !== null)
    parts.push(sql`(select coalesce(json_object_agg(s.adults, s.summary), '{}'::json)::text from (
        select r.adults, json_build_object('nights', count(*), 'min', min(r.price), 'max', max(r.price)) as summary
          from room_plan_rates r
          where r.room_plan_id = ${scope.roomPlanId}::int and ${isChosen(sql`r.stay_date`, nights)}
          group by r.adults order by r.adults) s) as prices`);
  if (scope.hotelPlanId !== null)
    parts.push(sql`(select json_build_object('rows', count(*), 'closed', count(*) filter (where c.closed),
        'closed_to_arrival', count(*) filter (where c.closed_to_arrival),
        'min_nights', count(*) filter (where c.min_nights is not null))::text
      from hotel_plan_closures c
      where c.hotel_plan_id = ${scope.hotelPlanId}::int and ${isChosen(sql`c.stay_date`, nights)}) as plan`);
  if (parts.length === 0) return {};
  const [row] = rowsOf<Record<string, string>>(await db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  // Read as text and parsed here: both drivers hand JSON over alike.
  return Object.fromEntries(Object.entries(row!).map(([key, text]) => [key, JSON.parse(text)]));
}
