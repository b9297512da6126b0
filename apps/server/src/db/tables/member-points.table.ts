import { POINT_EXCHANGE_TYPES } from '@yadori/contract/points.constants';
import { currencySchema } from '@yadori/contract/settings.schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
} from 'drizzle-orm/pg-core';
import { hotelBrands } from './hotels.table.ts';
import { members, membershipRanks } from './members.table.ts';
import { reservations } from './reservations.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A brand's point programme (spec §1, §5): what its points are called, what a stay earns, how points
 * are spent, when they expire and whether they can be exchanged for a gift code (Japan-only brands).
 * One point is worth one unit of `currency`; stays priced in another currency neither earn nor spend.
 */
export const pointPrograms = pgTable(
  'point_programs',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** The points' name in the brand's own language; `translations` has it in the others. */
    name: text('name').notNull(),
    translations: jsonb('translations').$type<{ locale: string; name: string }[]>().notNull().default([]),
    currency: text('currency').notNull().default('JPY'),
    /** Whose calendar credit and expiry dates follow. */
    timeZone: text('time_zone').notNull().default('Asia/Tokyo'),
    /** Percent of a stay earned by a member whose rank has no rate of its own. */
    defaultEarnPercent: integer('default_earn_percent').notNull().default(0),
    spendingIncrement: integer('spending_increment').notNull().default(1),
    spendingMinimum: integer('spending_minimum').notNull().default(0),
    /** Months from crediting to expiry; null: points never expire. */
    expiryMonths: integer('expiry_months'),
    giftCodeExchange: boolean('gift_code_exchange').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_programs_currency_known', sql`${t.currency} in (${sqlList(currencySchema.options)})`),
    check('point_programs_time_zone_present', sql`length(${t.timeZone}) between 1 and 64`),
    check('point_programs_default_earn', sql`${t.defaultEarnPercent} between 0 and 100`),
    check(
      'point_programs_spending',
      sql`${t.spendingIncrement} > 0 and ${t.spendingMinimum} >= 0 and ${t.spendingMinimum} % ${t.spendingIncrement} = 0`,
    ),
    check('point_programs_expiry', sql`${t.expiryMonths} is null or ${t.expiryMonths} between 1 and 120`),
  ],
);

/** The percent of a stay a member of a rank earns (ranks without a row earn the programme's default). */
export const pointEarnRates = pgTable(
  'point_earn_rates',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => pointPrograms.brandId, { onDelete: 'cascade' }),
    rankId: integer('rank_id')
      .notNull()
      .references(() => membershipRanks.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
  },
  (t) => [
    primaryKey({ name: 'point_earn_rates_pk', columns: [t.brandId, t.rankId] }),
    check('point_earn_rates_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * A member's points at one brand, kept equal to the sums of their ledger by the ledger's insert
 * trigger (migration 0013). Every writer locks this row (FOR UPDATE) before it decides; the CHECKs
 * make a balance below zero impossible whatever runs at once.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    available: integer('available').notNull().default(0),
    future: integer('future').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'point_balances_pk', columns: [t.memberId, t.brandId] }),
    foreignKey({
      name: 'point_balances_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    check('point_balances_available_not_negative', sql`${t.available} >= 0`),
    check('point_balances_future_not_negative', sql`${t.future} >= 0`),
  ],
);

/**
 * Points a stay will earn (spec §9: credited 3 days after check-out): one row per reservation, pending
 * until the credit job credits it or the stay is cancelled. `revision` counts re-computations (a changed
 * stay), each written to the ledger as a `future` entry of the difference.
 */
export const pointEarnings = pgTable(
  'point_earnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    amount: integer('amount').notNull(),
    /** The programme-local day it is credited, and the instant that day starts. */
    creditOn: date('credit_on', { mode: 'string' }).notNull(),
    creditAt: timestamp('credit_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'credited', 'cancelled'] })
      .notNull()
      .default('pending'),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('point_earnings_reservation_unique').on(t.reservationId),
    foreignKey({
      name: 'point_earnings_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    check('point_earnings_amount', sql`${t.amount} > 0`),
    check('point_earnings_status', sql`${t.status} in ('pending', 'credited', 'cancelled')`),
    check('point_earnings_settled', sql`(${t.status} = 'pending') = (${t.settledAt} is null)`),
    index('point_earnings_member_pending_idx')
      .on(t.memberId, t.brandId, t.creditOn)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A gift code a member got for points (spec §1 Japan only, §9 valid 180 days). Written only once the
 * provider issued it, in the transaction that spends the points: there is no half-done exchange.
 */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    amount: integer('amount').notNull(),
    exchangeType: text('exchange_type').notNull(),
    /** The code itself: its owner reads it again in the exchange list, so it cannot be hashed. */
    code: text('code').notNull(),
    providerReference: text('provider_reference').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** sha256 of the request's Idempotency-Key: a retry answers this exchange again. */
    requestKeyHash: text('request_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'point_exchanges_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    unique('point_exchanges_request_key').on(t.memberId, t.requestKeyHash),
    check('point_exchanges_amount', sql`${t.amount} > 0`),
    check('point_exchanges_type', sql`${t.exchangeType} in (${sqlList(POINT_EXCHANGE_TYPES)})`),
    check('point_exchanges_key_sha256', sql`${t.requestKeyHash} ~ '^[0-9a-f]{64}$'`),
    index('point_exchanges_member_idx').on(t.memberId, t.brandId, t.createdAt),
  ],
);

/** What moves points: the ledger's kinds (spec §3 gained, spent, refunded, expired; exchanged; future). */
export const POINT_LEDGER_KINDS = [
  'gained',
  'spent',
  'refunded',
  'expired',
  'exchanged',
  'future',
  'future_cancelled',
] as const;
export type PointLedgerKind = (typeof POINT_LEDGER_KINDS)[number];

/**
 * The append-only points ledger (decision 040): every change of a member's points is one row with
 * what it did to the available and to the future points; the balance row is their running sum (kept
 * by the insert trigger), and UPDATE or DELETE of a row is refused by another trigger. `idempotency_key`
 * is what makes a retried job or a duplicate call write nothing twice.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    kind: text('kind', { enum: POINT_LEDGER_KINDS }).notNull(),
    availableDelta: integer('available_delta').notNull(),
    futureDelta: integer('future_delta').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    earningId: bigint('earning_id', { mode: 'number' }).references(() => pointEarnings.id),
    exchangeId: bigint('exchange_id', { mode: 'number' }).references(() => pointExchanges.id),
    /** Gained points: the programme-local day they expire (null: never). */
    expiresOn: date('expires_on', { mode: 'string' }),
    idempotencyKey: text('idempotency_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('point_ledger_idempotency_key').on(t.idempotencyKey),
    foreignKey({
      name: 'point_ledger_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    check('point_ledger_kind_known', sql`${t.kind} in (${sqlList(POINT_LEDGER_KINDS)})`),
    // Each kind moves points one way only, and names what moved them.
    check(
      'point_ledger_kind_amounts',
      sql`case ${t.kind}
        when 'gained' then ${t.availableDelta} > 0 and ${t.futureDelta} in (0, -${t.availableDelta})
        when 'refunded' then ${t.availableDelta} > 0 and ${t.futureDelta} = 0 and ${t.reservationId} is not null
        when 'spent' then ${t.availableDelta} < 0 and ${t.futureDelta} = 0 and ${t.reservationId} is not null
        when 'exchanged' then ${t.availableDelta} < 0 and ${t.futureDelta} = 0 and ${t.exchangeId} is not null
        when 'expired' then ${t.availableDelta} < 0 and ${t.futureDelta} = 0
        when 'future' then ${t.availableDelta} = 0 and ${t.futureDelta} <> 0 and ${t.earningId} is not null
        when 'future_cancelled' then ${t.availableDelta} = 0 and ${t.futureDelta} < 0 and ${t.earningId} is not null
        else false end`,
    ),
    index('point_ledger_member_idx').on(t.memberId, t.brandId, t.occurredAt, t.id),
    index('point_ledger_reservation_idx').on(t.reservationId),
    index('point_ledger_expiring_idx')
      .on(t.expiresOn)
      .where(sql`${t.kind} = 'gained' and ${t.expiresOn} is not null`),
  ],
);
