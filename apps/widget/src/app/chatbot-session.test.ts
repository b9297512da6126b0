import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { DEFAULT_WIDGET_CONFIG } from '../config/widget-config.ts';
import { readStartQuery } from '../features/address/start-query.ts';
import { fakeApi } from '../features/search-results/test-harness.tsx';
import { i18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../test/fixtures.ts';
import { memberFixture } from '../test/member-fixtures.ts';
import {
  CHATBOT_USER_ID_KEY,
  CHATBOT_USER_ID_POLL_MS,
  CHATBOT_USER_ID_WAIT_MS,
  chatbotSessionKey,
  chatbotSessions,
  keepChatbotPair,
  PENDING_CHATBOT_KEY,
  waitForChatbotUserId,
} from './chatbot-session.ts';
import { currentLoginToken } from './member-session.ts';
import { logOut, type MemberGrant, renewExpiredSession, signInMember } from './member-sign-in.ts';
import { setNavigationMode } from './navigation.ts';
import { startWidgetFor } from './start-up-test-kit.ts';
import { createWidgetStore, type WidgetStore } from './widget-store.ts';

const CHATBOT_PATH = '/hotels/1/memberships/chatbot_session';
const SIGN_OUT_PATH = '/hotels/1/memberships/sign_out';
const settings = hotelSettings();

const grant = (session: string): MemberGrant => ({
  session,
  refresh_token: `${session}-refresh`,
  token_type: 'Bearer',
  expires_at: '2026-11-28T12:00:00.000Z',
  user: memberFixture({
    name: 'Aiko Sato',
    first_name: 'Aiko',
    last_name: 'Sato',
    email: 'aiko@example.com',
    membership_id: 'M-7',
    rank_id: null,
    phone: null,
  }),
});

function storeFor(query = 'code=hanami-tokyo') {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  store.update({ settings, loginWidget });
  return store;
}

/** What the widget told the host page: it runs in a frame whose parent records the messages. */
function embedded() {
  const posted = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  return () => posted.mock.calls.map(([message]) => message as Record<string, unknown>);
}

/**
 * The real api client over a fetch stub, with the store's login token as its bearer (as bootstrap
 * wires it), so a test sees the headers that go on the wire.
 */
function wireApi(store: WidgetStore, answer: (path: string) => Response) {
  const sent: { path: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const api = createApiClient({
    config: DEFAULT_WIDGET_CONFIG,
    appVersion: 'test',
    sessionStore: { get: () => 'client-session', set: () => {}, clear: () => {} },
    getLocale: () => 'en',
    getLoginToken: () => currentLoginToken(store),
    networkErrorMessage: () => 'network',
    onUnauthorized: () => {},
    onMaintenance: () => {},
    fetch: async (input, init) => {
      const path = String(input).replace(/^\/book/, '');
      sent.push({
        path,
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(path);
    },
  });
  return { api, sent };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a chatbot sign-in link in the address', () => {
  function start(query: string, whoami: () => unknown) {
    history.replaceState(null, '', `/booking/result?${query}`);
    const { api, calls } = fakeApi([
      ['/hotels/hanami-tokyo/settings/booking_widget', () => ({ data: settings })],
      ['/hotels/hanami-tokyo/settings/sign_in_button', () => ({ data: loginWidget })],
      ['/hotels/hanami-tokyo/tripla_session/whoami', whoami],
      [CHATBOT_PATH, () => ({ data: { session: 'chatbot-session-1' } })],
    ]);
    const { store, done } = startWidgetFor(api, query);
    return { store, calls, done };
  }
  const signedOut = () => ({ data: { signed_in: false, user: null, reset_code: null } });

  it('keeps the pair for the sign-in and takes both keys out of the address', async () => {
    const { calls, done } = start(
      'code=hanami-tokyo&auth_auto_message_id=msg-1&triplabot_user_id=bot-7&adults=2',
      signedOut,
    );
    await done;
    expect(location.search).toBe('?code=hanami-tokyo&adults=2');
    expect(JSON.parse(sessionStorage.getItem(PENDING_CHATBOT_KEY) ?? 'null')).toEqual({
      auth_auto_message_id: 'msg-1',
      user_id: 'bot-7',
    });
    // Nobody is signed in yet: nothing to send.
    expect(calls.map((c) => c.path)).not.toContain(CHATBOT_PATH);
  });

  it('sends it at once for a member who is signed in already', async () => {
    loginTokens.save(1, { session: 'live', refreshToken: 'r1', expiresAt: '2026-11-28T00:00:00.000Z' });
    const { calls, done } = start(
      'code=hanami-tokyo&auth_auto_message_id=msg-2&triplabot_user_id=bot-8',
      () => ({
        data: { signed_in: true, user: { ...grant('live').user }, reset_code: null },
      }),
    );
    await done;
    await vi.waitFor(() => expect(chatbotSessions.get(1)).toBe('chatbot-session-1'));
    expect(calls.find((c) => c.path === CHATBOT_PATH)?.body).toEqual({
      auth_auto_message_id: 'msg-2',
      user_id: 'bot-8',
    });
    expect(sessionStorage.getItem(PENDING_CHATBOT_KEY)).toBeNull();
  });
});

describe('after member sign-in', () => {
  it("asks chatbot_session with the pair and the member's bearer, stores the chatbot's session and tells the host", async () => {
    const told = embedded();
    keepChatbotPair({ authAutoMessageId: 'msg-1', userId: 'bot-7' });
    const store = storeFor();
    const { api, sent } = wireApi(store, () => json({ data: { session: 'chatbot-session-1' } }));
    await signInMember(api, store, grant('member-session-1'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: CHATBOT_PATH,
      method: 'POST',
      headers: { Authorization: 'Bearer member-session-1' },
      body: { auth_auto_message_id: 'msg-1', user_id: 'bot-7' },
    });
    expect(localStorage.getItem(chatbotSessionKey(1))).toBe('chatbot-session-1');
    // No token travels to the host page.
    expect(told()).toEqual([
      { source: 'yadori', type: 'login' },
      { source: 'yadori', type: 'chatbot-login' },
    ]);
    expect(sessionStorage.getItem(PENDING_CHATBOT_KEY)).toBeNull();
  });

  it('makes no call without a pending link', async () => {
    const told = embedded();
    const store = storeFor();
    const { api, calls } = fakeApi([]);
    await signInMember(api, store, grant('member-session-1'));
    expect(calls).toEqual([]);
    expect(told().map((m) => m.type)).toEqual(['login']);
    expect(chatbotSessions.get(1)).toBeNull();
  });

  it('stays signed in when the call fails, and tries a link once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const failure of [
      new ApiError({ title: 'INTERNAL_ERROR', status: 500 }),
      new ApiError({ title: 'network', status: 0 }),
    ]) {
      const told = embedded();
      keepChatbotPair({ authAutoMessageId: 'msg-1', userId: 'bot-7' });
      const store = storeFor();
      const { api, calls } = fakeApi([[CHATBOT_PATH, () => failure]]);
      await signInMember(api, store, grant('member-session-1'));
      expect(calls.map((c) => c.path)).toEqual([CHATBOT_PATH]);
      expect(store.get().user?.id).toBe(7);
      expect(loginTokens.get(1)).toBe('member-session-1');
      expect(chatbotSessions.get(1)).toBeNull();
      expect(told().map((m) => m.type)).toEqual(['login']);
      expect(sessionStorage.getItem(PENDING_CHATBOT_KEY)).toBeNull();
    }
    expect(warn).toHaveBeenCalledWith('[yadori] Sending the chatbot session failed', { status: 500 });
  });

  it('waits for the user id the chatbot stores when the link had none', async () => {
    vi.useFakeTimers();
    keepChatbotPair({ authAutoMessageId: 'msg-1', userId: null });
    const store = storeFor();
    const { api, calls } = fakeApi([[CHATBOT_PATH, () => ({ data: { session: 'chatbot-session-1' } })]]);
    const sending = signInMember(api, store, grant('member-session-1'));
    await vi.advanceTimersByTimeAsync(3 * CHATBOT_USER_ID_POLL_MS);
    expect(calls).toEqual([]);
    // The chatbot's iframe, on our origin, has started and keeps its user id.
    localStorage.setItem(CHATBOT_USER_ID_KEY, 'bot-late');
    await vi.advanceTimersByTimeAsync(CHATBOT_USER_ID_POLL_MS);
    await sending;
    expect(calls[0]?.body).toEqual({ auth_auto_message_id: 'msg-1', user_id: 'bot-late' });
    expect(chatbotSessions.get(1)).toBe('chatbot-session-1');
  });

  it('gives up after the wait when no user id came', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    keepChatbotPair({ authAutoMessageId: 'msg-1', userId: null });
    const store = storeFor();
    const { api, calls } = fakeApi([]);
    const sending = signInMember(api, store, grant('member-session-1'));
    await vi.advanceTimersByTimeAsync(CHATBOT_USER_ID_WAIT_MS);
    await sending;
    expect(calls).toEqual([]);
    expect(store.get().user?.id).toBe(7);
    expect(warn).toHaveBeenCalledWith(
      '[yadori] No chatbot user id came: the chatbot session was not sent',
      {},
    );
  });
});

describe('waitForChatbotUserId (spec section 9: 2 s, every 200 ms)', () => {
  it('looks at once, then every 200 ms, and answers as soon as the id is there', async () => {
    vi.useFakeTimers();
    let stored: string | null = null;
    const read = vi.fn(() => stored);
    const found = waitForChatbotUserId(read);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHATBOT_USER_ID_POLL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    stored = 'bot-7';
    await vi.advanceTimersByTimeAsync(CHATBOT_USER_ID_POLL_MS);
    await expect(found).resolves.toBe('bot-7');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('answers null after 2 s, having looked 11 times', async () => {
    vi.useFakeTimers();
    const read = vi.fn((): string | null => null);
    let answer: string | null | undefined;
    void waitForChatbotUserId(read).then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(CHATBOT_USER_ID_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
    expect(read).toHaveBeenCalledTimes(CHATBOT_USER_ID_WAIT_MS / CHATBOT_USER_ID_POLL_MS + 1);
  });
});

describe('logout', () => {
  it("forgets the chatbot's session, tells the host and ends it on the server", async () => {
    const told = embedded();
    const store = storeFor();
    const { api, calls } = fakeApi([[SIGN_OUT_PATH, () => ({ data: { message: 'ok' } })]]);
    await signInMember(api, store, grant('member-session-1'));
    chatbotSessions.set(1, 'chatbot-session-1');
    keepChatbotPair({ authAutoMessageId: 'msg-9', userId: 'bot-9' });
    await logOut(api, store);
    expect(chatbotSessions.get(1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_CHATBOT_KEY)).toBeNull();
    expect(told().map((m) => m.type)).toEqual(['login', 'logout']);
    // The member's own sign_out (bearer added by the client), then the chatbot's, with its session.
    expect(calls.map((c) => [c.path, c.headers])).toEqual([
      [SIGN_OUT_PATH, undefined],
      [SIGN_OUT_PATH, { Authorization: 'Bearer chatbot-session-1' }],
    ]);
  });

  it("keeps the chatbot's session when the member's session is only renewed", async () => {
    const store = storeFor();
    loginTokens.save(1, { session: 'old', refreshToken: 'r1', expiresAt: '2026-11-27T00:00:00.000Z' });
    chatbotSessions.set(1, 'chatbot-session-1');
    const { api } = fakeApi([['/hotels/1/memberships/tokens', () => ({ data: grant('new') })]]);
    await renewExpiredSession(api, store, new Date('2026-11-27T12:00:00Z'));
    expect(loginTokens.get(1)).toBe('new');
    expect(chatbotSessions.get(1)).toBe('chatbot-session-1');
  });
});
