import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginTokens } from '../api/login-token-store.ts';
import { fakeApi } from '../features/search-results/test-harness.tsx';
import { i18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../test/fixtures.ts';
import { whoamiFixture } from '../test/member-fixtures.ts';
import {
  CHATBOT_USER_ID_KEY,
  chatbotSessions,
  PENDING_CHATBOT_KEY,
  SYNC_MESSAGE_ID,
} from './chatbot-session.ts';
import { setNavigationMode } from './navigation.ts';
import { startWidgetFor } from './start-up-test-kit.ts';

// `triplabot_sync` (spec section 2): the chatbot opens the widget and asks it to bring the chatbot's
// sign-in in step with the widget's at once (chatbot-session.ts syncChatbotSession).

const CHATBOT_PATH = '/hotels/1/memberships/chatbot_session';
const SIGN_OUT_PATH = '/hotels/1/memberships/sign_out';

function embedded() {
  const posted = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  return () => posted.mock.calls.map(([message]) => (message as { type: string }).type);
}

function start(query: string, signedIn: boolean) {
  history.replaceState(null, '', `/booking/result?${query}`);
  if (signedIn) loginTokens.save(1, { session: 'live', refreshToken: null, expiresAt: null });
  const { api, calls } = fakeApi([
    ['/hotels/hanami-tokyo/settings/booking_widget', () => ({ data: hotelSettings() })],
    ['/hotels/hanami-tokyo/settings/sign_in_button', () => ({ data: loginWidget })],
    [
      '/hotels/hanami-tokyo/tripla_session/whoami',
      () => ({
        data: signedIn
          ? { signed_in: true, user: whoamiFixture(), reset_code: null }
          : { signed_in: false, user: null, reset_code: null },
      }),
    ],
    [CHATBOT_PATH, () => ({ data: { session: 'chatbot-session-1' } })],
    [SIGN_OUT_PATH, () => ({ data: { message: 'ok' } })],
  ]);
  const { store, done } = startWidgetFor(api, query);
  return { store, calls, done };
}

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('triplabot_sync', () => {
  it('sends a signed-in member’s session to the chatbot at once, for the chatbot’s user id', async () => {
    const told = embedded();
    const { calls, done } = start('code=hanami-tokyo&triplabot_sync=true&triplabot_user_id=bot-7', true);
    await done;
    await vi.waitFor(() => expect(chatbotSessions.get(1)).toBe('chatbot-session-1'));
    expect(calls.find((c) => c.path === CHATBOT_PATH)?.body).toEqual({
      auth_auto_message_id: SYNC_MESSAGE_ID,
      user_id: 'bot-7',
    });
    expect(told()).toContain('chatbot-login');
    expect(sessionStorage.getItem(PENDING_CHATBOT_KEY)).toBeNull();
  });

  it('takes the user id the chatbot’s iframe keeps when the address has none, and a link’s pair first', async () => {
    localStorage.setItem(CHATBOT_USER_ID_KEY, 'bot-stored');
    const plain = start('code=hanami-tokyo&triplabot_sync=1', true);
    await plain.done;
    await vi.waitFor(() => expect(chatbotSessions.get(1)).toBe('chatbot-session-1'));
    expect(plain.calls.find((c) => c.path === CHATBOT_PATH)?.body).toEqual({
      auth_auto_message_id: SYNC_MESSAGE_ID,
      user_id: 'bot-stored',
    });

    localStorage.removeItem('tripla_chatbot_session_1');
    const linked = start(
      'code=hanami-tokyo&triplabot_sync=1&auth_auto_message_id=msg-3&triplabot_user_id=bot-3',
      true,
    );
    await linked.done;
    await vi.waitFor(() => expect(chatbotSessions.get(1)).toBe('chatbot-session-1'));
    expect(linked.calls.find((c) => c.path === CHATBOT_PATH)?.body).toEqual({
      auth_auto_message_id: 'msg-3',
      user_id: 'bot-3',
    });
  });

  it('asks for nothing when the chatbot already holds a session', async () => {
    chatbotSessions.set(1, 'held');
    const { calls, done } = start('code=hanami-tokyo&triplabot_sync=true&triplabot_user_id=bot-7', true);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.path)).not.toContain(CHATBOT_PATH);
    expect(chatbotSessions.get(1)).toBe('held');
  });

  it('ends the chatbot’s session when nobody is signed in here any more, and tells the host', async () => {
    const told = embedded();
    chatbotSessions.set(1, 'held');
    const { calls, done } = start('code=hanami-tokyo&triplabot_sync=true', false);
    await done;
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain(SIGN_OUT_PATH));
    expect(calls.find((c) => c.path === SIGN_OUT_PATH)?.headers).toEqual({ Authorization: 'Bearer held' });
    expect(chatbotSessions.get(1)).toBeNull();
    expect(told()).toContain('logout');
    expect(calls.map((c) => c.path)).not.toContain(CHATBOT_PATH);
  });

  it('does nothing of the kind without the flag', async () => {
    chatbotSessions.set(1, 'held');
    const { calls, done } = start('code=hanami-tokyo&triplabot_user_id=bot-7', false);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.path)).not.toContain(SIGN_OUT_PATH);
    expect(chatbotSessions.get(1)).toBe('held');
  });
});
