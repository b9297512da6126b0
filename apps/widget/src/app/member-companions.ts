import type { MemberProfile } from '@yadori/contract/membership.schema';
import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { postToHost } from '../features/host/host-messages.ts';
import { logger } from '../lib/logger.ts';
import { companionsWanted } from './companion-rules.ts';
import type { WidgetStore } from './widget-store.ts';

// Spec section 4 "companion info sent to the host": after a sign-in (whose answer carries the profile)
// and when a stored session is restored (the profile is read then). Loaded with the sign-in code, or on
// its own when a restored member is at a hotel with an active companion tier.

/**
 * Tells the host page the member's companions (`companion-info`) and keeps them as told, when the member
 * has a session and the hotel's companion tier is supported and active; else does nothing.
 */
export function sendCompanions(
  store: WidgetStore,
  profile: Pick<MemberProfile, 'adult_companion' | 'kid_companion'>,
): void {
  const settings = store.get().settings;
  // The brand's stored login token (member-session's currentLoginToken, which imports this module).
  if (!settings || !companionsWanted(settings, loginTokens.get(settings.hotel_brand_id))) return;
  const companions = { adult_companion: profile.adult_companion, kid_companion: profile.kid_companion };
  store.update({ companions });
  postToHost({ type: 'companion-info', ...companions });
}

/**
 * A restored session (identify found the member): reads the member's profile for their companions and
 * sends them. A failure is logged only: the member stays signed in, the host is not told.
 */
export async function sendSessionCompanions(api: ApiClient, store: WidgetStore): Promise<void> {
  try {
    const profile = (await call(api, 'GET /book/user/me', {})).data;
    // Signed out, or someone else signed in, while the profile was on its way: nothing to tell.
    if (store.get().user?.id !== profile.id) return;
    sendCompanions(store, profile);
  } catch (error) {
    logger.warn('Reading the companions failed', { status: isApiError(error) ? error.status : null });
  }
}
