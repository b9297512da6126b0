/** The five languages every guest-facing word exists in; the wire names of spec section 1. */
export const LOCALES = ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

/** True when `value` is one of the supported wire locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A stored locale read back as a wire locale: rows written before untrusted locales were refused may
 * hold anything (`constructor` was once stored as Object's source), and those read as `fallback`.
 * @example storedLocale('constructor') // 'en'
 */
export function storedLocale(value: unknown, fallback: Locale = 'en'): Locale {
  return isLocale(value) ? value : fallback;
}

/** The languages a hotel itself works in (spec section 9 "Hotel locale"). */
export type HotelLocale = 'ja' | 'ko' | 'zh_Hant';

/**
 * Spec section 9: a hotel's locale is ko or zh_Hant, else ja (a hotel stored as en or zh_Hans
 * writes its notices and own-language names in Japanese).
 * @example hotelLocaleOf('zh_Hans') // 'ja'
 */
export function hotelLocaleOf(value: string): HotelLocale {
  return value === 'ko' || value === 'zh_Hant' ? value : 'ja';
}

/** BCP 47 tag for Intl APIs and the `lang` attribute. */
export const LOCALE_TAGS: Record<Locale, string> = {
  ja: 'ja',
  en: 'en',
  zh_Hans: 'zh-Hans',
  zh_Hant: 'zh-Hant',
  ko: 'ko',
};
