import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/members.table.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { listen } from './federation-test-kit.ts';
import { upsertProvider } from './member-federation.repository.ts';
import { callbackUrl } from './member-federation.service.ts';

// The LINE and Facebook presets of the one authorization-code mechanism: their authorization
// addresses, and Facebook's code exchange and Graph API call against a local stand-in for
// graph.facebook.com (the endpoints a brand's settings may override).

const PUBLIC_URL = 'http://localhost:8080';
const FACEBOOK = { appId: '1234567890', secret: 'facebook-app-secret-for-tests' };

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
};

describe.each(testDatabaseKinds())('LINE and Facebook presets (%s)', (kind) => {
  let t: TestApp;
  let clientSession: string;
  let graph: Awaited<ReturnType<typeof listen>>;
  /** code_challenge of each code the stand-in handed out, to check the verifier sent with it. */
  const challenges = new Map<string, string>();
  const tokenRequests: URLSearchParams[] = [];
  let graphStatus = 200;

  beforeAll(async () => {
    graph = await listen(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://graph');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/v14.0/oauth/access_token' && request.method === 'POST') {
        const form = await readBody(request);
        tokenRequests.push(form);
        const code = form.get('code') ?? '';
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        const ok =
          form.get('client_id') === FACEBOOK.appId &&
          form.get('client_secret') === FACEBOOK.secret &&
          form.get('redirect_uri') === callbackUrl(PUBLIC_URL, 1, 'facebook') &&
          challenges.get(code) === challenge;
        challenges.delete(code);
        if (!ok)
          return json(400, {
            error: { message: 'Invalid verification code format.', type: 'OAuthException' },
          });
        return json(200, { access_token: `token-for-${code}`, token_type: 'bearer', expires_in: 5183944 });
      }
      if (url.pathname === '/v14.0/me') {
        const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
        const proof = createHmac('sha256', FACEBOOK.secret).update(token).digest('hex');
        if (graphStatus !== 200) return json(graphStatus, { error: { message: 'down' } });
        if (!token.startsWith('token-for-') || url.searchParams.get('appsecret_proof') !== proof)
          return json(401, { error: { message: 'Invalid OAuth access token.' } });
        expect(url.searchParams.get('fields')).toBe('id,name,email,first_name,last_name');
        return json(200, {
          id: '10158000000000001',
          name: 'Kenji Sato',
          email: 'kenji.sato@example.com',
          first_name: 'Kenji',
          last_name: 'Sato',
        });
      }
      json(404, {});
    });
    t = await createTestApp({ database: kind, config: { publicUrl: PUBLIC_URL } });
    clientSession = await issueClientSession(t.app);
    await upsertProvider(t.db, {
      brandId: 1,
      kind: 'line',
      issuer: null,
      clientId: '1650000000',
      clientSecret: 'line-channel-secret',
      settings: { bot_prompt: 'normal', chatbot_bot_prompt: 'aggressive' },
    });
    await upsertProvider(t.db, {
      brandId: 1,
      kind: 'facebook',
      issuer: null,
      clientId: FACEBOOK.appId,
      clientSecret: FACEBOOK.secret,
      settings: {},
    });
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  const start = async (provider: string, body: Record<string, unknown> = {}, locale = 'ja') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/book/hotels/1/memberships/${provider}/sign_in`,
      headers: { 'client-session': clientSession, 'tripla-locale': locale },
      payload: { return_url: `${PUBLIC_URL}/sign-in?code=hanami-tokyo`, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().data.authorization_url);
  };

  it('LINE: the LINE Login endpoint with the channel id, openid profile email, PKCE, state, nonce and bot_prompt', async () => {
    const url = await start('line');
    expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '1650000000',
      redirect_uri: callbackUrl(PUBLIC_URL, 1, 'line'),
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      bot_prompt: 'normal',
      ui_locales: 'ja',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(100);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // Inside the chatbot iframe (spec §7 app_type) the brand's chatbot prompt applies.
    const chatbot = await start('line', { app_type: 'chatbot' });
    expect(chatbot.searchParams.get('bot_prompt')).toBe('aggressive');
    // Every start has its own verifier and state.
    expect(chatbot.searchParams.get('code_challenge')).not.toBe(url.searchParams.get('code_challenge'));
  });

  it('Facebook: the v14.0 dialog with the app id, email scope, PKCE, state and the SDK locale', async () => {
    const url = await start('facebook', {}, 'zh_Hant');
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v14.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: FACEBOOK.appId,
      redirect_uri: callbackUrl(PUBLIC_URL, 1, 'facebook'),
      scope: 'email,public_profile',
      code_challenge_method: 'S256',
      locale: 'zh_TW',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.has('nonce')).toBe(false);
  });

  it('answers 502 when an OpenID issuer cannot be reached for its discovery document', async () => {
    const gone = await listen(() => {});
    await gone.close();
    await upsertProvider(t.db, {
      brandId: 1,
      kind: 'open_id',
      issuer: gone.url,
      clientId: 'c',
      clientSecret: 's',
      settings: {},
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/memberships/open_id/sign_in',
      headers: { 'client-session': clientSession, 'tripla-locale': 'ja' },
      payload: { return_url: `${PUBLIC_URL}/` },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].details.base[0].error).toBe(
      'ログインサービスに接続できませんでした。しばらくしてから再度お試しください。',
    );
  });

  it('refuses chatbot_session on a server without CHATBOT_SESSION_SECRET', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/memberships/chatbot_session',
      headers: { 'client-session': clientSession },
      payload: { auth_auto_message_id: 'auto-msg-1', user_id: '1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it("grants chatbot_session for a signed-in member's bearer without CHATBOT_SESSION_SECRET", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/memberships/sign_in',
      headers: { 'client-session': clientSession },
      payload: {
        grant_type: 'password',
        hotel_id: 1,
        email: DEMO_MEMBERS.hanako.email,
        password: DEMO_MEMBER_PASSWORD,
      },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/memberships/chatbot_session',
      headers: { 'client-session': clientSession, authorization: `Bearer ${signIn.json().data.session}` },
      payload: { auth_auto_message_id: 'auto-msg-1', user_id: 'triplabot-user-1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const me = await t.app.inject({
      url: '/book/user/me',
      headers: { 'client-session': clientSession, authorization: `Bearer ${response.json().data.session}` },
    });
    expect(me.json().data.id).toBe(DEMO_MEMBERS.hanako.id);
  });

  describe('Facebook code exchange and Graph API', () => {
    beforeAll(async () => {
      await upsertProvider(t.db, {
        brandId: 1,
        kind: 'facebook',
        issuer: null,
        clientId: FACEBOOK.appId,
        clientSecret: FACEBOOK.secret,
        settings: {
          authorization_endpoint: `${graph.url}/v14.0/dialog/oauth`,
          token_endpoint: `${graph.url}/v14.0/oauth/access_token`,
          graph_url: `${graph.url}/v14.0`,
        },
      });
    });

    /** What the Facebook dialog does: hands out a code and sends the browser to the callback. */
    const dialog = async (code: string) => {
      const url = await start('facebook');
      expect(url.origin).toBe(graph.url);
      challenges.set(code, url.searchParams.get('code_challenge')!);
      const callback = new URL(url.searchParams.get('redirect_uri')!);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', url.searchParams.get('state')!);
      const response = await t.app.inject({ url: callback.pathname + callback.search });
      expect(response.statusCode, response.body).toBe(302);
      return new URL(String(response.headers.location));
    };

    it('exchanges the code with the PKCE verifier, reads /me and signs the member in', async () => {
      const back = await dialog('fb-code-1');
      const token = back.searchParams.get('login_token');
      expect(token, back.href).toBeTruthy();
      expect(tokenRequests.at(-1)?.get('grant_type')).toBe('authorization_code');
      const me = await t.app.inject({
        url: '/book/hotels/hanami-tokyo/tripla_session/whoami',
        headers: { 'client-session': clientSession, authorization: `Bearer ${token}` },
      });
      expect(me.json().data.user).toMatchObject({ first_name: 'Kenji', last_name: 'Sato' });
      const [member] = await t.db.select().from(members).where(eq(members.id, me.json().data.user.id));
      expect(member).toMatchObject({ brandId: 1, provider: 'facebook' });
    });

    it('sends the browser back with login_error when the exchange or the Graph API fails', async () => {
      // A code the stand-in never handed out: the verifier cannot match.
      const url = await start('facebook');
      const callback = new URL(url.searchParams.get('redirect_uri')!);
      callback.searchParams.set('code', 'never-issued');
      callback.searchParams.set('state', url.searchParams.get('state')!);
      const refused = await t.app.inject({ url: callback.pathname + callback.search });
      expect(new URL(String(refused.headers.location)).searchParams.get('login_error')).toBe(
        'sign_in_failed',
      );

      graphStatus = 503;
      const down = await dialog('fb-code-2');
      graphStatus = 200;
      expect(down.searchParams.get('login_error')).toBe('unavailable');
      expect(down.searchParams.get('login_token')).toBeNull();
    });
  });
});
