import type { PointEntryKind, PointTimelineScope } from '@yadori/contract/points.constants';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

interface Page {
  memberId: number;
  brandId: number;
  limit: number;
  offset: number;
}

/** Where each scope of the timeline is read from: its table, its own columns, which rows, in what order. */
function timelineSource(scope: PointTimelineScope, input: Page) {
  if (scope === 'future') {
    // Stays whose points are still to be credited, soonest first.
    return {
      table: pointEarnings,
      reservationId: pointEarnings.reservationId,
      fields: {
        id: pointEarnings.id,
        kind: sql<'future'>`'future'`,
        points: pointEarnings.amount,
        occurredAt: sql<Date | null>`null`,
        creditOn: pointEarnings.creditOn,
        expiresOn: sql<string | null>`null`,
        exchangeId: sql<number | null>`null`,
      },
      where: and(
        eq(pointEarnings.memberId, input.memberId),
        eq(pointEarnings.brandId, input.brandId),
        eq(pointEarnings.status, 'pending'),
      ),
      order: [asc(pointEarnings.creditOn), asc(pointEarnings.id)],
    };
  }
  // Entries that moved the available points, newest first: available_delta <> 0 leaves out the
  // future kinds.
  return {
    table: pointLedger,
    reservationId: pointLedger.reservationId,
    fields: {
      id: pointLedger.id,
      kind: pointLedger.kind,
      points: pointLedger.availableDelta,
      occurredAt: pointLedger.occurredAt,
      creditOn: sql<string | null>`null`,
      expiresOn: pointLedger.expiresOn,
      exchangeId: pointLedger.exchangeId,
    },
    where: and(
      eq(pointLedger.memberId, input.memberId),
      eq(pointLedger.brandId, input.brandId),
      ne(pointLedger.availableDelta, 0),
    ),
    order: [desc(pointLedger.occurredAt), desc(pointLedger.id)],
  };
}

/** A page of the member's points timeline in `scope` (spec §7 points_timeline), and how many entries it has. */
export async function findTimelineEntries(
  db: Db,
  scope: PointTimelineScope,
  input: Page,
): Promise<{ rows: TimelineRow[]; total: number }> {
  const source = timelineSource(scope, input);
  const rows = db
    .select({
      ...source.fields,
      reservationNumber: reservations.number,
      hotelName: hotels.name,
      hotelTranslations: hotels.nameTranslations,
    })
    .from(source.table)
    .leftJoin(reservations, eq(reservations.id, source.reservationId))
    .leftJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(source.where)
    .orderBy(...source.order)
    .limit(input.limit)
    .offset(input.offset);
  const page = await counted(db, rows, source.table, source.where);
  // The ledger's where leaves only the history's kinds (never future_cancelled).
  return { ...page, rows: page.rows.map((row) => ({ ...row, kind: row.kind as PointEntryKind })) };
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

/** The member's gift codes, newest first, a page at a time. */
export async function findExchanges(db: Db, input: Page): Promise<{ rows: ExchangeRow[]; total: number }> {
  const where = and(eq(pointExchanges.memberId, input.memberId), eq(pointExchanges.brandId, input.brandId));
  const rows = db
    .select()
    .from(pointExchanges)
    .where(where)
    .orderBy(desc(pointExchanges.createdAt), desc(pointExchanges.id))
    .limit(input.limit)
    .offset(input.offset);
  return counted(db, rows, pointExchanges, where);
}

/** A page of rows and, alongside, how many rows of `table` match `where` in all. */
async function counted<T>(
  db: Db,
  page: PromiseLike<T[]>,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [found]] = await Promise.all([page, db.select({ n: count() }).from(table).where(where)]);
  return { rows, total: int(found?.n) };
}
