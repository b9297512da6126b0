import { defineSection, type SectionKey, type SectionTranslate } from '../../i18n/section-catalog.ts';

/** Member points' texts: loaded per language with the screens that show points, never on the results page. */
export const pointTexts = defineSection({
  en: () => import('./texts/en.ts').then((m) => m.en),
  ja: () => import('./texts/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./texts/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./texts/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./texts/ko.ts').then((m) => m.ko),
});

export type PointKey = SectionKey<typeof pointTexts>;
export type PointT = SectionTranslate<PointKey>;
