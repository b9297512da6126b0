import type { PartnerScope } from '@yadori/contract/partner.constants';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partnerApiKeys } from '../../db/tables/partner.table.ts';
import { staffUsers } from '../../db/tables/staff.table.ts';

/** A key as the console lists it, with the account that made it; never its hash. */
export interface PartnerKeyRecord {
  id: number;
  name: string;
  prefix: string;
  scopes: PartnerScope[];
  createdAt: Date;
  createdBy: { name: string; email: string } | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What a new key's row is made of (the key itself is never stored, only its sha256). */
export interface NewPartnerKeyRow {
  hotelId: number;
  name: string;
  prefix: string;
  tokenHash: string;
  scopes: PartnerScope[];
  createdByStaffUserId: number | null;
  createdAt: Date;
}

const recordColumns = {
  id: partnerApiKeys.id,
  name: partnerApiKeys.name,
  prefix: partnerApiKeys.prefix,
  scopes: partnerApiKeys.scopes,
  createdAt: partnerApiKeys.createdAt,
  creatorName: staffUsers.name,
  creatorEmail: staffUsers.email,
  lastUsedAt: partnerApiKeys.lastUsedAt,
  revokedAt: partnerApiKeys.revokedAt,
};

function selectKeys(db: Db) {
  return db
    .select(recordColumns)
    .from(partnerApiKeys)
    .leftJoin(staffUsers, eq(staffUsers.id, partnerApiKeys.createdByStaffUserId));
}

type SelectedRow = Awaited<ReturnType<typeof selectKeys>>[number];

function toRecord(row: SelectedRow): PartnerKeyRecord {
  const { creatorName, creatorEmail, ...key } = row;
  return {
    ...key,
    scopes: key.scopes as PartnerScope[],
    createdBy:
      creatorName !== null && creatorEmail !== null ? { name: creatorName, email: creatorEmail } : null,
  };
}

/** The hotel's keys: live ones first, then the newest first. */
export async function listPartnerKeys(db: Db, hotelId: number): Promise<PartnerKeyRecord[]> {
  const rows = await selectKeys(db)
    .where(eq(partnerApiKeys.hotelId, hotelId))
    .orderBy(asc(sql`${partnerApiKeys.revokedAt} is not null`), desc(partnerApiKeys.id));
  return rows.map(toRecord);
}

/** The hotel's key `id`, or null (another hotel's key is none of this hotel's). */
export async function findPartnerKey(db: Db, hotelId: number, id: number): Promise<PartnerKeyRecord | null> {
  const [row] = await selectKeys(db).where(
    and(eq(partnerApiKeys.hotelId, hotelId), eq(partnerApiKeys.id, id)),
  );
  return row ? toRecord(row) : null;
}

/**
 * Serialises the creations of one hotel's keys until the transaction ends, so two at once cannot both
 * count 19 live keys and make the 21st. (Class 59059: decision 059's; the rates edit takes 58058.)
 */
export async function lockHotelKeys(tx: Db, hotelId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(59059, ${hotelId}::int)`);
}

/** How many keys of the hotel are not revoked. */
export async function countLivePartnerKeys(db: Db, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.hotelId, hotelId), isNull(partnerApiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

/** Stores a new key's row and answers its id. */
export async function insertPartnerKey(db: Db, values: NewPartnerKeyRow): Promise<number> {
  const [row] = await db.insert(partnerApiKeys).values(values).returning({ id: partnerApiKeys.id });
  return row!.id;
}

/** Revokes the hotel's live key `id` at `now`: true when it was live (and is now revoked). */
export async function revokeLivePartnerKey(db: Db, hotelId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(
      and(eq(partnerApiKeys.hotelId, hotelId), eq(partnerApiKeys.id, id), isNull(partnerApiKeys.revokedAt)),
    )
    .returning({ id: partnerApiKeys.id });
  return rows.length > 0;
}
