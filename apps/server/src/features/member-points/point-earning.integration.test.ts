import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openNodePostgres } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { addDays, zonedInstant } from '../../lib/hotel-time.ts';
import { enqueueJob, runDueJobs } from '../../platform/jobs/jobs.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { APPROVED_VISA, RETURN_URL, tokenize } from '../payments/payment-test-kit.ts';
import { stayBody, type UpdateKit, updateKit } from '../reservation-updates/update-test-kit.ts';
import { guest, type Json, TOKYO } from '../reservations/reservation-test-kit.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import { earnForStay } from './member-points.service.ts';
import { balanceOf, bareReservation, earningOf, ledgerSums, newMember } from './member-points-test-kit.ts';
import { POINT_CREDIT_JOB } from './point-credit.job.ts';

type Member = (typeof DEMO_MEMBERS)[keyof typeof DEMO_MEMBERS];
const MEMBER_PLAN = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-MEMBER' };
const ROOM_ONLY = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };
const MINUTE = 60_000;

/** The instant a stay checking out on `checkout` is credited: 00:00 Tokyo, three days on (spec §9). */
const creditTime = (checkout: string) => zonedInstant(addDays(checkout, 3), '00:00', 'Asia/Tokyo');

// Spec §9 and issue 14: a member's stay earns future points when it is booked, credited by a durable job
// three days after check-out, exactly once; a cancelled stay earns nothing.
describe.each(testDatabaseKinds())('points a stay earns (%s)', (kind) => {
  let kit: UpdateKit;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    kit = await updateKit(kind);
    for (const member of Object.values(DEMO_MEMBERS)) {
      const { token } = await issueMemberSession(kit.t.db, {
        memberId: member.id,
        brandId: member.brandId,
        now: new Date(),
        ttlMs: 365 * 86_400_000,
      });
      tokens.set(member.id, `Bearer ${token}`);
    }
  }, 180_000);
  afterAll(async () => kit?.close());

  const auth = (member: Member) => ({ authorization: tokens.get(member.id)!, 'tripla-locale': 'en' });
  const points = async (member: Member) => {
    const { status, body } = await kit.get(`/book/hotels/${TOKYO}/memberships/point`, auth(member));
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as { total_point: number; future_point: number };
  };
  const timeline = async (member: Member, scope: 'current' | 'future') =>
    (
      await kit.get(
        `/book/hotels/${TOKYO}/memberships/points_timeline?scope=${scope}&per_page=50`,
        auth(member),
      )
    ).body;

  async function priceOf(plan: typeof MEMBER_PLAN, member: Member, checkin: string, checkout: string) {
    const query = new URLSearchParams({
      rooms: JSON.stringify([{ adults: 2 }]),
      checkin_date: checkin,
      checkout_date: checkout,
      room_plan_codes: plan.room_plan_code,
    });
    const { status, body } = await kit.get(`/book/hotels/${TOKYO}/rooms/price?${query}`, auth(member));
    expect(status).toBe(200);
    return body.data.total_price as number;
  }

  async function book(
    member: Member | null,
    options: { checkin?: string; plan?: typeof MEMBER_PLAN; card?: boolean } = {},
  ): Promise<Json> {
    const checkin = options.checkin ?? kit.checkin;
    const checkout = addDays(checkin, 2);
    const plan = options.plan ?? MEMBER_PLAN;
    const total = await priceOf(plan, member ?? DEMO_MEMBERS.hanako, checkin, checkout);
    const payment = options.card
      ? {
          payment_method: 'credit_card',
          card_token: await tokenize(kit.t.app, APPROVED_VISA),
          return_url: RETURN_URL,
        }
      : { payment_method: 'on_site' };
    const { status, body } = await kit.post(
      {
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: [{ ...plan, adults: 2, sale_price: total }],
        guest,
        ...payment,
        total_price: total,
        terms_accepted: true,
      },
      { headers: member ? auth(member) : {} },
    );
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data;
  }

  async function stayOf(number: string) {
    const [row] = rowsOf<{
      id: number;
      total_price: number;
      accommodation_tax: number;
      checkout_date: string;
    }>(
      await kit.t.db.execute(
        sql`select id, total_price, accommodation_tax, checkout_date::text from reservations where number = ${number}`,
      ),
    );
    return {
      id: Number(row!.id),
      basis: Number(row!.total_price) - Number(row!.accommodation_tax),
      checkout: String(row!.checkout_date),
    };
  }

  async function gainedFor(reservationId: number): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await kit.t.db.execute(
        sql`select count(*)::int as n from point_ledger where reservation_id = ${reservationId} and kind = 'gained'`,
      ),
    );
    return Number(row!.n);
  }

  it('books future points at the rank’s rate and credits them three days after check-out, once', async () => {
    const before = await points(DEMO_MEMBERS.hanako);
    const booked = await book(DEMO_MEMBERS.hanako);
    const stay = await stayOf(booked.number);
    // Hanako is Gold: 5% of the stay less accommodation tax.
    const earned = Math.floor((stay.basis * 5) / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await points(DEMO_MEMBERS.hanako)).toMatchObject({
      total_point: before.total_point,
      future_point: before.future_point + earned,
    });
    const future = await timeline(DEMO_MEMBERS.hanako, 'future');
    expect(future.data).toContainEqual(
      expect.objectContaining({
        kind: 'future',
        point: earned,
        date: addDays(stay.checkout, 3),
        reservation_number: booked.number,
        hotel_name: 'Hanami Hotel Tokyo',
        occurred_at: null,
      }),
    );

    const due = creditTime(stay.checkout);
    await kit.t.app.runDueJobs(new Date(due.getTime() - MINUTE));
    expect(await gainedFor(stay.id)).toBe(0);
    await kit.t.app.runDueJobs(due);
    await kit.t.app.runDueJobs(new Date(due.getTime() + 60 * MINUTE));
    expect(await gainedFor(stay.id)).toBe(1);
    expect(await points(DEMO_MEMBERS.hanako)).toMatchObject({
      total_point: before.total_point + earned,
      future_point: before.future_point,
    });
    const current = await timeline(DEMO_MEMBERS.hanako, 'current');
    expect(current.data[0]).toMatchObject({
      kind: 'gained',
      point: earned,
      reservation_number: booked.number,
      date: addDays(stay.checkout, 3),
      expires_on: addDays(stay.checkout, 3).replace(/^(\d{4})/, (y) => String(Number(y) + 2)),
    });
  });

  it('credits nothing for a cancelled stay', async () => {
    const before = await points(DEMO_MEMBERS.hanako);
    const booked = await book(DEMO_MEMBERS.hanako, { checkin: quietTuesday(27) });
    const stay = await stayOf(booked.number);
    expect((await points(DEMO_MEMBERS.hanako)).future_point).toBeGreaterThan(before.future_point);
    const cancel = await kit.t.app.inject({
      method: 'PUT',
      url: `/book/hotels/${TOKYO}/reservations/${booked.number}/cancel`,
      headers: { 'client-session': kit.session, ...auth(DEMO_MEMBERS.hanako) },
      payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await points(DEMO_MEMBERS.hanako)).toEqual(expect.objectContaining(before));
    await kit.t.app.runDueJobs(new Date(creditTime(stay.checkout).getTime() + MINUTE));
    expect(await gainedFor(stay.id)).toBe(0);
    expect(await earningOf(kit.t.db, stay.id)).toMatchObject({ status: 'cancelled' });
    expect((await points(DEMO_MEMBERS.hanako)).total_point).toBe(before.total_point);
  });

  it('moves the points and their day with a changed stay', async () => {
    const booked = await book(DEMO_MEMBERS.kenji, { checkin: quietTuesday(34) });
    const first = await stayOf(booked.number);
    // Kenji is Regular: 1%.
    expect(await earningOf(kit.t.db, first.id)).toMatchObject({
      amount: Math.floor(first.basis / 100),
      creditOn: addDays(first.checkout, 3),
    });
    const checkin = quietTuesday(41);
    const checkout = addDays(checkin, 3);
    const total = await priceOf(MEMBER_PLAN, DEMO_MEMBERS.kenji, checkin, checkout);
    const put = await kit.put(
      booked.number,
      '',
      stayBody(checkin, checkout, total),
      auth(DEMO_MEMBERS.kenji),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const moved = await stayOf(booked.number);
    expect(await earningOf(kit.t.db, moved.id)).toMatchObject({
      status: 'pending',
      amount: Math.floor(moved.basis / 100),
      creditOn: addDays(checkout, 3),
      revision: 2,
    });
    const kenjiId = DEMO_MEMBERS.kenji.id;
    expect((await balanceOf(kit.t.db, kenjiId)).future).toBe((await ledgerSums(kit.t.db, kenjiId)).future);
    // The old day's job finds the stay not due yet; the new day's credits it.
    await kit.t.app.runDueJobs(new Date(creditTime(first.checkout).getTime() + MINUTE));
    expect(await gainedFor(moved.id)).toBe(0);
    await kit.t.app.runDueJobs(new Date(creditTime(checkout).getTime() + MINUTE));
    expect(await gainedFor(moved.id)).toBe(1);
  });

  it('earns when a card stay is confirmed, and never for a guest or at a brand without points', async () => {
    const card = await book(DEMO_MEMBERS.hanako, { checkin: quietTuesday(48), plan: ROOM_ONLY, card: true });
    expect(card.status).toBe('done');
    const cardStay = await stayOf(card.number);
    expect(await earningOf(kit.t.db, cardStay.id)).toMatchObject({
      status: 'pending',
      amount: Math.floor((cardStay.basis * 5) / 100),
    });
    const guestStay = await stayOf((await book(null, { checkin: quietTuesday(55), plan: ROOM_ONLY })).number);
    expect(await earningOf(kit.t.db, guestStay.id)).toBeNull();
    // Taro's brand (Yamabuki) has no point programme: a stay of his earns nothing.
    const taroStay = await bareReservation(kit.t.db, { memberId: DEMO_MEMBERS.taro.id });
    await kit.t.db.execute(sql`update reservations set hotel_id = 4 where id = ${taroStay}`);
    expect(
      await kit.t.db.transaction((tx) => earnForStay(tx as unknown as Db, taroStay, new Date())),
    ).toBeNull();
    expect(await earningOf(kit.t.db, taroStay)).toBeNull();
  });
});

describe.runIf(process.env.DATABASE_URL)('the credit job on two instances (postgres)', () => {
  let kit: UpdateKit;
  let other: Database;
  beforeAll(async () => {
    kit = await updateKit('postgres');
    const [row] = rowsOf<{ name: string }>(await kit.t.db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row!.name}`;
    other = await openNodePostgres(url.toString());
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await kit?.close();
  });

  it('credits each of 30 stays exactly once, with a duplicate job each, across two workers at once', async () => {
    const db = kit.t.db;
    const memberId = await newMember(db, 'gold');
    const stays: number[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await bareReservation(db, {
        memberId,
        rankId: 3,
        checkout: '2026-06-03',
        totalPrice: 10_000 + i * 100,
      });
      await db.transaction((tx) => earnForStay(tx as unknown as Db, id, new Date('2026-05-01T00:00:00Z')));
      // As if a retry, or another instance, had scheduled the credit once more.
      await enqueueJob(db, {
        kind: POINT_CREDIT_JOB,
        payload: { reservationId: id },
        runAt: new Date('2026-06-05T00:00:00Z'),
        dedupeKey: `dup:${randomUUID()}`,
      });
      stays.push(id);
    }
    const at = creditTime('2026-06-03');
    const runs = await Promise.all([
      runDueJobs(db, at),
      runDueJobs(other.db, at),
      runDueJobs(db, at),
      runDueJobs(other.db, at),
    ]);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(runs.filter((r) => r.succeeded > 0).length).toBeGreaterThan(1);
    const credited = rowsOf<{ earning_id: number; n: number }>(
      await db.execute(sql`
        select earning_id, count(*)::int as n from point_ledger where member_id = ${memberId} and kind = 'gained'
          group by earning_id`),
    );
    expect(credited).toHaveLength(30);
    expect(credited.every((r) => Number(r.n) === 1)).toBe(true);
    const expected = stays.reduce((sum, _, i) => sum + Math.floor(((10_000 + i * 100) * 5) / 100), 0);
    expect(await balanceOf(db, memberId)).toEqual({ available: expected, future: 0 });
    expect(await ledgerSums(db, memberId)).toEqual({ available: expected, future: 0 });
  }, 120_000);
});
