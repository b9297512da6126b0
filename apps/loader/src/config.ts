/** How the widget is mounted on the host page. */
export type Mode = 'inline' | 'modal' | 'button';

/** Where a widget address is used: the inline iframe, the modal iframe, or a new tab. */
export type UrlKind = Mode | 'standalone';

/** What one `<script src=".../embed.js" data-…>` tag asks for. */
export interface EmbedConfig {
  hotelCode: string;
  mode: Mode;
  locale?: string;
  target?: string;
  label?: string;
  /** `data-booking-widget-type`: `standalone` opens a new tab instead of the modal. */
  bookingWidgetType?: string;
  /** Folder the script was served from; the widget's start page is there. */
  base: string;
  /** Origin of the widget; messages from any other origin are ignored. */
  origin: string;
}

/**
 * Reads the data attributes of the loader's own script tag. Throws without a hotel code: the error in
 * the console is what the page's developer sees (this script's own error; the page's go on).
 */
export function readConfig(script: HTMLScriptElement): EmbedConfig {
  const data = script.dataset;
  if (!data.hotelCode) throw 'yadori: data-hotel-code?';
  const src = new URL(script.src);
  const mode = data.mode === 'modal' || data.mode === 'button' ? data.mode : 'inline';
  // The data attributes as they are (hotelCode, locale, target, label, bookingWidgetType), then what is
  // derived from them.
  return {
    ...(data as Pick<EmbedConfig, 'hotelCode' | 'locale' | 'target' | 'label' | 'bookingWidgetType'>),
    mode,
    base: new URL('./', src).href,
    origin: src.origin,
  };
}

/** The widget's start address for one use, with the query keys the widget reads at start (spec section 2). */
export function widgetUrl(
  config: EmbedConfig,
  kind: UrlKind,
  page: { href: string; pathname: string },
): string {
  const url = new URL(config.base);
  const query = url.searchParams;
  query.set('code', config.hotelCode);
  if (kind !== 'standalone') {
    query.set('parentUrl', page.href);
    query.set('parentPathname', page.pathname);
  }
  if (config.locale) query.set('locale', config.locale);
  if (kind !== 'inline' && kind !== 'standalone') query.set('closeable', '1');
  return url.href;
}

/** The loader's own words: [open button, close button, iframe title]. */
export type Texts = readonly [bookNow: string, close: string, title: string];

const TEXTS: Record<string, Texts> = {
  en: ['Book now', 'Close', 'Hotel booking'],
  ja: ['今すぐ予約', '閉じる', '宿泊予約'],
  ko: ['지금 예약', '닫기', '호텔 예약'],
  zh: ['立即预订', '关闭', '酒店预订'],
};

/** Texts for a BCP 47 language tag (the host page's `lang`); English when unknown. */
export function textsFor(lang: string): Texts {
  return TEXTS[lang.slice(0, 2).toLowerCase()] || TEXTS.en!;
}
