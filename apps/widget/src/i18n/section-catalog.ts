import type { Locale } from '@yadori/contract/locales';
import { useEffect, useState } from 'react';
import type { TranslateParams } from './translate.ts';
import { useI18n } from './use-i18n.ts';

/**
 * A feature's own texts, outside the main catalog: loaded (per language, as its own chunk) only when a
 * screen of the feature shows, so screens few guests open never weigh on the results page (its
 * budget, decision 033). The main catalog keeps what every page shows (header, menu, errors).
 *
 * @example
 *   // features/member-auth/texts.ts
 *   export const authTexts = defineSection({
 *     en: () => import('./texts/en.ts').then((m) => m.en),
 *     ja: () => import('./texts/ja.ts').then((m) => m.ja), …
 *   });
 *   // in a screen
 *   const t = useSection(authTexts); if (!t) return <Spinner />; t('signIn.title')
 */
export interface Section<K extends string> {
  /** Loads (once) the texts of `locale`. */
  load(locale: Locale): Promise<Readonly<Record<K, string>>>;
  /** The texts of `locale` if already loaded (so a screen draws at once on a later visit). */
  peek(locale: Locale): Readonly<Record<K, string>> | null;
}

export type SectionKey<S> = S extends Section<infer K> ? K : never;
export type SectionTranslate<K extends string> = (key: K, params?: TranslateParams) => string;

type Loaders<K extends string> = { en: () => Promise<Readonly<Record<K, string>>> } & Record<
  Exclude<Locale, 'en'>,
  () => Promise<Readonly<Record<K, string>>>
>;

export function defineSection<K extends string>(loaders: Loaders<K>): Section<K> {
  const pending = new Map<Locale, Promise<Readonly<Record<K, string>>>>();
  const loaded = new Map<Locale, Readonly<Record<K, string>>>();
  return {
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = loaders[locale]().then((texts) => {
          loaded.set(locale, texts);
          return texts;
        });
        // A failed download may succeed on the next try.
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
    peek: (locale) => loaded.get(locale) ?? null,
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** `t()` over a section's texts, with the main catalog's `{name}` placeholders. */
export function sectionTranslator<K extends string>(texts: Readonly<Record<K, string>>): SectionTranslate<K> {
  return (key, params) => {
    const text = texts[key];
    if (!params) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}

/**
 * The section's `t()` in the current language, or null while its texts load (show a spinner).
 * Follows language changes.
 */
export function useSection<K extends string>(section: Section<K>): SectionTranslate<K> | null {
  const { locale } = useI18n();
  const [texts, setTexts] = useState(() => ({ locale, texts: section.peek(locale) }));
  useEffect(() => {
    let live = true;
    const ready = section.peek(locale);
    if (ready) setTexts({ locale, texts: ready });
    else
      section.load(locale).then(
        (loaded) => live && setTexts({ locale, texts: loaded }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [section, locale]);
  const current = texts.locale === locale ? texts.texts : section.peek(locale);
  return current ? sectionTranslator(current) : null;
}
