import { DATA_LAYER_NAME_PATTERN } from '@yadori/contract/analytics.constants';
import { MESSAGE_SOURCE, type WidgetToHostMessage } from '@yadori/contract/host-messages';

/**
 * The widget's message, or null unless it came from our own iframe on the widget's origin.
 * Both checks matter: the origin alone would trust another frame of the same origin, the source
 * alone a frame that navigated elsewhere.
 */
export function acceptMessage(
  event: MessageEvent,
  origin: string,
  frame: Window | null | undefined,
): WidgetToHostMessage | null {
  const data = event.data;
  return frame && event.source === frame && event.origin === origin && data && data.source === MESSAGE_SOURCE
    ? data
    : null;
}

/** A usable iframe height in px (the widget rounds it up), or null for anything that is not a sane number. */
export function frameHeight(height: unknown): number | null {
  return typeof height === 'number' && height >= 0 && height < 100_000 ? height : null;
}

/** The address the widget asked to open in a new tab, if it is on the widget's own origin. */
export function standaloneUrl(url: unknown, origin: string): string | null {
  // The slash matters: `https://widget.example.evil.test` also starts with the origin.
  return typeof url === 'string' && url.startsWith(`${origin}/`) ? url : null;
}

/**
 * An `analytics` message (decision 061): the widget's GA4 event goes into `window[name]` for each
 * valid name of `data_layers` (the array is made when absent), after `{ ecommerce: null }` as GA4
 * asks, so the previous event's items do not carry over. Nothing is pushed while the host's latest
 * Google Consent Mode command that names analytics_storage (`gtag('consent', 'default' | 'update',
 * …)`: an Arguments object in the data layer or `dataLayer`) denies it.
 */
export function pushAnalytics(
  message: Extract<WidgetToHostMessage, { type: 'analytics' }>,
  // biome-ignore lint/suspicious/noExplicitAny: the host page's globals are whatever the page made them.
  win: any = window,
): void {
  let storage: unknown;
  const names = message.data_layers.filter((name) => DATA_LAYER_NAME_PATTERN.test(name));
  // Object(): a command may be anything the page pushed (null, a string, an object).
  for (const name of [...names, 'dataLayer'])
    for (const command of win[name] || [])
      if (Object(command)[0] === 'consent') storage = Object(command[2]).analytics_storage || storage;
  if (storage !== 'denied')
    // biome-ignore lint/suspicious/noAssignInExpressions: the shorter form; the loader is held to 2 KB.
    for (const name of names) (win[name] ||= []).push({ ecommerce: null }, message.event);
}
