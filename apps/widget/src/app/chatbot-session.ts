import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { postToHost } from '../features/host/host-messages.ts';
import { logger } from '../lib/logger.ts';
import { localStore, sessionStore } from '../lib/safe-storage.ts';
import type { WidgetStore } from './widget-store.ts';

// The chatbot session (spec section 4 "after member sign-in: … chatbot session sent"): the chatbot, a
// separate script on the hotel's page with its own iframe on our origin, sends a member a sign-in link
// carrying `auth_auto_message_id` and `triplabot_user_id`. The widget keeps the pair until the member
// signs in, then asks chatbot_session with the member's bearer for a session of the chatbot's own and
// stores it where the chatbot's iframe reads it. Only the sign-in flows import it (member-sign-in.ts,
// the federated popup's hand-over), so it loads on demand with them.

/** Spec section 9: how long to wait for the chatbot's user id when the link had none. */
export const CHATBOT_USER_ID_WAIT_MS = 2000;
/** Spec section 9: how often to look for it meanwhile. */
export const CHATBOT_USER_ID_POLL_MS = 200;

/**
 * The chatbot's session of the brand's member (spec section 3 storage "chatbot session"), per brand
 * like the login token (`tripla_login_token_{brand}`), as plain text: the chatbot's iframe reads it.
 */
export const chatbotSessionKey = (brandId: number) => `tripla_chatbot_session_${brandId}`;
/** Where the chatbot's iframe keeps its user id on our origin, for a link that did not carry it. */
export const CHATBOT_USER_ID_KEY = 'triplabot_user_id';
/** A sign-in link's pair until the member signs in: this tab only, so it does not outlive the visit. */
export const PENDING_CHATBOT_KEY = 'yadori_chatbot_sign_in';

/** What a chatbot sign-in link carried; `userId` null when the address had no `triplabot_user_id`. */
export interface ChatbotPair {
  authAutoMessageId: string;
  userId: string | null;
}

/** Keeps a sign-in link's pair until the member has signed in. */
export function keepChatbotPair(pair: ChatbotPair): void {
  sessionStore.set(
    PENDING_CHATBOT_KEY,
    JSON.stringify({ auth_auto_message_id: pair.authAutoMessageId, user_id: pair.userId }),
  );
}

/** The pending pair, taken out of storage: each link is sent once, whatever the outcome. */
export function takeChatbotPair(): ChatbotPair | null {
  const raw = sessionStore.get(PENDING_CHATBOT_KEY);
  if (raw === null) return null;
  sessionStore.remove(PENDING_CHATBOT_KEY);
  try {
    const { auth_auto_message_id: id, user_id: userId } = JSON.parse(raw);
    if (typeof id !== 'string' || !id) return null;
    return { authAutoMessageId: id, userId: typeof userId === 'string' && userId ? userId : null };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The chatbot's user id as its iframe stored it, looked for every CHATBOT_USER_ID_POLL_MS for up to
 * CHATBOT_USER_ID_WAIT_MS (the chatbot may still be starting); null when it did not come.
 */
export async function waitForChatbotUserId(
  read: () => string | null = () => localStore.get(CHATBOT_USER_ID_KEY),
): Promise<string | null> {
  // Counted in polls rather than read from the clock, so fake timers drive it in tests.
  for (let waited = 0; ; waited += CHATBOT_USER_ID_POLL_MS) {
    const userId = read();
    if (userId) return userId;
    if (waited >= CHATBOT_USER_ID_WAIT_MS) return null;
    await sleep(CHATBOT_USER_ID_POLL_MS);
  }
}

export const chatbotSessions = {
  get: (brandId: number): string | null => localStore.get(chatbotSessionKey(brandId)),
  set: (brandId: number, session: string): void => localStore.set(chatbotSessionKey(brandId), session),
  /** Logout: the chatbot's session and any link still pending. */
  clear: (brandId: number): void => {
    localStore.remove(chatbotSessionKey(brandId));
    sessionStore.remove(PENDING_CHATBOT_KEY);
  },
};

/**
 * After sign-in, with a link's pair pending: asks chatbot_session (the api client adds the member's
 * bearer), stores the chatbot's session where its iframe reads it and tells the host `chatbot-login`.
 * Waits up to 2 s for a user id the link did not carry. A failure is logged only: the member stays
 * signed in. Never rejects.
 */
export async function sendChatbotSession(api: ApiClient, store: WidgetStore): Promise<void> {
  const settings = store.get().settings;
  if (!settings || store.get().user === null) return;
  const pair = takeChatbotPair();
  if (!pair) return;
  const userId = pair.userId ?? (await waitForChatbotUserId());
  if (!userId) {
    logger.warn('No chatbot user id came: the chatbot session was not sent');
    return;
  }
  try {
    const answer = await call(api, 'POST /book/hotels/:hotelId/memberships/chatbot_session', {
      params: { hotelId: settings.hotel_id },
      body: { auth_auto_message_id: pair.authAutoMessageId, user_id: userId },
    });
    // Signed out meanwhile: the chatbot must not be left signed in.
    if (store.get().user === null) return;
    chatbotSessions.set(settings.hotel_brand_id, answer.data.session);
    postToHost({ type: 'chatbot-login' });
  } catch (error) {
    logger.warn('Sending the chatbot session failed', { status: isApiError(error) ? error.status : null });
  }
}

/**
 * The message id a `triplabot_sync` start sends with its chatbot session when no sign-in link named
 * one: with the member's bearer the pair only names what the chatbot knows it by.
 */
export const SYNC_MESSAGE_ID = 'triplabot_sync';

/**
 * `triplabot_sync` (spec section 2, read at start): the chatbot opened the widget and asks it to bring
 * the chatbot's sign-in in step with the widget's at once, without waiting for a sign-in here.
 * - A member is signed in and the chatbot has no session of theirs on our origin: one is sent now
 *   (the link's pair when it carried one, else the chatbot's user id from the address or from its
 *   iframe's storage, waited for as for a link) and the host told `chatbot-login`.
 * - Nobody is signed in but the chatbot still holds a session (the member's sign-in ended here): it is
 *   forgotten and ended on the server, and the host told `logout`.
 * Call it after identify. Never rejects.
 */
export async function syncChatbotSession(api: ApiClient, store: WidgetStore): Promise<void> {
  const settings = store.get().settings;
  if (!settings) return;
  const brandId = settings.hotel_brand_id;
  const held = chatbotSessions.get(brandId);
  if (store.get().user === null) {
    if (!held) return;
    chatbotSessions.clear(brandId);
    postToHost({ type: 'logout' });
    await endChatbotSession(api, settings.hotel_id, held);
    return;
  }
  if (held) {
    // In step already; a link's pair that came with the sync is for a sign-in that needs none.
    takeChatbotPair();
    return;
  }
  if (sessionStore.get(PENDING_CHATBOT_KEY) === null)
    keepChatbotPair({ authAutoMessageId: SYNC_MESSAGE_ID, userId: store.get().startQuery.triplabotUserId });
  await sendChatbotSession(api, store);
}

/** Logout: sign_out with the chatbot's session as the bearer (call it once the member's is forgotten). */
export async function endChatbotSession(api: ApiClient, hotelId: number, session: string): Promise<void> {
  try {
    await call(api, 'POST /book/hotels/:hotelId/memberships/sign_out', {
      params: { hotelId },
      headers: { Authorization: `Bearer ${session}` },
    });
  } catch (error) {
    logger.warn('Ending the chatbot session failed', { status: isApiError(error) ? error.status : null });
  }
}
