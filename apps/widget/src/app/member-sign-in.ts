import { MESSAGE_SOURCE, type PopupSignInMessage } from '@yadori/contract/host-messages';
import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { type Answer, call } from '../api/call.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { postToHost } from '../features/host/host-messages.ts';
import type { AuthTextKey } from '../features/member-auth/texts/en.ts';
import { authTexts } from '../features/member-auth/texts.ts';
import { i18n } from '../i18n/i18n.ts';
import { logger } from '../lib/logger.ts';
import {
  chatbotSessions,
  endChatbotSession,
  keepChatbotPair,
  sendChatbotSession,
  syncChatbotSession,
} from './chatbot-session.ts';
import { sendCompanions } from './member-companions.ts';
import { currentLoginToken, identify, logoutLocally } from './member-session.ts';
import { currentAddress, writeAddress } from './navigation.ts';
import { addNotice, type WidgetStore } from './widget-store.ts';

// Signing a member in and out, the token flows of spec section 4 and the federated sign-in popup's
// hand-over. One chunk, loaded only by the member screens, a start-up that carries a token, the host's
// logout or a sign-in popup: it stays off the first screen's code (decision 033's budget).

/** What every sign-in answers (password, refresh token, federated, loyalty, brand token). */
export type MemberGrant = Answer<'POST /book/hotels/:hotelId/memberships/sign_in'>['data'];

/** The member as the header and menu know them (the whoami fields of a sign-in's profile). */
function whoamiUser(user: MemberGrant['user']): WhoamiUser {
  const { id, name, first_name, last_name, email, membership_id, program_id, rank_id, provider } = user;
  return {
    id,
    name,
    first_name,
    last_name,
    email,
    membership_id,
    program_id,
    rank_id,
    provider,
    organization: user.organization,
    organization_role: user.organization_role,
  };
}

/**
 * After member sign-in (spec section 4): the session and its refresh token stored for the brand, the
 * user set, the host told "login" (and the member's companions at a hotel with an active companion
 * tier), and the chatbot session sent when a chatbot sign-in link is pending. The sign-in is complete on return; the promise (which never rejects) is the chatbot's.
 */
export function signInMember(api: ApiClient, store: WidgetStore, grant: MemberGrant): Promise<void> {
  const brandId = store.get().settings?.hotel_brand_id;
  if (brandId === undefined) return Promise.resolve();
  loginTokens.save(brandId, {
    session: grant.session,
    refreshToken: grant.refresh_token,
    expiresAt: grant.expires_at,
  });
  store.update({ user: whoamiUser(grant.user) });
  postToHost({ type: 'login' });
  sendCompanions(store, grant.user);
  return sendChatbotSession(api, store);
}

/**
 * Logout (spec section 4): asks the server to end the session, then always forgets the member here
 * and tells the host (and its chatbot), whatever the server answered. The chatbot's session of the
 * member is forgotten too and, after the host was told, ended on the server.
 */
export async function logOut(api: ApiClient, store: WidgetStore): Promise<void> {
  const settings = store.get().settings;
  if (settings && currentLoginToken(store) !== null) {
    try {
      await call(api, 'POST /book/hotels/:hotelId/memberships/sign_out', {
        params: { hotelId: settings.hotel_id },
      });
    } catch (error) {
      // Signed out here all the same; a session the server no longer knows is already over.
      logger.warn('Sign-out call failed', { error: String(error) });
    }
  }
  const chatbotSession = settings ? chatbotSessions.get(settings.hotel_brand_id) : null;
  logoutLocally(store);
  if (settings) chatbotSessions.clear(settings.hotel_brand_id);
  postToHost({ type: 'logout' });
  if (settings && chatbotSession) await endChatbotSession(api, settings.hotel_id, chatbotSession);
}

/** A global banner with a member-auth text (its section loads for the current language). */
async function warn(store: WidgetStore, key: AuthTextKey): Promise<void> {
  try {
    const texts = await authTexts.load(i18n.get().locale);
    addNotice(store, { kind: 'error', title: texts[key] });
  } catch {
    addNotice(store, { kind: 'error', messageKey: 'errors.network' });
  }
}

/** Takes credential keys out of the address once they have been read (never in history or logs). */
export function dropFromAddress(...keys: string[]): void {
  const address = currentAddress();
  if (!keys.some((key) => address.params.has(key))) return;
  const params = new URLSearchParams(address.params);
  for (const key of keys) params.delete(key);
  writeAddress({ ...address, params });
}

/** Back from a provider with `login_error` (refused, expired, failed): said once, then dropped. */
export async function federatedSignInFailed(store: WidgetStore): Promise<void> {
  dropFromAddress('login_error');
  await warn(store, 'federated.cancelled');
}

const hotelOf = (store: WidgetStore) => {
  const settings = store.get().settings;
  if (!settings) throw new Error('token flows run after the settings arrived');
  return settings;
};

async function exchange(api: ApiClient, store: WidgetStore, refreshToken: string): Promise<MemberGrant> {
  const settings = hotelOf(store);
  const answer = await call(api, 'POST /book/hotels/:hotelId/memberships/tokens', {
    params: { hotelId: settings.hotel_id },
    body: { grant_type: 'refresh_token', refresh_token: refreshToken, hotel_code: settings.hotel_code },
  });
  return answer.data;
}

/**
 * `refresh_token` in the address (spec section 4): sign out here, then exchange it for a new session
 * (with the hotel code). A failure shows in the global banner.
 */
export async function exchangeAddressRefreshToken(
  api: ApiClient,
  store: WidgetStore,
  refreshToken: string,
): Promise<void> {
  dropFromAddress('refresh_token');
  logoutLocally(store);
  try {
    void signInMember(api, store, await exchange(api, store, refreshToken));
  } catch (error) {
    logger.warn('Refresh token exchange failed', { status: isApiError(error) ? error.status : null });
    await warn(store, 'session.refreshFailed');
  }
}

/**
 * A stored session past its end is renewed with its refresh token before identify, so a member who
 * comes back keeps their sign-in; a refused refresh token (rotated, revoked) signs out quietly.
 */
export async function renewExpiredSession(api: ApiClient, store: WidgetStore, now: Date): Promise<void> {
  const brandId = hotelOf(store).hotel_brand_id;
  const stored = loginTokens.read(brandId);
  if (!stored?.refreshToken || !stored.expiresAt) return;
  if (Date.parse(stored.expiresAt) > now.getTime()) return;
  // The expired session must not go with the exchange (the server would answer 401 for it).
  logoutLocally(store);
  try {
    void signInMember(api, store, await exchange(api, store, stored.refreshToken));
  } catch (error) {
    logger.warn('Renewing the session failed', { status: isApiError(error) ? error.status : null });
  }
}

const LOYALTY_TEXTS: Readonly<Record<string, AuthTextKey>> = {
  '3502': 'loyalty.points',
  '3504': 'loyalty.returnFailed',
};

/** `otid` (spec section 2): the loyalty programme's one-time id, exchanged once; 3501–3504 say why not. */
export async function signInWithOtid(api: ApiClient, store: WidgetStore, otid: string): Promise<void> {
  try {
    const answer = await call(api, 'POST /book/hotels/:hotelId/memberships/creansmaerd/sign_in', {
      params: { hotelId: hotelOf(store).hotel_id },
      body: { otid },
    });
    void signInMember(api, store, answer.data);
  } catch (error) {
    const code = isApiError(error) ? String(error.code ?? '') : '';
    await warn(store, LOYALTY_TEXTS[code] ?? 'loyalty.failed');
  }
}

/**
 * `brand_custom_auth_token` (spec section 4): exchanged on the results and facilities routes after
 * init; a failure is the global warning with the custom-auth text.
 */
export async function signInWithCustomAuth(api: ApiClient, store: WidgetStore, token: string): Promise<void> {
  dropFromAddress('brand_custom_auth_token');
  try {
    const answer = await call(api, 'POST /book/hotels/:hotelId/memberships/brand_custom_auth/sign_in', {
      params: { hotelId: hotelOf(store).hotel_id },
      body: { token },
    });
    void signInMember(api, store, answer.data);
  } catch (error) {
    logger.warn('Brand custom authentication failed', { status: isApiError(error) ? error.status : null });
    await warn(store, 'customAuth.failed');
  }
}

/**
 * Start-up's token flows (spec section 4), then identify: a chatbot sign-in link's
 * `auth_auto_message_id` (with its `triplabot_user_id`) is kept until the member signs in; a
 * `login_token`/`accessToken` of the address is kept (with the address's `refresh_token` beside it);
 * else a `refresh_token` alone signs out and is exchanged; else a stored session past its end is
 * renewed. A failed federated sign-in (`login_error`) is said, and an `otid` signs in with the loyalty
 * programme. A member signed in by then (already, or back from a provider with `login_token`) sends a
 * pending chatbot session, in the background; a `triplabot_sync` start brings the chatbot's sign-in in
 * step with the widget's either way (chatbot-session.ts).
 */
export async function runTokenFlows(
  api: ApiClient,
  store: WidgetStore,
  brandId: number,
  now: Date,
): Promise<void> {
  const { loginToken, refreshToken, otid, authAutoMessageId, triplabotUserId } = store.get().startQuery;
  if (authAutoMessageId) {
    keepChatbotPair({ authAutoMessageId, userId: triplabotUserId });
    dropFromAddress('auth_auto_message_id', 'triplabot_user_id');
  }
  if (loginToken) {
    loginTokens.save(brandId, { session: loginToken, refreshToken, expiresAt: null });
    dropFromAddress('refresh_token');
  } else if (refreshToken) await exchangeAddressRefreshToken(api, store, refreshToken);
  else await renewExpiredSession(api, store, now);
  if (currentAddress().params.has('login_error')) await federatedSignInFailed(store);
  if (otid) await signInWithOtid(api, store, otid);
  await identify(api, store);
  if (store.get().startQuery.triplabotSync) void syncChatbotSession(api, store);
  else if (store.get().user) void sendChatbotSession(api, store);
}

/** The return address of a federated sign-in started in an embedded widget carries this flag. */
export const POPUP_SIGN_IN_FLAG = 'sign_in_popup';

/**
 * In the popup of a federated sign-in (decision 038): hands the callback's result to the widget that
 * opened it — posted to our own origin only — and closes. False when this is no such popup, or its
 * opener is gone (a provider's opener policy can sever it): the popup then goes on as a widget page of
 * its own, signed in there.
 */
export function handOverPopupSignIn(params: URLSearchParams, loginToken: string | null): boolean {
  if (params.get(POPUP_SIGN_IN_FLAG) !== '1') return false;
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  const message: PopupSignInMessage = {
    source: MESSAGE_SOURCE,
    type: 'member-sign-in',
    login_token: loginToken,
    login_error: params.get('login_error'),
  };
  try {
    opener.postMessage(message, location.origin);
  } catch {
    return false;
  }
  window.close();
  return true;
}
