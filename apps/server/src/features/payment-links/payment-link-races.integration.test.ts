import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import {
  APPROVED_JCB,
  APPROVED_VISA,
  answerChallenge,
  CHALLENGE_VISA,
  tokenize,
} from '../payments/payment-test-kit.ts';
import {
  answerPayPal,
  createPaymentLinkApp,
  insertPaymentLink,
  KYOTO,
  linkPage,
  linkRow,
  PAGE_URL,
  payPalOrdersOf,
  receiptJobs,
  sandboxPaymentsOf,
  setGatewayProvider,
  type TestLink,
  TOKYO,
} from './payment-links-test-kit.ts';

const CARDS = [APPROVED_VISA, APPROVED_JCB, '5555555555554444', '378282246310005', '36227206271667'];

describe.each(testDatabaseKinds())('payment links paid at most once (%s)', (database) => {
  let t: TestApp;
  let client: string;
  /** Set by a test: the next card capture reaches the gateway, then its answer is lost (throws). */
  let loseNextCaptureAnswer = false;
  let wallet: WalletProvider;

  beforeAll(async () => {
    t = await createPaymentLinkApp({
      database,
      paymentProvider: (sandbox): PaymentProvider => ({
        ...sandbox,
        async capture(paymentId, amount, key) {
          const outcome = await sandbox.capture(paymentId, amount, key);
          if (loseNextCaptureAnswer) {
            loseNextCaptureAnswer = false;
            throw new Error('connection reset after the gateway captured');
          }
          return outcome;
        },
      }),
      walletProvider: (sandbox) => {
        wallet = sandbox;
        return sandbox;
      },
    });
    client = await issueClientSession(t.app);
    await setGatewayProvider(t.db, TOKYO, 'sandbox');
    await setGatewayProvider(t.db, KYOTO, 'paypal');
  }, 180_000);
  afterAll(async () => t?.close());

  const page = (link: TestLink) => linkPage(t.app, client, link);
  const cardBody = async (session: string, card: string) => ({
    session,
    method: 'credit_card',
    card_token: await tokenize(t.app, card),
    return_url: PAGE_URL,
  });
  const refunded = async (number: string) =>
    Number(
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select coalesce(sum(refunded_amount), 0)::int as n from sandbox_payments where reference = ${number}`,
        ),
      )[0]!.n,
    );

  it('ten pages paying one link at once, each with its own card: paid once, one capture, the rest 409 3200', async () => {
    const link = await insertPaymentLink(t.db, { amount: 30_000 });
    const pages = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const session = await page(link).open();
        return { session, body: await cardBody(session, CARDS[i % CARDS.length]!) };
      }),
    );
    const answers = await Promise.all(pages.map((p) => page(link).pay(p.body)));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect(paid[0]!.body.data.status).toBe('paid');
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.errors[0].code])).toEqual(
      Array.from({ length: 9 }, () => [409, 3200]),
    );

    const payments = await sandboxPaymentsOf(t.db, link.number);
    expect(payments.filter((p) => p.status === 'captured')).toHaveLength(1);
    expect(payments.filter((p) => p.status === 'authorized')).toHaveLength(0);
    const winner = pages[answers.indexOf(paid[0]!)]!.session;
    expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'paid', paid_session_id: winner });
    expect(await receiptJobs(t.db, link.id)).toBe(1);
    for (const p of pages) {
      const view = (await page(link).read(p.session)).body.data;
      expect(view.status).toBe(p.session === winner ? 'paid' : 'already paid');
    }
  });

  it('one page completing its 3-D Secure twice at once captures once and gives nothing back', async () => {
    const link = await insertPaymentLink(t.db);
    const session = await page(link).open();
    const challenged = await page(link).pay(await cardBody(session, CHALLENGE_VISA));
    await answerChallenge(t.app, challenged.body.data.next_action.url, 'complete');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => page(link).update({ session, action: 'complete' })),
    );
    for (const answer of answers) {
      // Each answers paid, or that the capture is under way (the page reloads and reads paid).
      if (answer.status === 200) expect(answer.body.data.status).toBe('paid');
      else expect([answer.status, answer.body.errors[0].code]).toEqual([409, 3200]);
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual(['captured']);
    expect(await refunded(link.number)).toBe(0);
    expect((await page(link).read(session)).body.data.status).toBe('paid');
    expect(await receiptJobs(t.db, link.id)).toBe(1);
  });

  it('a capture whose answer was lost: 402 3203, the link held; complete captures again under the same key, once', async () => {
    const link = await insertPaymentLink(t.db);
    const session = await page(link).open();
    loseNextCaptureAnswer = true;
    const lost = await page(link).pay(await cardBody(session, APPROVED_VISA));
    expect(lost.status).toBe(402);
    expect(lost.body.errors[0].code).toBe(3203);
    expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'unpaid', attempt_state: 'capturing' });

    // Right away, the capture counts as under way: nothing is released, nothing captured twice.
    const tooSoon = await page(link).update({ session, action: 'complete' });
    expect([tooSoon.status, tooSoon.body.errors[0].code]).toEqual([409, 3200]);
    expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'unpaid', attempt_state: 'capturing' });

    // Once the retry wait is over (the capture began a minute ago), complete finishes it.
    await t.db.execute(sql`
      update payment_links set attempt_expires_at = attempt_expires_at - interval '1 minute' where id = ${link.id}`);
    const done = await page(link).update({ session, action: 'complete' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('paid');
    expect((await sandboxPaymentsOf(t.db, link.number)).map((p) => p.status)).toEqual(['captured']);
    expect(await refunded(link.number)).toBe(0);
    expect(await receiptJobs(t.db, link.id)).toBe(1);
  });

  it('a PayPal order completed by two calls at once is captured once', async () => {
    const link = await insertPaymentLink(t.db, { hotelId: KYOTO });
    const session = await page(link).open();
    const started = await page(link).pay({
      session,
      method: 'paypal',
      return_url: PAGE_URL,
      cancel_url: PAGE_URL,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const action = started.body.data.next_action;
    expect((await answerPayPal(t.app, action.url, 'balance')).status).toBe(303);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => page(link).update({ session, action: 'complete' })),
    );
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.data.status).toBe('paid');
      else expect([answer.status, answer.body.errors[0].code]).toEqual([409, 3200]);
    }
    expect(await payPalOrdersOf(t.db, link.number)).toEqual([{ id: action.order_id, status: 'COMPLETED' }]);
    const order = await wallet.getOrder(action.order_id);
    expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'paid', paid_ref: order?.captureId });
    expect(await receiptJobs(t.db, link.id)).toBe(1);
  });
});
