import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import {
  type PointLedgerKind,
  pointBalances,
  pointEarnings,
  pointEarnRates,
  pointLedger,
  pointPrograms,
} from '../../db/tables/member-points.table.ts';
import { members } from '../../db/tables/members.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';

// The SQL of member points: the service decides, these statements store and read.

const int = (value: unknown) => Number(value ?? 0);

export interface PointProgramRow {
  brandId: number;
  enabled: boolean;
  name: string;
  translations: { locale: string; name: string }[];
  currency: string;
  timeZone: string;
  defaultEarnPercent: number;
  spendingIncrement: number;
  spendingMinimum: number;
  expiryMonths: number | null;
  giftCodeExchange: boolean;
  earnRates: { rankId: number; percent: number }[];
}

export type NewPointProgram = Omit<PointProgramRow, 'earnRates' | 'enabled' | 'translations'> & {
  enabled?: boolean;
  translations?: { locale: string; name: string }[];
  earnRates?: { rankId: number; percent: number }[];
};

/** The brand's programme with its earn rates, or null when the brand has none. */
export async function findPointProgram(db: Db, brandId: number): Promise<PointProgramRow | null> {
  const [program] = await db.select().from(pointPrograms).where(eq(pointPrograms.brandId, brandId)).limit(1);
  if (!program) return null;
  const earnRates = await db
    .select({ rankId: pointEarnRates.rankId, percent: pointEarnRates.percent })
    .from(pointEarnRates)
    .where(eq(pointEarnRates.brandId, brandId))
    .orderBy(asc(pointEarnRates.rankId));
  const { updatedAt: _updatedAt, ...rest } = program;
  return { ...rest, earnRates };
}

/** Creates or replaces a brand's programme and its earn rates (seed, tests, operators). */
export async function upsertPointProgram(db: Db, program: NewPointProgram): Promise<void> {
  const { earnRates = [], ...values } = program;
  await db.transaction(async (tx) => {
    await tx
      .insert(pointPrograms)
      .values(values)
      .onConflictDoUpdate({ target: pointPrograms.brandId, set: { ...values, updatedAt: sql`now()` } });
    await tx.delete(pointEarnRates).where(eq(pointEarnRates.brandId, program.brandId));
    if (earnRates.length > 0) {
      await tx
        .insert(pointEarnRates)
        .values(earnRates.map((rate) => ({ ...rate, brandId: program.brandId })));
    }
  });
}

export interface BalanceRow {
  available: number;
  future: number;
}

/**
 * Locks the member's balance row (FOR UPDATE), creating it at zero first when it does not exist yet:
 * every writer of the member's points holds this lock before it decides, so they run one at a time.
 */
export async function lockBalance(tx: Db, memberId: number, brandId: number): Promise<BalanceRow> {
  await tx.insert(pointBalances).values({ memberId, brandId }).onConflictDoNothing();
  const [row] = await tx
    .select({ available: pointBalances.available, future: pointBalances.future })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.brandId, brandId)))
    .for('update');
  return row!;
}

/** The member's balance (zero when they never had points). */
export async function readBalance(db: Db, memberId: number, brandId: number): Promise<BalanceRow> {
  const [row] = await db
    .select({ available: pointBalances.available, future: pointBalances.future })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.brandId, brandId)));
  return row ?? { available: 0, future: 0 };
}

/** What each kind of ledger entry added up to for the member (available and future deltas). */
export async function ledgerTotals(
  db: Db,
  memberId: number,
  brandId: number,
): Promise<Map<PointLedgerKind, BalanceRow>> {
  const rows = await db
    .select({
      kind: pointLedger.kind,
      available: sql<number>`coalesce(sum(${pointLedger.availableDelta}), 0)::int`,
      future: sql<number>`coalesce(sum(${pointLedger.futureDelta}), 0)::int`,
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.brandId, brandId)))
    .groupBy(pointLedger.kind);
  return new Map(rows.map((r) => [r.kind, { available: int(r.available), future: int(r.future) }]));
}

export interface NewLedgerEntry {
  memberId: number;
  brandId: number;
  kind: PointLedgerKind;
  availableDelta: number;
  futureDelta: number;
  reservationId?: number | null;
  earningId?: number | null;
  exchangeId?: number | null;
  expiresOn?: string | null;
  idempotencyKey: string;
  occurredAt: Date;
}

/**
 * Appends a ledger entry (the insert trigger moves the balance with it); null when an entry with the
 * same idempotency key exists already, in which case nothing is written.
 */
export async function appendEntry(tx: Db, entry: NewLedgerEntry): Promise<number | null> {
  const rows = await tx
    .insert(pointLedger)
    .values(entry)
    .onConflictDoNothing({ target: pointLedger.idempotencyKey })
    .returning({ id: pointLedger.id });
  return rows[0]?.id ?? null;
}

/** Spends and refunds of a reservation: how much, by whom, and the last of each. */
export interface ReservationPoints {
  memberId: number | null;
  brandId: number | null;
  spent: number;
  refunded: number;
  lastSpend: { id: number; amount: number } | null;
  lastRefundId: number | null;
}

export async function findReservationPoints(tx: Db, reservationId: number): Promise<ReservationPoints> {
  const rows = await tx
    .select({
      id: pointLedger.id,
      kind: pointLedger.kind,
      memberId: pointLedger.memberId,
      brandId: pointLedger.brandId,
      delta: pointLedger.availableDelta,
    })
    .from(pointLedger)
    .where(
      and(eq(pointLedger.reservationId, reservationId), inArray(pointLedger.kind, ['spent', 'refunded'])),
    )
    .orderBy(asc(pointLedger.id));
  const result: ReservationPoints = {
    memberId: rows[0]?.memberId ?? null,
    brandId: rows[0]?.brandId ?? null,
    spent: 0,
    refunded: 0,
    lastSpend: null,
    lastRefundId: null,
  };
  for (const row of rows) {
    if (row.kind === 'spent') {
      result.spent -= row.delta;
      result.lastSpend = { id: row.id, amount: -row.delta };
    } else {
      result.refunded += row.delta;
      result.lastRefundId = row.id;
    }
  }
  return result;
}

// ---- Earnings ----

export interface EarningRow {
  id: number;
  reservationId: number;
  memberId: number;
  brandId: number;
  amount: number;
  creditOn: string;
  creditAt: Date;
  status: 'pending' | 'credited' | 'cancelled';
  revision: number;
}

const earningColumns = {
  id: pointEarnings.id,
  reservationId: pointEarnings.reservationId,
  memberId: pointEarnings.memberId,
  brandId: pointEarnings.brandId,
  amount: pointEarnings.amount,
  creditOn: pointEarnings.creditOn,
  creditAt: pointEarnings.creditAt,
  status: pointEarnings.status,
  revision: pointEarnings.revision,
};

/** The earning of a reservation (locked FOR UPDATE inside a writer's transaction when `lock`). */
export async function findEarning(
  tx: Db,
  reservationId: number,
  options: { lock?: boolean } = {},
): Promise<EarningRow | null> {
  const query = tx
    .select(earningColumns)
    .from(pointEarnings)
    .where(eq(pointEarnings.reservationId, reservationId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEarning(
  tx: Db,
  earning: Omit<EarningRow, 'id' | 'status' | 'revision'> & { createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(pointEarnings).values(earning).returning({ id: pointEarnings.id });
  return row!.id;
}

/** A pending earning re-computed: its new amount and credit day, one revision further. */
export async function reviseEarning(
  tx: Db,
  id: number,
  values: { amount: number; creditOn: string; creditAt: Date; revision: number },
): Promise<void> {
  await tx.update(pointEarnings).set(values).where(eq(pointEarnings.id, id));
}

/** Settles a pending earning (credited or cancelled); false when it was not pending any more. */
export async function settleEarning(
  tx: Db,
  id: number,
  status: 'credited' | 'cancelled',
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(pointEarnings)
    .set({ status, settledAt: at })
    .where(and(eq(pointEarnings.id, id), eq(pointEarnings.status, 'pending')))
    .returning({ id: pointEarnings.id });
  return rows.length > 0;
}

/** What the earning of a stay is computed from: the reservation and its hotel's brand and clock. */
export interface StayForEarning {
  id: number;
  brandId: number;
  memberId: number | null;
  /** The brand of the booking member (a member books only at their own brand's hotels). */
  memberBrandId: number | null;
  status: string;
  rankId: number | null;
  currency: string;
  checkoutDate: string;
  totalPrice: number;
  accommodationTax: number;
  /** What the member's points paid of total_price. */
  pointDiscount: number;
}

/**
 * The reservation as its earning needs it; `share` locks the row FOR SHARE, so a cancellation or a
 * change of the stay (which lock it FOR UPDATE) waits for the credit or the credit waits for them.
 */
export async function findStayForEarning(
  tx: Db,
  reservationId: number,
  options: { share?: boolean } = {},
): Promise<StayForEarning | null> {
  const query = tx
    .select({
      id: reservations.id,
      brandId: hotels.brandId,
      memberId: reservations.memberId,
      memberBrandId: members.brandId,
      status: reservations.status,
      rankId: reservations.memberRankId,
      currency: reservations.currency,
      checkoutDate: reservations.checkoutDate,
      totalPrice: reservations.totalPrice,
      accommodationTax: reservations.accommodationTax,
      pointDiscount: reservations.pointDiscount,
    })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(members, eq(members.id, reservations.memberId))
    .where(eq(reservations.id, reservationId));
  const [row] = options.share ? await query.for('share', { of: reservations }) : await query;
  return row ?? null;
}

/** The sum of the member's pending earnings (what `future` must equal). */
export async function pendingEarningsTotal(db: Db, memberId: number, brandId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointEarnings.amount}), 0)::int` })
    .from(pointEarnings)
    .where(
      and(
        eq(pointEarnings.memberId, memberId),
        eq(pointEarnings.brandId, brandId),
        eq(pointEarnings.status, 'pending'),
      ),
    );
  return int(row?.total);
}

// ---- Expiry ----

/** What the expiry of a member's points is computed from, on `today`. */
export interface ExpiryFigures {
  /** Gained points whose expiry day is `today` or before. */
  due: number;
  /** Points spent or exchanged and not refunded. */
  used: number;
  /** Points expired already. */
  expired: number;
}

export async function findExpiryFigures(
  tx: Db,
  memberId: number,
  brandId: number,
  today: string,
): Promise<ExpiryFigures> {
  const [row] = await tx
    .select({
      due: sql<number>`coalesce(sum(${pointLedger.availableDelta}) filter (where ${pointLedger.kind} = 'gained' and ${pointLedger.expiresOn} <= ${today}::date), 0)::int`,
      used: sql<number>`coalesce(-sum(${pointLedger.availableDelta}) filter (where ${pointLedger.kind} in ('spent', 'exchanged', 'refunded')), 0)::int`,
      expired: sql<number>`coalesce(-sum(${pointLedger.availableDelta}) filter (where ${pointLedger.kind} = 'expired'), 0)::int`,
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.brandId, brandId)));
  return { due: int(row?.due), used: int(row?.used), expired: int(row?.expired) };
}
