import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { type Answer, call } from '../api/call.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { isEmbedded } from '../features/host/host-messages.ts';
import { companionsWanted } from './companion-rules.ts';
import { addNotice, type WidgetStore } from './widget-store.ts';

/** Forgets the member (and their companions) on this device without calling the server (spec section 4). */
export function logoutLocally(store: WidgetStore): void {
  const brandId = store.get().settings?.hotel_brand_id;
  if (brandId !== undefined) loginTokens.clear(brandId);
  store.update({ user: null, companions: null });
}

/** The stored login token of the current hotel's brand. */
export function currentLoginToken(store: WidgetStore): string | null {
  const brandId = store.get().settings?.hotel_brand_id;
  return brandId === undefined ? null : loginTokens.get(brandId);
}

/**
 * Identify (spec section 4): a valid session signs the member in (and, at a hotel with an active
 * companion tier, the host is sent the member's companions); a token the server did not find,
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
    // A restored session: the host is told the companions too, unless it already was for this sign-in.
    if (
      store.get().companions === null &&
      isEmbedded() &&
      companionsWanted(settings, currentLoginToken(store))
    )
      void import('./member-companions.ts').then((m) => m.sendSessionCompanions(api, store));
    return;
  }
  logoutLocally(store);
  if (reset_code === 'brand_mismatch')
    addNotice(store, { kind: 'info', messageKey: 'session.brandMismatch' });
  else if (reset_code === 'session_token_not_found')
    addNotice(store, { kind: 'info', messageKey: 'session.tokenNotFound' });
}
