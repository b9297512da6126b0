import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayPalOperations, sandboxPayPalOrders } from '../../../db/tables/sandbox-paypal.table.ts';
import { formatMoney } from '../../../lib/money.ts';
import type {
  CreateOrderInput,
  WalletOrder,
  WalletProvider,
} from '../../../platform/payments/wallet-provider.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';
import { APPROVED_JCB, APPROVED_VISA, decliningCard, tokenize } from '../payment-test-kit.ts';
import { escapeHtml } from '../sandbox/sandbox-pages.ts';
import { PAYPAL_SANDBOX_TEXTS } from './paypal-sandbox.texts.ts';
import { createPayPalSandbox } from './paypal-sandbox-provider.ts';

const NOW = new Date('2026-11-30T10:00:00Z');
// This server's default PUBLIC_URL: an allowed origin to send the buyer back to.
const RETURN_URL = 'http://localhost:8080/payments/PL0123456789ABCDEFGHJK?code=hanami-tokyo&paypal=return';
const CANCEL_URL = 'http://localhost:8080/payments/PL0123456789ABCDEFGHJK?code=hanami-tokyo&paypal=cancel';
const ORDER_ID = /^[0-9A-Z]{17}$/;

const frameAncestorsOf = (csp: unknown) =>
  /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(String(csp ?? ''))?.[1]?.trim() ?? null;
const formActionOf = (csp: unknown) =>
  /(?:^|;)\s*form-action ([^;]*)/.exec(String(csp ?? ''))?.[1]?.trim() ?? null;

describe.each(testDatabaseKinds())('PayPal sandbox (%s)', (database) => {
  let t: TestApp;
  let wallet: WalletProvider;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ database, now: () => NOW });
    wallet = createPayPalSandbox({ db: t.db, publicUrl: t.config.publicUrl, now: () => NOW });
  }, 120_000);
  afterAll(async () => t?.close());

  const orderInput = (overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
    amount: 12_000,
    currency: 'JPY',
    reference: `PL${String(++seq).padStart(20, '0')}`,
    description: 'Deposit for your stay',
    returnUrl: RETURN_URL,
    cancelUrl: CANCEL_URL,
    requestId: `payment_link:request-${seq}`,
    ...overrides,
  });

  /** A button of the approval page, as the browser posts the form. */
  const answer = (order: WalletOrder, action: string, locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: order.approveUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action, ...(locale ? { locale } : {}) }).toString(),
    });

  /** An order the buyer approved on the page, with where the browser was sent back to. */
  async function approvedOrder(action: 'balance' | 'declined_card' = 'balance', overrides = {}) {
    const order = await wallet.createOrder(orderInput(overrides));
    const response = await answer(order, action);
    expect(response.statusCode, response.body).toBe(303);
    return { order, location: new URL(String(response.headers.location)) };
  }

  const statusOf = async (orderId: string) => (await wallet.getOrder(orderId))?.status;

  it('hands out a client credential shaped like PayPal’s', async () => {
    const first = await wallet.clientCredential();
    const second = await wallet.clientCredential();
    expect(first).toMatchObject({ clientId: 'sb-yadori-sandbox', expiresIn: 32_400, environment: 'sandbox' });
    expect(first.accessToken).toMatch(/^A21AA[A-Za-z0-9_-]{40,}$/);
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  describe('create order', () => {
    it('answers a CREATED order with a PayPal-like id and the approval page’s root-relative address', async () => {
      const order = await wallet.createOrder(orderInput());
      expect(order.id).toMatch(ORDER_ID);
      expect(order).toEqual({
        id: order.id,
        status: 'CREATED',
        amount: 12_000,
        currency: 'JPY',
        approveUrl: `/sandbox-paypal/checkoutnow?token=${order.id}`,
        captureId: null,
      });
      expect(await wallet.getOrder(order.id)).toEqual(order);
      expect(await wallet.getOrder('NOSUCHORDER000000')).toBeNull();
    });

    it('creates once per request id: a retry answers the first order, whatever its body', async () => {
      const input = orderInput();
      const first = await wallet.createOrder(input);
      const retried = await wallet.createOrder({
        ...input,
        amount: 99_999,
        currency: 'USD',
        reference: 'OTHER',
      });
      expect(retried).toEqual(first);
      const concurrent = await Promise.all(
        [1, 2, 3, 4].map(() => wallet.createOrder(orderInput({ requestId: 'payment_link:same-at-once' }))),
      );
      expect(new Set(concurrent.map((order) => order.id)).size).toBe(1);
      for (const requestId of [input.requestId, 'payment_link:same-at-once']) {
        const rows = await t.db
          .select()
          .from(sandboxPayPalOrders)
          .where(eq(sandboxPayPalOrders.requestId, requestId));
        expect(rows).toHaveLength(1);
      }
      expect((await wallet.getOrder(first.id))?.amount).toBe(12_000);
    });
  });

  describe('approval page', () => {
    it('approve with the balance: 303 back to the return URL with token and PayerID, then capture once', async () => {
      const { order, location } = await approvedOrder('balance');
      expect(location.origin + location.pathname).toBe(
        'http://localhost:8080/payments/PL0123456789ABCDEFGHJK',
      );
      expect(location.searchParams.get('code')).toBe('hanami-tokyo');
      expect(location.searchParams.get('paypal')).toBe('return');
      expect(location.searchParams.get('token')).toBe(order.id);
      const payerId = location.searchParams.get('PayerID');
      expect(payerId).toMatch(/^[0-9A-Z]{13}$/);
      expect(await statusOf(order.id)).toBe('APPROVED');

      const captured = await wallet.captureOrder(order.id, `capture-${order.id}`);
      expect(captured).toEqual({
        status: 'completed',
        captureId: expect.stringMatching(ORDER_ID),
        payerEmail: `sb-${payerId?.toLowerCase()}@personal.example.com`,
      });
      if (captured.status !== 'completed') throw new Error('not captured');
      expect(await wallet.getOrder(order.id)).toMatchObject({
        status: 'COMPLETED',
        captureId: captured.captureId,
      });
      // A retry with the key answers the same capture; another key finds nothing left to capture.
      expect(await wallet.captureOrder(order.id, `capture-${order.id}`)).toEqual(captured);
      expect(await wallet.captureOrder(order.id, `another-${order.id}`)).toEqual({
        status: 'declined',
        code: 3201,
      });
    });

    it('the first answer wins: a second button on an approved order changes nothing and shows its state', async () => {
      const { order } = await approvedOrder('balance');
      for (const action of ['declined_card', 'cancel', 'balance']) {
        const again = await answer(order, action, 'en');
        expect(again.statusCode).toBe(409);
        expect(again.headers.location).toBeUndefined();
        expect(again.body).toContain(escapeHtml(PAYPAL_SANDBOX_TEXTS.en.approved));
      }
      // Still funded by the balance: the capture goes through.
      expect((await wallet.captureOrder(order.id, `first-wins-${order.id}`)).status).toBe('completed');
      const page = await t.app.inject({ url: `${order.approveUrl}&locale=en` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(escapeHtml(PAYPAL_SANDBOX_TEXTS.en.completed));
      expect(page.body).not.toContain('value="balance"');
      // Its one button goes back to the return URL, as an approval does.
      const back = await answer(order, 'return');
      expect(back.statusCode).toBe(303);
      expect(new URL(String(back.headers.location)).searchParams.get('token')).toBe(order.id);
    });

    it('cancel: 303 to the cancel URL with the token, and the order stays CREATED (approvable later)', async () => {
      const order = await wallet.createOrder(orderInput());
      const cancelled = await answer(order, 'cancel');
      expect(cancelled.statusCode).toBe(303);
      const location = new URL(String(cancelled.headers.location));
      expect(location.searchParams.get('paypal')).toBe('cancel');
      expect(location.searchParams.get('token')).toBe(order.id);
      expect(location.searchParams.has('PayerID')).toBe(false);
      expect(await statusOf(order.id)).toBe('CREATED');
      expect(await wallet.captureOrder(order.id, `after-cancel-${order.id}`)).toEqual({
        status: 'declined',
        code: 3201,
      });
      expect((await answer(order, 'balance')).statusCode).toBe(303);
      expect(await statusOf(order.id)).toBe('APPROVED');
    });

    it('shows reference, amount and the three buttons in Japanese and in English', async () => {
      const order = await wallet.createOrder(orderInput({ amount: 12_345, locale: 'ja' }));
      const reference = `PL${String(seq).padStart(20, '0')}`;
      for (const locale of ['ja', 'en'] as const) {
        const page = await t.app.inject({ url: `${order.approveUrl}&locale=${locale}` });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        const texts = PAYPAL_SANDBOX_TEXTS[locale];
        expect(page.body).toContain(`<html lang="${locale}">`);
        expect(page.body).toContain(`<h1>${escapeHtml(texts.title)}</h1>`);
        for (const words of [texts.payWithBalance, texts.payWithDecliningCard, texts.cancelAndReturn]) {
          expect(page.body).toContain(escapeHtml(words));
        }
        expect(page.body).toContain(reference);
        expect(page.body).toContain(formatMoney(12_345, 'JPY', locale));
        expect(page.body).toContain(`action="/sandbox-paypal/checkoutnow?token=${order.id}"`);
      }
      // No locale asked: the order's own.
      const stored = await t.app.inject({ url: order.approveUrl });
      expect(stored.body).toContain('<html lang="ja">');
      expect(stored.body).toContain(escapeHtml(PAYPAL_SANDBOX_TEXTS.ja.payWithBalance));
    });

    it('sends security headers: a nonce for its script and style, form-action to allowed origins, framing as the widget', async () => {
      const order = await wallet.createOrder(orderInput());
      const page = await t.app.inject({ url: order.approveUrl });
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(`script-src 'nonce-${nonce}'`);
      expect(formActionOf(csp)).toBe("'self' http://localhost:8080");
      // As the card sandbox's challenge page: this server, and the sites of the return address's hotel
      // when the app passes its hotel catalogue.
      expect(["'self'", "'self' https://www.hanami-hotels.example"]).toContain(frameAncestorsOf(csp));
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      for (const script of page.body.match(/<script[^>]*>/g) ?? [])
        expect(script).toContain(`nonce="${nonce}"`);
    });

    it('an unknown order: a 404 page, in the language asked', async () => {
      const page = await t.app.inject({
        url: '/sandbox-paypal/checkoutnow?token=NOSUCHORDER000000&locale=ja',
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(escapeHtml(PAYPAL_SANDBOX_TEXTS.ja.notFound));
      const posted = await t.app.inject({
        method: 'POST',
        url: '/sandbox-paypal/checkoutnow?token=NOSUCHORDER000000',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=balance',
      });
      expect(posted.statusCode).toBe(404);
      expect(posted.headers.location).toBeUndefined();
    });

    it('a malformed request is a 4xx: no token, an unknown button', async () => {
      expect((await t.app.inject({ url: '/sandbox-paypal/checkoutnow' })).statusCode).toBe(400);
      const order = await wallet.createOrder(orderInput());
      expect((await answer(order, 'steal')).statusCode).toBe(400);
      expect(await statusOf(order.id)).toBe('CREATED');
    });

    it('never redirects to an origin that is not allowed (no open redirect)', async () => {
      const order = await wallet.createOrder(
        orderInput({
          returnUrl: 'https://evil.example/back?code=hanami-tokyo',
          cancelUrl: 'https://evil.example/cancel',
        }),
      );
      const page = await t.app.inject({ url: order.approveUrl });
      expect(formActionOf(page.headers['content-security-policy'])).toBe("'self'");
      for (const action of ['cancel', 'balance']) {
        const response = await answer(order, action, 'en');
        expect(response.statusCode).toBe(400);
        expect(response.headers.location).toBeUndefined();
        expect(response.body).toContain(escapeHtml(PAYPAL_SANDBOX_TEXTS.en.returnRefused));
        expect(response.body).not.toContain('evil.example');
      }
      const javascript = await wallet.createOrder(orderInput({ returnUrl: 'javascript:alert(1)' }));
      const refused = await answer(javascript, 'balance');
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    });
  });

  describe('capture', () => {
    it('before approval: 3201, and the order stays CREATED', async () => {
      const order = await wallet.createOrder(orderInput());
      expect(await wallet.captureOrder(order.id, `early-${order.id}`)).toEqual({
        status: 'declined',
        code: 3201,
      });
      expect(await statusOf(order.id)).toBe('CREATED');
      // The key was not spent on the refusal: once approved, the same key captures.
      await answer(order, 'balance');
      expect((await wallet.captureOrder(order.id, `early-${order.id}`)).status).toBe('completed');
    });

    it('an unknown order: 3201', async () => {
      expect(await wallet.captureOrder('NOSUCHORDER000000', 'unknown-order')).toEqual({
        status: 'declined',
        code: 3201,
      });
    });

    it('funding PayPal declines: 3204 at every capture, and the order stays APPROVED', async () => {
      const { order, location } = await approvedOrder('declined_card');
      expect(location.searchParams.get('token')).toBe(order.id);
      expect(location.searchParams.get('PayerID')).toMatch(/^[0-9A-Z]{13}$/);
      expect(await wallet.captureOrder(order.id, `declined-${order.id}`)).toEqual({
        status: 'declined',
        code: 3204,
      });
      expect(await wallet.captureOrder(order.id, `declined-again-${order.id}`)).toEqual({
        status: 'declined',
        code: 3204,
      });
      expect(await wallet.getOrder(order.id)).toMatchObject({ status: 'APPROVED', captureId: null });
    });

    it('captures once when five captures with different keys run at once', async () => {
      const { order } = await approvedOrder('balance');
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => wallet.captureOrder(order.id, `race-${order.id}-${n}`)),
      );
      const completed = results.filter((result) => result.status === 'completed');
      expect(completed).toHaveLength(1);
      expect(results.filter((result) => result.status === 'declined' && result.code === 3201)).toHaveLength(
        4,
      );
      const [row] = await t.db.select().from(sandboxPayPalOrders).where(eq(sandboxPayPalOrders.id, order.id));
      expect(row).toMatchObject({ status: 'COMPLETED', capturedAmount: 12_000 });
      const captures = await t.db
        .select()
        .from(sandboxPayPalOperations)
        .where(eq(sandboxPayPalOperations.orderId, order.id));
      expect(captures.filter((op) => op.kind === 'capture' && op.declineCode === null)).toHaveLength(1);
    });

    it('answers one capture to concurrent retries with the same key', async () => {
      const { order } = await approvedOrder('balance');
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => wallet.captureOrder(order.id, `same-key-${order.id}`)),
      );
      const ids = results.map((result) => (result.status === 'completed' ? result.captureId : result.code));
      expect(new Set(ids).size).toBe(1);
      expect(ids[0]).toMatch(ORDER_ID);
    });
  });

  describe('refund', () => {
    it('once per key, and never more than was captured', async () => {
      const { order } = await approvedOrder('balance');
      const captured = await wallet.captureOrder(order.id, `refund-capture-${order.id}`);
      if (captured.status !== 'completed') throw new Error('not captured');
      const { captureId } = captured;
      const refunded = async () =>
        (await t.db.select().from(sandboxPayPalOrders).where(eq(sandboxPayPalOrders.id, order.id)))[0]
          ?.refundedAmount;

      expect(await wallet.refundCapture(captureId, 5_000, `refund-a-${order.id}`)).toEqual({ status: 'ok' });
      expect(await wallet.refundCapture(captureId, 5_000, `refund-a-${order.id}`)).toEqual({ status: 'ok' });
      expect(await refunded()).toBe(5_000);
      expect(await wallet.refundCapture(captureId, 7_001, `refund-b-${order.id}`)).toEqual({
        status: 'failed',
        code: 3203,
      });
      expect(await refunded()).toBe(5_000);
      // The refused key was not spent: a smaller refund may use it.
      expect(await wallet.refundCapture(captureId, 7_000, `refund-b-${order.id}`)).toEqual({ status: 'ok' });
      expect(await refunded()).toBe(12_000);
      expect(await wallet.refundCapture(captureId, 1, `refund-c-${order.id}`)).toEqual({
        status: 'failed',
        code: 3203,
      });
      expect(await wallet.refundCapture(captureId, 0, `refund-d-${order.id}`)).toEqual({
        status: 'failed',
        code: 3203,
      });
      expect(await wallet.refundCapture('NOSUCHCAPTURE0000', 1, `refund-e-${order.id}`)).toEqual({
        status: 'failed',
        code: 3203,
      });
    });

    it('refunds the capture once when two full refunds with different keys run at once', async () => {
      const { order } = await approvedOrder('balance');
      const captured = await wallet.captureOrder(order.id, `refund-race-${order.id}`);
      if (captured.status !== 'completed') throw new Error('not captured');
      const results = await Promise.all(
        [1, 2, 3].map((n) =>
          wallet.refundCapture(captured.captureId, 12_000, `refund-race-${order.id}-${n}`),
        ),
      );
      expect(results.filter((result) => result.status === 'ok')).toHaveLength(1);
      const refunds = await t.db
        .select()
        .from(sandboxPayPalOperations)
        .where(eq(sandboxPayPalOperations.orderId, order.id));
      expect(refunds.filter((op) => op.kind === 'refund')).toHaveLength(1);
    });
  });

  describe('void', () => {
    it('CREATED and APPROVED orders are voided (then 3201 at capture); again, or unknown, is ok', async () => {
      const created = await wallet.createOrder(orderInput());
      expect(await wallet.voidOrder(created.id)).toEqual({ status: 'ok' });
      expect(await statusOf(created.id)).toBe('VOIDED');
      expect(await wallet.voidOrder(created.id)).toEqual({ status: 'ok' });
      expect(await wallet.voidOrder('NOSUCHORDER000000')).toEqual({ status: 'ok' });

      const { order: approved } = await approvedOrder('balance');
      expect(await wallet.voidOrder(approved.id)).toEqual({ status: 'ok' });
      expect(await statusOf(approved.id)).toBe('VOIDED');
      expect(await wallet.captureOrder(approved.id, `after-void-${approved.id}`)).toEqual({
        status: 'declined',
        code: 3201,
      });
      // The approval page of a voided order shows it, and its buttons change nothing.
      const page = await t.app.inject({ url: `${created.approveUrl}&locale=en` });
      expect(page.body).toContain(escapeHtml(PAYPAL_SANDBOX_TEXTS.en.voided));
      expect((await answer(created, 'balance')).statusCode).toBe(409);
      expect(await statusOf(created.id)).toBe('VOIDED');
    });

    it('a COMPLETED order is not voided: 3200', async () => {
      const { order } = await approvedOrder('balance');
      expect((await wallet.captureOrder(order.id, `void-completed-${order.id}`)).status).toBe('completed');
      expect(await wallet.voidOrder(order.id)).toEqual({ status: 'failed', code: 3200 });
      expect(await statusOf(order.id)).toBe('COMPLETED');
    });
  });

  describe('card validation', () => {
    const verifications = async () =>
      (await t.db.select().from(sandboxPayPalOperations).where(eq(sandboxPayPalOperations.kind, 'verify')))
        .length;

    it('a good card: valid with its brand and last four, recorded as a verification', async () => {
      const before = await verifications();
      expect(await wallet.validateCard(await tokenize(t.app, APPROVED_VISA))).toEqual({
        status: 'valid',
        brand: 'visa',
        last4: '1111',
      });
      expect(await wallet.validateCard(await tokenize(t.app, APPROVED_JCB))).toEqual({
        status: 'valid',
        brand: 'jcb',
        last4: '0000',
      });
      expect(await verifications()).toBe(before + 2);
    });

    it('a card the sandbox declines: declined with its code', async () => {
      for (const code of [3204, 3005, 3002] as const) {
        expect(await wallet.validateCard(await tokenize(t.app, decliningCard(code)))).toEqual({
          status: 'declined',
          code,
        });
      }
    });

    it('an unknown or expired token: 3007, as the card sandbox answers it', async () => {
      expect(await wallet.validateCard('tok_sandbox_nope')).toEqual({ status: 'declined', code: 3007 });
      const token = await tokenize(t.app, APPROVED_VISA);
      const later = createPayPalSandbox({
        db: t.db,
        publicUrl: t.config.publicUrl,
        now: () => new Date(NOW.getTime() + 31 * 60 * 1000),
      });
      expect(await later.validateCard(token)).toEqual({ status: 'declined', code: 3007 });
    });

    it('keeps no card number', async () => {
      await wallet.validateCard(await tokenize(t.app, APPROVED_VISA));
      const rows = await t.db.select().from(sandboxPayPalOperations);
      expect(JSON.stringify(rows)).not.toContain(APPROVED_VISA);
    });
  });
});
