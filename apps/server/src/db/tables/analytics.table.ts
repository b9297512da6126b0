import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { hotelBrands, hotels } from './hotels.table.ts';
import { staffSessions } from './staff.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The funnel's counted steps per hotel, hotel-local day and source (decision 061): searches
 * (`GET …/rooms`), selections (`GET …/rooms/price`) and checkouts (booking requests the contract
 * accepted). Bookings are counted from the reservations themselves. Written by one upsert per flush
 * that adds a process's counts since the last one, so the search path never waits on it.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    searches: bigint('searches', { mode: 'number' }).notNull().default(0),
    selections: bigint('selections', { mode: 'number' }).notNull().default(0),
    checkouts: bigint('checkouts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.day, t.source] }),
    check('funnel_counts_source_length', sql`char_length(${t.source}) between 1 and 100`),
    check(
      'funnel_counts_not_negative',
      sql`${t.searches} >= 0 and ${t.selections} >= 0 and ${t.checkouts} >= 0`,
    ),
  ],
);

/** The contract's NOTICE_KINDS, NOTICE_PLACEMENTS and NOTICE_LEVELS spell the same lists. */
const KINDS = ['banner', 'notice'] as const;
const PLACEMENTS = ['results', 'guest_detail'] as const;

/** One language of a notice. */
export interface NoticeTranslation {
  locale: string;
  title: string;
  body: string;
}

/**
 * A banner or notice (decision 061): a hotel's own (`hotel_id` set) or its brand's (`hotel_id` null,
 * shown at the hotels its label filters target), written in five languages, for the guests its label
 * filters, segment ids and icon message id pick.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    placements: text('placements').array().notNull(),
    labelFilters: text('label_filters').array().notNull().default(sql`'{}'::text[]`),
    segmentIds: text('segment_ids').array().notNull().default(sql`'{}'::text[]`),
    iconMessageId: text('icon_message_id'),
    translations: jsonb('translations').$type<NoticeTranslation[]>().notNull(),
    linkUrl: text('link_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notices_kind', sql`${t.kind} in (${sqlList(KINDS)})`),
    check(
      'notices_placements',
      sql`cardinality(${t.placements}) between 1 and ${sql.raw(String(PLACEMENTS.length))} and ${t.placements} <@ array[${sqlList(PLACEMENTS)}]::text[]`,
    ),
    check('notices_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('notices_link_length', sql`${t.linkUrl} is null or char_length(${t.linkUrl}) <= 2000`),
    check(
      'notices_icon_message_length',
      sql`${t.iconMessageId} is null or char_length(${t.iconMessageId}) <= 64`,
    ),
    index('notices_hotel_idx').on(t.hotelId).where(sql`${t.hotelId} is not null`),
    index('notices_brand_idx').on(t.brandId).where(sql`${t.hotelId} is null`),
  ],
);

/**
 * A preview token (spec section 6 preview mode, decision 061): lets one hotel's widget show what is
 * not on sale yet, for an hour at most and only while the staff session that made it lives. Only the
 * sha256 of the token is kept.
 */
export const staffPreviewTokens = pgTable(
  'staff_preview_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffSessionId: bigint('staff_session_id', { mode: 'number' })
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('staff_preview_tokens_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('staff_preview_tokens_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
    index('staff_preview_tokens_session_idx').on(t.staffSessionId),
    index('staff_preview_tokens_expiry_idx').on(t.expiresAt),
  ],
);
