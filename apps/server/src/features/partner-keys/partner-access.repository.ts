import type { PartnerScope } from '@yadori/contract/partner.constants';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { partnerApiKeys } from '../../db/tables/partner.table.ts';

/** A live (not revoked) key as a call needs it. */
export interface LivePartnerKey {
  id: number;
  hotelId: number;
  brandId: number;
  name: string;
  prefix: string;
  scopes: PartnerScope[];
  lastUsedAt: Date | null;
}

/** The live key whose sha256 is `tokenHash`, with its hotel's brand, or null. */
export async function findLivePartnerKey(db: Db, tokenHash: string): Promise<LivePartnerKey | null> {
  const [row] = await db
    .select({
      id: partnerApiKeys.id,
      hotelId: partnerApiKeys.hotelId,
      brandId: hotels.brandId,
      name: partnerApiKeys.name,
      prefix: partnerApiKeys.prefix,
      scopes: partnerApiKeys.scopes,
      lastUsedAt: partnerApiKeys.lastUsedAt,
    })
    .from(partnerApiKeys)
    .innerJoin(hotels, eq(hotels.id, partnerApiKeys.hotelId))
    .where(and(eq(partnerApiKeys.tokenHash, tokenHash), isNull(partnerApiKeys.revokedAt)));
  return row ? { ...row, scopes: row.scopes as PartnerScope[] } : null;
}

/** Notes the key was used at `now`, unless that was noted after `since` already (one write a minute). */
export async function touchPartnerKey(db: Db, id: number, now: Date, since: Date): Promise<void> {
  await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerApiKeys.id, id),
        or(isNull(partnerApiKeys.lastUsedAt), lte(partnerApiKeys.lastUsedAt, since)),
      ),
    );
}
