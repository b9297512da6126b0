import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { type Answer, call } from '../api/call.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { postToHost } from '../features/host/host-messages.ts';
import { logger } from '../lib/logger.ts';
import { addNotice, type WidgetStore } from './widget-store.ts';

/** What every sign-in answers (password, refresh token, federated, loyalty, brand token). */
export type MemberGrant = Answer<'POST /book/hotels/:hotelId/memberships/sign_in'>['data'];

/** Forgets the member on this device without calling the server (spec section 4). */
export function logoutLocally(store: WidgetStore): void {
  const brandId = store.get().settings?.hotel_brand_id;
  if (brandId !== undefined) loginTokens.clear(brandId);
  store.update({ user: null });
}

/** The stored login token of the current hotel's brand. */
export function currentLoginToken(store: WidgetStore): string | null {
  const brandId = store.get().settings?.hotel_brand_id;
  return brandId === undefined ? null : loginTokens.get(brandId);
}

/** The member as the header and menu know them (the whoami fields of a sign-in's profile). */
function whoamiUser(user: MemberGrant['user']): WhoamiUser {
  const { id, name, first_name, last_name, email, membership_id, program_id, rank_id } = user;
  return {
    id,
    name,
    first_name,
    last_name,
    email,
    membership_id,
    program_id,
    rank_id,
    organization: user.organization,
    organization_role: user.organization_role,
  };
}

/**
 * After member sign-in (spec section 4): the session and its refresh token stored for the brand, the
 * user set, the host told "login".
 */
export function signInMember(store: WidgetStore, grant: MemberGrant): void {
  const brandId = store.get().settings?.hotel_brand_id;
  if (brandId === undefined) return;
  loginTokens.save(brandId, {
    session: grant.session,
    refreshToken: grant.refresh_token,
    expiresAt: grant.expires_at,
  });
  store.update({ user: whoamiUser(grant.user) });
  postToHost({ type: 'login' });
}

/**
 * Logout (spec section 4): asks the server to end the session, then always forgets the member here
 * and tells the host (and its chatbot), whatever the server answered.
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
  logoutLocally(store);
  postToHost({ type: 'logout' });
}

/**
 * Identify (spec section 4): a valid session signs the member in; a token the server did not find,
 * or one of another brand, signs out locally with a message; no session clears any local token.
 */
export async function identify(api: ApiClient, store: WidgetStore): Promise<void> {
  const settings = store.get().settings;
  if (!settings) return;
  const hadToken = currentLoginToken(store) !== null;
  let whoami: Answer<'GET /book/hotels/:code/tripla_session/whoami'>;
  try {
    whoami = await call(api, 'GET /book/hotels/:code/tripla_session/whoami', {
      params: { code: settings.hotel_code },
    });
  } catch (error) {
    // A 401 has already signed the member out and said so.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
  const { signed_in, user, reset_code } = whoami.data;
  // Signed in needs our own credential too; without it the member is signed out locally.
  if (signed_in && user && hadToken) {
    store.update({ user });
    return;
  }
  logoutLocally(store);
  if (reset_code === 'brand_mismatch')
    addNotice(store, { kind: 'info', messageKey: 'session.brandMismatch' });
  else if (reset_code === 'session_token_not_found')
    addNotice(store, { kind: 'info', messageKey: 'session.tokenNotFound' });
}
