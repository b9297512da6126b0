import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../../platform/payments/payment-provider.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { CHALLENGE_VISA, tokenize } from '../payment-test-kit.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

// The 3-D Secure challenge page opens in the widget's frame: it may be framed exactly where that
// widget may (this server and the hotel's embed_origins), never by any page at all.

const frameAncestorsOf = (csp: unknown) =>
  /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(String(csp ?? ''))?.[1]?.trim() ?? null;

describe('frame-ancestors on the 3-D Secure challenge pages', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
    provider = createSandboxProvider({ db: t.db, publicUrl: t.config.publicUrl });
  }, 120_000);
  afterAll(async () => t?.close());

  async function challenge(returnUrl: string): Promise<string> {
    const result = await provider.authorize({
      cardToken: await tokenize(t.app, CHALLENGE_VISA),
      amount: 20_000,
      currency: 'JPY',
      reference: `FA${++seq}`,
      returnUrl,
      idempotencyKey: `frame-ancestors-${seq}`,
    });
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    return result.challengeUrl;
  }

  it('the page of a widget of a hotel: this server and the hotel’s sites', async () => {
    const url = await challenge(
      'http://localhost:8080/reservation/three-d-secure?code=hanami-tokyo&locale=en&number=FA1',
    );
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(frameAncestorsOf(page.headers['content-security-policy'])).toBe(
      "'self' https://www.hanami-hotels.example",
    );
  });

  it('a return address naming no known hotel: this server only', async () => {
    for (const returnUrl of [
      'http://localhost:8080/reservation/three-d-secure?locale=en',
      'http://localhost:8080/reservation/three-d-secure?code=no-such-hotel',
    ]) {
      const page = await t.app.inject({ url: await challenge(returnUrl) });
      expect(frameAncestorsOf(page.headers['content-security-policy'])).toBe("'self'");
    }
  });

  it('the answer pages too: an unknown payment and a return address that is refused', async () => {
    const unknown = await t.app.inject({ url: '/sandbox-pay/challenge/sp_nope' });
    expect(unknown.statusCode).toBe(404);
    expect(frameAncestorsOf(unknown.headers['content-security-policy'])).toBe("'self'");

    const refusedUrl = await challenge('https://evil.example/back?code=hanami-kyoto');
    const refused = await t.app.inject({
      method: 'POST',
      url: refusedUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(refused.statusCode).toBe(400);
    expect(frameAncestorsOf(refused.headers['content-security-policy'])).toBe(
      "'self' https://www.hanami-hotels.example",
    );
  });
});
