import type { MemberCompanion } from '@yadori/contract/membership.schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotelBrands } from './hotels.table.ts';

/** A companion is null, or an object with a non-empty string code and an array of translations. */
const companionShape = (column: AnyPgColumn) =>
  // coalesce: a missing key makes the comparison null, and a CHECK lets null through.
  sql`${column} is null or coalesce(jsonb_typeof(${column}) = 'object' and jsonb_typeof(${column} -> 'code') = 'string' and length(${column} ->> 'code') > 0 and jsonb_typeof(${column} -> 'translations_attributes') = 'array', false)`;

/**
 * A brand's member. Signs in with a password (argon2id hash) or through a federated provider
 * (`provider`); sign-up stays provisional (`confirmed_at` null) until the emailed link is opened.
 * A deleted account keeps its row with personal data erased (`deleted_at` set, email replaced), so
 * the hotel's past reservations keep their history without the person.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    firstNameKana: text('first_name_kana'),
    lastNameKana: text('last_name_kana'),
    membershipId: text('membership_id'),
    programId: integer('program_id'),
    rankId: integer('rank_id'),
    /** argon2id PHC string; null for an account made by a federated provider or by the facility. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** null while sign-up is provisional. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The member's language for mails (ja, en, zh_Hans, zh_Hant, ko). */
    locale: text('locale').notNull().default('ja'),
    /** password, facebook, line, open_id or a loyalty-programme provider (creansmaerd). */
    provider: text('provider').notNull().default('password'),
    /** A new login email waiting for its link to be clicked. */
    pendingEmail: text('pending_email'),
    phone: text('phone'),
    gender: text('gender'),
    birthDate: text('birth_date'),
    postalCode: text('postal_code'),
    address: text('address'),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    /**
     * Spec §3 Companions: the member's adult and kid companion (code and names per language), given to
     * the host page after sign-in. Kept on the member's row so every profile read has them without a join.
     */
    adultCompanion: jsonb('adult_companion').$type<MemberCompanion>(),
    kidCompanion: jsonb('kid_companion').$type<MemberCompanion>(),
    /** Failed password sign-ins since the last success; the account locks at the limit (1301). */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_brand_email_idx').on(t.brandId, sql`lower(${t.email})`),
    unique('members_brand_membership_id').on(t.brandId, t.membershipId),
    // Target of member_sessions' composite key, so a session's brand is always its member's brand.
    unique('members_id_brand').on(t.id, t.brandId),
    check('members_email_shape', sql`${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    check('members_locale_known', sql`${t.locale} in ('ja', 'en', 'zh_Hans', 'zh_Hant', 'ko')`),
    check('members_failed_sign_ins', sql`${t.failedSignIns} >= 0`),
    check('members_adult_companion_shape', companionShape(t.adultCompanion)),
    check('members_kid_companion_shape', companionShape(t.kidCompanion)),
  ],
);

/** A signed-in member's bearer token; only the sha256 is kept. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The program the member signed in to (spec §3 signedInProgram); `switch` changes it. */
    programId: integer('program_id'),
    /**
     * A corporate session (spec §6): the organization the member signed in through. Removing the
     * member from the organization ends its sessions (the key below cascades).
     */
    organizationId: integer('organization_id'),
  },
  (t) => [
    foreignKey({
      name: 'member_sessions_organization_member_fk',
      columns: [t.organizationId, t.memberId],
      foreignColumns: [organizationMembers.organizationId, organizationMembers.memberId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_sessions_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    check('member_sessions_token_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('member_sessions_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
    index('member_sessions_member_idx').on(t.memberId),
  ],
);

/**
 * Earlier password hashes, so update_password can refuse a recently used one (1302). Only hashes.
 */
export const memberPasswordHistory = pgTable(
  'member_password_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_password_history_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * One-time links mailed to a member: sign-up confirmation, password reset, email change. Only the
 * sha256 of the token is kept; a link works once (`used_at`) and until `expires_at`.
 */
export const memberLinkTokens = pgTable(
  'member_link_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link carries: the new email of an email change, the program and redirect of a sign-up. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('member_link_tokens_purpose', sql`${t.purpose} in ('confirm', 'reset_password', 'update_email')`),
    check('member_link_tokens_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    index('member_link_tokens_member_idx').on(t.memberId, t.purpose),
  ],
);

/**
 * Refresh tokens, rotated on every use. All tokens minted from one sign-in share a `family_id`;
 * presenting an already used token revokes the whole family (a stolen token is worth one use).
 */
export const memberRefreshTokens = pgTable(
  'member_refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    programId: integer('program_id'),
    /** The organization of a corporate sign-in: its refreshed sessions stay corporate. */
    organizationId: integer('organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'member_refresh_tokens_organization_member_fk',
      columns: [t.organizationId, t.memberId],
      foreignColumns: [organizationMembers.organizationId, organizationMembers.memberId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_refresh_tokens_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    check('member_refresh_tokens_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    index('member_refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Which federated account (provider + subject) is which member; one per provider and brand. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'member_identities_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    uniqueIndex('member_identities_brand_provider_subject').on(t.brandId, t.provider, t.subject),
  ],
);

/**
 * A brand's sign-in providers (spec §1 partner and social sign-in): OpenID Connect, its LINE and
 * Facebook presets, the loyalty-programme login (creansmaerd) and the brand's own token
 * (brand_custom_auth, a key that verifies the brand's JWTs). Secrets never leave the server.
 */
export const brandIdentityProviders = pgTable(
  'brand_identity_providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    /** open_id, line, facebook, creansmaerd or brand_custom_auth. */
    kind: text('kind').notNull(),
    issuer: text('issuer'),
    clientId: text('client_id'),
    clientSecret: text('client_secret'),
    /** Any further setting of the kind (endpoints of a loyalty programme, a JWT verification key…). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('brand_identity_providers_brand_kind').on(t.brandId, t.kind),
    check(
      'brand_identity_providers_kind',
      sql`${t.kind} in ('open_id', 'line', 'facebook', 'creansmaerd', 'brand_custom_auth')`,
    ),
  ],
);

/** A brand's membership programs (spec §3 programs); a member signs in to one of them. */
export const membershipPrograms = pgTable(
  'membership_programs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<{ locale: string; name: string }[]>().notNull().default([]),
    updateMemberProfileEnabled: boolean('update_member_profile_enabled').notNull().default(true),
    /** The program a new sign-up joins when none is named. */
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('membership_programs_id_brand').on(t.id, t.brandId)],
);

/** The ranks of a program, lowest first; a new member starts at the lowest. */
export const membershipRanks = pgTable(
  'membership_ranks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => membershipPrograms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<{ locale: string; name: string }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('membership_ranks_program_idx').on(t.programId)],
);

/**
 * A brand's corporate client (spec §1, §6): its people sign in through it, book its corporate rates,
 * and its admins see its stays. `max_stays` is the room-nights it may book in each quota period: a
 * year from `period_start` (its anniversary starts the next), or the contract from `period_start` to
 * `period_end`.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    /** The legal name, for the hotel and the data export. */
    name: text('name').notNull(),
    /** The name guests see in the widget's header. */
    displayName: text('display_name').notNull(),
    /** The membership program its people sign in to (spec §3 organization.program_id). */
    programId: integer('program_id'),
    /** Sent as referrer_code on organization sign-in addresses and kept on its bookings (spec §2). */
    referrerCode: text('referrer_code').notNull(),
    maxStays: integer('max_stays').notNull(),
    quotaPeriod: text('quota_period').notNull().default('yearly'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('organizations_id_brand').on(t.id, t.brandId),
    unique('organizations_brand_referrer_code').on(t.brandId, t.referrerCode),
    foreignKey({
      name: 'organizations_program_brand_fk',
      columns: [t.programId, t.brandId],
      foreignColumns: [membershipPrograms.id, membershipPrograms.brandId],
    }).onDelete('restrict'),
    check('organizations_max_stays', sql`${t.maxStays} >= 0`),
    check('organizations_referrer_code_shape', sql`${t.referrerCode} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check(
      'organizations_quota_period',
      sql`(${t.quotaPeriod} = 'yearly' and ${t.periodEnd} is null) or (${t.quotaPeriod} = 'contract' and ${t.periodEnd} >= ${t.periodStart})`,
    ),
  ],
);

/** Who belongs to an organization, as admin or member (spec §3 organization_role); one brand throughout. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id').notNull(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'organization_members_pk', columns: [t.organizationId, t.memberId] }),
    foreignKey({
      name: 'organization_members_organization_brand_fk',
      columns: [t.organizationId, t.brandId],
      foreignColumns: [organizations.id, organizations.brandId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_members_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    check('organization_members_role', sql`${t.role} in ('admin', 'member')`),
    index('organization_members_member_idx').on(t.memberId),
  ],
);

/** PostgreSQL bytea: the bytes of a built export (read and written as base64 by its repository). */
const bytea = customType<{ data: string; driverData: string }>({ dataType: () => 'bytea' });

/**
 * An organization's data export (spec §1: admins download reservation data): the reservations checking
 * in over a period, as a CSV zipped with AES-256 under the password the admin chose. A job builds it
 * (`pending` → `ready`, or `failed`); the password waits for it sealed and is erased once the zip is
 * built; the zip is kept until `expires_at`, when another job erases it (`expired`).
 */
export const organizationExports = pgTable(
  'organization_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The admin who asked (kept for the audit; their account's erasure keeps the export's row). */
    requestedBy: integer('requested_by').references(() => members.id, { onDelete: 'set null' }),
    checkinFrom: date('checkin_from', { mode: 'string' }).notNull(),
    checkinTo: date('checkin_to', { mode: 'string' }).notNull(),
    /** The language of the CSV's header and texts (the admin's, when they asked). */
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    /** The admin's password, sealed (AES-256-GCM) until the job has built the zip; then null. */
    passwordSealed: text('password_sealed'),
    file: bytea('file'),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('organization_exports_status', sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`),
    check('organization_exports_period', sql`${t.checkinTo} >= ${t.checkinFrom}`),
    check('organization_exports_locale_known', sql`${t.locale} in ('ja', 'en', 'zh_Hans', 'zh_Hant', 'ko')`),
    // A ready export has its zip and no password left; only a pending one keeps the sealed password.
    check(
      'organization_exports_ready_has_file',
      sql`(${t.status} = 'ready') = (${t.file} is not null) and (${t.passwordSealed} is null or ${t.status} = 'pending')`,
    ),
    index('organization_exports_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
