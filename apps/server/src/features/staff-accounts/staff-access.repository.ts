import type { Locale } from '@yadori/contract/locales';
import type { StaffRole } from '@yadori/contract/staff.constants';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { staffAuditLog, staffSessions, staffUserHotels, staffUsers } from '../../db/tables/staff.table.ts';

export interface StaffSessionRow {
  sessionId: number;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  userId: number;
  brandId: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  /** The hotels named for the account (empty for a brand admin, who sees the whole brand). */
  hotelIds: number[];
}

/** The live session of `tokenHash` and its account (not disabled), or null. */
export async function findLiveStaffSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffSessionRow | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      absoluteExpiresAt: staffSessions.absoluteExpiresAt,
      userId: staffUsers.id,
      brandId: staffUsers.brandId,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      locale: staffUsers.locale,
      hotelIds: sql<number[]>`coalesce(
        (select array_agg(h.hotel_id order by h.hotel_id) from ${staffUserHotels} h
          where h.staff_user_id = ${staffUsers.id}),
        '{}'::integer[])`,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.absoluteExpiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!row) return null;
  return {
    ...row,
    role: row.role as StaffRole,
    locale: row.locale as Locale,
    hotelIds: row.hotelIds.map(Number),
  };
}

/** Pushes a session's idle expiry forward (never past its absolute end). */
export async function extendStaffSession(db: Db, sessionId: number, expiresAt: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({
      expiresAt: sql`least(${expiresAt.toISOString()}::timestamptz, ${staffSessions.absoluteExpiresAt})`,
    })
    .where(eq(staffSessions.id, sessionId));
}

export interface StaffHotelRow {
  id: number;
  brandId: number;
  code: string;
  name: string;
  timeZone: string;
  currency: string;
}

/** A hotel of `brandId`, or null. */
export async function findBrandHotel(
  db: Db,
  brandId: number,
  hotelId: number,
): Promise<StaffHotelRow | null> {
  const [row] = await db
    .select({
      id: hotels.id,
      brandId: hotels.brandId,
      code: hotels.code,
      name: hotels.name,
      timeZone: hotels.timeZone,
      currency: hotels.currency,
    })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), eq(hotels.brandId, brandId)));
  return row ?? null;
}

/** The hotels of `brandId` an account sees: all of them, or those of `onlyIds`. */
export async function listBrandHotels(
  db: Db,
  brandId: number,
  onlyIds: readonly number[] | 'all',
): Promise<StaffHotelRow[]> {
  if (onlyIds !== 'all' && onlyIds.length === 0) return [];
  return db
    .select({
      id: hotels.id,
      brandId: hotels.brandId,
      code: hotels.code,
      name: hotels.name,
      timeZone: hotels.timeZone,
      currency: hotels.currency,
    })
    .from(hotels)
    .where(
      onlyIds === 'all'
        ? eq(hotels.brandId, brandId)
        : and(eq(hotels.brandId, brandId), inArray(hotels.id, [...onlyIds])),
    )
    .orderBy(hotels.id);
}

export interface AuditRow {
  brandId: number;
  hotelId: number | null;
  staffUserId: number | null;
  actor: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** Appends one entry to the audit log (in the caller's transaction). */
export async function insertAudit(db: Db, entry: AuditRow): Promise<void> {
  await db.insert(staffAuditLog).values(entry);
}
