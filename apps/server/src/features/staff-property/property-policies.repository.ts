import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cancellationPolicies } from '../../db/tables/cancellation-policies.table.ts';

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

export async function findPolicy(
  db: Db,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PolicyRecord | null> {
  const query = db
    .select()
    .from(cancellationPolicies)
    .where(and(eq(cancellationPolicies.hotelId, hotelId), eq(cancellationPolicies.id, id)));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function policyCodeTaken(
  db: Db,
  hotelId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: cancellationPolicies.id })
    .from(cancellationPolicies)
    .where(
      and(
        eq(cancellationPolicies.hotelId, hotelId),
        eq(cancellationPolicies.code, code),
        exceptId === undefined ? undefined : ne(cancellationPolicies.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertPolicy(db: Db, values: NewPolicy): Promise<PolicyRecord> {
  const [row] = await db.insert(cancellationPolicies).values(values).returning();
  return row!;
}

export async function updatePolicy(
  db: Db,
  id: number,
  values: Partial<Omit<NewPolicy, 'id' | 'hotelId'>>,
): Promise<PolicyRecord> {
  const [row] = await db
    .update(cancellationPolicies)
    .set(values)
    .where(eq(cancellationPolicies.id, id))
    .returning();
  return row!;
}
