import { defineSection } from '../../i18n/section-catalog.ts';
import type { AuthTextKey } from './texts/en.ts';

/** The member sign-in and sign-up screens' texts, one chunk per language (decision 033's budget). */
export const authTexts = defineSection<AuthTextKey>({
  en: () => import('./texts/en.ts').then((m) => m.en),
  ja: () => import('./texts/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./texts/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./texts/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./texts/ko.ts').then((m) => m.ko),
});
