import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxCardTokens,
  sandboxPaymentOperations,
  sandboxPayments,
} from '../../../db/tables/sandbox-payments.table.ts';
import type { PaymentProvider } from '../../../platform/payments/payment-provider.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';
import { TEST_CARDS } from './card-rules.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const WIDGET_ORIGIN = 'http://localhost:8080';
const RETURN_URL = `${WIDGET_ORIGIN}/reservation/pending?number=ABC123`;
const card = (overrides: Record<string, string> = {}) => ({
  card_number: '4111 1111 1111 1111',
  expiry_month: '12',
  expiry_year: '28',
  cvc: '123',
  holder_name: 'TARO YAMADA',
  ...overrides,
});
const numberOf = (predicate: (c: (typeof TEST_CARDS)[number]) => boolean) => {
  const found = TEST_CARDS.find(predicate);
  if (!found) throw new Error('no such test card');
  return found.number;
};

describe.each(testDatabaseKinds())('sandbox gateway (%s)', (database) => {
  let t: TestApp;
  let provider: PaymentProvider;
  let keySeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ database, now: () => NOW });
    provider = createSandboxProvider({ db: t.db, publicUrl: t.config.publicUrl, now: () => NOW });
  }, 120_000);
  afterAll(async () => t?.close());

  async function tokenize(overrides: Record<string, string> = {}, locale = 'en') {
    return t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      headers: { 'tripla-locale': locale },
      payload: card(overrides),
    });
  }

  async function tokenFor(number: string): Promise<string> {
    const response = await tokenize({
      card_number: number,
      cvc: number.startsWith('3') && number.length === 15 ? '1234' : '123',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.token;
  }

  const authorize = async (number: string, amount = 30_000, currency = 'JPY') =>
    provider.authorize({
      cardToken: await tokenFor(number),
      amount,
      currency,
      reference: 'ABC123',
      returnUrl: RETURN_URL,
      idempotencyKey: `key-${++keySeq}`,
    });

  describe('token endpoint', () => {
    it('answers a token with the brand and last four digits, and stores no card number', async () => {
      const response = await tokenize({ card_number: '5555 5555 5555 4444' });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ brand: 'master', last4: '4444', expiry_month: 12, expiry_year: 2028 });
      expect(data.token).toMatch(/^tok_sandbox_/);
      const rows = await t.db.select().from(sandboxCardTokens);
      expect(JSON.stringify(rows)).not.toContain('5555555555554444');
      expect(JSON.stringify(rows)).not.toContain(data.token);
    });

    it.each([
      [{ card_number: '4111 1111 1111 1112' }, 'Invalid_card_number', 'card_number'],
      [{ card_number: '6011 1111 1111 1117' }, 'Invalid_card_number', 'card_number'],
      [{ card_number: '4111 1111 1111 111' }, 'Invalid_card_number', 'card_number'],
      [{ card_number: '' }, 'Invalid_card_number', 'card_number'],
      [{ brand: 'master' }, 'Invalid_card_number', 'brand'],
      [{ expiry_month: '10', expiry_year: '26' }, 'INVALID_EXPIRATION_YEAR', 'expiry'],
      [{ expiry_month: '13', expiry_year: '28' }, 'INVALID_EXPIRATION_YEAR', 'expiry'],
      [
        { expiry_month: '11', expiry_year: '26', valid_through: '2026-12-02' },
        'INVALID_EXPIRATION_YEAR',
        'expiry',
      ],
      [{ cvc: '12' }, 'INVALID_PARAMETER_SYNTAX', 'cvc'],
      [{ holder_name: '山田太郎' }, 'INVALID_PARAMETER_SYNTAX', 'holder_name'],
      [{ holder_name: 'ＴＡＲＯ ＹＡＭＡＤＡ' }, 'INVALID_PARAMETER_SYNTAX', 'holder_name'],
    ])('%j → %s', async (overrides, title, field) => {
      const response = await tokenize(overrides);
      expect(response.statusCode).toBe(400);
      const error = response.json().errors[0];
      expect(error.title).toBe(title);
      expect(Object.keys(error.details.fields)).toEqual([field]);
    });

    it('accepts a card valid through check-out and American Express with four-digit codes', async () => {
      expect(
        (await tokenize({ expiry_month: '12', expiry_year: '26', valid_through: '2026-12-31' })).statusCode,
      ).toBe(201);
      const amex = await tokenize({ card_number: '3782 822463 10005', cvc: '1234' });
      expect(amex.statusCode).toBe(201);
      expect(amex.json().data.brand).toBe('amex');
      expect((await tokenize({ card_number: '378282246310005', cvc: '123' })).statusCode).toBe(400);
    });

    it('localizes the message by Tripla-Locale', async () => {
      const response = await tokenize({ card_number: '4111111111111112' }, 'ja');
      expect(response.json().errors[0].details.base[0].error).toBe('カード番号をご確認ください。');
    });
  });

  describe('authorize', () => {
    it('approves the approved test cards of every brand', async () => {
      for (const number of TEST_CARDS.filter((c) => c.behaviour.kind === 'approve').map((c) => c.number)) {
        const result = await authorize(number);
        expect(result, number).toMatchObject({ status: 'authorized', last4: number.slice(-4) });
      }
    });

    it('declines each decline test card with its code', async () => {
      const decliners = TEST_CARDS.filter((c) => c.behaviour.kind === 'decline');
      expect(decliners.length).toBeGreaterThanOrEqual(13);
      for (const c of decliners) {
        const result = await authorize(c.number);
        expect(result, c.number).toMatchObject({ status: 'declined', code: Number(c.number.slice(-4)) });
      }
    });

    it('refuses VISA and Master above 1,000,000 yen (3003, online_limit) but not JCB', async () => {
      expect(await authorize('4111111111111111', 1_000_000)).toMatchObject({ status: 'authorized' });
      expect(await authorize('4111111111111111', 1_000_001)).toMatchObject({
        status: 'declined',
        code: 3003,
        reason: 'online_limit',
      });
      expect(await authorize('5555555555554444', 2_000_000)).toMatchObject({
        status: 'declined',
        code: 3003,
      });
      expect(await authorize('3530111333300000', 2_000_000)).toMatchObject({ status: 'authorized' });
    });

    it('answers a retried key with the first answer and books one payment', async () => {
      const input = {
        cardToken: await tokenFor('4111111111111111'),
        amount: 12_000,
        currency: 'JPY',
        reference: 'RETRY1',
        returnUrl: RETURN_URL,
        idempotencyKey: 'retry-key',
      };
      const [a, b] = await Promise.all([provider.authorize(input), provider.authorize(input)]);
      expect(a).toEqual(b);
      const rows = await t.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, 'retry-key'));
      expect(rows).toHaveLength(1);
    });

    it('declines an unknown token with 3007', async () => {
      const result = await provider.authorize({
        cardToken: 'tok_sandbox_unknown',
        amount: 1000,
        currency: 'JPY',
        reference: 'X',
        returnUrl: RETURN_URL,
        idempotencyKey: 'unknown-token',
      });
      expect(result).toMatchObject({ status: 'declined', code: 3007 });
    });
  });

  describe('3-D Secure challenge', () => {
    const challengeCard = numberOf((c) => c.behaviour.kind === 'challenge' && c.brand === 'visa');

    async function challenge() {
      const result = await authorize(challengeCard);
      if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
      return result;
    }

    it('shows an accessible page in the guest language and is pending until answered', async () => {
      const { paymentId, challengeUrl } = await challenge();
      expect(challengeUrl).toBe(`/sandbox-pay/challenge/${paymentId}`);
      const page = await t.app.inject({ url: `${challengeUrl}?locale=ja` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="ja">');
      expect(page.body).toContain('認証を完了する');
      expect(page.body).toContain('キャンセル');
      expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${WIDGET_ORIGIN}`);
      expect(await provider.completeChallenge(paymentId)).toEqual({ status: 'pending' });
    });

    it.each([
      ['complete', { status: 'authorized' }],
      ['fail', { status: 'declined', code: 3006 }],
      ['cancel', { status: 'declined', code: 3008 }],
    ] as const)('%s → back to the return URL, then %j', async (action, expected) => {
      const { paymentId, challengeUrl } = await challenge();
      const posted = await t.app.inject({
        method: 'POST',
        url: challengeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}&locale=en`,
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(RETURN_URL);
      expect(await provider.completeChallenge(paymentId)).toEqual(expected);
      // A second answer does not change the first.
      await t.app.inject({
        method: 'POST',
        url: challengeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action === 'complete' ? 'fail' : 'complete'}`,
      });
      expect(await provider.completeChallenge(paymentId)).toEqual(expected);
    });

    it('answers 3001 when the authorisation was voided before the challenge ended', async () => {
      const { paymentId, challengeUrl } = await challenge();
      expect(await provider.void(paymentId)).toEqual({ status: 'ok' });
      await t.app.inject({
        method: 'POST',
        url: challengeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      expect(await provider.completeChallenge(paymentId)).toEqual({ status: 'declined', code: 3001 });
    });

    it('does not redirect to a return address of another origin', async () => {
      const result = await provider.authorize({
        cardToken: await tokenFor(challengeCard),
        amount: 1000,
        currency: 'JPY',
        reference: 'EVIL',
        returnUrl: 'https://evil.example/steal',
        idempotencyKey: 'evil-return',
      });
      if (result.status !== 'challenge') throw new Error('expected a challenge');
      const posted = await t.app.inject({
        method: 'POST',
        url: result.challengeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    });

    it('answers 404 for an unknown payment', async () => {
      const page = await t.app.inject({ url: '/sandbox-pay/challenge/sp_nope' });
      expect(page.statusCode).toBe(404);
    });
  });

  describe('capture, refund, void', () => {
    it('captures at most the authorised amount, refunds at most the capture, once per key', async () => {
      const result = await authorize('4111111111111111', 50_000);
      if (result.status !== 'authorized') throw new Error('expected authorised');
      const id = result.paymentId;
      expect(await provider.capture(id, 60_000)).toEqual({ status: 'failed', code: 3201 });
      expect(await provider.capture(id, 50_000, 'cap-1')).toEqual({ status: 'ok' });
      expect(await provider.capture(id, 50_000, 'cap-1')).toEqual({ status: 'ok' });
      expect(await provider.refund(id, 20_000, 'ref-1')).toEqual({ status: 'ok' });
      expect(await provider.refund(id, 20_000, 'ref-1')).toEqual({ status: 'ok' });
      expect(await provider.refund(id, 40_000, 'ref-2')).toEqual({ status: 'failed', code: 3203 });
      const [row] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      expect(row).toMatchObject({ status: 'captured', capturedAmount: 50_000, refundedAmount: 20_000 });
      expect(await provider.void(id)).toEqual({ status: 'failed', code: 3203 });
    });

    it('voids an authorisation twice without error and then refuses to capture it', async () => {
      const result = await authorize('4111111111111111');
      if (result.status !== 'authorized') throw new Error('expected authorised');
      expect(await provider.void(result.paymentId)).toEqual({ status: 'ok' });
      expect(await provider.void(result.paymentId)).toEqual({ status: 'ok' });
      expect(await provider.capture(result.paymentId, 1)).toEqual({ status: 'failed', code: 3201 });
    });

    it('voids by the idempotency key of the authorisation, once; an unknown key has nothing to void', async () => {
      const result = await authorize('4111111111111111');
      if (result.status !== 'authorized') throw new Error('expected authorised');
      const key = `key-${keySeq}`;
      const operations = () =>
        t.db
          .select({ kind: sandboxPaymentOperations.kind })
          .from(sandboxPaymentOperations)
          .where(eq(sandboxPaymentOperations.paymentId, result.paymentId));
      expect(await provider.voidByIdempotencyKey(key)).toEqual({ status: 'ok' });
      expect(await provider.voidByIdempotencyKey(key)).toEqual({ status: 'ok' });
      const [row] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, result.paymentId));
      expect(row?.status).toBe('voided');
      expect(await operations()).toEqual([{ kind: 'void' }]);
      const before = await t.db.select({ id: sandboxPayments.id }).from(sandboxPayments);
      expect(await provider.voidByIdempotencyKey('key-never-used')).toEqual({ status: 'ok' });
      expect(await t.db.select({ id: sandboxPayments.id }).from(sandboxPayments)).toHaveLength(before.length);
    });

    it('refuses to void by key what was already captured', async () => {
      const result = await authorize('4111111111111111');
      if (result.status !== 'authorized') throw new Error('expected authorised');
      expect(await provider.capture(result.paymentId, 30_000, `cap-${keySeq}`)).toEqual({ status: 'ok' });
      expect(await provider.voidByIdempotencyKey(`key-${keySeq}`)).toEqual({ status: 'failed', code: 3203 });
    });
  });

  describe('card fields page', () => {
    it('refuses an origin that is not the widget’s', async () => {
      const page = await t.app.inject({ url: '/sandbox-pay/card-fields?parent_origin=https://evil.example' });
      expect(page.statusCode).toBe(400);
      expect(page.body).not.toContain('card-form');
      expect((await t.app.inject({ url: '/sandbox-pay/card-fields' })).statusCode).toBe(400);
      const script = await t.app.inject({
        url: '/sandbox-pay/card-fields?parent_origin=javascript:alert(1)',
      });
      expect(script.statusCode).toBe(400);
    });

    it('lets any page frame it (the widget sits in hotel sites) but posts only to the widget’s origin', async () => {
      const page = await t.app.inject({
        url: `/sandbox-pay/card-fields?parent_origin=${encodeURIComponent(`${WIDGET_ORIGIN}/`)}&valid_through=2026-12-05&brands=visa,master,bogus`,
      });
      expect(page.statusCode).toBe(200);
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toContain('frame-ancestors *');
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(page.body).toContain(`"parentOrigin":"${WIDGET_ORIGIN}"`);
      expect(page.body).toContain('"validThrough":"2026-12-05"');
      expect(page.body).toContain('"brands":["visa","master"]');
      expect(page.body).toContain("var SOURCE = 'yadori-sandbox-pay'");
      expect(page.body).toContain(
        "type: 'token', request_id: requestId, token: d.token, brand: d.brand, last4: d.last4 || ''",
      );
      // The inline script is the one the CSP nonce allows, and it parses.
      const inline = page.body.split(`<script nonce="${nonce}">`)[1]?.split('</script>')[0];
      expect(inline).toBeDefined();
      expect(() => new Function(inline ?? '')).not.toThrow();
    });

    it.each([
      ['ja', 'カード番号', 'カード名義'],
      ['en', 'Card number', 'Name on card'],
      ['zh_Hans', '卡号', '持卡人姓名'],
      ['zh_Hant', '卡號', '持卡人姓名'],
      ['ko', '카드 번호', '카드 소유자 이름'],
    ])('labels every field in %s and lists the test cards', async (locale, numberLabel, holderLabel) => {
      const page = await t.app.inject({
        url: `/sandbox-pay/card-fields?parent_origin=${encodeURIComponent(WIDGET_ORIGIN)}&locale=${locale}`,
      });
      expect(page.body).toContain(`<label for="card_number">${numberLabel}</label>`);
      expect(page.body).toContain(`<label for="holder_name">${holderLabel}</label>`);
      for (const id of ['expiry_month', 'expiry_year', 'cvc'])
        expect(page.body).toContain(`<label for="${id}">`);
      expect(page.body).toContain('4000 0000 0000 3006');
      expect(page.body).toContain('autocomplete="cc-number"');
    });

    it('asks only the security code of a kept card, sized for its brand, posting it to its own token endpoint', async () => {
      const page = await t.app.inject({
        url: `/sandbox-pay/card-fields?parent_origin=${encodeURIComponent(WIDGET_ORIGIN)}&locale=en&mode=security_code&brand=amex`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<label for="cvc">Security code of your American Express card</label>');
      expect(page.body).toContain('maxlength="4"');
      for (const id of ['card_number', 'expiry_month', 'holder_name'])
        expect(page.body).not.toContain(`id="${id}"`);
      expect(page.body).not.toContain('4000 0000 0000 3006');
      expect(page.body).toContain('"tokenUrl":"/sandbox-pay/security-code-tokens"');
      expect(page.body).toContain('"mode":"security_code","brand":"amex"');
      const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers['content-security-policy'] as string)?.[1];
      const inline = page.body.split(`<script nonce="${nonce}">`)[1]?.split('</script>')[0];
      expect(() => new Function(inline ?? '')).not.toThrow();
    });
  });
});
