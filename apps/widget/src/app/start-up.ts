import { ERROR_TITLES } from '@yadori/contract/error-codes';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import type { ClientSessionStore } from '../api/client-session-store.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { logger } from '../lib/logger.ts';
import type { KeyValueStorage } from '../lib/safe-storage.ts';
import { identify } from './member-session.ts';
import { currentAddress } from './navigation.ts';
import { addNotice, type WidgetStore } from './widget-store.ts';

/** Reloads the page at most once per tab after an invalid client session (no reload loops). */
export interface ReloadGuard {
  /** True (and remembered) the first time; false if a reload was already tried. */
  claim(): boolean;
  /** Start-up succeeded: a later invalid session may reload again. */
  release(): void;
}

export interface StartUpDeps {
  api: ApiClient;
  store: WidgetStore;
  sessionStore: ClientSessionStore;
  reloadGuard: ReloadGuard;
  reload: () => void;
  /** Side effects of the settings: address, navigation mode, language. */
  applySettings: (settings: BookingWidgetSettings) => Promise<void>;
  /** The clock that tells whether a stored session has ended (tests fix it). */
  now?: () => Date;
}

/**
 * Start-up of spec section 4: client session → settings and login widget in parallel → identify →
 * init arrived. A failure shows its title in the global banner and still marks init arrived.
 */
export async function startUp(deps: StartUpDeps): Promise<void> {
  const { api, store } = deps;
  const hotelCode = store.get().startQuery.hotelCode;
  // Without a hotel code there is nothing to ask the server; the "No hotel code" screen shows.
  if (!hotelCode) {
    store.update({ initArrived: true });
    return;
  }
  try {
    await api.ensureClientSession();
    const params = { code: hotelCode };
    const [settings, loginWidget] = await Promise.all([
      call(api, 'GET /book/hotels/:code/settings/booking_widget', { params }),
      call(api, 'GET /book/hotels/:code/settings/sign_in_button', { params }),
    ]);
    store.update({ settings: settings.data, loginWidget: loginWidget.data });
    await deps.applySettings(settings.data);
    await memberTokenFlows(deps, settings.data.hotel_brand_id);
    await identify(api, store);
    deps.reloadGuard.release();
  } catch (error) {
    if (isApiError(error) && error.title === ERROR_TITLES.invalidClientSession && deps.reloadGuard.claim()) {
      deps.sessionStore.clear();
      deps.reload();
      return;
    }
    reportInitFailure(store, error);
  }
  store.update({ initArrived: true });
}

/**
 * Spec section 4's token flows before identify: a `login_token`/`accessToken` of the address is kept
 * (with the address's `refresh_token`, e.g. back from a federated sign-in); else a `refresh_token`
 * alone signs out and is exchanged; else a stored session past its end is renewed. An `otid` then
 * signs in with the loyalty programme. The flows' code loads only when one of them is needed.
 */
async function memberTokenFlows(deps: StartUpDeps, brandId: number): Promise<void> {
  const { api, store } = deps;
  const { loginToken, refreshToken, otid } = store.get().startQuery;
  if (loginToken) loginTokens.save(brandId, { session: loginToken, refreshToken, expiresAt: null });
  const stored = loginTokens.read(brandId);
  const now = deps.now?.() ?? new Date();
  const ended =
    !loginToken && !refreshToken && stored?.refreshToken && stored.expiresAt
      ? Date.parse(stored.expiresAt) <= now.getTime()
      : false;
  // A federated sign-in that failed at the provider comes back with login_error instead.
  const loginError = currentAddress().params.has('login_error');
  if (!refreshToken && !otid && !ended && !loginError) return;
  const flows = await import('./member-token-flows.ts');
  if (loginError) await flows.federatedSignInFailed(store);
  if (loginToken) flows.dropFromAddress('refresh_token');
  else if (refreshToken) await flows.exchangeAddressRefreshToken(api, store, refreshToken);
  else if (ended) await flows.renewExpiredSession(api, store, now);
  if (otid) await flows.signInWithOtid(api, store, otid);
}

function reportInitFailure(store: WidgetStore, error: unknown): void {
  if (isApiError(error)) {
    // A 503 already went to the maintenance page; a banner on top would repeat it.
    if (error.handled) return;
    const message = error.message !== error.title ? error.message : undefined;
    addNotice(store, { kind: 'error', title: error.title, ...(message ? { message } : {}) });
    return;
  }
  logger.error('Start-up failed', { error: String(error) });
  addNotice(store, { kind: 'error', messageKey: 'errors.network' });
}

const RELOAD_GUARD_KEY = 'yadori_client_session_reload';

/** A reload guard kept in sessionStorage, which survives the reload but not the tab. */
export function createReloadGuard(storage: KeyValueStorage): ReloadGuard {
  return {
    claim() {
      if (storage.get(RELOAD_GUARD_KEY)) return false;
      storage.set(RELOAD_GUARD_KEY, '1');
      // Storage blocked: the mark would not survive the reload, so reloading could loop.
      return storage.get(RELOAD_GUARD_KEY) === '1';
    },
    release() {
      storage.remove(RELOAD_GUARD_KEY);
    },
  };
}
