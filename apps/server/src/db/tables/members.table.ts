import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotelBrands } from './hotels.table.ts';

/** A brand's loyalty member. Minimal for now: enough for whoami. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_brand_email_idx').on(t.brandId, sql`lower(${t.email})`),
    unique('members_brand_membership_id').on(t.brandId, t.membershipId),
    // Target of member_sessions' composite key, so a session's brand is always its member's brand.
    unique('members_id_brand').on(t.id, t.brandId),
    check('members_email_shape', sql`${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
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
  },
  (t) => [
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
