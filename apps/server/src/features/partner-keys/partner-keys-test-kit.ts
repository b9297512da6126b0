import type { PartnerScope } from '@yadori/contract/partner.constants';
import type { Db } from '../../db/database.ts';
import { partnerApiKeys } from '../../db/tables/partner.table.ts';
import { newPartnerKey } from './partner-key-format.ts';

export interface TestPartnerKey {
  id: number;
  key: string;
  /** `Bearer …` of the key. */
  authorization: string;
}

/**
 * An API key of hotel `hotelId` made straight in the database, so tests of any partner API feature
 * need no console round trip.
 * @example const pms = await createTestPartnerKey(db, { hotelId: 1, scopes: ['ari:write'] });
 */
export async function createTestPartnerKey(
  db: Db,
  options: { hotelId: number; scopes: readonly PartnerScope[]; name?: string; revoked?: boolean },
): Promise<TestPartnerKey> {
  const minted = newPartnerKey();
  const [row] = await db
    .insert(partnerApiKeys)
    .values({
      hotelId: options.hotelId,
      name: options.name ?? 'Test PMS',
      prefix: minted.prefix,
      tokenHash: minted.tokenHash,
      scopes: [...options.scopes],
      revokedAt: options.revoked ? new Date() : null,
    })
    .returning({ id: partnerApiKeys.id });
  if (!row) throw new Error('the test key was not inserted');
  return { id: row.id, key: minted.key, authorization: `Bearer ${minted.key}` };
}
