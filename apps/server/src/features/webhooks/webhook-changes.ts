// What the console's webhook calls share: their ability, transaction, audit and endpoint lookup.
import type { Db } from '../../db/database.ts';
import {
  type AuditEntry,
  recordAudit,
  type StaffHotelRow,
  type StaffPrincipal,
} from '../staff-accounts/staff-access.service.ts';
import { type EndpointRecord, findEndpoint } from './webhook-endpoints.repository.ts';
import { webhookErrors } from './webhooks.errors.ts';

/** Endpoints are the hotel's integrations: brand admins and hotel managers, never front desk. */
export const WEBHOOK_ABILITY = 'integrations.manage';

/** Writes one change of the hotel's webhooks to the audit log, in the transaction that makes it. */
export function audit(
  tx: Db,
  principal: StaffPrincipal,
  hotel: StaffHotelRow,
  change: Pick<AuditEntry, 'action' | 'before' | 'after'> & { entityType?: string; entityId: number },
  now: Date,
): Promise<void> {
  return recordAudit(
    tx,
    {
      entityType: 'webhook_endpoint',
      ...change,
      principal,
      brandId: hotel.brandId,
      hotelId: hotel.id,
    },
    now,
  );
}

/** Runs `work` in one transaction. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}

/** The hotel's endpoint `endpointId`, or 404. */
export async function requireEndpoint(db: Db, hotelId: number, endpointId: number): Promise<EndpointRecord> {
  const row = await findEndpoint(db, hotelId, endpointId);
  if (!row) throw webhookErrors.endpointNotFound();
  return row;
}
