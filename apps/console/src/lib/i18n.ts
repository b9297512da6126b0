import { LOCALES, type Locale } from '@yadori/contract/locales';
import { useSyncExternalStore } from 'react';

/**
 * The console's language (decision 058): the signed-in account's own, which the person can change in
 * the header; before sign-in, the browser's. Every screen keeps its words in a `*.texts.ts` catalog of
 * the five languages and reads them with `useTexts`.
 */
const STORAGE_KEY = 'yadori.console.locale';

/** The BCP 47 tag of each locale, for `<html lang>` and Intl. */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  ja: 'ja',
  en: 'en',
  zh_Hans: 'zh-Hans',
  zh_Hant: 'zh-Hant',
  ko: 'ko',
};

/** Each language's own name, for the language menu. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  ja: '日本語',
  en: 'English',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  ko: '한국어',
};

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale a browser's languages ask for (zh-TW/HK → zh_Hant, other zh → zh_Hans), else ja. */
export function localeOfLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (tag.startsWith('zh')) return /hant|tw|hk|mo/.test(tag) ? 'zh_Hant' : 'zh_Hans';
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'ja';
}

function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be off (private mode): the browser's language then.
  }
  return typeof navigator === 'undefined' ? 'ja' : localeOfLanguages(navigator.languages ?? []);
}

let current: Locale = initialLocale();
const listeners = new Set<() => void>();

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[locale];
}
applyToDocument(current);

export function getLocale(): Locale {
  return current;
}

/** Switches the console's language (and remembers it in this browser). */
export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered; still switched.
  }
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** The words of `catalog` in the console's language. */
export function useTexts<Texts>(catalog: Record<Locale, Texts>): Texts {
  return catalog[useLocale()];
}

/** A date (YYYY-MM-DD, read as a calendar date, not an instant) as the locale writes it. */
export function formatDate(
  locale: Locale,
  isoDate: string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(date);
}

/** An instant (ISO 8601) with date and time, in the browser's time zone or the one given (a hotel's). */
export function formatDateTime(locale: Locale, iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** Integer minor units of `currency` as the locale writes money. */
export function formatMoney(locale: Locale, amount: number, currency: string): string {
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 0;
  return format.format(amount / 10 ** digits);
}
