import { defineSection, type SectionKey, type SectionTranslate } from '../../i18n/section-catalog.ts';

/**
 * The saved cards' texts (the account's payment options and the payment step's card choice): loaded
 * per language only for a signed-in member, never on the results page.
 */
export const savedCardTexts = defineSection({
  en: () => import('./texts/en.ts').then((m) => m.en),
  ja: () => import('./texts/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./texts/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./texts/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./texts/ko.ts').then((m) => m.ko),
});

export type SavedCardKey = SectionKey<typeof savedCardTexts>;
export type SavedCardT = SectionTranslate<SavedCardKey>;
