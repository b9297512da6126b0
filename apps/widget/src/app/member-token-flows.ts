import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { loginTokens } from '../api/login-token-store.ts';
import type { AuthTextKey } from '../features/member-auth/texts/en.ts';
import { authTexts } from '../features/member-auth/texts.ts';
import { i18n } from '../i18n/i18n.ts';
import { logger } from '../lib/logger.ts';
import { logoutLocally, type MemberGrant, signInMember } from './member-session.ts';
import { currentAddress, writeAddress } from './navigation.ts';
import { addNotice, type WidgetStore } from './widget-store.ts';

// The token flows of spec section 4, loaded only when the address or the stored sign-in needs one.

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
    signInMember(store, await exchange(api, store, refreshToken));
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
    signInMember(store, await exchange(api, store, stored.refreshToken));
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
    signInMember(store, answer.data);
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
    signInMember(store, answer.data);
  } catch (error) {
    logger.warn('Brand custom authentication failed', { status: isApiError(error) ? error.status : null });
    await warn(store, 'customAuth.failed');
  }
}
