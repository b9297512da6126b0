import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members } from '../../db/tables/members.table.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { signInAtProvider, startOpenIdProvider, type TestAccount } from './federation-test-kit.ts';
import { upsertProvider } from './member-federation.repository.ts';
import { callbackUrl } from './member-federation.service.ts';

// End to end against a real OpenID provider (oidc-provider, its dev login and consent forms): the
// widget's start call, the browser at the provider, the callback, and the session it hands back.

const PUBLIC_URL = 'http://localhost:8080';
const CLIENT = { id: 'yadori-test-client', secret: 'a-client-secret-of-the-test-provider' };
const ACCOUNTS: Record<string, TestAccount> = {
  'alice-sub': { email: 'alice@example.com', email_verified: true, given_name: 'Alice', family_name: 'Aoki' },
  // Claims Hanako's address (a member of brand 1) without the provider having verified it.
  'mallory-sub': {
    email: DEMO_MEMBERS.hanako.email,
    email_verified: false,
    given_name: 'M',
    family_name: 'X',
  },
  'hanako-sub': {
    email: DEMO_MEMBERS.hanako.email,
    email_verified: true,
    given_name: 'Hanako',
    family_name: 'Yamada',
  },
};

describe.each(testDatabaseKinds())('OpenID Connect sign-in against a real provider (%s)', (kind) => {
  let t: TestApp;
  let provider: { issuer: string; close(): Promise<void> };
  let clientSession: string;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    provider = await startOpenIdProvider({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [callbackUrl(PUBLIC_URL, 1, 'open_id'), callbackUrl(PUBLIC_URL, 4, 'open_id')],
      accounts: ACCOUNTS,
    });
    t = await createTestApp({
      database: kind,
      config: { publicUrl: PUBLIC_URL },
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    clientSession = await issueClientSession(t.app);
    for (const brandId of [1, 2]) {
      await upsertProvider(t.db, {
        brandId,
        kind: 'open_id',
        issuer: provider.issuer,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        settings: {},
      });
    }
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const start = (hotelId: number, returnUrl = `${PUBLIC_URL}/?code=x`, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/book/hotels/${hotelId}/memberships/open_id/sign_in`,
      headers: { 'client-session': clientSession, 'tripla-locale': locale },
      payload: { return_url: returnUrl },
    });

  /** The whole browser round trip; answers the app's redirect back to the widget. */
  const signIn = async (
    hotelId: number,
    login: string,
    options: { abort?: boolean; before?: () => void } = {},
  ) => {
    const started = await start(hotelId);
    expect(started.statusCode, started.body).toBe(200);
    const back = await signInAtProvider(started.json().data.authorization_url, {
      login,
      stopAt: PUBLIC_URL,
      abort: options.abort,
    });
    options.before?.();
    const callback = await t.app.inject({ url: back.pathname + back.search });
    expect(callback.statusCode, callback.body).toBe(302);
    return new URL(String(callback.headers.location));
  };

  const whoami = (code: string, token: string) =>
    t.app.inject({
      url: `/book/hotels/${code}/tripla_session/whoami`,
      headers: { 'client-session': clientSession, authorization: `Bearer ${token}` },
    });

  it('answers an authorization address at the provider with PKCE S256, state and nonce', async () => {
    const response = await start(1, `${PUBLIC_URL}/?code=hanami-tokyo`, 'ja');
    const url = new URL(response.json().data.authorization_url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUrl(PUBLIC_URL, 1, 'open_id'));
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('ui_locales')).toBe('ja');
    // The state is sealed: neither the verifier nor the return address can be read from it.
    expect(url.searchParams.get('state')).not.toContain('localhost');
  });

  it('signs a new person in: the member is created with provider open_id and the session works', async () => {
    const back = await signIn(1, 'alice-sub');
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/`);
    expect(back.searchParams.get('code')).toBe('x');
    expect(back.searchParams.get('login_error')).toBeNull();
    const token = back.searchParams.get('login_token');
    expect(token).toBeTruthy();
    const me = (await whoami('hanami-tokyo', token!)).json().data;
    expect(me).toMatchObject({ signed_in: true, user: { email: 'alice@example.com', first_name: 'Alice' } });
    const [member] = await t.db.select().from(members).where(eq(members.id, me.user.id));
    expect(member).toMatchObject({ brandId: 1, provider: 'open_id' });
    const identities = await t.db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.memberId, me.user.id), eq(memberIdentities.provider, 'open_id')));
    expect(identities.map((i) => i.subject)).toEqual(['alice-sub']);
  });

  it('finds the same member on a second sign-in', async () => {
    const first = (
      await whoami('hanami-tokyo', (await signIn(1, 'alice-sub')).searchParams.get('login_token')!)
    ).json();
    const second = (
      await whoami('hanami-kyoto', (await signIn(1, 'alice-sub')).searchParams.get('login_token')!)
    ).json();
    expect(second.data.user.id).toBe(first.data.user.id);
    const count = await t.db.select().from(members).where(eq(members.email, 'alice@example.com'));
    expect(count).toHaveLength(1);
  });

  it('links an existing member of the brand only through a verified address', async () => {
    const verified = await signIn(1, 'hanako-sub');
    const hanako = (await whoami('hanami-tokyo', verified.searchParams.get('login_token')!)).json();
    expect(hanako.data.user.id).toBe(DEMO_MEMBERS.hanako.id);
    const unverified = await signIn(1, 'mallory-sub');
    const mallory = (await whoami('hanami-tokyo', unverified.searchParams.get('login_token')!)).json();
    expect(mallory.data.signed_in).toBe(true);
    expect(mallory.data.user.id).not.toBe(DEMO_MEMBERS.hanako.id);
  });

  it("never links a member of another brand: the same person at brand 2 is brand 2's own member", async () => {
    const back = await signIn(4, 'hanako-sub');
    const token = back.searchParams.get('login_token')!;
    const me = (await whoami('yamabuki-ryokan', token)).json().data;
    expect(me.signed_in).toBe(true);
    expect(me.user.id).not.toBe(DEMO_MEMBERS.hanako.id);
    const [member] = await t.db.select().from(members).where(eq(members.id, me.user.id));
    expect(member?.brandId).toBe(2);
    expect((await whoami('hanami-tokyo', token)).json().data.reset_code).toBe('brand_mismatch');
  });

  it('sends the person back with login_error=access_denied when they cancel at the provider', async () => {
    const back = await signIn(1, 'alice-sub', { abort: true });
    expect(back.searchParams.get('login_error')).toBe('access_denied');
    expect(back.searchParams.get('login_token')).toBeNull();
  });

  it('sends the person back with login_error=expired when the sign-in took too long', async () => {
    const back = await signIn(1, 'alice-sub', {
      before: () => {
        clockOffsetMs = 11 * 60_000;
      },
    });
    clockOffsetMs = 0;
    expect(back.searchParams.get('login_error')).toBe('expired');
    expect(back.searchParams.get('login_token')).toBeNull();
  });

  it('refuses a tampered state, and a state of another hotel, with 400 and no redirect', async () => {
    const started = await start(1);
    const back = await signInAtProvider(started.json().data.authorization_url, {
      login: 'alice-sub',
      stopAt: PUBLIC_URL,
    });
    const state = back.searchParams.get('state')!;
    const tampered = new URL(back);
    tampered.searchParams.set(
      'state',
      `${state.slice(0, -6)}${state.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`,
    );
    const refused = await t.app.inject({ url: tampered.pathname + tampered.search });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    const elsewhere = await t.app.inject({
      url: `/book/hotels/4/memberships/open_id/callback${back.search}`,
    });
    expect(elsewhere.statusCode).toBe(400);
    // The untouched answer still works once: the code was not spent by the refusals.
    const ok = await t.app.inject({ url: back.pathname + back.search });
    expect(new URL(String(ok.headers.location)).searchParams.get('login_token')).toBeTruthy();
    // …and only once: the provider refuses a code used twice.
    const replay = await t.app.inject({ url: back.pathname + back.search });
    expect(new URL(String(replay.headers.location)).searchParams.get('login_error')).toBe('sign_in_failed');
  });

  it('refuses a return address outside the allowed origins (no open redirect)', async () => {
    for (const url of [
      'https://evil.example/steal',
      'javascript:alert(1)',
      'http://user:pw@localhost:8080/',
    ]) {
      const response = await start(1, url);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('answers 404 for a provider the brand has not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/memberships/line/sign_in',
      headers: { 'client-session': clientSession, 'tripla-locale': 'ko' },
      payload: { return_url: `${PUBLIC_URL}/` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].details.base[0].error).toBe('이 로그인 방법은 사용할 수 없습니다.');
  });
});
