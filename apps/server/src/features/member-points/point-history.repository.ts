import type { PointEntryKind } from '@yadori/contract/points.constants';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { pointEarnings, pointExchanges, pointLedger } from '../../db/tables/member-points.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';

// The SQL of what a member reads back: the point history, the stays still to credit, the exchanges
// (and writing an exchange).

const int = (value: unknown) => Number(value ?? 0);

export interface TimelineRow {
  id: number;
  kind: PointEntryKind;
  points: number;
  occurredAt: Date | null;
  creditOn: string | null;
  expiresOn: string | null;
  exchangeId: number | null;
  reservationNumber: string | null;
  hotelName: string | null;
  hotelTranslations: { locale: string; name: string }[] | null;
}

/** Entries that moved the available points, newest first, a page at a time. */
export async function findCurrentEntries(
  db: Db,
  input: { memberId: number; brandId: number; limit: number; offset: number },
): Promise<{ rows: TimelineRow[]; total: number }> {
  const where = and(
    eq(pointLedger.memberId, input.memberId),
    eq(pointLedger.brandId, input.brandId),
    ne(pointLedger.availableDelta, 0),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: pointLedger.id,
        kind: pointLedger.kind,
        points: pointLedger.availableDelta,
        occurredAt: pointLedger.occurredAt,
        expiresOn: pointLedger.expiresOn,
        exchangeId: pointLedger.exchangeId,
        reservationNumber: reservations.number,
        hotelName: hotels.name,
        hotelTranslations: hotels.nameTranslations,
      })
      .from(pointLedger)
      .leftJoin(reservations, eq(reservations.id, pointLedger.reservationId))
      .leftJoin(hotels, eq(hotels.id, reservations.hotelId))
      .where(where)
      .orderBy(desc(pointLedger.occurredAt), desc(pointLedger.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(pointLedger).where(where),
  ]);
  // available_delta <> 0 leaves only the history's kinds (never future or future_cancelled).
  return {
    rows: rows.map((r) => ({ ...r, kind: r.kind as PointEntryKind, creditOn: null })),
    total: int(counted?.n),
  };
}

/** Stays whose points are still to be credited, soonest first, a page at a time. */
export async function findFutureEntries(
  db: Db,
  input: { memberId: number; brandId: number; limit: number; offset: number },
): Promise<{ rows: TimelineRow[]; total: number }> {
  const where = and(
    eq(pointEarnings.memberId, input.memberId),
    eq(pointEarnings.brandId, input.brandId),
    eq(pointEarnings.status, 'pending'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: pointEarnings.id,
        points: pointEarnings.amount,
        creditOn: pointEarnings.creditOn,
        reservationNumber: reservations.number,
        hotelName: hotels.name,
        hotelTranslations: hotels.nameTranslations,
      })
      .from(pointEarnings)
      .innerJoin(reservations, eq(reservations.id, pointEarnings.reservationId))
      .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
      .where(where)
      .orderBy(asc(pointEarnings.creditOn), asc(pointEarnings.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(pointEarnings).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      kind: 'future' as const,
      occurredAt: null,
      expiresOn: null,
      exchangeId: null,
    })),
    total: int(counted?.n),
  };
}

export interface ExchangeRow {
  id: number;
  memberId: number;
  brandId: number;
  amount: number;
  exchangeType: string;
  code: string;
  providerReference: string;
  expiresAt: Date;
  requestKeyHash: string | null;
  createdAt: Date;
}

export async function insertExchange(tx: Db, exchange: Omit<ExchangeRow, 'id'>): Promise<ExchangeRow> {
  const [row] = await tx.insert(pointExchanges).values(exchange).returning();
  return row!;
}

/** The member's exchange made with this Idempotency-Key (its sha256), if any. */
export async function findExchangeByKey(
  tx: Db,
  memberId: number,
  requestKeyHash: string,
): Promise<ExchangeRow | null> {
  const [row] = await tx
    .select()
    .from(pointExchanges)
    .where(and(eq(pointExchanges.memberId, memberId), eq(pointExchanges.requestKeyHash, requestKeyHash)))
    .limit(1);
  return row ?? null;
}

export async function findExchanges(
  db: Db,
  input: { memberId: number; brandId: number; limit: number; offset: number },
): Promise<{ rows: ExchangeRow[]; total: number }> {
  const where = and(eq(pointExchanges.memberId, input.memberId), eq(pointExchanges.brandId, input.brandId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pointExchanges)
      .where(where)
      .orderBy(desc(pointExchanges.createdAt), desc(pointExchanges.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(pointExchanges).where(where),
  ]);
  return { rows, total: int(counted?.n) };
}
