import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffPreviewTokens } from '../../db/tables/analytics.table.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { staffSessions, staffUserHotels, staffUsers } from '../../db/tables/staff.table.ts';

/** A preview token to keep: only its sha256 is stored. */
export interface NewPreviewToken {
  tokenHash: string;
  staffSessionId: number;
  hotelId: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertPreviewToken(db: Db, row: NewPreviewToken): Promise<void> {
  await db.insert(staffPreviewTokens).values(row);
}

/** Deletes every token that expired by `now` (read through the index on `expires_at`). */
export async function deleteExpiredPreviewTokens(db: Db, now: Date): Promise<void> {
  await db.delete(staffPreviewTokens).where(lte(staffPreviewTokens.expiresAt, now));
}

/** What a token good for a hotel tells: until when, made by whom, and what decides whether they still may. */
export interface PreviewTokenRow {
  expiresAt: Date;
  /** The end of the staff session that made it, whatever its use. */
  sessionEndsAt: Date;
  staffName: string;
  role: string;
  /** The hotel is one of the account's named hotels (a brand admin names none: it sees all). */
  hotelNamed: boolean;
  hotelBrandId: number;
}

/**
 * The token of `tokenHash` for hotel `hotelId` while it and the staff session that made it live (not
 * revoked, not expired idle or absolute), its account not disabled and of the hotel's brand; else null.
 */
export async function findLivePreviewToken(
  db: Db,
  tokenHash: string,
  hotelId: number,
  now: Date,
): Promise<PreviewTokenRow | null> {
  const [row] = await db
    .select({
      expiresAt: staffPreviewTokens.expiresAt,
      sessionEndsAt: staffSessions.absoluteExpiresAt,
      staffName: staffUsers.name,
      role: staffUsers.role,
      hotelNamed: sql<boolean>`exists (select 1 from ${staffUserHotels} uh
        where uh.staff_user_id = ${staffUsers.id} and uh.hotel_id = ${staffPreviewTokens.hotelId})`,
      hotelBrandId: hotels.brandId,
    })
    .from(staffPreviewTokens)
    .innerJoin(staffSessions, eq(staffSessions.id, staffPreviewTokens.staffSessionId))
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .innerJoin(hotels, and(eq(hotels.id, staffPreviewTokens.hotelId), eq(hotels.brandId, staffUsers.brandId)))
    .where(
      and(
        eq(staffPreviewTokens.tokenHash, tokenHash),
        eq(staffPreviewTokens.hotelId, hotelId),
        gt(staffPreviewTokens.expiresAt, now),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.absoluteExpiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  return row ?? null;
}
