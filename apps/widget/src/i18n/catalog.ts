import type { Locale } from '@yadori/contract/locales';
import type { enBooking } from './locales/en.booking.ts';
import type { enCore } from './locales/en.core.ts';
import type { en } from './locales/en.ts';

/** A key of the source catalog (locales/en.ts). */
export type MessageKey = keyof typeof en;
/** One locale's texts: every key of the source catalog, no more. */
export type Catalog = Readonly<Record<MessageKey, string>>;
/** The first part of a locale's texts: the start and results pages and every page's frame. */
export type CoreCatalog = Readonly<Record<keyof typeof enCore, string>>;
/** The second part: the booking flow's screens (guest details, payment, confirmation, cancellation, update). */
export type BookingCatalog = Readonly<Record<keyof typeof enBooking, string>>;

/** Which part of the catalog: `core` always loads first, `booking` before a screen that needs it. */
export type CatalogPart = 'core' | 'booking';

// Every catalog part of every language is its own chunk, so a guest downloads only the languages they
// use, and the results page only the first part (decision 045).
const loaders: Record<CatalogPart, Record<Locale, () => Promise<Partial<Catalog>>>> = {
  core: {
    en: () => import('./locales/en.core.ts').then((m) => m.enCore),
    ja: () => import('./locales/ja.core.ts').then((m) => m.jaCore),
    zh_Hans: () => import('./locales/zh_Hans.core.ts').then((m) => m.zh_HansCore),
    zh_Hant: () => import('./locales/zh_Hant.core.ts').then((m) => m.zh_HantCore),
    ko: () => import('./locales/ko.core.ts').then((m) => m.koCore),
  },
  booking: {
    en: () => import('./locales/en.booking.ts').then((m) => m.enBooking),
    ja: () => import('./locales/ja.booking.ts').then((m) => m.jaBooking),
    zh_Hans: () => import('./locales/zh_Hans.booking.ts').then((m) => m.zh_HansBooking),
    zh_Hant: () => import('./locales/zh_Hant.booking.ts').then((m) => m.zh_HantBooking),
    ko: () => import('./locales/ko.booking.ts').then((m) => m.koBooking),
  },
};

const loaded = new Map<string, Promise<Partial<Catalog>>>();

/** Loads (once) one part of the catalog of `locale`. */
export function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<Partial<Catalog>> {
  const key = `${part}:${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loaders[part][locale]();
    // A failed download may succeed on the next try.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Loads (once) the whole catalog of `locale`: both parts. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const [core, booking] = await Promise.all([
    loadCatalogPart(locale, 'core'),
    loadCatalogPart(locale, 'booking'),
  ]);
  return { ...core, ...booking } as Catalog;
}
