import type { ChildPriceType } from '@yadori/contract/search.constants';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { extras } from '../../db/tables/extras.table.ts';
import { hotelPlans, roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { roomPlanChildPrices } from '../../db/tables/inventory.table.ts';
import { findHotelRow, hotelRowCodeTaken } from './hotel-rows.repository.ts';

export type PlanRow = typeof hotelPlans.$inferSelect;
export type NewPlan = typeof hotelPlans.$inferInsert;
export type RoomPlanRow = typeof roomPlans.$inferSelect;
export type NewRoomPlan = typeof roomPlans.$inferInsert;

export interface ChildPriceRecord {
  tierCode: string;
  priceType: ChildPriceType;
  value: number;
}

/** A plan as the console edits it: its row, its room plans (ordered by id) and their child prices. */
export interface PlanRecord extends PlanRow {
  roomPlans: (RoomPlanRow & { childPrices: ChildPriceRecord[] })[];
}

async function withRoomPlans(db: Db, plans: PlanRow[]): Promise<PlanRecord[]> {
  if (plans.length === 0) return [];
  const planIds = plans.map((plan) => plan.id);
  const rps = await db
    .select()
    .from(roomPlans)
    .where(inArray(roomPlans.hotelPlanId, planIds))
    .orderBy(asc(roomPlans.id));
  const prices =
    rps.length === 0
      ? []
      : await db
          .select()
          .from(roomPlanChildPrices)
          .where(
            inArray(
              roomPlanChildPrices.roomPlanId,
              rps.map((rp) => rp.id),
            ),
          )
          .orderBy(asc(roomPlanChildPrices.tierCode));
  // The CHECK room_plan_child_prices_type_known keeps price_type within CHILD_PRICE_TYPES.
  const pricesOf = (roomPlanId: number) =>
    prices
      .filter((p) => p.roomPlanId === roomPlanId)
      .map((p) => ({ tierCode: p.tierCode, priceType: p.priceType as ChildPriceType, value: p.value }));
  return plans.map((plan) => ({
    ...plan,
    roomPlans: rps
      .filter((rp) => rp.hotelPlanId === plan.id)
      .map((rp) => ({ ...rp, childPrices: pricesOf(rp.id) })),
  }));
}

export async function listPlans(db: Db, hotelId: number): Promise<PlanRecord[]> {
  const plans = await db
    .select()
    .from(hotelPlans)
    .where(eq(hotelPlans.hotelId, hotelId))
    .orderBy(asc(hotelPlans.sortOrder), asc(hotelPlans.id));
  return withRoomPlans(db, plans);
}

/** The plan `id` of the hotel with its room plans, or null; `lock` holds the plan's row until the transaction ends. */
export async function findPlan(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PlanRecord | null> {
  const row = await findHotelRow(db, hotelPlans, hotelId, id, options);
  if (!row) return null;
  const [plan] = await withRoomPlans(db, [row]);
  return plan ?? null;
}

/** True when another plan of the hotel (not `exceptId`) has the code with the same site-controller limit. */
export function planCodeTaken(
  db: Db,
  hotelId: number,
  code: string,
  siteControllerLimited: boolean,
  exceptId?: number,
): Promise<boolean> {
  const sameLimit = eq(hotelPlans.siteControllerLimited, siteControllerLimited);
  return hotelRowCodeTaken(db, hotelPlans, hotelId, code, exceptId, sameLimit);
}

/** Which of `codes` room plans of the hotel's other plans (not `exceptPlanId`) already have. */
export async function roomPlanCodesTaken(
  db: Db,
  hotelId: number,
  codes: readonly string[],
  exceptPlanId?: number,
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: roomPlans.code })
    .from(roomPlans)
    .where(
      and(
        eq(roomPlans.hotelId, hotelId),
        inArray(roomPlans.code, [...codes]),
        exceptPlanId === undefined ? undefined : ne(roomPlans.hotelPlanId, exceptPlanId),
      ),
    );
  return rows.map((row) => row.code);
}

export async function insertPlan(db: Db, values: NewPlan): Promise<number> {
  const [row] = await db.insert(hotelPlans).values(values).returning({ id: hotelPlans.id });
  return row!.id;
}

export async function updatePlan(
  db: Db,
  id: number,
  values: Partial<Omit<NewPlan, 'id' | 'hotelId'>>,
): Promise<void> {
  await db.update(hotelPlans).set(values).where(eq(hotelPlans.id, id));
}

export async function insertRoomPlan(db: Db, values: NewRoomPlan): Promise<number> {
  const [row] = await db.insert(roomPlans).values(values).returning({ id: roomPlans.id });
  return row!.id;
}

export async function updateRoomPlan(
  db: Db,
  id: number,
  values: Partial<Pick<NewRoomPlan, 'code' | 'inclusiveExtraIds' | 'active'>>,
): Promise<void> {
  await db.update(roomPlans).set(values).where(eq(roomPlans.id, id));
}

/** Deletes a room plan no reservation names, with its rates and child prices. */
export async function deleteRoomPlan(db: Db, id: number): Promise<void> {
  await db.delete(roomPlans).where(eq(roomPlans.id, id));
}

/** Replaces the child prices of a room plan with `prices`. */
export async function replaceChildPrices(
  db: Db,
  roomPlanId: number,
  prices: readonly ChildPriceRecord[],
): Promise<void> {
  await db.delete(roomPlanChildPrices).where(eq(roomPlanChildPrices.roomPlanId, roomPlanId));
  if (prices.length === 0) return;
  await db.insert(roomPlanChildPrices).values(prices.map((price) => ({ roomPlanId, ...price })));
}

/**
 * True when a live (not cancelled) reservation holds a night from `today` on under the hotel plan, or
 * under the one room plan when `roomPlanId` is given.
 */
export async function planHasComingStays(
  db: Db,
  where: { hotelPlanId: number } | { roomPlanId: number },
  today: string,
): Promise<boolean> {
  const which =
    'roomPlanId' in where
      ? sql`rr.room_plan_id = ${where.roomPlanId}`
      : sql`rr.hotel_plan_id = ${where.hotelPlanId}`;
  const rows = rowsOf<{ held: boolean }>(
    await db.execute(sql`select exists (
      select 1 from reservation_rooms rr
        join reservations r on r.id = rr.reservation_id
        join reservation_room_nights n on n.reservation_room_id = rr.id
        where ${which} and r.status <> 'cancelled' and n.stay_date >= ${today}::date
    ) as held`),
  );
  return rows[0]?.held === true;
}

/** True when any reservation names the room plan (its row must then stay). */
export async function roomPlanEverBooked(db: Db, roomPlanId: number): Promise<boolean> {
  const rows = rowsOf<{ booked: boolean }>(
    await db.execute(
      sql`select exists (select 1 from reservation_rooms where room_plan_id = ${roomPlanId}) as booked`,
    ),
  );
  return rows[0]?.booked === true;
}

/** The ids of the hotel's extras. */
export async function extraIdsOf(db: Db, hotelId: number): Promise<number[]> {
  const rows = await db.select({ id: extras.id }).from(extras).where(eq(extras.hotelId, hotelId));
  return rows.map((row) => row.id);
}

/**
 * Which of `ids` (extras of the hotel) staff switched off. The rows are held `for share` until the
 * transaction ends, so a plan including an extra and the extra being switched off cannot both go
 * through: a switch-off under way is waited for and seen, and one that comes later waits for the plan
 * and then finds it including the extra.
 */
export async function switchedOffExtraIds(
  db: Db,
  hotelId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: extras.id, active: extras.active })
    .from(extras)
    .where(and(eq(extras.hotelId, hotelId), inArray(extras.id, [...new Set(ids)])))
    .orderBy(asc(extras.id))
    .for('share');
  return rows.filter((row) => !row.active).map((row) => row.id);
}
