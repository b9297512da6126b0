import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// The card fields page posts the card's token to its `parent_origin` only when that is this
// server's own origin (the Host the browser asked for) or PUBLIC_URL's. X-Forwarded-Host is a
// header any client can send: even with TRUST_PROXY on, it never adds an origin to that list.

describe('card fields parent allowlist behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true, publicUrl: 'https://book.example' } });
  }, 120_000);
  afterAll(async () => t?.close());

  const fields = (parentOrigin: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/sandbox-pay/card-fields?parent_origin=${encodeURIComponent(parentOrigin)}`,
      headers,
    });

  it('refuses a parent named by a spoofed X-Forwarded-Host', async () => {
    const spoofed = await fields('https://evil.example', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.body).not.toContain('card-form');
    expect(spoofed.body).not.toContain('evil.example');
  });

  it('accepts PUBLIC_URL’s origin and the Host the request was sent to', async () => {
    expect((await fields('https://book.example')).statusCode).toBe(200);
    const own = await fields('https://widget.internal:8443', {
      host: 'widget.internal:8443',
      'x-forwarded-proto': 'https',
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('https://widget.internal:8443');
  });
});
