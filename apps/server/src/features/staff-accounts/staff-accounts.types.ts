import type { Locale } from '@yadori/contract/locales';
import type { StaffRole } from '@yadori/contract/staff.constants';

/** A staff account as the repository reads it, secrets included (they never leave the services). */
export interface StaffAccountRow {
  id: number;
  brandId: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  passwordHash: string;
  /** Sealed under STAFF_SECRET; null while two-step sign-in is off. */
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  failedSignIns: number;
  lockedUntil: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  /** The hotels named for the account, by id. */
  hotelIds: number[];
}

export interface StaffBrand {
  id: number;
  code: string;
  name: string;
}

/** What the audit log keeps of an account: never its password hash or TOTP secrets. */
export interface StaffAuditSnapshot {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  hotel_ids: number[];
  totp_enabled: boolean;
  disabled: boolean;
}

/** An audit-log entry as read back. */
export interface StaffAuditRow {
  id: number;
  createdAt: Date;
  actor: string;
  staffUserId: number | null;
  action: string;
  entityType: string;
  entityId: string | null;
  hotelId: number | null;
  before: unknown;
  after: unknown;
}
