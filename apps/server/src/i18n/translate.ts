import { isLocale, type Locale } from '@yadori/contract/locales';
import { type Catalog, en, type MessageKey } from './messages.en.ts';
import { ja } from './messages.ja.ts';
import { ko } from './messages.ko.ts';
import { zhHans } from './messages.zh-hans.ts';
import { zhHant } from './messages.zh-hant.ts';

export const CATALOGS: Record<Locale, Catalog> = { en, ja, zh_Hans: zhHans, zh_Hant: zhHant, ko };

/** Placeholder values; `{ key }` is itself translated (e.g. the expected type of a field). */
export type MessageParams = Record<string, string | number | { key: MessageKey }>;

/**
 * The message `key` in `locale` with `{name}` placeholders filled.
 * @example translate('ja', 'tooManyRequests', { seconds: 3 }) // 'リクエストが多すぎます。3秒後に…'
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = CATALOGS[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? translate(locale, value.key) : String(value);
  });
}

const ALIASES: Record<string, Locale> = {
  zh: 'zh_Hans',
  zh_cn: 'zh_Hans',
  zh_sg: 'zh_Hans',
  zh_hans: 'zh_Hans',
  zh_tw: 'zh_Hant',
  zh_hk: 'zh_Hant',
  zh_mo: 'zh_Hant',
  zh_hant: 'zh_Hant',
};

/**
 * The wire locale named by a Tripla-Locale header; tolerant of `zh-TW`, `ja-JP` and case, else en.
 * @example resolveLocale('zh-TW') // 'zh_Hant'
 */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return 'en';
  if (isLocale(value)) return value;
  const normalized = value.replace('-', '_').toLowerCase();
  const alias = ALIASES[normalized];
  if (alias) return alias;
  const language = normalized.split('_')[0];
  return isLocale(language) ? language : 'en';
}
