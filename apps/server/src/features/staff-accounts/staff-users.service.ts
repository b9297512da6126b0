import type { Locale } from '@yadori/contract/locales';
import type { StaffRole } from '@yadori/contract/staff.constants';
import {
  STAFF_AUDIT_PAGE_SIZE,
  type StaffAuditEntry,
  type StaffUser,
  staffPasswordStrongEnough,
} from '@yadori/contract/staff.schema';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit, requireAbility, type StaffPrincipal } from './staff-access.service.ts';
import { staffAccountErrors } from './staff-accounts.errors.ts';
import {
  brandHotelIds,
  brandHotelsByCode,
  findBrandByCode,
  findBrandStaffForUpdate,
  findStaffByEmail,
  findStaffById,
  insertStaffAccount,
  inTransaction,
  listAuditEntries,
  listBrandStaff,
  replaceStaffHotels,
  revokeStaffSessionsOf,
  updateStaffAccount,
} from './staff-accounts.repository.ts';
import { auditSnapshotOf } from './staff-accounts.service.ts';
import type { StaffAccountRow, StaffBrand } from './staff-accounts.types.ts';

export type { StaffBrand } from './staff-accounts.types.ts';

/** An account as the staff list shows it. */
function staffUserOf(account: StaffAccountRow, now: Date): StaffUser {
  const locked = account.lockedUntil && account.lockedUntil.getTime() > now.getTime();
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    locale: account.locale,
    hotel_ids: account.role === 'brand_admin' ? [] : account.hotelIds,
    totp_enabled: account.totpSecret !== null,
    disabled: account.disabledAt !== null,
    locked_until: locked ? account.lockedUntil!.toISOString() : null,
    created_at: account.createdAt.toISOString(),
  };
}

/**
 * The hotels an account of `role` is named for: none for a brand admin (who sees the whole brand), at
 * least one for the other roles (422), and only hotels of `brandId` (422).
 */
async function hotelsForRole(
  db: Db,
  brandId: number,
  role: StaffRole,
  hotelIds: readonly number[],
): Promise<number[]> {
  const ofBrand = await brandHotelIds(db, brandId, hotelIds);
  if (ofBrand.length !== hotelIds.length) throw staffAccountErrors.hotelsNotOfBrand();
  if (role === 'brand_admin') return [];
  if (ofBrand.length === 0) throw staffAccountErrors.hotelsRequired();
  return [...hotelIds];
}

/** `GET /staff/users`: the brand's accounts (brand admins). */
export async function listStaffUsers(db: Db, principal: StaffPrincipal, now: Date): Promise<StaffUser[]> {
  requireAbility(principal, 'staff.manage');
  const accounts = await listBrandStaff(db, principal.brandId);
  return accounts.map((account) => staffUserOf(account, now));
}

export interface NewStaffAccount {
  brandId: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  hotelIds: readonly number[];
  password: string;
  /** Who makes it: a brand admin, or null for the CLI (audited as `cli`). */
  actor: StaffPrincipal | null;
  now: Date;
}

/**
 * A new account of `brandId`, audited as `staff.create`: 422 1300 for a weak password, 422 for hotels
 * outside the brand or none for a hotel role, 409 when the email has an account already.
 */
export async function createStaffAccount(db: Db, input: NewStaffAccount): Promise<StaffUser> {
  if (!staffPasswordStrongEnough(input.password)) throw staffAccountErrors.passwordStrength('password');
  const hotelIds = await hotelsForRole(db, input.brandId, input.role, input.hotelIds);
  // Asked first so a taken address costs no argon2id work; the unique index still decides below.
  if (await findStaffByEmail(db, input.email)) throw staffAccountErrors.emailTaken();
  const passwordHash = await hashPassword(input.password);
  const account = await inTransaction(db, async (tx) => {
    const id = await insertStaffAccount(tx, {
      brandId: input.brandId,
      email: input.email,
      name: input.name,
      role: input.role,
      locale: input.locale,
      passwordHash,
      now: input.now,
    });
    if (id === null) throw staffAccountErrors.emailTaken();
    await replaceStaffHotels(tx, id, hotelIds);
    const created = (await findStaffById(tx, id))!;
    await recordAudit(
      tx,
      {
        principal: input.actor,
        brandId: input.brandId,
        action: 'staff.create',
        entityType: 'staff_user',
        entityId: id,
        before: null,
        after: auditSnapshotOf(created),
      },
      input.now,
    );
    return created;
  });
  return staffUserOf(account, input.now);
}

/** `POST /staff/users` (brand admins): an account of the admin's own brand. */
export async function createStaffUser(
  db: Db,
  principal: StaffPrincipal,
  input: Omit<NewStaffAccount, 'brandId' | 'actor'>,
): Promise<StaffUser> {
  requireAbility(principal, 'staff.manage');
  return createStaffAccount(db, { ...input, brandId: principal.brandId, actor: principal });
}

/**
 * `PATCH /staff/users/:userId` (brand admins): name, role, hotels, disabled. 404 for an account of
 * another brand; an admin cannot disable or demote their own account (422), so a brand always keeps
 * the admin making the change. Disabling ends the account's sessions. Audited as `staff.update`,
 * `staff.disable` or `staff.enable`, when something changed.
 */
export async function updateStaffUser(
  db: Db,
  principal: StaffPrincipal,
  input: {
    userId: number;
    name?: string;
    role?: StaffRole;
    hotelIds?: readonly number[];
    disabled?: boolean;
    now: Date;
  },
): Promise<StaffUser> {
  requireAbility(principal, 'staff.manage');
  const { now } = input;
  const account = await inTransaction(db, async (tx) => {
    const before = await findBrandStaffForUpdate(tx, principal.brandId, input.userId);
    if (!before) throw staffAccountErrors.staffNotFound();
    const role = input.role ?? before.role;
    if (before.id === principal.id && (input.disabled === true || role !== 'brand_admin')) {
      throw staffAccountErrors.notOnYourself();
    }
    const hotelIds = await hotelsForRole(tx, principal.brandId, role, input.hotelIds ?? before.hotelIds);
    const disabling = input.disabled === true && before.disabledAt === null;
    const enabling = input.disabled === false && before.disabledAt !== null;
    await updateStaffAccount(
      tx,
      before.id,
      {
        name: input.name ?? before.name,
        role,
        disabledAt: disabling ? now : enabling ? null : before.disabledAt,
      },
      now,
    );
    await replaceStaffHotels(tx, before.id, hotelIds);
    if (disabling) await revokeStaffSessionsOf(tx, before.id, now);
    const after = (await findStaffById(tx, before.id))!;
    const [was, is] = [auditSnapshotOf(before), auditSnapshotOf(after)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordAudit(
        tx,
        {
          principal,
          brandId: principal.brandId,
          action: disabling ? 'staff.disable' : enabling ? 'staff.enable' : 'staff.update',
          entityType: 'staff_user',
          entityId: before.id,
          before: was,
          after: is,
        },
        now,
      );
    }
    return after;
  });
  return staffUserOf(account, now);
}

/** `GET /staff/audit_log` (brand admins): the brand's entries, newest first, a page of 50. */
export async function staffAuditLog(
  db: Db,
  principal: StaffPrincipal,
  query: { page: number; hotelId?: number; entityType?: string },
): Promise<{
  data: StaffAuditEntry[];
  page: number;
  per_page: number;
  total_pages: number;
  total_entries: number;
}> {
  requireAbility(principal, 'audit.read');
  const { rows, total } = await listAuditEntries(db, {
    brandId: principal.brandId,
    hotelId: query.hotelId,
    entityType: query.entityType,
    limit: STAFF_AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * STAFF_AUDIT_PAGE_SIZE,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      actor: row.actor,
      staff_user_id: row.staffUserId,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      hotel_id: row.hotelId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    page: query.page,
    per_page: STAFF_AUDIT_PAGE_SIZE,
    total_pages: Math.ceil(total / STAFF_AUDIT_PAGE_SIZE),
    total_entries: total,
  };
}

/** The brand of `code` (the CLI names brands by code), or null. */
export function brandByCode(db: Db, code: string): Promise<StaffBrand | null> {
  return findBrandByCode(db, code);
}

/** Hotels of `brandId` by code (those that exist). */
export function brandHotelIdsByCode(db: Db, brandId: number, codes: readonly string[]) {
  return brandHotelsByCode(db, brandId, codes);
}
