import {
  STAFF_LOCK_MINUTES,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  STAFF_SIGN_IN_ATTEMPTS,
} from '@yadori/contract/staff.constants';
import type { StaffSignIn } from '@yadori/contract/staff.schema';
import type { Db } from '../../db/database.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit, type StaffPrincipal } from './staff-access.service.ts';
import { staffAccountErrors } from './staff-accounts.errors.ts';
import {
  clearFailedStaffSignIns,
  findStaffByEmail,
  insertStaffSession,
  inTransaction,
  recordFailedStaffSignIn,
  revokeStaffSession,
  spendTotpStep,
} from './staff-accounts.repository.ts';
import { auditSnapshotOf, describeStaff } from './staff-accounts.service.ts';
import type { StaffAccountRow } from './staff-accounts.types.ts';
import { type TotpVault, totpStepOf } from './staff-totp.ts';

const MINUTE_MS = 60_000;

/** A failed attempt on `account`: counted, and the one that reaches the limit locks it (audited). */
async function failedAttempt(db: Db, account: StaffAccountRow, now: Date): Promise<Error> {
  const lockedUntil = await inTransaction(db, async (tx) => {
    const locked = await recordFailedStaffSignIn(tx, {
      id: account.id,
      threshold: STAFF_SIGN_IN_ATTEMPTS,
      lockUntil: new Date(now.getTime() + STAFF_LOCK_MINUTES * MINUTE_MS),
      now,
    });
    if (locked) {
      // Who: the account whose name the attempts were made in (the log has no actor for the system).
      await recordAudit(
        tx,
        {
          principal: { id: account.id, email: account.email },
          brandId: account.brandId,
          action: 'staff.locked',
          entityType: 'staff_user',
          entityId: account.id,
          before: auditSnapshotOf(account),
          after: { ...auditSnapshotOf(account), locked_until: locked.toISOString() },
        },
        now,
      );
    }
    return locked;
  });
  return lockedUntil ? staffAccountErrors.accountLocked() : staffAccountErrors.signInFailed();
}

/**
 * The TOTP step of `code` for `account`, or null when the code is wrong. 503 when the secret cannot be
 * opened (no STAFF_SECRET, or another one than it was sealed under): not the person's failure.
 */
function totpStep(account: StaffAccountRow, code: string, vault: TotpVault | null, now: Date): number | null {
  const secret = vault && account.totpSecret ? vault.open(account.totpSecret) : null;
  if (secret === null) throw staffAccountErrors.totpUnavailable();
  const step = totpStepOf(secret, code, now);
  // A step already spent is a replayed code.
  if (step === null || (account.totpLastStep !== null && step <= account.totpLastStep)) return null;
  return step;
}

/**
 * `POST /staff/sign_in` (decision 058). An unknown email, a wrong password and a disabled account all
 * answer the same 401 after the same argon2id work (the decoy hash). Failed attempts in a row lock
 * the account for STAFF_LOCK_MINUTES at the STAFF_SIGN_IN_ATTEMPTS-th (423 1301, also for the right
 * password meanwhile; the lock is audited as `staff.locked`). With two-step sign-in on, the right
 * password without a code answers 401 `totp_required` (not counted); a wrong or replayed code is a
 * failed attempt. Success forgets the count and mints a session: a random bearer token of which only
 * the sha256 is kept, ending after an idle hour, and after 12 hours in any case.
 */
export async function signInStaff(
  db: Db,
  input: { email: string; password: string; totpCode?: string; vault: TotpVault | null; now: Date },
): Promise<StaffSignIn> {
  const { now } = input;
  const account = await findStaffByEmail(db, input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || account.disabledAt !== null) throw staffAccountErrors.signInFailed();
  if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
    throw staffAccountErrors.accountLocked();
  }
  if (!matches) throw await failedAttempt(db, account, now);
  let step: number | null = null;
  if (account.totpSecret !== null) {
    if (input.totpCode === undefined) throw staffAccountErrors.totpRequired();
    step = totpStep(account, input.totpCode, input.vault, now);
    if (step === null) throw await failedAttempt(db, account, now);
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_IDLE_MINUTES * MINUTE_MS);
  const spent = await inTransaction(db, async (tx) => {
    // The same code sent twice at once: only one of the two spends its step.
    if (step !== null && !(await spendTotpStep(tx, account.id, step))) return false;
    await clearFailedStaffSignIns(tx, account.id);
    await insertStaffSession(tx, {
      staffUserId: account.id,
      tokenHash: hashToken(token),
      now,
      expiresAt,
      absoluteExpiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 60 * MINUTE_MS),
    });
    return true;
  });
  if (!spent) throw await failedAttempt(db, account, now);
  return { token, expires_at: expiresAt.toISOString(), staff: await describeStaff(db, account) };
}

/** `DELETE /staff/session`: the principal's session ends. */
export async function signOutStaff(db: Db, principal: StaffPrincipal, now: Date): Promise<void> {
  await revokeStaffSession(db, principal.sessionId, now);
}
