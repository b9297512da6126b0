import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { localStore } from '../lib/safe-storage.ts';
import { type Catalog, loadCatalog } from './catalog.ts';
import { createTranslator, type Translate } from './translate.ts';

export const STORED_LOCALE_KEY = 'locale';

export interface I18nState {
  locale: Locale;
  t: Translate;
}

let state: I18nState | null = null;
const listeners = new Set<() => void>();

/** The widget's current language. Set once before the first render (see main.tsx). */
export const i18n = {
  get(): I18nState {
    if (!state) throw new Error('i18n used before a catalog was loaded');
    return state;
  },
  /** The current state, or null while the first catalog is still loading. */
  peek(): I18nState | null {
    return state;
  },
  /** Switches synchronously to an already loaded catalog and sets `<html lang>`. */
  use(locale: Locale, catalog: Catalog): void {
    state = { locale, t: createTranslator(catalog) };
    document.documentElement.lang = LOCALE_TAGS[locale];
    for (const listener of listeners) listener();
  },
  /** Loads the catalog of `locale` and switches to it; `remember` stores the choice for later visits. */
  async change(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
    const catalog = await loadCatalog(locale);
    if (options.remember) localStore.set(STORED_LOCALE_KEY, locale);
    i18n.use(locale, catalog);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
