import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { type AuditEntry, recordAudit, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { asRefusal, mergedRowRefused } from './staff-extras.errors.ts';

/** Runs `work` in one transaction; a database refusal it runs into comes out as its 4xx, not a 500. */
export async function changeIn<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((transaction) => work(transaction as unknown as Db));
  } catch (error) {
    throw asRefusal(error);
  }
}

/** Writes one change to the audit log, in the transaction that makes it. */
export function audit(
  tx: Db,
  principal: StaffPrincipal,
  change: Omit<AuditEntry, 'principal'>,
  now: Date,
): Promise<void> {
  return recordAudit(tx, { ...change, principal }, now);
}

/**
 * The stored row's request fields with a PATCH over them, checked by the create schema as a whole —
 * so a rule across fields (a maximum under its minimum) holds for the result, not just the patch.
 */
export function mergeChecked<S extends z.ZodType>(schema: S, stored: object, patch: object): z.output<S> {
  const merged = { ...stored, ...patch };
  const result = schema.safeParse(merged);
  if (!result.success) throw mergedRowRefused(result.error.issues, merged);
  return result.data;
}
