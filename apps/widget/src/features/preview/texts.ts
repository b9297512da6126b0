import { defineSection, type SectionKey, type SectionTranslate } from '../../i18n/section-catalog.ts';

/** Preview mode's banner: loaded only in preview mode. */
export const previewTexts = defineSection({
  en: () => import('./texts/en.ts').then((m) => m.en),
  ja: () => import('./texts/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./texts/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./texts/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./texts/ko.ts').then((m) => m.ko),
});

export type PreviewKey = SectionKey<typeof previewTexts>;
export type PreviewT = SectionTranslate<PreviewKey>;
