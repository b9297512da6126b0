import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import type { StandaloneTags } from './analytics-channel.ts';

/**
 * The standalone page's own Google tags (decision 061): the widget at the top of its tab loads the
 * hotel's Google Tag Manager container or GA4 property named in `analytics_setting_attributes`, from
 * this bundle (no inline script: the page's Content-Security-Policy allows googletagmanager.com only
 * for such hotels), after Google Consent Mode defaults.
 */

const TAG_ORIGIN = 'https://www.googletagmanager.com';

/** The page's `dataLayer`, as Google's tags read it. */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * A `gtag()` for `layer`: gtag.js and Tag Manager take commands only as an Arguments object (an
 * array is an ordinary message to them).
 */
function gtagFor(layer: unknown[]) {
  return function gtag(..._command: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: Google's tags read commands only as Arguments objects.
    layer.push(arguments);
  };
}

/**
 * Consent Mode defaults (decision 061): analytics storage granted unless the browser sends Global
 * Privacy Control or Do Not Track; advertising storage, user data and personalisation always denied
 * (the widget shows no consent banner that could grant them).
 */
export function consentDefaults(nav: Navigator): Record<string, 'granted' | 'denied'> {
  const optedOut =
    (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
    nav.doNotTrack === '1';
  return {
    analytics_storage: optedOut ? 'denied' : 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

/** The pages whose tags were started (a page loads them once, whatever hotel it shows later). */
const started = new WeakSet<Window>();

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

/**
 * Loads the hotel's container and property once per page, the consent defaults first so nothing runs
 * before them: Tag Manager's start event and `gtm.js`, gtag.js with `js` and `config` (page view on).
 * Returns the page's `dataLayer`.
 */
export function startStandaloneTags(tags: StandaloneTags, win: Window = window): unknown[] {
  const page = win as DataLayerWindow;
  page.dataLayer ??= [];
  const layer = page.dataLayer;
  if (started.has(win)) return layer;
  started.add(win);
  const gtag = gtagFor(layer);
  gtag('consent', 'default', consentDefaults(win.navigator));
  if (tags.gtmId) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(win.document, `${TAG_ORIGIN}/gtm.js?id=${encodeURIComponent(tags.gtmId)}`);
  }
  if (tags.gaId) {
    addScript(win.document, `${TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(tags.gaId)}`);
    gtag('js', new Date());
    gtag('config', tags.gaId, { send_page_view: true });
  }
  return layer;
}

/**
 * Puts events into the standalone page's `dataLayer`: for Tag Manager as GA4's recommended objects
 * (after `{ ecommerce: null }`, which clears the previous event's items), for gtag.js as `event`
 * commands, which is the only form it sends. A hotel with both gets both; its container should then
 * not tag the same events to the same property again.
 */
export function pushStandalone(
  tags: StandaloneTags,
  events: readonly AnalyticsEvent[],
  win: Window = window,
) {
  const layer = startStandaloneTags(tags, win);
  const gtag = gtagFor(layer);
  for (const event of events) {
    if (tags.gtmId) layer.push({ ecommerce: null }, event);
    if (tags.gaId) gtag('event', event.event, { ...event.ecommerce, page_locale: event.page_locale });
  }
}
