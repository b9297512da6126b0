import type { Db } from '../../db/database.ts';
import { type AuditEntry, recordAudit, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { changeInRefusing } from '../staff-accounts/staff-changes.service.ts';
import { asRefusal } from './staff-extras.errors.ts';

/** Runs `work` in one transaction; a database refusal it runs into comes out as its 4xx, not a 500. */
export function changeIn<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return changeInRefusing(db, work, asRefusal);
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

export { mergeChecked } from '../staff-accounts/staff-changes.service.ts';
