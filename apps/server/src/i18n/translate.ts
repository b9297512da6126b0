import { isLocale, type Locale } from '@yadori/contract/locales';
import { ownValue } from '@yadori/contract/own-value';
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
  // A locale or key that slipped past the types (a cast, a stored row) falls back to English, then
  // to the key itself: an error body must always be writable.
  const template =
    ownValue<string>(ownValue(CATALOGS, locale) ?? en, key) ?? ownValue<string>(en, key) ?? String(key);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ownValue(params, name);
    if (value === undefined) return whole;
    return typeof value === 'object' ? translate(locale, value.key) : String(value);
  });
}

// A Map: the header is the client's, and a plain object would answer `__proto__` or `constructor`.
const ALIASES: ReadonlyMap<string, Locale> = new Map([
  ['zh', 'zh_Hans'],
  ['zh_cn', 'zh_Hans'],
  ['zh_sg', 'zh_Hans'],
  ['zh_hans', 'zh_Hans'],
  ['zh_tw', 'zh_Hant'],
  ['zh_hk', 'zh_Hant'],
  ['zh_mo', 'zh_Hant'],
  ['zh_hant', 'zh_Hant'],
]);

/**
 * The wire locale named by a Tripla-Locale header (or a `locale` query value); tolerant of `zh-TW`,
 * `ja-JP` and case, else en — whatever the client sends (`__proto__`, `constructor`…).
 * @example resolveLocale('zh-TW') // 'zh_Hant'
 */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return 'en';
  if (isLocale(value)) return value;
  const normalized = value.replace('-', '_').toLowerCase();
  const alias = ALIASES.get(normalized);
  if (alias) return alias;
  const language = normalized.split('_')[0];
  return isLocale(language) ? language : 'en';
}
