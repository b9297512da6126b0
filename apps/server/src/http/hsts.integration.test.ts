import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Strict-Transport-Security only on answers that went over HTTPS: the socket's own TLS, or the
// proxy's X-Forwarded-Proto when TRUST_PROXY is on. Never over plain http (it would pin a site that
// has no HTTPS), never on a header a client made up.

const URLS = ['/healthz', '/book/hotels/hanami-tokyo/settings/booking_widget', '/sandbox-pay/card-fields'];

describe('HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  }, 120_000);
  afterAll(async () => t?.close());

  it.each(URLS)('%s over HTTPS at the proxy: sent for a year', async (url) => {
    const response = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it.each(URLS)('%s over plain http: never', async (url) => {
    const plain = await t.app.inject({ url });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forwardedHttp = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
    expect(forwardedHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: false } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('a client’s own X-Forwarded-Proto is not believed', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
