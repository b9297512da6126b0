import { ERROR_CODES } from '@yadori/contract/errors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openNodePostgres } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { createSandboxGiftCodes } from '../../platform/gift-codes/sandbox-gift-codes.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { MemberPointError } from './member-points.errors.ts';
import {
  cancelFutureEarning,
  creditEarning,
  earnForStay,
  exchangePoints,
  expireMemberPoints,
  grantPoints,
  refundPoints,
  spendPoints,
} from './member-points.service.ts';
import {
  balanceOf,
  bareReservation,
  earningOf,
  entriesOf,
  HANAMI,
  ledgerSums,
  newMember,
  pendingSum,
} from './member-points-test-kit.ts';

const DAY = 86_400_000;
const GOLD = 3;

/** A refusal's wire code, or the error itself when it is not a points refusal. */
function codeOf(error: unknown): number {
  if (error instanceof MemberPointError) return error.code;
  throw error;
}

type Op =
  | { op: 'grant'; amount: number }
  | { op: 'earn'; basis: number; checkoutDaysAgo: number }
  | { op: 'credit'; pick: number }
  | { op: 'cancelStay'; pick: number }
  | { op: 'spend'; amount: number }
  | { op: 'refund'; pick: number }
  | { op: 'exchange'; amount: number; providerUp: boolean }
  | { op: 'passTime'; days: number };

const hundreds = (max: number) => fc.integer({ min: 1, max }).map((n) => n * 100);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 8_000 }) }),
  fc.record({
    op: fc.constant('earn' as const),
    basis: fc.integer({ min: 0, max: 200_000 }),
    checkoutDaysAgo: fc.integer({ min: -10, max: 10 }),
  }),
  fc.record({ op: fc.constant('credit' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('cancelStay' as const), pick: fc.nat() }),
  // Mostly valid amounts (steps of 100), sometimes not (below the minimum or off the step).
  fc.record({
    op: fc.constant('spend' as const),
    amount: fc.oneof(
      { arbitrary: hundreds(150), weight: 4 },
      { arbitrary: fc.integer({ min: -5, max: 999 }), weight: 1 },
    ),
  }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('exchange' as const), amount: hundreds(80), providerUp: fc.boolean() }),
  fc.record({ op: fc.constant('passTime' as const), days: fc.integer({ min: 1, max: 400 }) }),
);

describe.each(testDatabaseKinds())('the points ledger (%s)', (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.database.db;
  }, 180_000);
  afterAll(async () => testDb?.dispose());

  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  /** Every invariant of decision 040, for one member. */
  async function expectConsistent(memberId: number): Promise<void> {
    const balance = await balanceOf(db, memberId);
    expect(balance).toEqual(await ledgerSums(db, memberId));
    expect(balance.available).toBeGreaterThanOrEqual(0);
    expect(balance.future).toBeGreaterThanOrEqual(0);
    expect(balance.future).toBe(await pendingSum(db, memberId));
    const perEarning = rowsOf<{ status: string; gained: number; withdrawn: number }>(
      await db.execute(sql`
        select e.status,
          (select count(*) from point_ledger l where l.earning_id = e.id and l.kind = 'gained')::int as gained,
          (select count(*) from point_ledger l where l.earning_id = e.id and l.kind = 'future_cancelled')::int as withdrawn
        from point_earnings e where e.member_id = ${memberId}`),
    );
    for (const e of perEarning) {
      expect([Number(e.gained), Number(e.withdrawn)]).toEqual(
        e.status === 'credited' ? [1, 0] : e.status === 'cancelled' ? [0, 1] : [0, 0],
      );
    }
    const overRefunded = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from (
          select reservation_id from point_ledger where member_id = ${memberId} and kind in ('spent', 'refunded')
          group by reservation_id having sum(available_delta) > 0) r`),
    );
    expect(Number(overRefunded[0]!.n)).toBe(0);
  }

  /** Points that expired during `work` (ledger rows written by it). */
  async function expiredDuring<T>(
    memberId: number,
    work: () => Promise<T>,
  ): Promise<{ result: T; expired: number }> {
    const before = (await entriesOf(db, memberId)).length;
    const result = await work();
    const written = (await entriesOf(db, memberId)).slice(before);
    return {
      result,
      expired: -written.filter((e) => e.kind === 'expired').reduce((s, e) => s + e.availableDelta, 0),
    };
  }

  it('any sequence of earn, credit, cancel, spend, refund, exchange and passing time keeps balance = ledger, never below zero', async () => {
    const giftCodes = createSandboxGiftCodes();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
        const memberId = await newMember(db, 'gold');
        let now = new Date('2026-07-01T03:00:00Z');
        const stays: number[] = [];
        const spends: number[] = [];
        for (const [index, step] of ops.entries()) {
          const before = await balanceOf(db, memberId);
          switch (step.op) {
            case 'grant': {
              await inTx((tx) =>
                grantPoints(tx, {
                  memberId,
                  brandId: HANAMI,
                  amount: step.amount,
                  key: `property:${memberId}:${index}`,
                  now,
                }),
              );
              expect((await balanceOf(db, memberId)).available).toBe(before.available + step.amount);
              break;
            }
            case 'earn': {
              const checkout = new Date(now.getTime() - step.checkoutDaysAgo * DAY)
                .toISOString()
                .slice(0, 10);
              const id = await bareReservation(db, {
                memberId,
                rankId: GOLD,
                checkout,
                checkin: checkout,
                totalPrice: step.basis,
              });
              stays.push(id);
              const earned = await inTx((tx) => earnForStay(tx, id, now));
              const expected = Math.floor((step.basis * 5) / 100);
              expect(earned?.amount ?? 0).toBe(expected);
              // Recording twice changes nothing.
              await inTx((tx) => earnForStay(tx, id, now));
              expect((await balanceOf(db, memberId)).future).toBe(before.future + expected);
              break;
            }
            case 'credit': {
              const id = stays[step.pick % Math.max(1, stays.length)];
              if (id === undefined) break;
              const earning = await earningOf(db, id);
              const outcome = await creditEarning(db, id, now);
              const after = await balanceOf(db, memberId);
              if (outcome === 'credited') {
                expect(after).toEqual({
                  available: before.available + earning!.amount,
                  future: before.future - earning!.amount,
                });
              } else {
                expect(after).toEqual(before);
              }
              // However often it runs, it credits once.
              expect(['already_settled', 'not_due', 'no_earning']).toContain(
                await creditEarning(db, id, now),
              );
              break;
            }
            case 'cancelStay': {
              const id = stays[step.pick % Math.max(1, stays.length)];
              if (id === undefined) break;
              const earning = await earningOf(db, id);
              await inTx(async (tx) => {
                await tx.execute(
                  sql`update reservations set status = 'cancelled', cancel_reason = 'guest' where id = ${id}`,
                );
                await cancelFutureEarning(tx, id, now);
              });
              const pending = earning?.status === 'pending' ? earning.amount : 0;
              expect(await balanceOf(db, memberId)).toEqual({
                available: before.available,
                future: before.future - pending,
              });
              expect(await creditEarning(db, id, now)).not.toBe('credited');
              break;
            }
            case 'spend': {
              const id = await bareReservation(db, { memberId, rankId: GOLD });
              const valid = step.amount >= 100 && step.amount % 100 === 0;
              const { result, expired } = await expiredDuring(memberId, () =>
                inTx((tx) =>
                  spendPoints(tx, { memberId, brandId: HANAMI, reservationId: id, amount: step.amount, now }),
                ).then(
                  () => 'spent' as const,
                  (error: unknown) => codeOf(error),
                ),
              );
              const usable = before.available - expired;
              const after = await balanceOf(db, memberId);
              if (!valid) {
                expect(result).toBe(ERROR_CODES.invalid);
              } else if (step.amount <= usable) {
                expect(result).toBe('spent');
                spends.push(id);
                expect(after.available).toBe(usable - step.amount);
                // The same spend again is the first one; nothing more is taken.
                await inTx((tx) =>
                  spendPoints(tx, { memberId, brandId: HANAMI, reservationId: id, amount: step.amount, now }),
                );
                expect(await balanceOf(db, memberId)).toEqual(after);
              } else {
                expect(result).toBe(ERROR_CODES.notEnoughPoints);
                // A refused spend rolls back whole, the expiry it settled included.
                expect(after).toEqual(before);
              }
              break;
            }
            case 'refund': {
              const id = spends[step.pick % Math.max(1, spends.length)];
              if (id === undefined) break;
              const { refunded } = await inTx((tx) => refundPoints(tx, { reservationId: id, now }));
              expect((await balanceOf(db, memberId)).available).toBe(before.available + refunded);
              // A second refund of the same spend gives nothing back.
              expect(await inTx((tx) => refundPoints(tx, { reservationId: id, now }))).toEqual({
                refunded: 0,
              });
              break;
            }
            case 'exchange': {
              giftCodes.setAvailable(step.providerUp);
              const { result, expired } = await expiredDuring(memberId, () =>
                exchangePoints(
                  { db, now: () => now, giftCodes },
                  {
                    member: { memberId, brandId: HANAMI, provider: 'password' },
                    amount: step.amount,
                    exchangeType: 'digico',
                    partnerCode: null,
                  },
                ).then(
                  () => 'exchanged' as const,
                  (error: unknown) => codeOf(error),
                ),
              );
              const after = await balanceOf(db, memberId);
              if (!step.providerUp && step.amount <= before.available - expired) {
                expect(result).toBe(ERROR_CODES.pointBalanceUnavailable);
              }
              if (result === 'exchanged') {
                expect(after.available).toBe(before.available - expired - step.amount);
              } else {
                expect(after).toEqual(before);
              }
              break;
            }
            case 'passTime': {
              now = new Date(now.getTime() + step.days * DAY);
              await expireMemberPoints(db, { memberId, brandId: HANAMI, now });
              expect((await balanceOf(db, memberId)).available).toBeLessThanOrEqual(before.available);
              break;
            }
          }
          await expectConsistent(memberId);
        }
      }),
      { seed: 20261127, numRuns: kind === 'postgres' ? 15 : 25 },
    );
  }, 600_000);

  it('refuses to change or delete a ledger row, and a balance below zero written past the service', async () => {
    const memberId = await newMember(db);
    const now = new Date('2026-07-01T03:00:00Z');
    await inTx((tx) =>
      grantPoints(tx, { memberId, brandId: HANAMI, amount: 500, key: `guards:${memberId}`, now }),
    );
    await expect(
      db.execute(sql`update point_ledger set available_delta = 5000 where member_id = ${memberId}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from point_ledger where member_id = ${memberId}`)).rejects.toThrow();
    await expect(
      db.execute(sql`
        insert into point_ledger (member_id, brand_id, kind, available_delta, future_delta, idempotency_key, occurred_at)
          values (${memberId}, ${HANAMI}, 'expired', -501, 0, ${`guards:over:${memberId}`}, now())`),
    ).rejects.toThrow();
    // A kind moves points one way only: a "spent" that adds points is refused.
    const reservationId = await bareReservation(db, { memberId });
    await expect(
      db.execute(sql`
        insert into point_ledger (member_id, brand_id, kind, available_delta, future_delta, reservation_id, idempotency_key, occurred_at)
          values (${memberId}, ${HANAMI}, 'spent', 100, 0, ${reservationId}, ${`guards:sign:${memberId}`}, now())`),
    ).rejects.toThrow();
    expect(await balanceOf(db, memberId)).toEqual({ available: 500, future: 0 });
    await expectConsistent(memberId);
  });

  it('expires points oldest first, on their day, net of what was spent', async () => {
    const memberId = await newMember(db);
    const t0 = new Date('2026-01-10T03:00:00Z');
    await inTx((tx) =>
      grantPoints(tx, { memberId, brandId: HANAMI, amount: 1_000, key: `fifo:a:${memberId}`, now: t0 }),
    );
    const t1 = new Date('2026-03-10T03:00:00Z');
    await inTx((tx) =>
      grantPoints(tx, { memberId, brandId: HANAMI, amount: 500, key: `fifo:b:${memberId}`, now: t1 }),
    );
    const stay = await bareReservation(db, { memberId });
    await inTx((tx) =>
      spendPoints(tx, { memberId, brandId: HANAMI, reservationId: stay, amount: 300, now: t1 }),
    );
    // The first lot expires 24 months on (2028-01-10, Tokyo): 1,000 less the 300 spent from it.
    expect(
      await expireMemberPoints(db, { memberId, brandId: HANAMI, now: new Date('2028-01-09T14:59:00Z') }),
    ).toBe(0);
    expect(
      await expireMemberPoints(db, { memberId, brandId: HANAMI, now: new Date('2028-01-09T15:00:00Z') }),
    ).toBe(700);
    expect(
      await expireMemberPoints(db, { memberId, brandId: HANAMI, now: new Date('2028-01-10T15:00:00Z') }),
    ).toBe(0);
    expect((await balanceOf(db, memberId)).available).toBe(500);
    // A spend on the day the second lot expires finds it gone, even before its job ran.
    const late = await bareReservation(db, { memberId });
    const refusal = await inTx((tx) =>
      spendPoints(tx, {
        memberId,
        brandId: HANAMI,
        reservationId: late,
        amount: 100,
        now: new Date('2028-03-10T00:00:00Z'),
      }),
    ).catch(codeOf);
    expect(refusal).toBe(ERROR_CODES.notEnoughPoints);
    await expectConsistent(memberId);
  });
});

const instances = testDatabaseKinds();

describe.each(instances)('50 concurrent spends of one member’s points (%s)', (kind) => {
  let testDb: TestDatabase;
  let second: Database | null = null;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    if (kind === 'postgres') {
      // A second pool on the same database: two API instances spending at once.
      const [row] = rowsOf<{ name: string }>(
        await testDb.database.db.execute(sql`select current_database() as name`),
      );
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${row!.name}`;
      second = await openNodePostgres(url.toString());
    }
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await testDb?.dispose();
  });

  it('never goes below zero: every accepted spend is in the ledger once, the rest refused with 2401', async () => {
    const db = testDb.database.db;
    const now = new Date('2026-07-01T03:00:00Z');
    const memberId = await newMember(db);
    await db.transaction((tx) =>
      grantPoints(tx as unknown as Db, {
        memberId,
        brandId: HANAMI,
        amount: 12_000,
        key: `race:${memberId}`,
        now,
      }),
    );
    const reservationIds: number[] = [];
    for (let i = 0; i < 50; i++) reservationIds.push(await bareReservation(db, { memberId }));
    const outcomes = await Promise.all(
      reservationIds.map((reservationId, i) => {
        const on = i % 2 === 1 && second ? second.db : db;
        return on
          .transaction((tx) =>
            spendPoints(tx as unknown as Db, { memberId, brandId: HANAMI, reservationId, amount: 500, now }),
          )
          .then(
            () => 'spent' as const,
            (error: unknown) => codeOf(error),
          );
      }),
    );
    const accepted = reservationIds.filter((_, i) => outcomes[i] === 'spent');
    expect(accepted).toHaveLength(24);
    expect(outcomes.filter((o) => o !== 'spent').every((o) => o === ERROR_CODES.notEnoughPoints)).toBe(true);
    const spent = rowsOf<{ reservation_id: number; n: number }>(
      await db.execute(sql`
        select reservation_id, count(*)::int as n from point_ledger
          where member_id = ${memberId} and kind = 'spent' group by reservation_id`),
    );
    expect(spent.map((r) => Number(r.reservation_id)).sort((a, b) => a - b)).toEqual(
      accepted.sort((a, b) => a - b),
    );
    expect(spent.every((r) => Number(r.n) === 1)).toBe(true);
    expect(await balanceOf(db, memberId)).toEqual({ available: 0, future: 0 });
    expect(await ledgerSums(db, memberId)).toEqual({ available: 0, future: 0 });
  }, 120_000);
});
