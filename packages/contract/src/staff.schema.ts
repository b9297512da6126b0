import { z } from 'zod';
import { databaseId } from './membership.schema.ts';
import { localeSchema } from './settings.schema.ts';
import { STAFF_ABILITIES, STAFF_ROLES } from './staff.constants.ts';
import { text as storableText } from './text.ts';

/**
 * Staff accounts of the console (decision 058): sign-in, the signed-in account, its password and
 * two-step sign-in, a brand admin's staff list and the audit log, all under `/staff`.
 */

/** Decision 058: at least 12 characters with upper case, lower case and digits (checked on the server, 1300). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** A page of the audit log. */
export const STAFF_AUDIT_PAGE_SIZE = 50;
/** The most hotels one account may be named for in one request. */
export const STAFF_HOTELS_MAX = 500;

/**
 * True when `password` is long and mixed enough for a staff account.
 * @example staffPasswordStrongEnough('Console-Pass-2026') === true
 */
export function staffPasswordStrongEnough(password: string): boolean {
  return (
    password.length >= STAFF_PASSWORD_MIN_LENGTH &&
    password.length <= STAFF_PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffAbilitySchema = z.enum(STAFF_ABILITIES);

/** An email as accounts store it: trimmed and lower-cased (one account per address). */
export const staffEmailSchema = storableText()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'an email address');
const staffNameSchema = storableText().trim().min(1).max(100);
/** A password as typed; its strength is the server's to judge (so the refusal can say why). */
const typedPasswordSchema = storableText().min(1).max(STAFF_PASSWORD_MAX_LENGTH);
/** A 6-digit code of an authenticator app. */
export const totpCodeSchema = z.string().regex(/^[0-9]{6}$/, 'six digits');
const hotelIdsSchema = z
  .array(databaseId)
  .max(STAFF_HOTELS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'each hotel once');

/** `POST /staff/sign_in`. */
export const staffSignInBodySchema = z.object({
  email: staffEmailSchema,
  password: typedPasswordSchema,
  /** Needed when the account has two-step sign-in on (else 401 with details.reason `totp_required`). */
  totp_code: totpCodeSchema.optional(),
});

export const staffHotelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  time_zone: z.string(),
  currency: z.string(),
});
export type StaffHotel = z.infer<typeof staffHotelSchema>;

/** The signed-in account, its brand, the hotels it may act on and what it may do there. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  locale: localeSchema,
  brand: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** Every hotel of the brand for a brand admin; the named hotels otherwise. */
  hotels: z.array(staffHotelSchema),
  abilities: z.array(staffAbilitySchema),
  totp_enabled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = z.object({ data: staffMeSchema });

export const staffSignInResponseSchema = z.object({
  data: z.object({
    /** The bearer token: `Authorization: Bearer <token>` on every console call. */
    token: z.string(),
    /** When the session ends unless used (each use pushes it on, up to 12 hours after sign-in). */
    expires_at: z.string(),
    staff: staffMeSchema,
  }),
});
export type StaffSignIn = z.infer<typeof staffSignInResponseSchema>['data'];

/** `PATCH /staff/me`: the account's own name and console language. */
export const staffProfileBodySchema = z.object({
  name: staffNameSchema.optional(),
  locale: localeSchema.optional(),
});

/** `POST /staff/me/password`: every other session of the account ends. */
export const staffPasswordBodySchema = z.object({
  current_password: typedPasswordSchema,
  new_password: typedPasswordSchema,
});

/** `POST /staff/me/totp`: a new secret, pending until a first code from it is confirmed. */
export const staffTotpEnrollResponseSchema = z.object({
  data: z.object({
    /** Base32, for typing into an authenticator app by hand. */
    secret: z.string(),
    /** `otpauth://totp/…` for a QR code (issuer Yadori, the account's email). */
    otpauth_url: z.string(),
  }),
});
export const staffTotpConfirmBodySchema = z.object({ code: totpCodeSchema });
export const staffTotpDisableBodySchema = z.object({ password: typedPasswordSchema });

/** An account as a brand admin sees it in the staff list. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  locale: localeSchema,
  /** The hotels named for the account (empty for a brand admin, who sees every hotel of the brand). */
  hotel_ids: z.array(z.number().int()),
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  /** Set while too many failed sign-ins keep the account locked. */
  locked_until: z.string().nullable(),
  created_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUsersResponseSchema = z.object({ data: z.array(staffUserSchema) });
export const staffUserResponseSchema = z.object({ data: staffUserSchema });

/** `POST /staff/users` (brand admins): a new account of the admin's brand. */
export const staffUserCreateBodySchema = z.object({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  locale: localeSchema.default('ja'),
  /** Hotels of the brand; at least one for a hotel manager or front desk, none for a brand admin. */
  hotel_ids: hotelIdsSchema.default([]),
  password: typedPasswordSchema,
});

/** `PATCH /staff/users/:userId` (brand admins). Disabling ends the account's sessions. */
export const staffUserUpdateBodySchema = z.object({
  name: staffNameSchema.optional(),
  role: staffRoleSchema.optional(),
  hotel_ids: hotelIdsSchema.optional(),
  disabled: z.boolean().optional(),
});

export const staffUserParamsSchema = z.object({
  userId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'an account id is a positive whole number')
    .transform(Number)
    .pipe(databaseId),
});

const queryId = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'a positive whole number')
  .transform(Number)
  .pipe(databaseId);

/** `GET /staff/audit_log`: newest first, 50 a page, by hotel and kind of entity. */
export const staffAuditLogQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[0-9]{1,6}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100_000))
    .default(1),
  hotel_id: queryId.optional(),
  entity_type: z
    .string()
    .regex(/^[a-z_]{1,64}$/, 'lower-case letters and "_"')
    .optional(),
});

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The account's email at the time, or `cli`. */
  actor: z.string(),
  staff_user_id: z.number().int().nullable(),
  /** `entity.verb`, e.g. `staff.create`, `rates.bulk_edit`. */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  hotel_id: z.number().int().nullable(),
  /** The entity before and after the change (never a password hash or a secret). */
  before: z.unknown(),
  after: z.unknown(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export const staffAuditLogResponseSchema = z.object({
  data: z.array(staffAuditEntrySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
