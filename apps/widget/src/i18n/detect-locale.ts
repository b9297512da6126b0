import { hotelLocaleOf, isLocale, type Locale } from '@yadori/contract/locales';

/** Maps one BCP 47 tag to a supported locale, or null when it is none of ours. */
export function localeFromLanguageTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const [language = '', ...rest] = lower.split(/[-_]/);
  switch (language) {
    case 'ko':
      return 'ko';
    case 'ja':
      return 'ja';
    case 'en':
      return 'en';
    case 'zh':
      // Script wins over region (zh-Hant-CN is traditional); without a script, Taiwan, Hong Kong and
      // Macau write traditional characters, everyone else simplified.
      if (rest.includes('hant')) return 'zh_Hant';
      if (rest.includes('hans')) return 'zh_Hans';
      return rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo') ? 'zh_Hant' : 'zh_Hans';
    default:
      return null;
  }
}

/** The browser's preferred languages in order; the first one we support wins, else English. */
export function guessBrowserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

export interface LocaleSources {
  /** `locale` from the address. */
  queryLocale: string | null;
  /** localStorage `locale`. */
  storedLocale: string | null;
  browserLanguages: readonly string[];
}

/**
 * Spec section 1: a supported locale in the address wins (and is remembered), else the stored one,
 * else a guess from the browser.
 */
export function detectLocale(sources: LocaleSources): { locale: Locale; remember: boolean } {
  if (isLocale(sources.queryLocale)) return { locale: sources.queryLocale, remember: true };
  if (isLocale(sources.storedLocale)) return { locale: sources.storedLocale, remember: false };
  return { locale: guessBrowserLocale(sources.browserLanguages), remember: false };
}

/**
 * The locale to show for a hotel: the visitor's if the hotel offers it, else the hotel's own
 * language (spec section 9: ko or zh_Hant, else ja), else the first language the hotel offers.
 */
export function localeForHotel(current: Locale, supported: readonly Locale[], hotelLocale: Locale): Locale {
  if (supported.includes(current)) return current;
  const own = hotelLocaleOf(hotelLocale);
  if (supported.includes(own)) return own;
  return supported[0] ?? current;
}
