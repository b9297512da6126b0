import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND_CLIENT } from '../../seed/seed-facts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { APPROVED_VISA, decliningCard, tokenize } from '../payments/payment-test-kit.ts';
import {
  answerPayPal,
  createPaymentLinkApp,
  expireSessions,
  insertPaymentLink,
  KYOTO,
  linkPage,
  linkRow,
  PAGE_URL,
  payPalOrdersOf,
  receiptJobs,
  sandboxPaymentsOf,
  setGatewayProvider,
  setLinkStatus,
  type TestLink,
  TOKYO,
  YAMABUKI,
} from './payment-links-test-kit.ts';

const RETURN_URL = `${PAGE_URL}&paypal=return`;
const CANCEL_URL = `${PAGE_URL}&paypal=cancel`;
const paypalBody = (session: string) => ({
  session,
  method: 'paypal',
  return_url: RETURN_URL,
  cancel_url: CANCEL_URL,
});

describe.each(testDatabaseKinds())('payment links paid with PayPal (%s)', (database) => {
  let t: TestApp;
  let client: string;
  let brandClient: string;

  beforeAll(async () => {
    t = await createPaymentLinkApp({ database });
    client = await issueClientSession(t.app);
    brandClient = await issueClientSession(t.app, DEMO_BRAND_CLIENT);
    // Kyoto takes PayPal; Tokyo cards only.
    await setGatewayProvider(t.db, KYOTO, 'paypal');
    await setGatewayProvider(t.db, TOKYO, 'sandbox');
  }, 180_000);
  afterAll(async () => t?.close());

  const page = (link: TestLink) => linkPage(t.app, client, link, { 'tripla-locale': 'en' });
  const newLink = () => insertPaymentLink(t.db, { hotelId: KYOTO, amount: 8_800 });
  const payPal = (path: string, payload: object = {}, session = client, hotelId = KYOTO) =>
    t.app
      .inject({
        method: 'POST',
        url: `/book/hotels/${hotelId}/reservations/paypal_payments/${path}`,
        headers: { 'client-session': session },
        payload,
      })
      .then((response) => ({ status: response.statusCode, body: response.json() }));

  async function startPayPal(link: TestLink, session: string) {
    const answer = await page(link).pay(paypalBody(session));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.next_action as { type: string; url: string; order_id: string };
  }

  it('offers PayPal where the gateway does; approve → complete → paid, the receipt enqueued', async () => {
    const link = await newLink();
    const session = await page(link).open();
    expect((await page(link).read(session)).body.data.methods).toEqual(['credit_card', 'paypal']);

    const action = await startPayPal(link, session);
    expect(action).toEqual({
      type: 'paypal_approval',
      url: expect.stringMatching(/^\/sandbox-paypal\/checkoutnow\?token=/),
      order_id: expect.any(String),
    });
    expect((await page(link).read(session)).body.data.next_action).toEqual(action);

    const back = await answerPayPal(t.app, action.url, 'balance');
    expect(back.status).toBe(303);
    expect(back.location).toContain('paypal=return');

    const done = await page(link).update({ session, action: 'complete' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'paid',
      paid_with: { method: 'paypal', brand: null, last4: null },
      next_action: null,
    });
    expect(await payPalOrdersOf(t.db, link.number)).toEqual([{ id: action.order_id, status: 'COMPLETED' }]);
    expect(await linkRow(t.db, link.id)).toMatchObject({ status: 'paid', paid_method: 'paypal' });
    expect(await receiptJobs(t.db, link.id)).toBe(1);
    expect((await page(link).read()).body.data.status).toBe('already paid');
  });

  it('keeps waiting when completed before approval (409 3201), and cancel leaves the link unpaid', async () => {
    const link = await newLink();
    const session = await page(link).open();
    const action = await startPayPal(link, session);

    const early = await page(link).update({ session, action: 'complete' });
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toMatchObject({ code: 3201, details: { reason: 'not_approved' } });
    expect((await page(link).read(session)).body.data.next_action).toEqual(action);

    const back = await answerPayPal(t.app, action.url, 'cancel');
    expect(back.location).toContain('paypal=cancel');
    const cancelled = await page(link).update({ session, action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'unpaid', next_action: null, error_code: null });
    expect(await payPalOrdersOf(t.db, link.number)).toEqual([{ id: action.order_id, status: 'VOIDED' }]);

    // The link is payable again, by card this time.
    const paid = await page(link).pay({
      session,
      method: 'credit_card',
      card_token: await tokenize(t.app, APPROVED_VISA),
      return_url: PAGE_URL,
    });
    expect(paid.body.data.status).toBe('paid');
    expect(await sandboxPaymentsOf(t.db, link.number)).toHaveLength(1);
  });

  it("refuses a buyer's funding PayPal declines at capture: 402 3204, failed, the order voided", async () => {
    const link = await newLink();
    const session = await page(link).open();
    const action = await startPayPal(link, session);
    await answerPayPal(t.app, action.url, 'declined_card');
    const done = await page(link).update({ session, action: 'complete' });
    expect(done.status).toBe(402);
    expect(done.body.errors[0].code).toBe(3204);
    expect((await page(link).read(session)).body.data).toMatchObject({ status: 'failed', error_code: 3204 });
    expect(await payPalOrdersOf(t.db, link.number)).toEqual([{ id: action.order_id, status: 'VOIDED' }]);
  });

  it('answers 3201 and voids the order when the link is withdrawn after approval', async () => {
    const link = await newLink();
    const session = await page(link).open();
    const action = await startPayPal(link, session);
    await answerPayPal(t.app, action.url, 'balance');
    await setLinkStatus(t.db, link.id, 'cancelled');
    const done = await page(link).update({ session, action: 'complete' });
    expect(done.status).toBe(409);
    expect(done.body.errors[0].code).toBe(3201);
    expect(await payPalOrdersOf(t.db, link.number)).toEqual([{ id: action.order_id, status: 'VOIDED' }]);
  });

  it('refuses PayPal at a hotel whose gateway does not offer it (422)', async () => {
    const link = await insertPaymentLink(t.db, { hotelId: TOKYO });
    const session = await page(link).open();
    const answer = await page(link).pay(paypalBody(session));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].details.fields.method).toHaveLength(1);
    expect(await linkRow(t.db, link.id)).toMatchObject({ attempt_id: null });
  });

  describe('paypal_payments', () => {
    it('client_credential: a token reused until near its expiry; 404 where PayPal is not offered or not seen', async () => {
      const first = await payPal('client_credential');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data).toMatchObject({
        client_id: expect.any(String),
        access_token: expect.any(String),
        token_type: 'Bearer',
        environment: 'sandbox',
      });
      const second = await payPal('client_credential');
      expect(second.body.data.access_token).toBe(first.body.data.access_token);

      expect((await payPal('client_credential', {}, client, TOKYO)).status).toBe(404);
      expect((await payPal('client_credential', {}, client, 999_999)).status).toBe(404);
      await setGatewayProvider(t.db, YAMABUKI, 'gmo-paypal');
      expect((await payPal('client_credential', {}, brandClient, YAMABUKI)).status).toBe(404);
      expect((await payPal('client_credential', {}, client, YAMABUKI)).status).toBe(200);
    });

    it('order: an order for the link, completed through the transaction; the refusals of paying', async () => {
      const link = await newLink();
      const session = await page(link).open();
      const body = { payment_number: link.number, session, return_url: RETURN_URL, cancel_url: CANCEL_URL };
      const order = await payPal('order', body);
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(order.body.data).toEqual({
        order_id: expect.any(String),
        status: 'CREATED',
        approve_url: expect.stringMatching(/^\/sandbox-paypal\/checkoutnow\?token=/),
      });
      expect((await page(link).read(session)).body.data.next_action).toMatchObject({
        type: 'paypal_approval',
        order_id: order.body.data.order_id,
      });
      await answerPayPal(t.app, order.body.data.approve_url, 'balance');
      const done = await page(link).update({ session, action: 'complete' });
      expect(done.body.data.status).toBe('paid');

      const paidAgain = await payPal('order', body);
      expect(paidAgain.status).toBe(409);
      expect(paidAgain.body.errors[0].code).toBe(3200);

      const other = await newLink();
      const old = await page(other).open();
      await expireSessions(t.db, other.id);
      const late = await payPal('order', { ...body, payment_number: other.number, session: old });
      expect(late.status).toBe(410);
      expect(late.body.errors[0].code).toBe(1250);

      const tokyo = await insertPaymentLink(t.db, { hotelId: TOKYO });
      const tokyoSession = await page(tokyo).open();
      const notOffered = await payPal(
        'order',
        { ...body, payment_number: tokyo.number, session: tokyoSession },
        client,
        TOKYO,
      );
      expect(notOffered.status).toBe(404);
      const elsewhere = await payPal('order', {
        ...body,
        payment_number: tokyo.number,
        session: tokyoSession,
      });
      expect(elsewhere.status).toBe(404);
      const malformed = await payPal('order', { ...body, payment_number: 'PL1' });
      expect(malformed.status).toBe(400);
    });

    it('validate_credit_card: the brand and last four, a decline as 402 with its code, 404 without PayPal', async () => {
      const valid = await payPal('validate_credit_card', {
        card_token: await tokenize(t.app, APPROVED_VISA),
      });
      expect(valid.status, JSON.stringify(valid.body)).toBe(200);
      expect(valid.body.data).toEqual({ valid: true, brand: 'visa', last4: '1111' });

      const declined = await payPal('validate_credit_card', {
        card_token: await tokenize(t.app, decliningCard(3204)),
      });
      expect(declined.status).toBe(402);
      expect(declined.body.errors[0].code).toBe(3204);

      const unknown = await payPal('validate_credit_card', { card_token: 'not-a-token' });
      expect(unknown.status).toBe(402);
      expect(unknown.body.errors[0].code).toBe(3007);

      const tokyo = await payPal('validate_credit_card', { card_token: 'x' }, client, TOKYO);
      expect(tokyo.status).toBe(404);
      expect((await payPal('validate_credit_card', {})).status).toBe(400);
    });
  });
});
