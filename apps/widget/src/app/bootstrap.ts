import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { version } from '../../package.json';
import { type ApiClient, createApiClient } from '../api/api-client.ts';
import { createCookieSessionStore } from '../api/client-session-store.ts';
import { readWidgetConfig } from '../config/widget-config.ts';
import { modeOf } from '../features/address/address.ts';
import { prepareAddress, settleAddress } from '../features/address/prepare-address.ts';
import { isEmbedded, listenToHost, postToHost, reportHeight } from '../features/host/host-messages.ts';
import { standaloneAddress } from '../features/host/standalone-address.ts';
import { forgetStep } from '../features/host/step-start.ts';
import type { VisibleBand } from '../features/host/visible-band.ts';
import { activePreviewToken, takePreviewToken } from '../features/preview/preview-mode.ts';
import { detectLocale, localeForHotel } from '../i18n/detect-locale.ts';
import { i18n, STORED_LOCALE_KEY } from '../i18n/i18n.ts';
import { logger } from '../lib/logger.ts';
import { localStore, sessionStore as tabStorage } from '../lib/safe-storage.ts';
import { tellChatbotScript } from './chatbot-frame.ts';
import { currentLoginToken, identify, logoutLocally } from './member-session.ts';
import {
  currentAddress,
  MAINTENANCE_PATH,
  navigateTo,
  SEARCH_PATH,
  setNavigationMode,
  writeAddress,
} from './navigation.ts';
import { preloadScreen, routeOf } from './routes.ts';
import { endLostSession } from './session-lost.ts';
import { applyStandaloneIcons, isStandalonePage } from './standalone-page.ts';
import { createReloadGuard, startUp } from './start-up.ts';
import { createWidgetStore, type WidgetStore, whenInitArrived } from './widget-store.ts';

const NETWORK_ERROR_FALLBACK = 'An error occurred during processing. Please try again later.';

/**
 * Everything before the first render: clean the address, pick the language, start start-up and
 * connect to the host page. Resolves `catalogReady` when the first render can happen.
 */
export function bootstrap(): { store: WidgetStore; api: ApiClient; catalogReady: Promise<void> } {
  const config = readWidgetConfig();

  const prepared = prepareAddress(`${location.pathname}${location.search}${location.hash}`);
  if (prepared.cleanedEmailKeys.length > 0) {
    // The keys only: the email itself must not reach the logs either.
    logger.error('Removed an email address from the page address', { keys: prepared.cleanedEmailKeys });
  }
  // The popup of an embedded widget's federated sign-in: hand the session over and close.
  if (prepared.address.params.has('sign_in_popup'))
    void import('./member-sign-in.ts').then((popup) =>
      popup.handOverPopupSignIn(prepared.address.params, prepared.startQuery.loginToken),
    );
  setNavigationMode(modeOf(prepared.address));
  // The console's preview token is a staff credential: out of the address before it is written back.
  writeAddress({ ...prepared.address, params: takePreviewToken(prepared.address.params) });
  const store = createWidgetStore(prepared.startQuery);

  const detected = detectLocale({
    queryLocale: prepared.startQuery.locale,
    storedLocale: localStore.get(STORED_LOCALE_KEY),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  const catalogReady = i18n
    .change(detected.locale, { remember: detected.remember })
    .catch((error: unknown) => {
      logger.error('Could not load the catalog; falling back to English', { error: String(error) });
      return i18n.change('en');
    });

  let band: Promise<VisibleBand> | undefined;
  const sessionStore = createCookieSessionStore();
  const api = createApiClient({
    config,
    appVersion: version,
    sessionStore,
    getLocale: () => i18n.peek()?.locale ?? detected.locale,
    getLoginToken: () => currentLoginToken(store),
    getPubnubKey: () => store.get().settings?.pubnub.auth_key ?? null,
    getPreviewToken: activePreviewToken,
    networkErrorMessage: () => i18n.peek()?.t('errors.network') ?? NETWORK_ERROR_FALLBACK,
    onUnauthorized: () => endLostSession(store, currentLoginToken(store)),
    onMaintenance: () => navigateTo(MAINTENANCE_PATH),
  });

  const applySettings = async (settings: BookingWidgetSettings) => {
    const attributes = settings.booking_widget_setting_attributes;
    if (prepared.startQuery.inChatbotIframe) tellChatbotScript(settings.chatbot_setting);
    if (isStandalonePage(settings)) applyStandaloneIcons(settings);
    setNavigationMode(attributes.navigation_mode);
    writeAddress(
      settleAddress(currentAddress(), {
        hotelCode: settings.hotel_code,
        obfuscatedQueryKeys: attributes.obfuscated_query_keys,
      }),
    );
    await catalogReady;
    const current = i18n.get().locale;
    const locale = localeForHotel(current, attributes.supported_locales, settings.hotel.locale);
    if (locale !== current) await i18n.change(locale);
  };

  // The screen the address shows loads while start-up waits for the server, and init waits for it: the
  // first render draws it with the shell rather than in a render (a long task) of its own after the
  // first paint. Asked for in a task of its own, so start-up's first requests leave before the work of
  // adding its preload links.
  const hasHotelCode = prepared.startQuery.hotelCode !== null;
  const screenReady = new Promise((resolve) => setTimeout(resolve)).then(() =>
    preloadScreen(prepared.address.path, hasHotelCode),
  );

  void startUp({
    api,
    store,
    sessionStore,
    reloadGuard: createReloadGuard(tabStorage),
    reload: () => location.reload(),
    applySettings,
    screenReady,
  }).then(() => {
    if (!store.get().initArrived) return;
    postToHost({ type: 'ready' });
    if (store.get().settings?.booking_widget_type === 'standalone' && isEmbedded()) {
      postToHost({ type: 'standalone', url: standaloneAddress(location.href) });
    }
  });

  // A page's first Intl formatter of each kind loads its data (the time zones for dates): tens of ms on
  // a phone, which the screens' renders paid (the hotel's today, the results' prices and lists). Made
  // while start-up waits for the server instead; the ones made later (any zone, any language) are cheap.
  setTimeout(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(0);
    new Intl.ListFormat('en').format([]);
  });
  // An address without a screen (the start page's empty path) goes to search as the shell would send
  // it, but before the first render: the shell's own redirect runs after the first paint, so the start
  // page drew a frame without its screen and then the screen in a task of its own.
  whenInitArrived(store, () => {
    if (!routeOf(currentAddress().path, hasHotelCode)) navigateTo(SEARCH_PATH, { replace: true });
  });

  listenToHost({
    logout: () =>
      whenInitArrived(store, () => void import('./member-sign-in.ts').then((m) => m.logOut(api, store))),
    refreshLogin: () =>
      whenInitArrived(store, () => {
        identify(api, store).catch((error: unknown) => {
          logger.error('Refreshing the sign-in failed', { error: String(error) });
          logoutLocally(store);
        });
      }),
    // Inline: where the guest is looking, for sheets, dialogs and sticky bars. Loaded with the first
    // view, so a standalone page or the modal never loads it; views are applied in arrival order.
    viewport: (view) => {
      band ??= import('../features/host/visible-band.ts').then((module) => module.visibleBand());
      void band.then((visible) => visible.update(view));
    },
  });
  reportHeight();
  addEventListener('popstate', forgetStep);

  return { store, api, catalogReady };
}
