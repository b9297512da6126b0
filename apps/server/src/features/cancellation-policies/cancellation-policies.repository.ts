import type { CancellationPolicyPart } from '@yadori/contract/cancellation-policy.schema';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cancellationPolicies } from '../../db/tables/cancellation-policies.table.ts';
import { hotelPlans, roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { hotels } from '../../db/tables/hotels.table.ts';

/** A policy row with the codes of the room plans that use it (a reservation may hold a retired plan). */
export interface CancellationPolicyRecord {
  id: number;
  hotelId: number;
  code: string;
  name: string;
  translations: NamedTranslation[];
  cancelBeforeAt: number | null;
  parts: CancellationPolicyPart[];
  noShowPercentageOfCost: number;
  roomPlanCodes: string[];
}

/** The hotel behind a numeric id, with what the scope check needs; null when there is none. */
export async function findHotelScopeById(
  db: Db,
  hotelId: number,
): Promise<{ id: number; brand: { id: number }; locale: string } | null> {
  const rows = await db
    .select({ id: hotels.id, brandId: hotels.brandId, locale: hotels.locale })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, brand: { id: row.brandId }, locale: row.locale } : null;
}

const policyColumns = {
  id: cancellationPolicies.id,
  hotelId: cancellationPolicies.hotelId,
  code: cancellationPolicies.code,
  name: cancellationPolicies.name,
  translations: cancellationPolicies.translations,
  cancelBeforeAt: cancellationPolicies.cancelBeforeAt,
  parts: cancellationPolicies.parts,
  noShowPercentageOfCost: cancellationPolicies.noShowPercentageOfCost,
};

/** policy id → codes of the hotel's room plans whose hotel plan uses it. */
async function roomPlanCodesByPolicy(
  db: Db,
  hotelId: number,
  policyIds: number[],
): Promise<Map<number, string[]>> {
  const byPolicy = new Map<number, string[]>();
  if (policyIds.length === 0) return byPolicy;
  const rows = await db
    .select({ policyId: hotelPlans.cancellationPolicyId, code: roomPlans.code })
    .from(roomPlans)
    .innerJoin(hotelPlans, eq(hotelPlans.id, roomPlans.hotelPlanId))
    .where(and(eq(roomPlans.hotelId, hotelId), inArray(hotelPlans.cancellationPolicyId, policyIds)))
    .orderBy(asc(roomPlans.code));
  for (const row of rows) {
    const codes = byPolicy.get(row.policyId) ?? [];
    codes.push(row.code);
    byPolicy.set(row.policyId, codes);
  }
  return byPolicy;
}

async function withRoomPlanCodes(
  db: Db,
  hotelId: number,
  rows: Omit<CancellationPolicyRecord, 'roomPlanCodes'>[],
): Promise<CancellationPolicyRecord[]> {
  const codes = await roomPlanCodesByPolicy(
    db,
    hotelId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, roomPlanCodes: codes.get(row.id) ?? [] }));
}

/**
 * The hotel's policies in id order; with `roomPlanCodes`, only those used by one of these room plans
 * of the same hotel (unknown codes match nothing).
 */
export async function listCancellationPolicies(
  db: Db,
  hotelId: number,
  roomPlanCodes?: readonly string[],
): Promise<CancellationPolicyRecord[]> {
  const ofHotel = eq(cancellationPolicies.hotelId, hotelId);
  let where = ofHotel;
  if (roomPlanCodes !== undefined) {
    if (roomPlanCodes.length === 0) return [];
    const used = db
      .select({ id: hotelPlans.cancellationPolicyId })
      .from(roomPlans)
      .innerJoin(hotelPlans, eq(hotelPlans.id, roomPlans.hotelPlanId))
      .where(and(eq(roomPlans.hotelId, hotelId), inArray(roomPlans.code, [...roomPlanCodes])));
    where = and(ofHotel, inArray(cancellationPolicies.id, used)) ?? ofHotel;
  }
  const rows = await db
    .select(policyColumns)
    .from(cancellationPolicies)
    .where(where)
    .orderBy(asc(cancellationPolicies.id));
  return withRoomPlanCodes(db, hotelId, rows);
}

/** One policy of the hotel; a policy of another hotel is not found. */
export async function findCancellationPolicy(
  db: Db,
  hotelId: number,
  policyId: number,
): Promise<CancellationPolicyRecord | null> {
  const rows = await db
    .select(policyColumns)
    .from(cancellationPolicies)
    .where(and(eq(cancellationPolicies.hotelId, hotelId), eq(cancellationPolicies.id, policyId)))
    .limit(1);
  if (rows.length === 0) return null;
  const [record] = await withRoomPlanCodes(db, hotelId, rows);
  return record ?? null;
}
