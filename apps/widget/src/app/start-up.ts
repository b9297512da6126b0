import { ERROR_TITLES } from '@yadori/contract/error-codes';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import type { ClientSessionStore } from '../api/client-session-store.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { QR_CODE_KEY } from '../features/address/payment-address.ts';
import { storedPreviewToken } from '../features/preview/preview-mode.ts';
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
  /**
   * The code of the screen the address shows, loading meanwhile (settles when in, or failed): init
   * waits for it, so the first render draws the screen with the shell instead of the shell alone and
   * the screen in a render (a long task) of its own after the first paint.
   */
  screenReady?: Promise<unknown>;
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
    await deps.screenReady;
    store.update({ initArrived: true });
    return;
  }
  try {
    await api.ensureClientSession();
    // A printed QR code (decision 060) decides the page and the hotel before the settings are asked
    // for; its code loads only when the address carries one.
    if (currentAddress().params.has(QR_CODE_KEY)) {
      const qr = await import('../features/address/qr-code-start.ts');
      await qr.followQrCode(api, store);
    }
    const params = { code: store.get().startQuery.hotelCode ?? hotelCode };
    const [settings, loginWidget] = await Promise.all([
      call(api, 'GET /book/hotels/:code/settings/booking_widget', { params }),
      call(api, 'GET /book/hotels/:code/settings/sign_in_button', { params }),
    ]);
    store.update({ settings: settings.data, loginWidget: loginWidget.data });
    await deps.applySettings(settings.data);
    // Preview mode (decision 061): a tab holding the console's preview token asks the server whether it
    // is good here, beside identify, so the first search already carries it. Its code loads only then.
    const previewToken = storedPreviewToken();
    const previewing = previewToken
      ? import('../features/preview/preview-check.ts').then(
          (preview) => preview.checkPreview(api, settings.data.hotel_id, previewToken),
          (error: unknown) => logger.error('Could not load preview mode', { error: String(error) }),
        )
      : undefined;
    // Spec section 4's token flows, which identify at their end (and then send a pending chatbot
    // session). Their code loads only when the address or a stored session carries something: a login
    // or refresh token, an otid, a failed federated sign-in, a session's end, a chatbot sign-in link,
    // the chatbot's `triplabot_sync`.
    const { loginToken, refreshToken, otid, authAutoMessageId, triplabotSync } = store.get().startQuery;
    const brandId = settings.data.hotel_brand_id;
    if (
      loginToken ||
      refreshToken ||
      otid ||
      authAutoMessageId ||
      triplabotSync ||
      loginTokens.read(brandId)?.expiresAt ||
      currentAddress().params.has('login_error')
    ) {
      const flows = await import('./member-sign-in.ts');
      await flows.runTokenFlows(api, store, brandId, deps.now?.() ?? new Date());
    } else await identify(api, store);
    await previewing;
    deps.reloadGuard.release();
  } catch (error) {
    if (isApiError(error) && error.title === ERROR_TITLES.invalidClientSession && deps.reloadGuard.claim()) {
      deps.sessionStore.clear();
      deps.reload();
      return;
    }
    reportInitFailure(store, error);
  }
  await deps.screenReady;
  store.update({ initArrived: true });
  // Spec section 4: a brand_custom_auth_token is exchanged after init, on the results and facilities
  // routes only (an empty path is the results).
  const customToken = store.get().startQuery.brandCustomAuthToken;
  if (
    customToken &&
    store.get().settings &&
    /^\/?(booking\/result|facilities)?\/?$/.test(currentAddress().path)
  ) {
    const flows = await import('./member-sign-in.ts');
    await flows.signInWithCustomAuth(api, store, customToken);
  }
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
