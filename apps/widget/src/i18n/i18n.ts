import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { localStore } from '../lib/safe-storage.ts';
import { type Catalog, loadCatalogPart } from './catalog.ts';
import { createTranslator, type Translate } from './translate.ts';

export const STORED_LOCALE_KEY = 'locale';

export interface I18nState {
  locale: Locale;
  t: Translate;
}

let state: I18nState | null = null;
const listeners = new Set<() => void>();
/** The texts of the current language loaded so far, and whether the booking part is among them. */
let texts: Partial<Catalog> = {};
let withBooking = false;
/** Set once a screen of the booking flow asked for its texts: a language change then loads both parts. */
let bookingWanted = false;
let firstCatalogApplied: () => void = () => {};
/** Resolves once the first catalog is in. */
const firstCatalog = new Promise<void>((resolve) => {
  firstCatalogApplied = resolve;
});

function apply(locale: Locale, catalog: Partial<Catalog>, complete: boolean): void {
  texts = catalog;
  withBooking = complete;
  // Both parts or the first part alone: a screen that reads the second part waits for it (`loadBooking`).
  state = { locale, t: createTranslator(catalog as Catalog) };
  document.documentElement.lang = LOCALE_TAGS[locale];
  firstCatalogApplied();
  for (const listener of listeners) listener();
}

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
    apply(locale, catalog, true);
  },
  /**
   * Loads the catalog of `locale` and switches to it; `remember` stores the choice for later visits.
   * The first part only, until a booking screen asked for the second (then both, switching once both
   * are here, so no screen shows a text missing).
   */
  async change(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
    let booking: boolean;
    let parts: Partial<Catalog>[];
    do {
      // A booking screen that asked for its texts meanwhile gets them in this language too.
      booking = bookingWanted;
      parts = await Promise.all([
        loadCatalogPart(locale, 'core'),
        ...(booking ? [loadCatalogPart(locale, 'booking')] : []),
      ]);
    } while (booking !== bookingWanted);
    if (options.remember) localStore.set(STORED_LOCALE_KEY, locale);
    apply(locale, Object.assign({}, ...parts), booking);
  },
  /**
   * Loads (once) the booking flow's texts of the current language and adds them: a booking screen's
   * lazy chunk resolves only after this, so it never draws without its texts. Before the first catalog
   * is in (a screen preloaded at start), it waits for it: that first change then loads both parts.
   */
  async loadBooking(): Promise<void> {
    bookingWanted = true;
    if (!state) await firstCatalog;
    while (!withBooking) {
      const { locale } = i18n.get();
      const booking = await loadCatalogPart(locale, 'booking');
      // A language change while this loaded has loaded both parts of its own language.
      if (!withBooking && state?.locale === locale) apply(locale, { ...texts, ...booking }, true);
    }
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
