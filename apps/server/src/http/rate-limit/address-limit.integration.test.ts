import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const cases = testDatabaseKinds().flatMap((database) =>
  (['memory', 'database'] as const).map((store) => ({ database, store })),
);
const SETTINGS = '/book/hotels/hanami-tokyo/settings/booking_widget';
const DEMO = { client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' };

describe.each(cases)('limits per client address ($database, $store)', ({ database, store }) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (
    overrides: Omit<Partial<Config>, 'rateLimit'> & { rateLimit: Partial<Config['rateLimit']> },
  ) => {
    t = await createTestApp({
      database,
      config: { ...overrides, rateLimit: { perMinute: 1000, store, ...overrides.rateLimit } },
    });
    return t.app;
  };
  const mint = async (app: TestApp['app'], from: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/client_sessions', payload: DEMO, remoteAddress: from, headers });
  const settings = (
    app: TestApp['app'],
    session: string,
    from: string,
    headers: Record<string, string> = {},
  ) => app.inject({ url: SETTINGS, remoteAddress: from, headers: { 'client-session': session, ...headers } });

  it('5 sessions of one address share its limit: 429 with Retry-After, other addresses unaffected', async () => {
    const app = await start({ rateLimit: { perMinute: 4, perAddressPerMinute: 10 } });
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) sessions.push((await mint(app, '198.51.100.1')).json().data.client_session);
    // Two requests per session: each session is well under its own limit of 4, the address reaches 10.
    for (const session of sessions)
      for (let i = 0; i < 2; i++) expect((await settings(app, session, '203.0.113.10')).statusCode).toBe(200);
    const limited = await settings(app, sessions[2]!, '203.0.113.10', { 'tripla-locale': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.json().errors[0]).toMatchObject({ status: 429, code: 429, title: 'TOO_MANY_REQUESTS' });
    // A fresh session from the same address buys nothing; the same session from elsewhere still works.
    const fresh = (await mint(app, '198.51.100.1')).json().data.client_session;
    expect((await settings(app, fresh, '203.0.113.10')).statusCode).toBe(429);
    expect((await settings(app, sessions[2]!, '203.0.113.11')).statusCode).toBe(200);
    // Health checks are never limited.
    expect((await app.inject({ url: '/healthz', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });

  it('counts IPv6 addresses per /64', async () => {
    const app = await start({ rateLimit: { perAddressPerMinute: 2 } });
    const session = (await mint(app, '198.51.100.1')).json().data.client_session;
    expect((await settings(app, session, '2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await settings(app, session, '2001:db8:1:2::ffff')).statusCode).toBe(200);
    expect((await settings(app, session, '2001:db8:1:2:abcd::7')).statusCode).toBe(429);
    expect((await settings(app, session, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('with TRUST_PROXY the address is the one X-Forwarded-For names: two clients behind one proxy count apart', async () => {
    const app = await start({ trustProxy: true, rateLimit: { perAddressPerMinute: 3 } });
    const session = (await mint(app, '10.0.0.2', { 'x-forwarded-for': '198.51.100.1' })).json().data
      .client_session;
    const via = (client: string) => settings(app, session, '10.0.0.2', { 'x-forwarded-for': client });
    for (let i = 0; i < 3; i++) expect((await via('192.0.2.1')).statusCode).toBe(200);
    expect((await via('192.0.2.1')).statusCode).toBe(429);
    expect((await via('192.0.2.2')).statusCode).toBe(200);
    // A chain: the client is the first address the proxies passed on.
    expect((await via('192.0.2.1, 10.0.0.9')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY X-Forwarded-For is ignored: the socket address is the client', async () => {
    const app = await start({ trustProxy: false, rateLimit: { perAddressPerMinute: 3 } });
    const session = (await mint(app, '198.51.100.1')).json().data.client_session;
    const via = (client: string) => settings(app, session, '10.0.0.2', { 'x-forwarded-for': client });
    for (let i = 0; i < 3; i++) expect((await via(`192.0.2.${i + 1}`)).statusCode).toBe(200);
    expect((await via('192.0.2.200')).statusCode).toBe(429);
  });

  it('limits the client sessions one address makes in an hour', async () => {
    const app = await start({ rateLimit: { sessionsPerAddressPerHour: 3 } });
    for (let i = 0; i < 3; i++) expect((await mint(app, '203.0.113.20')).statusCode).toBe(201);
    const refused = await mint(app, '203.0.113.20', { 'tripla-locale': 'ja' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 59);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(refused.json().errors[0]).toMatchObject({ status: 429, code: 429 });
    expect((await mint(app, '203.0.113.21')).statusCode).toBe(201);
  });
});
