import type { Locale } from '@yadori/contract/locales';
import type { StaffRole } from '@yadori/contract/staff.constants';
import { and, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelBrands, hotels } from '../../db/tables/hotels.table.ts';
import { staffAuditLog, staffSessions, staffUserHotels, staffUsers } from '../../db/tables/staff.table.ts';
import { databaseErrorCode } from '../../lib/safe-error.ts';
import type { StaffAccountRow, StaffAuditRow, StaffBrand } from './staff-accounts.types.ts';

/** Runs `fn` in one transaction (a change and its audit entry commit together). */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

const accountColumns = {
  id: staffUsers.id,
  brandId: staffUsers.brandId,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  locale: staffUsers.locale,
  passwordHash: staffUsers.passwordHash,
  totpSecret: staffUsers.totpSecret,
  totpPendingSecret: staffUsers.totpPendingSecret,
  totpLastStep: staffUsers.totpLastStep,
  failedSignIns: staffUsers.failedSignIns,
  lockedUntil: staffUsers.lockedUntil,
  disabledAt: staffUsers.disabledAt,
  createdAt: staffUsers.createdAt,
  hotelIds: sql<number[]>`coalesce(
    (select array_agg(h.hotel_id order by h.hotel_id) from ${staffUserHotels} h
      where h.staff_user_id = ${staffUsers.id}),
    '{}'::integer[])`,
};

type AccountSelect = Omit<StaffAccountRow, 'role' | 'locale' | 'totpLastStep'> & {
  role: string;
  locale: string;
  totpLastStep: number | string | null;
};

const accountOf = (row: AccountSelect): StaffAccountRow => ({
  ...row,
  role: row.role as StaffRole,
  locale: row.locale as Locale,
  totpLastStep: row.totpLastStep === null ? null : Number(row.totpLastStep),
  hotelIds: row.hotelIds.map(Number),
});

async function findAccount(db: Db, where: SQL, lock: boolean): Promise<StaffAccountRow | null> {
  const query = db.select(accountColumns).from(staffUsers).where(where);
  const [row] = lock ? await query.for('update', { of: staffUsers }) : await query;
  return row ? accountOf(row) : null;
}

/** The account of `email` (lower-cased already), or null. */
export function findStaffByEmail(db: Db, email: string): Promise<StaffAccountRow | null> {
  return findAccount(db, eq(staffUsers.email, email), false);
}

/** The account `id`, or null; `lock` holds its row until the transaction ends. */
export function findStaffById(db: Db, id: number, lock = false): Promise<StaffAccountRow | null> {
  return findAccount(db, eq(staffUsers.id, id), lock);
}

/** The account `id` of brand `brandId` (locked for the change), or null when it is another brand's. */
export function findBrandStaffForUpdate(
  db: Db,
  brandId: number,
  id: number,
): Promise<StaffAccountRow | null> {
  return findAccount(db, and(eq(staffUsers.id, id), eq(staffUsers.brandId, brandId))!, true);
}

/** Every account of the brand, by email. */
export async function listBrandStaff(db: Db, brandId: number): Promise<StaffAccountRow[]> {
  const rows = await db
    .select(accountColumns)
    .from(staffUsers)
    .where(eq(staffUsers.brandId, brandId))
    .orderBy(staffUsers.email);
  return rows.map(accountOf);
}

export async function findBrand(db: Db, brandId: number): Promise<StaffBrand | null> {
  const [row] = await db
    .select({ id: hotelBrands.id, code: hotelBrands.code, name: hotelBrands.name })
    .from(hotelBrands)
    .where(eq(hotelBrands.id, brandId));
  return row ?? null;
}

export async function findBrandByCode(db: Db, code: string): Promise<StaffBrand | null> {
  const [row] = await db
    .select({ id: hotelBrands.id, code: hotelBrands.code, name: hotelBrands.name })
    .from(hotelBrands)
    .where(eq(hotelBrands.code, code));
  return row ?? null;
}

/** The ids of those of `ids` that are hotels of `brandId`. */
export async function brandHotelIds(db: Db, brandId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.brandId, brandId), inArray(hotels.id, [...ids])));
  return rows.map((row) => row.id);
}

/** Hotels of `brandId` by code: `{code: id}` for those that exist. */
export async function brandHotelsByCode(
  db: Db,
  brandId: number,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: hotels.id, code: hotels.code })
    .from(hotels)
    .where(and(eq(hotels.brandId, brandId), inArray(hotels.code, [...codes])));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Counts one failed sign-in, in one statement so concurrent attempts all count. Reaching `threshold`
 * locks the account until `lockUntil` and starts the count again. Answers the lock's end when this
 * attempt locked the account, else null.
 */
export async function recordFailedStaffSignIn(
  db: Db,
  input: { id: number; threshold: number; lockUntil: Date; now: Date },
): Promise<Date | null> {
  const reaches = sql`${staffUsers.failedSignIns} + 1 >= ${input.threshold}`;
  const [row] = await db
    .update(staffUsers)
    .set({
      failedSignIns: sql`case when ${reaches} then 0 else ${staffUsers.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reaches} then ${input.lockUntil.toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
      updatedAt: input.now,
    })
    .where(eq(staffUsers.id, input.id))
    .returning({ lockedUntil: staffUsers.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? null;
  return lockedUntil && lockedUntil.getTime() > input.now.getTime() ? lockedUntil : null;
}

/** Forgets failed sign-ins and lifts an expired lock. */
export async function clearFailedStaffSignIns(db: Db, id: number): Promise<void> {
  await db
    .update(staffUsers)
    .set({ failedSignIns: 0, lockedUntil: null })
    .where(
      and(
        eq(staffUsers.id, id),
        sql`(${staffUsers.failedSignIns} <> 0 or ${staffUsers.lockedUntil} is not null)`,
      ),
    );
}

/**
 * Spends TOTP step `step` of the account: false when it (or a later one) was spent already, which is
 * how a replayed code, or the same code sent twice at once, is refused.
 */
export async function spendTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, id),
        or(isNull(staffUsers.totpLastStep), sql`${staffUsers.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function insertStaffSession(
  db: Db,
  input: { staffUserId: number; tokenHash: string; now: Date; expiresAt: Date; absoluteExpiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values({
    staffUserId: input.staffUserId,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
    absoluteExpiresAt: input.absoluteExpiresAt,
  });
}

/** Ends one session. */
export async function revokeStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of the account but `keepSessionId`; answers how many ended. */
export async function revokeStaffSessionsOf(
  db: Db,
  staffUserId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffUserId, staffUserId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.absoluteExpiresAt, now),
        keepSessionId === undefined ? undefined : ne(staffSessions.id, keepSessionId),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** The columns of an account a change may set. */
export interface StaffAccountChange {
  name?: string;
  role?: StaffRole;
  locale?: Locale;
  passwordHash?: string;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpLastStep?: number | null;
  disabledAt?: Date | null;
  failedSignIns?: number;
  lockedUntil?: Date | null;
}

export async function updateStaffAccount(
  db: Db,
  id: number,
  change: StaffAccountChange,
  now: Date,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ ...change, updatedAt: now })
    .where(eq(staffUsers.id, id));
}

/** The account's named hotels become exactly `hotelIds`. */
export async function replaceStaffHotels(db: Db, id: number, hotelIds: readonly number[]): Promise<void> {
  await db.delete(staffUserHotels).where(eq(staffUserHotels.staffUserId, id));
  if (hotelIds.length > 0) {
    await db.insert(staffUserHotels).values(hotelIds.map((hotelId) => ({ staffUserId: id, hotelId })));
  }
}

/** A new account; null when its email has one already (the unique index decides, races included). */
export async function insertStaffAccount(
  db: Db,
  input: {
    brandId: number;
    email: string;
    name: string;
    role: StaffRole;
    locale: Locale;
    passwordHash: string;
    now: Date;
  },
): Promise<number | null> {
  try {
    // A savepoint: a unique violation must not spoil the caller's transaction.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffUsers)
        .values({
          brandId: input.brandId,
          email: input.email,
          name: input.name,
          role: input.role,
          locale: input.locale,
          passwordHash: input.passwordHash,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: staffUsers.id });
      return row!.id;
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') return null;
    throw error;
  }
}

/** A page of the brand's audit log, newest first, with the count of every matching entry. */
export async function listAuditEntries(
  db: Db,
  input: { brandId: number; hotelId?: number; entityType?: string; limit: number; offset: number },
): Promise<{ rows: StaffAuditRow[]; total: number }> {
  const where = and(
    eq(staffAuditLog.brandId, input.brandId),
    input.hotelId === undefined ? undefined : eq(staffAuditLog.hotelId, input.hotelId),
    input.entityType === undefined ? undefined : eq(staffAuditLog.entityType, input.entityType),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffAuditLog.id,
        createdAt: staffAuditLog.createdAt,
        actor: staffAuditLog.actor,
        staffUserId: staffAuditLog.staffUserId,
        action: staffAuditLog.action,
        entityType: staffAuditLog.entityType,
        entityId: staffAuditLog.entityId,
        hotelId: staffAuditLog.hotelId,
        before: staffAuditLog.before,
        after: staffAuditLog.after,
      })
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ count: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })), total: Number(total?.count ?? 0) };
}
