import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_BRAND_CLIENT } from '../../seed/seed-facts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import {
  APPROVED_JCB,
  APPROVED_VISA,
  answerChallenge,
  CHALLENGE_VISA,
  decliningCard,
  tokenize,
} from '../payments/payment-test-kit.ts';
import { createPayPalSandbox } from '../payments/paypal-sandbox/paypal-sandbox-provider.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { bookingKitOn, simpleBody } from '../reservations/reservation-test-kit.ts';
import { releaseWithdrawnLink } from './payment-links.service.ts';
import {
  createPaymentLinkApp,
  expireAttempt,
  expireSessions,
  insertHotelQrCode,
  insertPaymentLink,
  KYOTO,
  linkPage,
  linkRow,
  PAGE_URL,
  receiptJobs,
  sandboxPaymentsOf,
  setGatewayProvider,
  setLinkStatus,
  type TestLink,
  TOKYO,
  YAMABUKI,
} from './payment-links-test-kit.ts';

describe.each(testDatabaseKinds())('payment link pages (%s)', (database) => {
  let t: TestApp;
  let client: string;
  let brandClient: string;

  beforeAll(async () => {
    t = await createPaymentLinkApp({ database });
    client = await issueClientSession(t.app);
    brandClient = await issueClientSession(t.app, DEMO_BRAND_CLIENT);
    // Cards only (the PayPal side is payment-links-paypal.integration.test.ts).
    await setGatewayProvider(t.db, TOKYO, 'sandbox');
  }, 180_000);
  afterAll(async () => t?.close());

  const page = (link: TestLink, headers: Record<string, string> = {}) =>
    linkPage(t.app, client, link, { 'tripla-locale': 'en', ...headers });
  const newLink = (input: Parameters<typeof insertPaymentLink>[1] = {}) => insertPaymentLink(t.db, input);

  async function payByCard(link: TestLink, session: string, card: string) {
    return page(link).pay({
      session,
      method: 'credit_card',
      card_token: await tokenize(t.app, card),
      return_url: PAGE_URL,
    });
  }

  describe('reading a link', () => {
    it('shows an unpaid link with a fresh session of an hour, in the language asked', async () => {
      const link = await newLink({ amount: 15_000, description: 'Deposit for 2 nights' });
      const answer = await page(link).read();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({
        payment_number: link.number,
        hotel: { id: TOKYO, code: 'hanami-tokyo', name: 'Hanami Hotel Tokyo' },
        amount: 15_000,
        currency: 'JPY',
        purpose: 'deposit',
        description: 'Deposit for 2 nights',
        reservation_number: null,
        guest_name: 'Hanako Yamada',
        status: 'unpaid',
        error_code: null,
        methods: ['credit_card'],
        card_brands: ['visa', 'master', 'amex', 'jcb', 'diners'],
        paid_with: null,
        paid_at: null,
        next_action: null,
      });
      const [session] = rowsOf<{ id: string; hour: number }>(
        await t.db.execute(sql`
          select id, extract(epoch from expires_at - created_at)::int as hour
          from payment_link_sessions where payment_link_id = ${link.id}`),
      );
      expect(data.session).toEqual({ token: session!.id, expires_at: expect.any(String) });
      expect(session!.hour).toBe(3600);

      const ja = await page(link, { 'tripla-locale': 'ja' }).read(data.session.token);
      expect(ja.body.data.hotel.name).toBe('花見ホテル東京');
    });

    it("offers PayPal and the card brands of the hotel's gateway setting", async () => {
      const link = await newLink({ hotelId: KYOTO });
      await t.db.execute(sql`
        update hotels set settings = jsonb_set(settings, '{payment_gateway_setting}',
          '{"provider":"paygent-paypal","card_brands":["visa","jcb"],"three_d_secure":true}'::jsonb)
        where id = ${KYOTO}`);
      expect((await page(link).read()).body.data).toMatchObject({
        methods: ['credit_card', 'paypal'],
        card_brands: ['visa', 'jcb'],
      });
      await setGatewayProvider(t.db, KYOTO, 'gmo');
      expect((await page(link).read()).body.data.methods).toEqual(['credit_card']);
    });

    it('keeps a live session, and hands a fresh one of the same link when it is over or of another link', async () => {
      const link = await newLink();
      const other = await newLink();
      const first = await page(link).open();
      expect((await page(link).read(first)).body.data.session.token).toBe(first);

      const foreign = await page(other).open();
      const crossed = await page(link).read(foreign);
      expect(crossed.body.data.session.token).not.toBe(foreign);

      await expireSessions(t.db, link.id);
      const fresh = await page(link).read(first);
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.session.token).not.toBe(first);
      expect(fresh.body.data.payment_number).toBe(link.number);
    });

    it("names the stay the link is for, and speaks the link's language when no locale is sent", async () => {
      const kit = await bookingKitOn(t);
      const booked = await kit.post(await simpleBody(kit));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const link = await newLink({ reservationId: booked.body.data.id, locale: 'ko' });
      const answer = await linkPage(t.app, client, link).read();
      expect(answer.body.data.reservation_number).toBe(booked.body.data.number);
      expect(answer.body.data.hotel.name).toBe('하나미 호텔 도쿄');
    });

    it('shows each status of spec §3: unpaid, failed, paid, already paid, completed, refunded, cancelled', async () => {
      const link = await newLink();
      const payer = await page(link).open();
      expect((await page(link).read(payer)).body.data.status).toBe('unpaid');

      const declined = await payByCard(link, payer, decliningCard(3204));
      expect(declined.status).toBe(402);
      const failed = (await page(link).read(payer)).body.data;
      expect(failed).toMatchObject({ status: 'failed', error_code: 3204 });
      expect(failed.session.token).toBe(payer);

      const paid = await payByCard(link, payer, APPROVED_JCB);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const mine = (await page(link).read(payer)).body.data;
      expect(mine).toMatchObject({
        status: 'paid',
        error_code: null,
        paid_with: { method: 'credit_card', brand: 'jcb', last4: '0000' },
        session: null,
        next_action: null,
      });
      expect(mine.paid_at).toEqual(expect.any(String));

      const someoneElse = (await page(link).read()).body.data;
      expect(someoneElse).toMatchObject({ status: 'already paid', paid_with: null, session: null });

      await setLinkStatus(t.db, link.id, 'completed');
      expect((await page(link).read(payer)).body.data.status).toBe('completed');
      expect((await page(link).read()).body.data.status).toBe('completed');

      const refunded = await newLink();
      await setLinkStatus(t.db, refunded.id, 'refunded');
      const refundedView = (await page(refunded).read()).body.data;
      expect(refundedView).toMatchObject({ status: 'refunded', session: null });
      expect(refundedView.refunded_at).toEqual(expect.any(String));

      const cancelled = await newLink();
      await setLinkStatus(t.db, cancelled.id, 'cancelled');
      expect((await page(cancelled).read()).body.data).toMatchObject({ status: 'cancelled', session: null });
      // No session is handed out for a link that cannot be paid.
      const sessions = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from payment_link_sessions where payment_link_id = ${cancelled.id}`,
        ),
      );
      expect(Number(sessions[0]!.n)).toBe(0);
    });
  });

  describe('paying by card', () => {
    it('takes an approved card at once: paid, one captured payment, the receipt enqueued once', async () => {
      const link = await newLink({ amount: 23_400 });
      const session = await page(link).open();
      const answer = await payByCard(link, session, APPROVED_VISA);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({
        status: 'paid',
        paid_with: { method: 'credit_card', brand: 'visa', last4: '1111' },
        next_action: null,
      });
      const payments = await sandboxPaymentsOf(t.db, link.number);
      expect(payments.map((p) => p.status)).toEqual(['captured']);
      const row = await linkRow(t.db, link.id);
      expect(row).toMatchObject({
        status: 'paid',
        paid_method: 'credit_card',
        paid_ref: payments[0]!.id,
        card_brand: 'visa',
        card_last4: '1111',
        paid_session_id: session,
        attempt_id: null,
        last_error_code: null,
      });
      expect(await receiptJobs(t.db, link.id)).toBe(1);

      // Paying again from the same page: it is paid, nothing more is taken.
      const again = await payByCard(link, session, APPROVED_VISA);
      expect(again.status).toBe(409);
      expect(again.body.errors[0]).toMatchObject({ code: 3200, details: { reason: 'already_paid' } });
      expect(await sandboxPaymentsOf(t.db, link.number)).toHaveLength(1);
      expect(await receiptJobs(t.db, link.id)).toBe(1);
    });

    it('passes 3-D Secure: next_action, still waiting until answered, then paid on complete', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const answer = await payByCard(link, session, CHALLENGE_VISA);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.status).toBe('unpaid');
      const action = answer.body.data.next_action;
      expect(action).toEqual({
        type: 'three_d_secure',
        url: expect.stringMatching(/^\/sandbox-pay\/challenge\//),
      });
      expect((await page(link).read(session)).body.data.next_action).toEqual(action);
      // Another page sees no challenge of its own.
      expect((await page(link).read()).body.data.next_action).toBeNull();

      const early = await page(link).update({ session, action: 'complete' });
      expect(early.status, JSON.stringify(early.body)).toBe(200);
      expect(early.body.data).toMatchObject({ status: 'unpaid', next_action: action });

      const back = await answerChallenge(t.app, action.url, 'complete');
      expect(back).toBe(PAGE_URL);
      const done = await page(link).update({ session, action: 'complete' });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data).toMatchObject({
        status: 'paid',
        paid_with: { method: 'credit_card', brand: 'visa', last4: '0003' },
        next_action: null,
      });
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual(['captured']);
      expect(await receiptJobs(t.db, link.id)).toBe(1);

      // A repeated complete answers the same.
      const repeated = await page(link).update({ session, action: 'complete' });
      expect(repeated.status).toBe(200);
      expect(repeated.body.data.status).toBe('paid');
    });

    it('a failed challenge is 402 3006 and the link reads failed', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const answer = await payByCard(link, session, CHALLENGE_VISA);
      await answerChallenge(t.app, answer.body.data.next_action.url, 'fail');
      const done = await page(link).update({ session, action: 'complete' });
      expect(done.status).toBe(402);
      expect(done.body.errors[0].code).toBe(3006);
      expect((await page(link).read(session)).body.data).toMatchObject({
        status: 'failed',
        error_code: 3006,
        next_action: null,
      });
    });

    it('declines 4000 0000 0000 3204 with 402 3204 and its message; the link reads failed, then a good card pays', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const declined = await payByCard(link, session, decliningCard(3204));
      expect(declined.status).toBe(402);
      expect(declined.body.errors[0]).toMatchObject({ code: 3204, title: 'PAYMENT_DECLINED' });
      expect(declined.body.errors[0].details.base[0].error).toBe(
        'The payment failed. Please use another card.',
      );
      expect((await page(link).read(session)).body.data).toMatchObject({
        status: 'failed',
        error_code: 3204,
      });
      expect(await linkRow(t.db, link.id)).toMatchObject({ attempt_id: null, last_error_code: 3204 });

      const paid = await payByCard(link, session, APPROVED_VISA);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.data).toMatchObject({ status: 'paid', error_code: null });
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual([
        'declined',
        'captured',
      ]);
    });

    it('refuses a page whose hour is over (410 1250); a reload pays once; the old page then reads already paid', async () => {
      const link = await newLink();
      const old = await page(link).open();
      await expireSessions(t.db, link.id);
      const late = await payByCard(link, old, APPROVED_VISA);
      expect(late.status).toBe(410);
      expect(late.body.errors[0]).toMatchObject({ code: 1250, status: 410 });
      expect(late.body.errors[0].details.base[0].error).toMatch(/reload/);
      expect(await sandboxPaymentsOf(t.db, link.number)).toHaveLength(0);
      const unknown = await page(link).update({ session: randomUUID(), action: 'complete' });
      expect(unknown.status).toBe(410);

      const reloaded = await page(link).read(old);
      const fresh = reloaded.body.data.session.token;
      expect(fresh).not.toBe(old);
      const paid = await payByCard(link, fresh, APPROVED_VISA);
      expect(paid.body.data.status).toBe('paid');
      expect((await page(link).read(old)).body.data.status).toBe('already paid');
      expect((await page(link).read(fresh)).body.data.status).toBe('paid');
      expect(await sandboxPaymentsOf(t.db, link.number)).toHaveLength(1);
    });

    it('deletes page sessions a day after their hour, by a daily job the first session schedules', async () => {
      const link = await newLink();
      const kept = await page(link).open();
      const ended = await page(link).read(randomUUID());
      const endedToken = ended.body.data.session.token;
      // When the job runs a day on, one session's hour ended more than a day before, the other's not.
      await t.db.execute(sql`
        update payment_link_sessions set expires_at = now() - interval '1 hour' where id = ${endedToken}`);
      await t.db.execute(sql`
        update payment_link_sessions set expires_at = now() + interval '3 hours' where id = ${kept}`);
      await t.app.runDueJobs(new Date(Date.now() + 25 * 60 * 60 * 1000));
      const left = rowsOf<{ id: string }>(
        await t.db.execute(sql`select id from payment_link_sessions where payment_link_id = ${link.id}`),
      ).map((r) => r.id);
      expect(left).toContain(kept);
      expect(left).not.toContain(endedToken);
      const next = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from jobs
          where kind = 'payment_link.session_cleanup' and status = 'pending'`),
      );
      expect(Number(next[0]!.n)).toBeGreaterThanOrEqual(1);
    });

    it('refuses a cancelled link with 409 3200, and nothing reaches the gateway', async () => {
      const link = await newLink();
      const session = await page(link).open();
      await setLinkStatus(t.db, link.id, 'cancelled');
      const answer = await payByCard(link, session, APPROVED_VISA);
      expect(answer.status).toBe(409);
      expect(answer.body.errors[0]).toMatchObject({ code: 3200, details: { reason: 'cancelled' } });
      expect(answer.body.errors[0].details.base[0].error).toMatch(/withdrawn/);
      expect(await sandboxPaymentsOf(t.db, link.number)).toHaveLength(0);
    });

    it('answers 3201 when the link is withdrawn between the challenge and completion, and voids the authorisation', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const answer = await payByCard(link, session, CHALLENGE_VISA);
      await answerChallenge(t.app, answer.body.data.next_action.url, 'complete');
      await setLinkStatus(t.db, link.id, 'cancelled');
      const done = await page(link).update({ session, action: 'complete' });
      expect(done.status, JSON.stringify(done.body)).toBe(409);
      expect(done.body.errors[0].code).toBe(3201);
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual(['voided']);
      expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'cancelled', attempt_id: null });
      expect(await receiptJobs(t.db, link.id)).toBe(0);
    });

    it("releaseWithdrawnLink voids a withdrawn link's waiting authorisation; the page's complete is then 3201", async () => {
      const link = await newLink();
      const session = await page(link).open();
      await payByCard(link, session, CHALLENGE_VISA);
      await setLinkStatus(t.db, link.id, 'cancelled');
      const deps = {
        db: t.db,
        now: () => new Date(),
        paymentProvider: createSandboxProvider({ db: t.db, publicUrl: t.config.publicUrl }),
        walletProvider: createPayPalSandbox({ db: t.db, publicUrl: t.config.publicUrl }),
      };
      await releaseWithdrawnLink(deps, link.id);
      await releaseWithdrawnLink(deps, link.id);
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual(['voided']);
      expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'cancelled', attempt_id: null });
      const done = await page(link).update({ session, action: 'complete' });
      expect([done.status, done.body.errors[0].code]).toEqual([409, 3201]);
    });

    it('keeps a link busy while another page waits for 3-D Secure; after the lease another page takes it over', async () => {
      const link = await newLink();
      const first = await page(link).open();
      const second = await page(link).open();
      const challenged = await payByCard(link, first, CHALLENGE_VISA);
      expect(challenged.status).toBe(200);

      const busy = await payByCard(link, second, APPROVED_VISA);
      expect(busy.status).toBe(409);
      expect(busy.body.errors[0]).toMatchObject({ code: 3200, details: { reason: 'payment_in_progress' } });

      await expireAttempt(t.db, link.id);
      const taken = await payByCard(link, second, APPROVED_VISA);
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect(taken.body.data.status).toBe('paid');
      // The first page's authorisation was released when the link was taken over.
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual([
        'voided',
        'captured',
      ]);

      const late = await page(link).update({ session: first, action: 'complete' });
      expect(late.status).toBe(409);
      expect(late.body.errors[0].code).toBe(3201);
      expect((await page(link).read(first)).body.data.status).toBe('already paid');
    });

    it('cancel drops the attempt under way and voids it; the link stays payable', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const challenged = await payByCard(link, session, CHALLENGE_VISA);
      expect(challenged.body.data.next_action).not.toBeNull();
      const cancelled = await page(link).update({ session, action: 'cancel' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'unpaid', next_action: null });
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual(['voided']);
      expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'unpaid', attempt_id: null });

      const nothing = await page(link).update({ session, action: 'complete' });
      expect(nothing.status).toBe(409);
      expect(nothing.body.errors[0].code).toBe(3201);

      const paid = await payByCard(link, session, APPROVED_VISA);
      expect(paid.body.data.status).toBe('paid');
    });

    it('a page paying again while its own challenge waits replaces it (the old authorisation voided)', async () => {
      const link = await newLink();
      const session = await page(link).open();
      await payByCard(link, session, CHALLENGE_VISA);
      const paid = await payByCard(link, session, APPROVED_VISA);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.data.status).toBe('paid');
      expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual([
        'voided',
        'captured',
      ]);
    });
  });

  describe('what is not found or malformed', () => {
    it("answers 404 for another hotel's id, an unknown number, and a hotel the client cannot see", async () => {
      const link = await newLink();
      const session = await page(link).open();
      const elsewhere = linkPage(t.app, client, { hotelId: KYOTO, number: link.number });
      for (const answer of [
        await elsewhere.read(),
        await elsewhere.pay({ session, method: 'credit_card', card_token: 'tok', return_url: PAGE_URL }),
        await elsewhere.update({ session, action: 'cancel' }),
        await page({ ...link, number: `PL${'0'.repeat(19)}Z` }).read(),
        await linkPage(t.app, client, { hotelId: 999_999, number: link.number }).read(),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.errors[0]).toMatchObject({ status: 404, code: 404, title: 'NOT_FOUND' });
      }

      const ryokan = await newLink({ hotelId: YAMABUKI });
      expect((await linkPage(t.app, brandClient, ryokan).read()).status).toBe(404);
      expect((await linkPage(t.app, client, ryokan).read()).status).toBe(200);
      // Numbers are read in any case.
      expect((await page({ ...link, number: link.number.toLowerCase() }).read()).status).toBe(200);
    });

    it('answers 400 in the error format for a malformed number, session or body', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const url = page(link).url;
      const bad = [
        await t.app.inject({
          url: `/book/hotels/${TOKYO}/tripla_pay/transactions/PL123`,
          headers: { 'client-session': client },
        }),
        await t.app.inject({
          url: `/book/hotels/abc/tripla_pay/transactions/${link.number}`,
          headers: { 'client-session': client },
        }),
        await t.app.inject({ url: `${url}?session=not-a-session`, headers: { 'client-session': client } }),
        ...(await Promise.all(
          [
            { session, method: 'credit_card', return_url: PAGE_URL },
            { session, method: 'credit_card', card_token: 'tok', return_url: 'javascript:alert(1)' },
            { session, method: 'bitcoin', card_token: 'tok', return_url: PAGE_URL },
            { session, method: 'credit_card', card_token: 'tok', return_url: PAGE_URL, card_number: '4111' },
            { method: 'credit_card', card_token: 'tok', return_url: PAGE_URL },
          ].map((payload) =>
            t.app.inject({ method: 'POST', url, headers: { 'client-session': client }, payload }),
          ),
        )),
        await t.app.inject({
          method: 'PUT',
          url,
          headers: { 'client-session': client },
          payload: { session, action: 'refund' },
        }),
        await t.app.inject({
          method: 'POST',
          url,
          headers: { 'client-session': client, 'content-type': 'application/json' },
          payload: '{"session":',
        }),
      ];
      for (const response of bad) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ status: 400, code: 1000 });
      }
      expect(await linkRow(t.db, link.id)).toMatchObject({ attempt_id: null, status: 'unpaid' });
    });

    it('answers 401 without a client session', async () => {
      const link = await newLink();
      const response = await t.app.inject({ url: page(link).url });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET …/transactions/{n}/qr_code', () => {
    it("draws the QR image of the link's page for the display, handing out no session; 404 for another hotel's", async () => {
      const link = await newLink();
      const image = await t.app.inject({
        url: `${page(link).url}/qr_code`,
        headers: { 'client-session': client },
      });
      expect(image.statusCode, image.body).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
      const sessions = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from payment_link_sessions where payment_link_id = ${link.id}`,
        ),
      );
      expect(Number(sessions[0]!.n)).toBe(0);
      const other = await newLink();
      expect(image.body).not.toBe(
        (await t.app.inject({ url: `${page(other).url}/qr_code`, headers: { 'client-session': client } }))
          .body,
      );
      const elsewhere = await t.app.inject({
        url: `/book/hotels/${KYOTO}/tripla_pay/transactions/${link.number}/qr_code`,
        headers: { 'client-session': client },
      });
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe('GET /book/qr_codes', () => {
    const resolve = (code: string, session = client) =>
      t.app.inject({
        url: `/book/qr_codes?qr_code=${encodeURIComponent(code)}`,
        headers: { 'client-session': session },
      });

    it("leads a link's code to its page and a hotel's code to its booking page, in any case", async () => {
      const link = await newLink();
      const answer = await resolve(link.qrCode.toLowerCase());
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({
        type: 'payment_link',
        hotel_id: TOKYO,
        hotel_code: 'hanami-tokyo',
        payment_number: link.number,
      });
      const hotelCode = await insertHotelQrCode(t.db, KYOTO);
      expect((await resolve(hotelCode)).json().data).toEqual({
        type: 'booking',
        hotel_id: KYOTO,
        hotel_code: 'hanami-kyoto',
      });
    });

    it("answers 404 for an unknown code and for another brand's, 400 for a malformed one", async () => {
      expect((await resolve('ZZZZZZZZZZZZ')).statusCode).toBe(404);
      const ryokan = await newLink({ hotelId: YAMABUKI });
      const hidden = await resolve(ryokan.qrCode, brandClient);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().errors[0]).toMatchObject({ code: 404, title: 'NOT_FOUND' });
      expect((await resolve(ryokan.qrCode)).statusCode).toBe(200);
      for (const code of ['SHORT', 'ILOUILOUILOU', '']) {
        const answer = await resolve(code);
        expect(answer.statusCode, code).toBe(400);
        expect(answer.json().errors[0].code).toBe(1000);
      }
    });
  });
});
