import { whoamiResponseSchema } from '@yadori/contract/session.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';
import { issueMemberSession } from './member-sessions.service.ts';

const WHOAMI = (code: string) => `/book/hotels/${code}/tripla_session/whoami`;

describe.each(testDatabaseKinds())('whoami on %s', (kind) => {
  const clock = movableClock();
  let t: TestApp;
  let clientSession: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind, now: clock.now });
    clientSession = await issueClientSession(t.app);
  });
  afterAll(() => t?.close());

  const whoami = async (code: string, bearer?: string, locale = 'en') => {
    const headers: Record<string, string> = { 'client-session': clientSession, 'tripla-locale': locale };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return t.app.inject({ url: WHOAMI(code), headers });
  };
  const hanakoToken = async (ttlMs?: number) =>
    (
      await issueMemberSession(t.db, {
        memberId: DEMO_MEMBERS.hanako.id,
        brandId: 1,
        now: clock.now(),
        ttlMs,
      })
    ).token;

  it('is signed out without a token', async () => {
    const response = await whoami('hanami-tokyo');
    expect(whoamiResponseSchema.parse(response.json()).data).toEqual({
      signed_in: false,
      user: null,
      reset_code: null,
    });
  });

  it('reports session_token_not_found for an unknown token', async () => {
    const response = await whoami('hanami-tokyo', 'not-a-session-we-issued');
    expect(response.json().data).toEqual({
      signed_in: false,
      user: null,
      reset_code: 'session_token_not_found',
    });
  });

  it('reports brand_mismatch for a token of another brand', async () => {
    const response = await whoami('yamabuki-ryokan', await hanakoToken());
    expect(response.json().data).toEqual({ signed_in: false, user: null, reset_code: 'brand_mismatch' });
  });

  it('returns the member for a valid token of the brand, name in locale order', async () => {
    const token = await hanakoToken();
    const en = whoamiResponseSchema.parse((await whoami('hanami-kyoto', token)).json()).data;
    expect(en).toMatchObject({ signed_in: true, reset_code: null, user: { id: 1, name: 'Hanako Yamada' } });
    const ja = (await whoami('hanami-kyoto', token, 'ja')).json().data;
    expect(ja.user.name).toBe('Yamada Hanako');
  });

  it('answers an expired token with 401 SESSION_EXPIRED code 1400', async () => {
    const token = await hanakoToken(60_000);
    clock.advance(60_000);
    const response = await whoami('hanami-tokyo', token, 'ja');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({
      title: 'SESSION_EXPIRED',
      code: 1400,
      details: { base: [{ error: 'すでにログアウトしています。' }] },
    });
  });
});
