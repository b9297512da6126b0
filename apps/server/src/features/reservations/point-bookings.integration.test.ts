import { randomUUID } from 'node:crypto';
import { priceAfterPoints } from '@yadori/contract/point-spending.rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/members.table.ts';
import { sandboxPayments } from '../../db/tables/sandbox-payments.table.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  balanceOf,
  earningOf,
  entriesOf,
  HANAMI,
  ledgerSums,
  signedInMemberWith,
} from '../member-points/member-points-test-kit.ts';
import {
  APPROVED_VISA,
  answerChallenge,
  CHALLENGE_VISA,
  completeThreeDSecure,
  decliningCard,
  RETURN_URL,
  tokenize,
} from '../payments/payment-test-kit.ts';
import {
  type BookingKit,
  bookingKit,
  countReservations,
  inventoryOf,
  type Json,
  setPlanPaymentMethods,
  signInDemoMembers,
  simpleBody,
  TOKYO,
} from './reservation-test-kit.ts';

const AFTER_HOLD_MS = 16 * 60_000;
const GOLD_PERCENT = 5;

// Spending member points at booking (issue 14, decision 040): the price, tax and payment follow the
// points, the ledger records one spend, and every way a booking ends gives them back.
describe.each(testDatabaseKinds())('spending points at booking (%s)', (kind) => {
  let kit: BookingKit;

  beforeAll(async () => {
    kit = await bookingKit(kind);
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
  }, 180_000);
  afterAll(async () => kit?.close());

  const memberWith = (points: number) => signedInMemberWith(kit.t.db, points);

  async function cardBody(number: string, overrides: Record<string, unknown>): Promise<Json> {
    return simpleBody(kit, {
      payment_method: 'credit_card',
      card_token: await tokenize(kit.t.app, number),
      return_url: RETURN_URL,
      ...overrides,
    });
  }

  const firstError = (body: Json) => body.errors[0];

  it('takes the points off what is paid: point_discount, amounts, tax, one ledger row, earning on the rest', async () => {
    const member = await memberWith(5_000);
    const body = await simpleBody(kit, { spending_point: 3_000 });
    const booked = await kit.post(body, { headers: member.headers });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const data = booked.body.data;
    const expected = priceAfterPoints(
      { total: body.total_price, tax: data.rooms[0].tax, accommodationTax: data.accommodation_tax },
      3_000,
    );
    expect(data).toMatchObject({
      total_price: body.total_price,
      point_discount: 3_000,
      tax: expected.tax,
      payment: { method: 'on_site', amount_due_now: 0, remaining_amount: body.total_price - 3_000 },
    });
    expect(data.tax).toBeLessThan(data.rooms[0].tax);

    const spent = (await entriesOf(kit.t.db, member.id)).filter((e) => e.kind === 'spent');
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ reservationId: data.id, availableDelta: -3_000 });
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 2_000 });
    expect(await ledgerSums(kit.t.db, member.id)).toEqual(await balanceOf(kit.t.db, member.id));
    // Points paid earn no points: the basis is what was paid in money, less accommodation tax.
    const earning = await earningOf(kit.t.db, data.id);
    const basis = body.total_price - data.accommodation_tax - 3_000;
    expect(earning?.amount).toBe(Math.floor((basis * GOLD_PERCENT) / 100));
  });

  it('refuses more points than the balance with 2401 in the spec words, booking nothing', async () => {
    const member = await memberWith(500);
    const before = await countReservations(kit.t.db);
    const sold = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    for (const [locale, words] of [
      ['en', /only 500, so 1,000 points cannot be used/],
      ['ja', /残高が500ポイントのため、1,000ポイントはご利用いただけません/],
    ] as const) {
      const refused = await kit.post(await simpleBody(kit, { spending_point: 1_000 }), {
        headers: { ...member.headers, 'tripla-locale': locale },
      });
      expect(refused.status).toBe(422);
      const error = firstError(refused.body);
      expect(error.code).toBe(2401);
      expect(error.details.base[0].error).toMatch(words);
      expect(error.details.fields.spending_point[0]).toMatch(words);
    }
    expect(await countReservations(kit.t.db)).toBe(before);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(sold);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 500 });
  });

  it("refuses amounts outside the programme's steps, minimum and the total (422 on spending_point)", async () => {
    const member = await memberWith(100_000);
    const body = await simpleBody(kit);
    const over = Math.ceil((body.total_price + 1) / 100) * 100;
    for (const points of [150, 50, over]) {
      const refused = await kit.post({ ...body, spending_point: points }, { headers: member.headers });
      expect(refused.status, `${points}`).toBe(422);
      expect(firstError(refused.body).code).toBe(1000);
      expect(Object.keys(firstError(refused.body).details.fields)).toEqual(['spending_point']);
    }
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 100_000 });
  });

  it('asks for the member signed in at this brand: 401 without a session, 3402 for another brand', async () => {
    const body = await simpleBody(kit, { spending_point: 100 });
    const signedOut = await kit.post(body);
    expect(signedOut.status).toBe(401);
    const auth = await signInDemoMembers(kit.t.db);
    const otherBrand = await kit.post(body, { headers: auth(DEMO_MEMBERS.taro) });
    expect(otherBrand.status).toBe(401);
    expect(firstError(otherBrand.body).code).toBe(3402);
    // Without points the same stale or foreign session books as a guest, as before.
    expect((await kit.post(await simpleBody(kit), { headers: auth(DEMO_MEMBERS.taro) })).status).toBe(201);
  });

  it('refuses points to a loyalty-programme or brand-token sign-in (spec §6), not to a social one', async () => {
    const body = await simpleBody(kit, { spending_point: 1_000 });
    for (const provider of ['creansmaerd', 'brand_custom_auth'] as const) {
      const member = await memberWith(5_000);
      await kit.t.db.update(members).set({ provider }).where(eq(members.id, member.id));
      const before = await countReservations(kit.t.db);
      const refused = await kit.post(body, { headers: member.headers });
      expect(refused.status, provider).toBe(403);
      expect(await countReservations(kit.t.db)).toBe(before);
      expect(await balanceOf(kit.t.db, member.id)).toEqual({ available: 5_000, future: 0 });
      // What the widget hides the points by: the profile and the balance say the same.
      expect((await kit.get('/book/user/me', member.headers)).body.data.point_program_enabled).toBe(false);
      const point = await kit.get(`/book/hotels/${TOKYO}/memberships/point`, member.headers);
      expect(point.body.data).toMatchObject({ program_enabled: false, total_point: 0 });
    }
    for (const provider of ['line', 'facebook'] as const) {
      const member = await memberWith(5_000);
      await kit.t.db.update(members).set({ provider }).where(eq(members.id, member.id));
      const booked = await kit.post(body, { headers: member.headers });
      expect(booked.status, provider).toBe(201);
      expect(booked.body.data.point_discount).toBe(1_000);
      expect((await kit.get('/book/user/me', member.headers)).body.data.point_program_enabled).toBe(true);
    }
  });

  it('spends once for an idempotent retry, and the key does not fit other points', async () => {
    const member = await memberWith(2_000);
    const body = await simpleBody(kit, { spending_point: 1_000 });
    const key = randomUUID();
    const first = await kit.post(body, { key, headers: member.headers });
    const again = await kit.post(body, { key, headers: member.headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.number).toBe(first.body.data.number);
    const other = await kit.post({ ...body, spending_point: 500 }, { key, headers: member.headers });
    expect(other.status).toBe(422);
    expect(firstError(other.body).details.code).toBe('idempotency_key_reused');
    expect((await entriesOf(kit.t.db, member.id)).filter((e) => e.kind === 'spent')).toHaveLength(1);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 1_000 });
  });

  describe('with a programme in steps of one yen', () => {
    beforeAll(async () => {
      await kit.t.db.execute(
        sql`update point_programs set spending_increment = 1, spending_minimum = 1 where brand_id = ${HANAMI}`,
      );
    });
    afterAll(async () => {
      await kit.t.db.execute(
        sql`update point_programs set spending_increment = 100, spending_minimum = 100 where brand_id = ${HANAMI}`,
      );
    });

    it('refuses a card when points leave nothing to pay (spec §5), and books it on site', async () => {
      const member = await memberWith(100_000);
      const plain = await simpleBody(kit);
      const whole = plain.total_price as number;
      const refused = await kit.post(await cardBody(APPROVED_VISA, { spending_point: whole }), {
        headers: member.headers,
      });
      expect(refused.status).toBe(422);
      expect(firstError(refused.body).code).toBe(1000);
      expect(firstError(refused.body).details).toMatchObject({
        reason: 'nothing_to_pay_by_card',
        fields: { payment_method: [expect.any(String)] },
      });
      expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 100_000 });

      const onSite = await kit.post({ ...plain, spending_point: whole }, { headers: member.headers });
      expect(onSite.status).toBe(201);
      expect(onSite.body.data).toMatchObject({
        point_discount: whole,
        payment: { amount_due_now: 0, remaining_amount: 0 },
      });
      expect(onSite.body.data.tax).toBe(onSite.body.data.accommodation_tax);
    });

    it('authorises the card for the total less the points', async () => {
      const member = await memberWith(10_000);
      const booked = await kit.post(await cardBody(APPROVED_VISA, { spending_point: 1_234 }), {
        headers: member.headers,
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const data = booked.body.data;
      expect(data.status).toBe('done');
      expect(data.payment.amount_due_now).toBe(data.total_price - 1_234);
      const [payment] = await kit.t.db
        .select({ amount: sandboxPayments.amount })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.reference, data.number));
      expect(payment?.amount).toBe(data.total_price - 1_234);
    });
  });

  it('gives the points back when the card is declined', async () => {
    const member = await memberWith(3_000);
    const declined = await kit.post(await cardBody(decliningCard(3002), { spending_point: 1_000 }), {
      headers: member.headers,
    });
    expect(declined.status).toBe(402);
    const kinds = (await entriesOf(kit.t.db, member.id)).map((e) => [e.kind, e.availableDelta]);
    expect(kinds).toEqual([
      ['gained', 3_000],
      ['spent', -1_000],
      ['refunded', 1_000],
    ]);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 3_000 });
  });

  it('holds the points during 3-D Secure, gives them back when it fails or expires', async () => {
    const member = await memberWith(3_000);
    const pending = async () => {
      const booked = await kit.post(await cardBody(CHALLENGE_VISA, { spending_point: 1_000 }), {
        headers: member.headers,
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.data.status).toBe('pending_payment');
      return booked.body.data;
    };
    const failed = await pending();
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 2_000 });
    await answerChallenge(kit.t.app, failed.three_d_secure.challenge_url, 'fail');
    expect((await completeThreeDSecure(kit.t.app, kit.session, failed)).status).toBe(402);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 3_000 });

    await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS)); // earlier tests' holds
    const expiring = await pending();
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 2_000 });
    await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
    const view = await kit.get(
      `/book/hotels/${TOKYO}/reservations/${expiring.number}?bypass_token=${expiring.bypass_token}`,
    );
    expect(view.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 3_000 });
    expect(await ledgerSums(kit.t.db, member.id)).toEqual(await balanceOf(kit.t.db, member.id));
  });

  it('gives the points back when the member cancels, and withdraws the future points', async () => {
    const member = await memberWith(4_000);
    const booked = await kit.post(await simpleBody(kit, { spending_point: 2_500 }), {
      headers: member.headers,
    });
    expect(booked.status).toBe(201);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 1_500 });
    const cancel = (fee: number) =>
      kit.t.app.inject({
        method: 'PUT',
        url: `/book/hotels/${TOKYO}/reservations/${booked.body.data.number}/cancel`,
        headers: { 'client-session': kit.session, ...member.headers },
        payload: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
      });
    let done = await cancel(0);
    if (done.statusCode === 409) done = await cancel(done.json().errors[0].details.cancellation_fee);
    expect(done.statusCode, done.body).toBe(200);
    expect(await balanceOf(kit.t.db, member.id)).toEqual({ available: 4_000, future: 0 });
    expect((await entriesOf(kit.t.db, member.id)).map((e) => e.kind)).toEqual([
      'gained',
      'spent',
      'future',
      'refunded',
      'future_cancelled',
    ]);
  });

  it("shows point_program_enabled on the member's profile where the brand has a programme", async () => {
    const auth = await signInDemoMembers(kit.t.db);
    const me = (member: (typeof DEMO_MEMBERS)[keyof typeof DEMO_MEMBERS]) =>
      kit.get('/book/user/me', auth(member)).then((r) => r.body.data.point_program_enabled);
    expect(await me(DEMO_MEMBERS.hanako)).toBe(true);
    expect(await me(DEMO_MEMBERS.taro)).toBe(false);
  });

  it.runIf(kind === 'postgres')(
    'never overspends under 50 concurrent bookings of one member: the fitting ones spend once, the rest 2401',
    async () => {
      await kit.t.db.execute(sql`
        update room_inventory set allotment = sold + 60, closed = false
          where room_type_id = (select id from room_types where code = 'STD-DBL' and hotel_id = ${TOKYO})
            and stay_date >= ${kit.checkin}::date and stay_date < ${kit.checkout}::date`);
      const member = await memberWith(5_000);
      const body = await simpleBody(kit, { spending_point: 1_000 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => kit.post(body, { headers: member.headers })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(422);
        expect(firstError(refused.body).code).toBe(2401);
      }
      const spent = (await entriesOf(kit.t.db, member.id)).filter((e) => e.kind === 'spent');
      const booked = answers.filter((a) => a.status === 201).map((a) => a.body.data.id);
      expect(spent.map((e) => e.reservationId).sort()).toEqual(booked.sort());
      expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 0 });
    },
  );
});
