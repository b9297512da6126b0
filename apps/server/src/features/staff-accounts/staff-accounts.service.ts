import type { Locale } from '@yadori/contract/locales';
import { STAFF_ABILITIES, staffMay } from '@yadori/contract/staff.constants';
import { type StaffMe, staffPasswordStrongEnough } from '@yadori/contract/staff.schema';
import type { Db } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { staffAccessErrors } from './staff-access.errors.ts';
import { listBrandHotels } from './staff-access.repository.ts';
import { recordAudit, type StaffPrincipal } from './staff-access.service.ts';
import { staffAccountErrors } from './staff-accounts.errors.ts';
import {
  findBrand,
  findStaffById,
  inTransaction,
  revokeStaffSessionsOf,
  updateStaffAccount,
} from './staff-accounts.repository.ts';
import type { StaffAccountRow, StaffAuditSnapshot } from './staff-accounts.types.ts';
import { newTotpSecret, type TotpVault, totpStepOf, totpUrl } from './staff-totp.ts';

export type { StaffAccountRow } from './staff-accounts.types.ts';

/** The account as `GET /staff/me` shows it: its brand, its hotels and what its role may do. */
export async function describeStaff(db: Db, account: StaffAccountRow): Promise<StaffMe> {
  const [brand, hotels] = await Promise.all([
    findBrand(db, account.brandId),
    listBrandHotels(db, account.brandId, account.role === 'brand_admin' ? 'all' : account.hotelIds),
  ]);
  // The account's brand is a foreign key with ON DELETE CASCADE: it cannot be missing.
  if (!brand) throw new Error(`staff account ${account.id} without its brand ${account.brandId}`);
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    locale: account.locale,
    brand,
    hotels: hotels.map((hotel) => ({
      id: hotel.id,
      code: hotel.code,
      name: hotel.name,
      time_zone: hotel.timeZone,
      currency: hotel.currency,
    })),
    abilities: STAFF_ABILITIES.filter((ability) => staffMay(account.role, ability)),
    totp_enabled: account.totpSecret !== null,
  };
}

/** What the audit log keeps of an account (no password hash, no secret). */
export function auditSnapshotOf(account: StaffAccountRow): StaffAuditSnapshot {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    locale: account.locale,
    hotel_ids: account.role === 'brand_admin' ? [] : account.hotelIds,
    totp_enabled: account.totpSecret !== null,
    disabled: account.disabledAt !== null,
  };
}

/** The principal's own account row (its session was live a moment ago, so it exists). */
async function ownAccount(db: Db, principal: StaffPrincipal, lock = false): Promise<StaffAccountRow> {
  const account = await findStaffById(db, principal.id, lock);
  if (!account) throw staffAccessErrors.signInRequired();
  return account;
}

/** Records a change of the principal's own account, from `before` to the row as it is now. */
async function auditOwnChange(
  tx: Db,
  principal: StaffPrincipal,
  action: string,
  before: StaffAccountRow,
  now: Date,
  after?: unknown,
): Promise<StaffAccountRow> {
  const changed = await ownAccount(tx, principal);
  await recordAudit(
    tx,
    {
      principal,
      brandId: principal.brandId,
      action,
      entityType: 'staff_user',
      entityId: principal.id,
      before: auditSnapshotOf(before),
      after: after ?? auditSnapshotOf(changed),
    },
    now,
  );
  return changed;
}

/** `GET /staff/me`. */
export async function staffMe(db: Db, principal: StaffPrincipal): Promise<StaffMe> {
  return describeStaff(db, await ownAccount(db, principal));
}

/** `PATCH /staff/me`: the account's own name and language (audited when something changed). */
export async function updateStaffProfile(
  db: Db,
  input: { principal: StaffPrincipal; name?: string; locale?: Locale; now: Date },
): Promise<StaffMe> {
  const account = await inTransaction(db, async (tx) => {
    const before = await ownAccount(tx, input.principal, true);
    const name = input.name ?? before.name;
    const locale = input.locale ?? before.locale;
    if (name === before.name && locale === before.locale) return before;
    await updateStaffAccount(tx, before.id, { name, locale }, input.now);
    return auditOwnChange(tx, input.principal, 'staff.update_profile', before, input.now);
  });
  return describeStaff(db, account);
}

/**
 * `POST /staff/me/password`: the current password is checked (422 when wrong), the new one must be
 * strong enough (422 1300); every other session of the account ends, this one goes on.
 */
export async function changeStaffPassword(
  db: Db,
  input: { principal: StaffPrincipal; currentPassword: string; newPassword: string; now: Date },
): Promise<void> {
  const account = await ownAccount(db, input.principal);
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw staffAccountErrors.wrongPassword('current_password');
  }
  if (!staffPasswordStrongEnough(input.newPassword)) {
    throw staffAccountErrors.passwordStrength('new_password');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (tx) => {
    const before = await ownAccount(tx, input.principal, true);
    await updateStaffAccount(tx, before.id, { passwordHash }, input.now);
    const ended = await revokeStaffSessionsOf(tx, before.id, input.now, input.principal.sessionId);
    await auditOwnChange(tx, input.principal, 'staff.change_password', before, input.now, {
      ...auditSnapshotOf(before),
      other_sessions_ended: ended,
    });
  });
}

/** The vault, or 503 when the server has no STAFF_SECRET. */
function requireVault(vault: TotpVault | null): TotpVault {
  if (!vault) throw staffAccountErrors.totpUnavailable();
  return vault;
}

/**
 * `POST /staff/me/totp`: a new secret, kept sealed as pending until `confirmStaffTotp` gets a first
 * code of it (409 while two-step sign-in is on; 503 without STAFF_SECRET).
 */
export async function enrollStaffTotp(
  db: Db,
  input: { principal: StaffPrincipal; vault: TotpVault | null; now: Date },
): Promise<{ secret: string; otpauth_url: string }> {
  const vault = requireVault(input.vault);
  const secret = newTotpSecret();
  await inTransaction(db, async (tx) => {
    const before = await ownAccount(tx, input.principal, true);
    if (before.totpSecret !== null) throw staffAccountErrors.totpAlreadyOn();
    await updateStaffAccount(tx, before.id, { totpPendingSecret: vault.seal(secret) }, input.now);
    await auditOwnChange(tx, input.principal, 'staff.start_totp', before, input.now);
  });
  return { secret, otpauth_url: totpUrl(secret, input.principal.email) };
}

/**
 * `POST /staff/me/totp/confirm`: a code of the pending secret turns two-step sign-in on (422 for a
 * wrong code; 409 with nothing pending — also when the pending secret was sealed under another
 * STAFF_SECRET, which starting again mends). The code's step is spent: it cannot sign in after.
 */
export async function confirmStaffTotp(
  db: Db,
  input: { principal: StaffPrincipal; vault: TotpVault | null; code: string; now: Date },
): Promise<StaffMe> {
  const vault = requireVault(input.vault);
  const account = await inTransaction(db, async (tx) => {
    const before = await ownAccount(tx, input.principal, true);
    if (before.totpSecret !== null) throw staffAccountErrors.totpAlreadyOn();
    const secret = before.totpPendingSecret === null ? null : vault.open(before.totpPendingSecret);
    if (secret === null) throw staffAccountErrors.totpNotStarted();
    const step = totpStepOf(secret, input.code, input.now);
    if (step === null) throw staffAccountErrors.totpCodeWrong();
    await updateStaffAccount(
      tx,
      before.id,
      { totpSecret: before.totpPendingSecret, totpPendingSecret: null, totpLastStep: step },
      input.now,
    );
    return auditOwnChange(tx, input.principal, 'staff.enable_totp', before, input.now);
  });
  return describeStaff(db, account);
}

/** `DELETE /staff/me/totp`: the account's password turns two-step sign-in off (422 when wrong). */
export async function disableStaffTotp(
  db: Db,
  input: { principal: StaffPrincipal; password: string; now: Date },
): Promise<StaffMe> {
  const current = await ownAccount(db, input.principal);
  if (!(await verifyPassword(input.password, current.passwordHash))) {
    throw staffAccountErrors.wrongPassword('password');
  }
  const account = await inTransaction(db, async (tx) => {
    const before = await ownAccount(tx, input.principal, true);
    if (before.totpSecret === null && before.totpPendingSecret === null) return before;
    await updateStaffAccount(
      tx,
      before.id,
      { totpSecret: null, totpPendingSecret: null, totpLastStep: null },
      input.now,
    );
    return auditOwnChange(tx, input.principal, 'staff.disable_totp', before, input.now);
  });
  return describeStaff(db, account);
}
