import type { Locale } from '@yadori/contract/locales';
import type { en } from './locales/en.ts';

/** A key of the source catalog (locales/en.ts). */
export type MessageKey = keyof typeof en;
/** One locale's texts: every key of the source catalog, no more. */
export type Catalog = Readonly<Record<MessageKey, string>>;

// Every catalog is its own chunk, so a guest downloads only the languages they use.
const loaders: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  ja: () => import('./locales/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./locales/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./locales/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./locales/ko.ts').then((m) => m.ko),
};

const loaded = new Map<Locale, Promise<Catalog>>();

/** Loads (once) the catalog of `locale`. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loaders[locale]();
    // A failed download may succeed on the next try.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
