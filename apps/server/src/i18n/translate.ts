import { isLocale, type Locale } from '@yadori/contract/locales';
import { ownValue } from '@yadori/contract/own-value';
import { type Catalog, en, type MessageKey } from './messages.en.ts';
import { ja } from './messages.ja.ts';
import { ko } from './messages.ko.ts';
import { zhHans } from './messages.zh-hans.ts';
import { zhHant } from './messages.zh-hant.ts';

export const CATALOGS: Record<Locale, Catalog> = { en, ja, zh_Hans: zhHans, zh_Hant: zhHant, ko };

/**
 * A name the data holds per language (a question, an extra) as a message parameter: the message's own
 * language picks it when the message is written, so a message never names things in another language.
 */
export interface LocalizedName {
  names: Partial<Record<Locale, string>>;
  /** For a language the data has no name in: the owner's wording (what the widget shows too). */
  fallback: string;
}

/**
 * The LocalizedName of `{locale, name}` rows; a language without a name falls back to the owner's
 * (`ownerLocale`) row, else to `name`, the wording stored beside the rows.
 * @example localizedName([{ locale: 'en', name: 'Dinner time' }], 'ja', 'ご夕食の開始時刻')
 */
export function localizedName(
  translations: readonly { locale: string; name: string }[],
  ownerLocale: Locale,
  name: string,
): LocalizedName {
  const names: Partial<Record<Locale, string>> = {};
  for (const row of translations) if (row.name && isLocale(row.locale)) names[row.locale] = row.name;
  return { names, fallback: ownValue(names, ownerLocale) ?? name };
}

/**
 * Placeholder values; `{ key }` is itself translated (e.g. the expected type of a field), a
 * LocalizedName is read in the message's language.
 */
export type MessageParams = Record<string, string | number | { key: MessageKey } | LocalizedName>;

/**
 * The message `key` in `locale` with `{name}` placeholders filled.
 * @example translate('ja', 'tooManyRequests', { seconds: 3 }) // 'リクエストが多すぎます。3秒後に…'
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  // A locale or key that slipped past the types (a cast, a stored row) is English, else the key
  // itself: an error body must always be writable, and in one language.
  const language: Locale = isLocale(locale) ? locale : 'en';
  const template = ownValue<string>(CATALOGS[language], key) ?? ownValue<string>(en, key) ?? String(key);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ownValue(params, name);
    if (value === undefined) return whole;
    if (typeof value !== 'object') return String(value);
    return 'key' in value
      ? translate(language, value.key)
      : (ownValue(value.names, language) ?? value.fallback);
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
