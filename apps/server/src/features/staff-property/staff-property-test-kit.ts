import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { staffInject } from '../staff-accounts/staff-test-kit.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
export type Json = any;

/** A console call as `who` (a test account's `Bearer …`, or none). */
export function asStaff(app: FastifyInstance, who: { authorization: string } | null) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, locale?: string) =>
    staffInject(app, method, url, {
      ...(who ? { authorization: who.authorization } : {}),
      ...(body === undefined ? {} : { body }),
      ...(locale === undefined ? {} : { locale }),
    });
}

/** A new hotel of the caller's brand, in Osaka. */
export const hotelBody = (code: string) => ({
  code,
  name: 'さくらホテル大阪',
  name_translations: [
    { locale: 'en', name: 'Sakura Hotel Osaka' },
    { locale: 'ko', name: '사쿠라 호텔 오사카' },
  ],
  time_zone: 'Asia/Tokyo',
  locale: 'ja',
  currency: 'JPY',
  phone: '+81 6-5555-0199',
});

export const policyBody = (code: string) => ({
  code,
  name: '標準',
  translations: [{ locale: 'en', name: 'Standard', description: '30% from 3 days before, 80% on the day' }],
  cancel_before_at: 18,
  cancellation_policy_parts: [
    { days_before: 3, percentage_of_cost: 30 },
    { days_before: 0, percentage_of_cost: 80 },
  ],
  no_show_percentage_of_cost: 100,
});

export const roomTypeBody = (code: string) => ({
  code,
  name: 'ツイン',
  description: '窓の大きなツインルーム',
  translations: [{ locale: 'en', name: 'Twin room', description: 'A twin room with a large window' }],
  capacity: 2,
  beds: [{ bed_type: 'single', count: 2 }],
  size_square_meters: 22,
});

export const planBody = (
  code: string,
  policyId: number,
  roomTypeId: number,
  roomPlanCode = `${code}-RP`,
) => ({
  code,
  name: '素泊まり',
  translations: [{ locale: 'en', name: 'Room only', description: '' }],
  payment_methods: ['on_site'],
  cancellation_policy_id: policyId,
  room_plans: [{ room_type_id: roomTypeId, code: roomPlanCode }],
});

/** Rooms to sell and a price for one and two adults on each of `nights` (what the rates API will write). */
export async function stockNights(
  db: Db,
  ids: { roomTypeId: number; roomPlanId: number },
  nights: readonly string[],
  price: { one: number; two: number },
): Promise<void> {
  for (const night of nights) {
    await db.execute(sql`insert into room_inventory (room_type_id, stay_date, allotment)
      values (${ids.roomTypeId}, ${night}::date, 5)`);
    await db.execute(sql`insert into room_plan_rates (room_plan_id, stay_date, adults, price)
      values (${ids.roomPlanId}, ${night}::date, 1, ${price.one}), (${ids.roomPlanId}, ${night}::date, 2, ${price.two})`);
  }
}

/** The audit log's entries for an entity, oldest first. */
export async function auditOf(
  db: Db,
  entityType: string,
  entityId: number,
): Promise<{ action: string; actor: string; before: Json; after: Json; hotel_id: number | null }[]> {
  return rowsOf(
    await db.execute(sql`select action, actor, before, after, hotel_id from staff_audit_log
      where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`),
  );
}
