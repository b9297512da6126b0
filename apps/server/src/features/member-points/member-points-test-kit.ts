import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { pointBalances, pointEarnings, pointLedger } from '../../db/tables/member-points.table.ts';
import { members } from '../../db/tables/members.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import { hashToken } from '../../lib/tokens.ts';
import { DEMO_BRANDS, DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { grantPoints } from './member-points.service.ts';

/** Hanami Tokyo, of the Hanami brand (which has the demo point programme). */
export const HANAMI = DEMO_BRANDS.hanami.id;
export const TOKYO = 1;

/** A fresh confirmed member of the Hanami brand (no points yet), so each case starts clean. */
export async function newMember(
  db: Db,
  rank: keyof typeof DEMO_PROGRAMS.hanamiClub.ranks = 'gold',
): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({
      brandId: HANAMI,
      email: `points.${randomBytes(6).toString('hex')}@example.com`,
      firstName: 'Test',
      lastName: 'Member',
      programId: DEMO_PROGRAMS.hanamiClub.id,
      rankId: DEMO_PROGRAMS.hanamiClub.ranks[rank].id,
      confirmedAt: new Date(),
    })
    .returning({ id: members.id });
  return row!.id;
}

/** A fresh gold member of Hanami holding `points` (granted now), signed in: their id and bearer header. */
export async function signedInMemberWith(
  db: Db,
  points: number,
): Promise<{ id: number; headers: { authorization: string } }> {
  const id = await newMember(db);
  if (points > 0)
    await grantPoints(db, {
      memberId: id,
      brandId: HANAMI,
      amount: points,
      key: randomUUID(),
      now: new Date(),
    });
  const { token } = await issueMemberSession(db, { memberId: id, brandId: HANAMI, now: new Date() });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A bare reservation row of `memberId` at Hanami Tokyo (no rooms or nights: the ledger only needs its
 * id, status, member, money and dates).
 */
export async function bareReservation(
  db: Db,
  input: {
    memberId: number | null;
    rankId?: number | null;
    status?: 'confirmed' | 'cancelled' | 'pending_payment';
    checkin?: string;
    checkout?: string;
    totalPrice?: number;
    accommodationTax?: number;
  },
): Promise<number> {
  const total = input.totalPrice ?? 30_000;
  const status = input.status ?? 'confirmed';
  const [row] = await db
    .insert(reservations)
    .values({
      hotelId: TOKYO,
      number: randomBytes(5).toString('hex').toUpperCase(),
      status,
      cancelReason: status === 'cancelled' ? 'guest' : null,
      email: 'points@example.com',
      memberId: input.memberId,
      memberProgramId: input.memberId === null ? null : DEMO_PROGRAMS.hanamiClub.id,
      memberRankId: input.rankId ?? null,
      bypassTokenHash: hashToken(randomBytes(16).toString('hex')),
      locale: 'ja',
      currency: 'JPY',
      checkinDate: input.checkin ?? '2026-06-01',
      checkoutDate: input.checkout ?? '2026-06-03',
      nights: 2,
      guest: {
        first_name: 'Test',
        last_name: 'Member',
        email: 'points@example.com',
        phone: '+81312345678',
        promotions_opt_in: false,
        is_booking_for_someone_else: false,
      },
      paymentMethod: 'on_site',
      paymentState: 'pay_at_hotel',
      roomsTotal: total,
      totalPrice: total,
      tax: Math.floor(total / 11),
      accommodationTax: input.accommodationTax ?? 0,
      amountDueNow: 0,
      remainingAmount: total,
      termsAcceptedAt: new Date(),
      confirmedAt: status === 'confirmed' ? new Date() : null,
      cancelledAt: status === 'cancelled' ? new Date() : null,
    })
    .returning({ id: reservations.id });
  return row!.id;
}

/** The member's balance row (zeros when there is none). */
export async function balanceOf(db: Db, memberId: number): Promise<{ available: number; future: number }> {
  const [row] = await db
    .select({ available: pointBalances.available, future: pointBalances.future })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.brandId, HANAMI)));
  return row ?? { available: 0, future: 0 };
}

/** The sums of the member's ledger, what the balance row must always equal. */
export async function ledgerSums(db: Db, memberId: number): Promise<{ available: number; future: number }> {
  const [row] = rowsOf<{ available: number; future: number }>(
    await db.execute(sql`
      select coalesce(sum(available_delta), 0)::int as available, coalesce(sum(future_delta), 0)::int as future
        from point_ledger where member_id = ${memberId} and brand_id = ${HANAMI}`),
  );
  return { available: Number(row!.available), future: Number(row!.future) };
}

/** The sum of the member's pending earnings, what the future points must always equal. */
export async function pendingSum(db: Db, memberId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select coalesce(sum(amount), 0)::int as n from point_earnings
        where member_id = ${memberId} and status = 'pending'`),
  );
  return Number(row!.n);
}

/** The member's ledger entries, oldest first. */
export function entriesOf(db: Db, memberId: number) {
  return db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(pointLedger.id);
}

/** A reservation's earning row, if any. */
export async function earningOf(db: Db, reservationId: number) {
  const [row] = await db.select().from(pointEarnings).where(eq(pointEarnings.reservationId, reservationId));
  return row ?? null;
}
