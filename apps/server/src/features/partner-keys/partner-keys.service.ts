import { PARTNER_KEYS_PER_HOTEL, PARTNER_SCOPES } from '@yadori/contract/partner.constants';
import type {
  PartnerKeyCreateBody,
  PartnerKeyCreated,
  PartnerKeySummary,
} from '@yadori/contract/partner-keys.schema';
import type { Db } from '../../db/database.ts';
import {
  recordAudit,
  requireStaffHotel,
  type StaffHotelRow,
  type StaffPrincipal,
  staffUserIdOf,
} from '../staff-accounts/staff-access.service.ts';
import { newPartnerKey } from './partner-key-format.ts';
import { partnerKeyErrors } from './partner-keys.errors.ts';
import {
  countLivePartnerKeys,
  findPartnerKey,
  insertPartnerKey,
  listPartnerKeys,
  lockHotelKeys,
  type PartnerKeyRecord,
  revokeLivePartnerKey,
} from './partner-keys.repository.ts';

/** Keys are the hotel's integrations: brand admins and hotel managers, never front desk or a key. */
const ABILITY = 'integrations.manage';

function toSummary(row: PartnerKeyRecord): PartnerKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a key: how it is named and what it may do — never the key or its hash. */
const audited = (row: Pick<PartnerKeyRecord, 'name' | 'prefix' | 'scopes'>) => ({
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
});

function audit(
  tx: Db,
  principal: StaffPrincipal,
  hotel: StaffHotelRow,
  change: { action: string; entityId: number; before?: unknown; after?: unknown },
  now: Date,
): Promise<void> {
  return recordAudit(
    tx,
    { ...change, principal, brandId: hotel.brandId, hotelId: hotel.id, entityType: 'api_key' },
    now,
  );
}

/** `GET /staff/hotels/:hotelId/api_keys`. */
export async function partnerKeysOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
): Promise<PartnerKeySummary[]> {
  await requireStaffHotel(db, principal, hotelId, ABILITY);
  return (await listPartnerKeys(db, hotelId)).map(toSummary);
}

/**
 * `POST /staff/hotels/:hotelId/api_keys`: a new key, answered with the key itself this once (only its
 * sha256 is stored). 409 when the hotel already holds PARTNER_KEYS_PER_HOTEL live keys.
 */
export async function createPartnerKey(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: PartnerKeyCreateBody,
  now: Date,
): Promise<PartnerKeyCreated> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  // In the contract's order, so the same choice reads the same in every list and audit row.
  const scopes = PARTNER_SCOPES.filter((scope) => input.scopes.includes(scope));
  const minted = newPartnerKey();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockHotelKeys(tx, hotelId);
    if ((await countLivePartnerKeys(tx, hotelId)) >= PARTNER_KEYS_PER_HOTEL)
      throw partnerKeyErrors.tooManyKeys();
    const id = await insertPartnerKey(tx, {
      hotelId,
      name: input.name,
      prefix: minted.prefix,
      tokenHash: minted.tokenHash,
      scopes,
      createdByStaffUserId: staffUserIdOf(principal),
      createdAt: now,
    });
    const row = (await findPartnerKey(tx, hotelId, id))!;
    await audit(tx, principal, hotel, { action: 'api_key.create', entityId: id, after: audited(row) }, now);
    return { ...toSummary(row), key: minted.key };
  });
}

/**
 * `DELETE /staff/hotels/:hotelId/api_keys/:keyId`: the key answers 401 from now on. Revoking a revoked
 * key changes nothing (and writes no audit row); 404 for a key that is not the hotel's.
 */
export async function revokePartnerKey(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  keyId: number,
  now: Date,
): Promise<PartnerKeySummary> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const revoked = await revokeLivePartnerKey(tx, hotelId, keyId, now);
    const row = await findPartnerKey(tx, hotelId, keyId);
    if (!row) throw partnerKeyErrors.keyNotFound();
    if (revoked)
      await audit(
        tx,
        principal,
        hotel,
        { action: 'api_key.revoke', entityId: keyId, before: audited(row) },
        now,
      );
    return toSummary(row);
  });
}
