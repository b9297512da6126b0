import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/members.table.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';
import { MEMBER_SESSION_TTL_MS } from '../member-sessions/member-sessions.service.ts';
import { chatbotTicket } from './chatbot-ticket.ts';
import { listen } from './federation-test-kit.ts';
import { upsertProvider } from './member-federation.repository.ts';

// The loyalty programme's one-time id (against a local server playing the programme's API) and the
// brand's own signed token (JWTs signed here with the brands' keys).

const PROGRAMME = { clientId: 'yadori', secret: 'programme-shared-secret' };
const CHATBOT_SECRET = 'the-chatbot-host-shares-this-secret-with-yadori';

describe.each(testDatabaseKinds())('loyalty programme and brand token sign-in (%s)', (kind) => {
  const clock = movableClock(new Date('2026-04-01T09:00:00Z'));
  let t: TestApp;
  let clientSession: string;
  let programme: Awaited<ReturnType<typeof listen>>;
  let brandKeys: { hanami: CryptoKeyPair; yamabuki: CryptoKeyPair };

  beforeAll(async () => {
    programme = await listen(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${PROGRAMME.clientId}:${PROGRAMME.secret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return json(401, { error: 'unauthorized_client' });
      const { otid } = JSON.parse(raw) as { otid: string };
      if (otid === 'otid-taro')
        return json(200, {
          member: {
            id: 'CRM-778899',
            email: 'taro.suzuki@example.com',
            email_verified: true,
            first_name: 'Taro',
            last_name: 'Suzuki',
            point_balance: 1200,
          },
        });
      if (otid === 'otid-no-points') return json(502, { error: 'point_balance_unavailable' });
      if (otid === 'otid-down') return json(500, { error: 'internal' });
      if (otid === 'otid-slow') {
        setTimeout(() => json(200, {}), 3000);
        return;
      }
      json(404, { error: 'invalid_otid' });
    });
    t = await createTestApp({
      database: kind,
      now: clock.now,
      config: { chatbotSessionSecret: CHATBOT_SECRET },
    });
    clientSession = await issueClientSession(t.app);
    await upsertProvider(t.db, {
      brandId: 1,
      kind: 'creansmaerd',
      issuer: null,
      clientId: PROGRAMME.clientId,
      clientSecret: PROGRAMME.secret,
      settings: { exchange_endpoint: `${programme.url}/api/v1/one_time_ids/exchange`, timeout_ms: 1000 },
    });
    brandKeys = {
      hanami: await generateKeyPair('ES256', { extractable: true }),
      yamabuki: await generateKeyPair('ES256', { extractable: true }),
    };
    const publicJwk = async (pair: CryptoKeyPair): Promise<JWK> => ({
      ...(await exportJWK(pair.publicKey)),
      alg: 'ES256',
    });
    await upsertProvider(t.db, {
      brandId: 1,
      kind: 'brand_custom_auth',
      issuer: 'https://members.hanami.example',
      clientId: 'yadori-hanami',
      clientSecret: null,
      settings: { jwk: await publicJwk(brandKeys.hanami) },
    });
    await upsertProvider(t.db, {
      brandId: 2,
      kind: 'brand_custom_auth',
      issuer: 'https://members.yamabuki.example',
      clientId: 'yadori-yamabuki',
      clientSecret: null,
      settings: { jwk: await publicJwk(brandKeys.yamabuki) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await programme?.close();
  });

  const post = (hotelId: number, path: string, payload: unknown, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/book/hotels/${hotelId}/memberships/${path}`,
      headers: { 'client-session': clientSession, 'tripla-locale': locale },
      payload: payload as Record<string, unknown>,
    });

  /** A password sign-in of a demo member at a hotel: the member's own bearer session. */
  const signIn = async (email: string, hotelId: number): Promise<{ session: string }> => {
    const response = await post(hotelId, 'sign_in', {
      grant_type: 'password',
      hotel_id: hotelId,
      email,
      password: DEMO_MEMBER_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const postAs = (bearer: string | undefined, hotelId: number, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/book/hotels/${hotelId}/memberships/chatbot_session`,
      headers: {
        'client-session': clientSession,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      payload: payload as Record<string, unknown>,
    });

  describe('loyalty programme (creansmaerd/sign_in with otid)', () => {
    it('exchanges the one-time id and signs the member in, recorded as a creansmaerd account', async () => {
      const response = await post(1, 'creansmaerd/sign_in', { otid: 'otid-taro' });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        token_type: 'Bearer',
        user: { email: 'taro.suzuki@example.com', provider: 'creansmaerd' },
      });
      // Spec §5: a loyalty-programme account cannot change its profile here.
      expect(data.user.can_update_profile).toBe(false);
      const again = (await post(1, 'creansmaerd/sign_in', { otid: 'otid-taro' })).json().data;
      expect(again.user.id).toBe(data.user.id);
      const [member] = await t.db.select().from(members).where(eq(members.id, data.user.id));
      expect(member?.provider).toBe('creansmaerd');
    });

    it('answers 3501 for an unknown one-time id, in the request language', async () => {
      const response = await post(1, 'creansmaerd/sign_in', { otid: 'otid-unknown' }, 'ja');
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0]).toMatchObject({
        code: 3501,
        details: { base: [{ error: '会員情報が登録されていないため、ログインできませんでした。' }] },
      });
    });

    it('answers 3502 when the programme cannot give the point balance', async () => {
      const response = await post(1, 'creansmaerd/sign_in', { otid: 'otid-no-points' });
      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].code).toBe(3502);
    });

    it('answers 3503 when the programme fails or is too slow', async () => {
      for (const otid of ['otid-down', 'otid-slow']) {
        const response = await post(1, 'creansmaerd/sign_in', { otid });
        expect(response.statusCode, otid).toBe(502);
        expect(response.json().errors[0].code, otid).toBe(3503);
      }
    });

    it('answers 404 at a brand without the programme', async () => {
      expect((await post(4, 'creansmaerd/sign_in', { otid: 'otid-taro' })).statusCode).toBe(404);
    });

    it('answers 3503 when nothing answers at the programme address', async () => {
      const gone = await listen(() => {});
      await gone.close();
      await upsertProvider(t.db, {
        brandId: 2,
        kind: 'creansmaerd',
        issuer: null,
        clientId: PROGRAMME.clientId,
        clientSecret: PROGRAMME.secret,
        settings: { exchange_endpoint: `${gone.url}/exchange` },
      });
      const response = await post(4, 'creansmaerd/sign_in', { otid: 'otid-taro' }, 'zh_Hant');
      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0]).toMatchObject({
        code: 3503,
        details: { base: [{ error: '無法連線至會員計畫，請稍後再試。' }] },
      });
    });
  });

  describe('brand custom authentication (brand_custom_auth/sign_in)', () => {
    const token = (
      key: CryptoKey,
      claims: { iss?: string; aud?: string; sub?: string; lifetime?: number; iat?: Date } = {},
    ) => {
      const iat = Math.floor((claims.iat ?? clock.now()).getTime() / 1000);
      return new SignJWT({
        email: 'ichiro@hanami.example',
        email_verified: true,
        given_name: 'Ichiro',
        family_name: 'Tanaka',
      })
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(claims.iss ?? 'https://members.hanami.example')
        .setAudience(claims.aud ?? 'yadori-hanami')
        .setSubject(claims.sub ?? 'hanami-user-42')
        .setIssuedAt(iat)
        .setExpirationTime(iat + (claims.lifetime ?? 300))
        .sign(key);
    };

    it('exchanges a valid token for a session of a brand_custom_auth member', async () => {
      const response = await post(1, 'brand_custom_auth/sign_in', {
        token: await token(brandKeys.hanami.privateKey),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.user).toMatchObject({
        email: 'ichiro@hanami.example',
        provider: 'brand_custom_auth',
      });
      const again = await post(2, 'brand_custom_auth/sign_in', {
        token: await token(brandKeys.hanami.privateKey),
      });
      expect(again.json().data.user.id).toBe(response.json().data.user.id);
    });

    it('refuses expired, over-long, wrongly addressed and wrongly signed tokens with the custom-auth warning', async () => {
      const refusals = {
        expired: await token(brandKeys.hanami.privateKey, {
          iat: new Date(clock.now().getTime() - 20 * 60_000),
        }),
        tooLong: await token(brandKeys.hanami.privateKey, { lifetime: 3600 }),
        wrongAudience: await token(brandKeys.hanami.privateKey, { aud: 'someone-else' }),
        wrongIssuer: await token(brandKeys.hanami.privateKey, { iss: 'https://members.yamabuki.example' }),
        wrongKey: await token((await generateKeyPair('ES256')).privateKey),
        // Another brand's own valid token, presented at a Hanami hotel.
        otherBrand: await token(brandKeys.yamabuki.privateKey, {
          iss: 'https://members.yamabuki.example',
          aud: 'yadori-yamabuki',
        }),
        garbage: 'not.a.jwt',
      };
      for (const [name, value] of Object.entries(refusals)) {
        const response = await post(1, 'brand_custom_auth/sign_in', { token: value }, 'zh_Hans');
        expect(response.statusCode, name).toBe(401);
        expect(response.json().errors[0], name).toMatchObject({
          title: 'BRAND_CUSTOM_AUTH_FAILED',
          details: { base: [{ error: '会员认证失败，请重新登录。' }] },
        });
      }
    });

    it("accepts the other brand's token at that brand's own hotel only", async () => {
      const yamabukiToken = await token(brandKeys.yamabuki.privateKey, {
        iss: 'https://members.yamabuki.example',
        aud: 'yadori-yamabuki',
      });
      const response = await post(4, 'brand_custom_auth/sign_in', { token: yamabukiToken });
      expect(response.statusCode, response.body).toBe(200);
      const [member] = await t.db.select().from(members).where(eq(members.id, response.json().data.user.id));
      expect(member?.brandId).toBe(2);
    });
  });

  describe('chatbot session (auth_auto_message_id signed by the chatbot host, user_id)', () => {
    const hanako = String(DEMO_MEMBERS.hanako.id);
    const ticket = (input: { brandId?: number; userId?: string; inSeconds?: number; secret?: string } = {}) =>
      chatbotTicket(input.secret ?? CHATBOT_SECRET, {
        brandId: input.brandId ?? 1,
        messageId: 'auto-msg-20260401-0001',
        userId: input.userId ?? hanako,
        expires: Math.floor(clock.now().getTime() / 1000) + (input.inSeconds ?? 300),
      });
    const exchange = (hotelId: number, authAutoMessageId: string, userId = hanako) =>
      post(hotelId, 'chatbot_session', { auth_auto_message_id: authAutoMessageId, user_id: userId });

    it('answers data.session for a ticket the host signed, and the session is the member', async () => {
      const response = await exchange(1, ticket());
      expect(response.statusCode, response.body).toBe(200);
      const session = response.json().data.session;
      const me = await t.app.inject({
        url: '/book/hotels/hanami-tokyo/tripla_session/whoami',
        headers: { 'client-session': clientSession, authorization: `Bearer ${session}` },
      });
      expect(me.json().data).toMatchObject({ signed_in: true, user: { id: DEMO_MEMBERS.hanako.id } });
    });

    it('mints nothing for a user id the ticket does not name, a forged, expired or far-off ticket, or another brand', async () => {
      const refusals: [string, number, string, string?][] = [
        ['another user id', 1, ticket(), '2'],
        ['a plain message id', 1, 'auto-msg-20260401-0001'],
        ['forged', 1, ticket({ secret: 'someone-guessing-the-secret-of-the-host' })],
        ['expired', 1, ticket({ inSeconds: -1 })],
        ['lives too long', 1, ticket({ inSeconds: 3600 })],
        ["another brand's ticket", 1, ticket({ brandId: 2 })],
        // A valid ticket for Hanako at brand 2: she is brand 1's member.
        ['member of another brand', 4, ticket({ brandId: 2 })],
      ];
      for (const [name, hotelId, value, userId] of refusals) {
        const response = await exchange(hotelId, value, userId);
        expect(response.statusCode, name).toBe(401);
        expect(response.json().data, name).toBeUndefined();
      }
    });

    it('answers 400 for a malformed body, with or without a bearer', async () => {
      const { session } = await signIn(DEMO_MEMBERS.hanako.email, 1);
      const malformed: [string, unknown][] = [
        ['no user_id', { auth_auto_message_id: 'auto-msg-1' }],
        ['no message id', { user_id: 'bot-user-1' }],
        ['a number for the message id', { auth_auto_message_id: 42, user_id: 'bot-user-1' }],
        ['an over-long user id', { auth_auto_message_id: 'auto-msg-1', user_id: 'u'.repeat(129) }],
      ];
      for (const [name, payload] of malformed) {
        for (const bearer of [undefined, session]) {
          const response = await postAs(bearer, 1, payload);
          expect(response.statusCode, `${name}, bearer: ${Boolean(bearer)}`).toBe(400);
          expect(response.json().errors[0].status, name).toBe(400);
        }
      }
    });
  });

  describe("chatbot session with the signed-in member's bearer (the widget after sign-in)", () => {
    // The pair is the chatbot's own: its message id and its user id, not a ticket nor a member id.
    const pair = { auth_auto_message_id: 'auto-msg-20260401-0002', user_id: 'triplabot-user-7f3a' };
    const me = (session: string) =>
      t.app.inject({
        url: '/book/user/me',
        headers: { 'client-session': clientSession, authorization: `Bearer ${session}` },
      });

    it('grants the chatbot a session of its own for the same member, usable at /book/user/me', async () => {
      const member = await signIn(DEMO_MEMBERS.hanako.email, 1);
      const response = await postAs(member.session, 1, pair);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const chatbot: string = response.json().data.session;
      expect(chatbot).not.toBe(member.session);
      const profile = await me(chatbot);
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().data).toMatchObject({
        id: DEMO_MEMBERS.hanako.id,
        program_id: DEMO_MEMBERS.hanako.programId,
      });
      // A session of its own: the member signing out here leaves the chatbot's, and the other way round.
      const signOut = (session: string) =>
        t.app.inject({
          method: 'POST',
          url: '/book/hotels/1/memberships/sign_out',
          headers: { 'client-session': clientSession, authorization: `Bearer ${session}` },
        });
      const other = (await postAs(member.session, 1, pair)).json().data.session;
      expect((await signOut(other)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(chatbot)).statusCode).toBe(200);
      expect((await me(member.session)).statusCode).toBe(200);
    });

    it('is for the member the bearer belongs to, never one the body names', async () => {
      const member = await signIn(DEMO_MEMBERS.hanako.email, 1);
      const response = await postAs(member.session, 1, {
        auth_auto_message_id: 'auto-msg-1',
        user_id: String(DEMO_MEMBERS.taro.id),
      });
      expect(response.statusCode, response.body).toBe(200);
      const profile = await me(response.json().data.session);
      expect(profile.json().data.id).toBe(DEMO_MEMBERS.hanako.id);
    });

    it("refuses another brand's bearer (3402) and an unknown one (3401), minting nothing", async () => {
      const yamabuki = await signIn(DEMO_MEMBERS.taro.email, 4);
      const otherBrand = await postAs(yamabuki.session, 1, pair);
      expect(otherBrand.statusCode).toBe(401);
      expect(otherBrand.json().errors[0].code).toBe(3402);
      expect(otherBrand.json().data).toBeUndefined();
      const unknown = await postAs('made-up-session-token', 1, pair);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().errors[0].code).toBe(3401);
      // A bearer is never ignored in favour of a ticket: a bad bearer with a good ticket is refused.
      const withTicket = await postAs('made-up-session-token', 1, {
        auth_auto_message_id: chatbotTicket(CHATBOT_SECRET, {
          brandId: 1,
          messageId: 'auto-msg-1',
          userId: String(DEMO_MEMBERS.hanako.id),
          expires: Math.floor(clock.now().getTime() / 1000) + 300,
        }),
        user_id: String(DEMO_MEMBERS.hanako.id),
      });
      expect(withTicket.statusCode).toBe(401);
      expect(withTicket.json().errors[0].code).toBe(3401);
    });

    it('refuses an expired bearer with SESSION_EXPIRED (1400)', async () => {
      const member = await signIn(DEMO_MEMBERS.hanako.email, 1);
      const later = MEMBER_SESSION_TTL_MS + 60_000;
      clock.advance(later);
      clientSession = await issueClientSession(t.app);
      try {
        const response = await postAs(member.session, 1, pair);
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0].code).toBe(1400);
      } finally {
        clock.advance(-later);
        clientSession = await issueClientSession(t.app);
      }
    });
  });
});
