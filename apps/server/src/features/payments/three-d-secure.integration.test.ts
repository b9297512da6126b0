import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/tables/jobs.table.ts';
import { sandboxPayments } from '../../db/tables/sandbox-payments.table.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { findReservationForPayment } from '../reservations/reservation-lifecycle.ts';
import {
  type BookingKit,
  bookingKit,
  inventoryOf,
  type Json,
  STD_DBL,
  setPlanPaymentMethods,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import { setRate } from '../search/search-test-kit.ts';
import {
  APPROVED_JCB,
  APPROVED_VISA,
  answerChallenge,
  CHALLENGE_VISA,
  completeThreeDSecure,
  decliningCard,
  RETURN_URL,
  tokenize,
} from './payment-test-kit.ts';

const AFTER_HOLD_MS = 16 * 60_000;

describe.each(testDatabaseKinds())('card payments through the sandbox (%s)', (database) => {
  let kit: BookingKit;

  beforeAll(async () => {
    kit = await bookingKit(database);
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
  }, 180_000);
  afterAll(async () => kit?.close());

  const nights = () => [kit.checkin, tokyoDayAfter(kit.checkin, 1)];
  const soldNow = async () =>
    Promise.all(nights().map(async (d) => (await inventoryOf(kit.t.db, 'STD-DBL', d)).sold));

  async function book(number: string, locale = 'en'): Promise<{ status: number; body: Json }> {
    const cardToken = await tokenize(kit.t.app, number);
    const body = await simpleBody(kit, {
      payment_method: 'credit_card',
      card_token: cardToken,
      return_url: RETURN_URL,
    });
    return kit.post(body, { headers: { 'tripla-locale': locale } });
  }

  async function challenged(): Promise<Json> {
    const answer = await book(CHALLENGE_VISA);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.status).toBe('pending_payment');
    return answer.body.data;
  }

  const statusOf = async (booking: Json) =>
    (await findReservationForPayment(kit.t.db, { reservationId: booking.id }))?.status;

  const paymentRow = async (booking: Json) => {
    const r = await findReservationForPayment(kit.t.db, { reservationId: booking.id });
    const [row] = await kit.t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, r?.paymentId ?? ''));
    return row;
  };

  it('books an approved card at once, with its brand and last four digits', async () => {
    const answer = await book(APPROVED_VISA);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'done', three_d_secure: null });
    expect(answer.body.data.payment).toMatchObject({
      state: 'authorized',
      card_brand: 'visa',
      card_last4: '1111',
    });
  });

  it('answers every decline test card with a 402 of its code, its own message and no night kept', async () => {
    const before = await soldNow();
    for (const code of [3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3202, 3203, 3204, 3205]) {
      const answer = await book(decliningCard(code));
      expect(answer.status, `${code}: ${JSON.stringify(answer.body)}`).toBe(402);
      expect(answer.body.errors[0].code).toBe(code);
    }
    expect(await soldNow()).toEqual(before);
    const ja = await book(decliningCard(3004), 'ja');
    expect(ja.body.errors[0].details.base[0].error).toMatch(/カード/);
  });

  it('refuses VISA over 1,000,000 yen online but takes JCB for the same stay', async () => {
    for (const date of nights()) await setRate(kit.t.db, STD_DBL.room_plan_code, TOKYO, date, 2, 600_000);
    try {
      const visa = await book(APPROVED_VISA);
      expect(visa.status, JSON.stringify(visa.body)).toBe(402);
      expect(visa.body.errors[0].code).toBe(3003);
      const jcb = await book(APPROVED_JCB);
      expect(jcb.status, JSON.stringify(jcb.body)).toBe(201);
      expect(jcb.body.data.total_price).toBeGreaterThan(1_000_000);
    } finally {
      for (const date of nights()) await setRate(kit.t.db, STD_DBL.room_plan_code, TOKYO, date, 2, 20_000);
    }
  });

  describe('3-D Secure', () => {
    it("opens the challenge page in the guest's language, sized to its content when framed", async () => {
      for (const [locale, lang, complete] of [
        ['ja', 'ja', '認証を完了する'],
        ['ko', 'ko', '인증 완료'],
        ['zh_Hant', 'zh-Hant', '完成驗證'],
      ] as const) {
        const answer = await book(CHALLENGE_VISA, locale);
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        const url = answer.body.data.three_d_secure.challenge_url as string;
        expect(url).toMatch(new RegExp(`\\?locale=${locale}$`));
        const page = await kit.t.app.inject({ url });
        expect(page.body).toContain(`<html lang="${lang}">`);
        expect(page.body).toContain(complete);
        // The page reports its height to the loader (the frame was as tall as the payment form).
        const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
        expect(nonce).toBeTruthy();
        expect(page.body).toContain(`<script nonce="${nonce}">`);
        expect(page.body).toContain("type: 'resize'");
        // Cancelled, so the nights the later tests count are back.
        await answerChallenge(kit.t.app, url, 'cancel');
        expect((await completeThreeDSecure(kit.t.app, kit.session, answer.body.data)).status).toBe(402);
      }
    });

    it('holds the nights, then confirms once the challenge is completed (repeatable)', async () => {
      const before = await soldNow();
      const booking = await challenged();
      expect(booking.three_d_secure.challenge_url).toMatch(/^\/sandbox-pay\/challenge\/sp_/);
      expect(await soldNow()).toEqual(before.map((n) => n + 1));
      const back = await answerChallenge(kit.t.app, booking.three_d_secure.challenge_url, 'complete');
      const returned = new URL(back);
      expect(`${returned.origin}${returned.pathname}`).toBe(
        'http://localhost:8080/reservation/three-d-secure',
      );
      expect(returned.searchParams.get('number')).toBe(booking.number);

      const done = await completeThreeDSecure(kit.t.app, kit.session, booking);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data).toMatchObject({ number: booking.number, status: 'done' });
      expect((await completeThreeDSecure(kit.t.app, kit.session, booking)).status).toBe(200);
      // The hold job finds nothing to do later.
      await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
      expect(await statusOf(booking)).toBe('confirmed');
      expect((await paymentRow(booking))?.status).toBe('authorized');
      expect(await soldNow()).toEqual(before.map((n) => n + 1));
    });

    it.each([
      ['fail', 3006, 'challenge_failed'],
      ['cancel', 3008, 'challenge_failed'],
    ] as const)('%s → 402 %i, cancelled, nights given back once', async (action, code, reason) => {
      const before = await soldNow();
      const booking = await challenged();
      await answerChallenge(kit.t.app, booking.three_d_secure.challenge_url, action);
      const done = await completeThreeDSecure(kit.t.app, kit.session, booking, { locale: 'ja' });
      expect(done.status).toBe(402);
      expect(done.body.errors[0].code).toBe(code);
      expect(done.body.errors[0].details.base[0].error).toMatch(/3Dセキュア/);
      const again = await completeThreeDSecure(kit.t.app, kit.session, booking);
      expect(again.body.errors[0].code).toBe(code);
      const r = await findReservationForPayment(kit.t.db, { reservationId: booking.id });
      expect(r?.status).toBe('cancelled');
      const view = await kit.get(
        `/book/hotels/${TOKYO}/reservations/${booking.number}?bypass_token=${booking.bypass_token}`,
      );
      expect(view.body.data.cancel_reason).toBe(reason);
      await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
      expect(await soldNow()).toEqual(before);
    });

    it('answers 409 while the guest has not answered, and keeps the hold', async () => {
      const booking = await challenged();
      const early = await completeThreeDSecure(kit.t.app, kit.session, booking);
      expect(early.status).toBe(409);
      expect(await statusOf(booking)).toBe('pending_payment');
    });

    it('refuses a missing or wrong bypass token and another hotel', async () => {
      const booking = await challenged();
      expect(
        (await completeThreeDSecure(kit.t.app, kit.session, booking, { bypassToken: null })).status,
      ).toBe(400);
      expect(
        (await completeThreeDSecure(kit.t.app, kit.session, booking, { bypassToken: 'wrong' })).status,
      ).toBe(404);
      expect((await completeThreeDSecure(kit.t.app, kit.session, booking, { hotelId: 2 })).status).toBe(404);
      expect(await statusOf(booking)).toBe('pending_payment');
    });

    it('expires after 15 minutes: cancelled, nights back, authorisation voided; a late completion gets 3001', async () => {
      await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS)); // earlier tests' holds
      const before = await soldNow();
      const booking = await challenged();
      await kit.t.app.runDueJobs(new Date(Date.now() + 14 * 60_000));
      expect(await statusOf(booking)).toBe('pending_payment');
      expect(await soldNow()).toEqual(before.map((n) => n + 1));

      await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS));
      expect(await statusOf(booking)).toBe('cancelled');
      expect(await soldNow()).toEqual(before);
      expect((await paymentRow(booking))?.status).toBe('voided');

      await answerChallenge(kit.t.app, booking.three_d_secure.challenge_url, 'complete');
      const late = await completeThreeDSecure(kit.t.app, kit.session, booking);
      expect(late.status).toBe(402);
      expect(late.body.errors[0].code).toBe(3001);
      expect(await soldNow()).toEqual(before);
      const view = await kit.get(
        `/book/hotels/${TOKYO}/reservations/${booking.number}?bypass_token=${booking.bypass_token}`,
      );
      expect(view.body.data.cancel_reason).toBe('expired');
      const [job] = await kit.t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `reservation.expire_payment_hold:${booking.id}`));
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('gives the nights back exactly once when the expiry job and a late completion run together', async () => {
      await kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS)); // earlier tests' holds
      const before = await soldNow();
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const booking = await challenged();
        await answerChallenge(kit.t.app, booking.three_d_secure.challenge_url, 'complete');
        const [done] = await Promise.all([
          completeThreeDSecure(kit.t.app, kit.session, booking),
          kit.t.app.runDueJobs(new Date(Date.now() + AFTER_HOLD_MS)),
        ]);
        const status = await statusOf(booking);
        const payment = await paymentRow(booking);
        if (done.status === 200) {
          expect(status).toBe('confirmed');
          expect(payment?.status).toBe('authorized');
        } else {
          expect(done.body.errors[0].code).toBe(3001);
          expect(status).toBe('cancelled');
          expect(payment?.status).toBe('voided');
        }
        outcomes.push(status ?? 'missing');
      }
      const confirmed = outcomes.filter((s) => s === 'confirmed').length;
      expect(await soldNow()).toEqual(before.map((n) => n + confirmed));
    });
  });
});
