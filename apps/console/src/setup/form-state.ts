import { LOCALES, type Locale } from '@yadori/contract/locales';

/** A name (and description) per language, as a form edits them. */
export type TranslationDrafts = Record<Locale, { name: string; description: string }>;

/** The drafts of a stored translation list (absent languages empty). */
export function translationDrafts(
  list: readonly { locale: string; name: string; description?: string }[] = [],
): TranslationDrafts {
  const drafts = Object.fromEntries(
    LOCALES.map((locale) => [locale, { name: '', description: '' }]),
  ) as TranslationDrafts;
  for (const item of list) {
    if (item.locale in drafts)
      drafts[item.locale as Locale] = { name: item.name, description: item.description ?? '' };
  }
  return drafts;
}

/** The languages given a name, as the API takes them. */
export function namedTranslations(drafts: TranslationDrafts) {
  return LOCALES.filter((locale) => drafts[locale].name.trim() !== '').map((locale) => ({
    locale,
    name: drafts[locale].name.trim(),
    description: drafts[locale].description,
  }));
}

/** The languages given a name, names only. */
export function nameTranslations(drafts: TranslationDrafts) {
  return namedTranslations(drafts).map(({ locale, name }) => ({ locale, name }));
}

/** A whole number typed in a field, or null when left empty. */
export function intOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}
