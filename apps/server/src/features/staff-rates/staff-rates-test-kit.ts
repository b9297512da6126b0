import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { addDays, daysBetween } from '../../lib/hotel-time.ts';
import { tokyoDay } from '../search/search-test-kit.ts';
import { staffInject } from '../staff-accounts/staff-test-kit.ts';

/** Test helpers of the console's rates and availability: ids of the demo hotels' rows, dates, calls. */

export const TOKYO = 1;
export const KYOTO = 2;
export const YAMABUKI = 4;

export interface HotelIds {
  roomType(code: string): number;
  roomPlan(code: string): { id: number; hotelPlanId: number; roomTypeId: number };
  hotelPlan(code: string): number;
}

/** The ids of a hotel's room types, room plans and hotel plans by code. */
export async function hotelIds(db: Db, hotelId: number): Promise<HotelIds> {
  const types = rowsOf<{ id: number; code: string }>(
    await db.execute(sql`select id, code from room_types where hotel_id = ${hotelId}`),
  );
  const roomPlans = rowsOf<{ id: number; code: string; hotel_plan_id: number; room_type_id: number }>(
    await db.execute(
      sql`select id, code, hotel_plan_id, room_type_id from room_plans where hotel_id = ${hotelId}`,
    ),
  );
  const plans = rowsOf<{ id: number; code: string }>(
    await db.execute(
      sql`select id, code from hotel_plans where hotel_id = ${hotelId} and not site_controller_limited`,
    ),
  );
  const find = <T extends { code: string }>(rows: T[], code: string): T => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`no ${code} at hotel ${hotelId}`);
    return row;
  };
  return {
    roomType: (code) => Number(find(types, code).id),
    roomPlan: (code) => {
      const row = find(roomPlans, code);
      return {
        id: Number(row.id),
        hotelPlanId: Number(row.hotel_plan_id),
        roomTypeId: Number(row.room_type_id),
      };
    },
    hotelPlan: (code) => Number(find(plans, code).id),
  };
}

/** The weekday of a date, 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The dates `from`…`to` (inclusive) falling on `weekdays`. */
export function datesOf(from: string, to: string, weekdays: number[] = [0, 1, 2, 3, 4, 5, 6]): string[] {
  const dates: string[] = [];
  for (let i = 0; i <= daysBetween(from, to); i += 1) {
    const date = addDays(from, i);
    if (weekdays.includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/**
 * The first date at least `minDays` ahead (Tokyo) on `weekday` (0 Sunday … 6) that is not a seeded
 * sold-out or closed night (the 1st, the 15th) and whose next days are not either.
 */
export function quietDay(weekday: number, minDays: number): string {
  for (let i = minDays; ; i += 1) {
    const date = tokyoDay(i);
    const day = Number(date.slice(8));
    if (weekdayOf(date) === weekday && day > 2 && (day < 12 || day > 16) && day < 27) return date;
  }
}

/** `GET /staff/hotels/:hotelId/rates`. */
export function gridOf(
  app: FastifyInstance,
  authorization: string,
  hotelId: number,
  from: string,
  to: string,
) {
  return staffInject(app, 'GET', `/staff/hotels/${hotelId}/rates?from=${from}&to=${to}`, { authorization });
}

/** `POST /staff/hotels/:hotelId/rates/bulk`. */
export function bulkEdit(app: FastifyInstance, authorization: string, hotelId: number, body: unknown) {
  return staffInject(app, 'POST', `/staff/hotels/${hotelId}/rates/bulk`, { authorization, body });
}

/** A room type's inventory rows of `from`…`to` by date. */
export async function inventoryRows(
  db: Db,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<Map<string, { allotment: number; sold: number; closed: boolean }>> {
  const rows = rowsOf<{ date: string; allotment: number; sold: number; closed: boolean }>(
    await db.execute(sql`select stay_date::text as date, allotment, sold, closed from room_inventory
      where room_type_id = ${roomTypeId} and stay_date between ${from}::date and ${to}::date`),
  );
  return new Map(
    rows.map((r) => [r.date, { allotment: Number(r.allotment), sold: Number(r.sold), closed: r.closed }]),
  );
}

/** The audit log's bulk edits of the hotel, newest first. */
export async function rateAudits(
  db: Db,
  hotelId: number,
): Promise<{ actor: string; entity_id: string; before: string; after: string }[]> {
  return rowsOf(
    await db.execute(sql`select actor, entity_id, before::text as before, after::text as after
      from staff_audit_log where hotel_id = ${hotelId} and action = 'rates.bulk_edit' order by id desc`),
  );
}
