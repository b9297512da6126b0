import { CLIENT_SESSION_TTL_MS } from '@yadori/contract/client-session.schema';
import { errorBodySchema } from '@yadori/contract/errors';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSessions } from '../../db/tables/clients.table.ts';
import { hashToken } from '../../lib/tokens.ts';
import { DEMO_BRAND_CLIENT, DEMO_HOTEL_CLIENTS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';

const SETTINGS = (code: string) => `/book/hotels/${code}/settings/booking_widget`;

describe.each(testDatabaseKinds())('client sessions on %s', (kind) => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind, now: clock.now });
  });
  afterAll(() => t?.close());

  it('issues a random token valid for 0.75 day and stores only its sha256', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client_sessions',
      payload: { client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' },
    });
    expect(response.statusCode).toBe(201);
    const { client_session: token, expires_at } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime()).toBe(clock.now().getTime() + CLIENT_SESSION_TTL_MS);

    const rows = await t.db
      .select({ tokenHash: clientSessions.tokenHash })
      .from(clientSessions)
      .where(or(eq(clientSessions.tokenHash, hashToken(token)), eq(clientSessions.tokenHash, token)));
    expect(rows).toEqual([{ tokenHash: hashToken(token) }]);
  });

  it.each([
    ['a wrong secret', { client_key: 'yadori-demo-key', client_secret: 'guess' }],
    ['an unknown key', { client_key: 'nobody', client_secret: 'yadori-demo-secret' }],
  ])('refuses %s with 401', async (_name, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/client_sessions', payload });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).errors[0]).toMatchObject({ status: 401, code: 1000 });
  });

  it.each([
    ['no', undefined],
    ['an unknown', 'x'.repeat(43)],
  ])('answers %s Client-Session with 401 Invalid Client-Session', async (_name, header) => {
    const response = await t.app.inject({
      url: SETTINGS('hanami-tokyo'),
      headers: header ? { 'client-session': header } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({
      title: 'Invalid Client-Session',
      status: 401,
      code: 1000,
    });
  });

  it('answers an expired session with 403 IDP_EXPIRED even while it is cached', async () => {
    const token = await issueClientSession(t.app);
    expect(
      (await t.app.inject({ url: SETTINGS('hanami-tokyo'), headers: { 'client-session': token } }))
        .statusCode,
    ).toBe(200);
    clock.advance(CLIENT_SESSION_TTL_MS);
    const response = await t.app.inject({
      url: SETTINGS('hanami-tokyo'),
      headers: { 'client-session': token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ title: 'IDP_EXPIRED', status: 403, code: 4000 });
  });

  it('serves a validated session from memory without the database', async () => {
    const token = await issueClientSession(t.app);
    const headers = { 'client-session': token };
    expect((await t.app.inject({ url: SETTINGS('hanami-kyoto'), headers })).statusCode).toBe(200);
    await t.db.execute(sql`delete from client_sessions where token_hash = ${hashToken(token)}`);
    expect((await t.app.inject({ url: SETTINGS('hanami-kyoto'), headers })).statusCode).toBe(200);
  });

  it('hides hotels outside a hotel-scoped pair exactly like unknown hotels', async () => {
    const token = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-tokyo']);
    const headers = { 'client-session': token };
    expect((await t.app.inject({ url: SETTINGS('hanami-tokyo'), headers })).statusCode).toBe(200);
    const hidden = await t.app.inject({ url: SETTINGS('hanami-kyoto'), headers });
    const unknown = await t.app.inject({ url: SETTINGS('hanami-nowhere'), headers });
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.body.replace('hanami-kyoto', 'X')).toBe(unknown.body.replace('hanami-nowhere', 'X'));
  });

  it('limits a brand-scoped pair to its brand', async () => {
    const headers = { 'client-session': await issueClientSession(t.app, DEMO_BRAND_CLIENT) };
    expect((await t.app.inject({ url: SETTINGS('hanami-seoul'), headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: SETTINGS('yamabuki-ryokan'), headers })).statusCode).toBe(404);
  });
});

describe('client session cache', () => {
  it('is bypassed with a zero ttl, so a deleted session is refused at once', async () => {
    const t = await createTestApp({ sessionCacheTtlMs: 0 });
    try {
      const token = await issueClientSession(t.app);
      const headers = { 'client-session': token };
      expect((await t.app.inject({ url: SETTINGS('hanami-tokyo'), headers })).statusCode).toBe(200);
      await t.db.execute(sql`delete from client_sessions where token_hash = ${hashToken(token)}`);
      expect((await t.app.inject({ url: SETTINGS('hanami-tokyo'), headers })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
