import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cancellationPolicies } from '../../db/tables/cancellation-policies.table.ts';
import { findHotelRow, hotelRowCodeTaken, insertHotelRow, updateHotelRow } from './hotel-rows.repository.ts';

/** A cancellation policy as the console edits it. */
export type PolicyRecord = typeof cancellationPolicies.$inferSelect;
export type NewPolicy = typeof cancellationPolicies.$inferInsert;

export async function listPolicies(db: Db, hotelId: number): Promise<PolicyRecord[]> {
  return db
    .select()
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.hotelId, hotelId))
    .orderBy(asc(cancellationPolicies.id));
}

/** The policy `id` of the hotel, or null; `lock` holds its row until the transaction ends. */
export function findPolicy(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PolicyRecord | null> {
  return findHotelRow(db, cancellationPolicies, hotelId, id, options);
}

/** True when another policy of the hotel (not `exceptId`) has the code. */
export function policyCodeTaken(db: Db, hotelId: number, code: string, exceptId?: number): Promise<boolean> {
  return hotelRowCodeTaken(db, cancellationPolicies, hotelId, code, exceptId);
}

export function insertPolicy(db: Db, values: NewPolicy): Promise<PolicyRecord> {
  return insertHotelRow(db, cancellationPolicies, values);
}

export function updatePolicy(
  db: Db,
  id: number,
  values: Partial<Omit<NewPolicy, 'id' | 'hotelId'>>,
): Promise<PolicyRecord> {
  return updateHotelRow(db, cancellationPolicies, id, values);
}
