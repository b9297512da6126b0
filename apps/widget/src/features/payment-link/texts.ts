import { defineSection, type SectionTranslate } from '../../i18n/section-catalog.ts';
import type { PaymentLinkTextKey } from './texts/en.ts';

/**
 * The payments page's texts (issue 19: /payments/{number}, its display and /iframe-token), one chunk
 * per language loaded only there, so the results page never carries them (decisions 033 and 045).
 */
export const paymentLinkTexts = defineSection<PaymentLinkTextKey>({
  en: () => import('./texts/en.ts').then((m) => m.en),
  ja: () => import('./texts/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./texts/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./texts/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./texts/ko.ts').then((m) => m.ko),
});

export type PaymentLinkT = SectionTranslate<PaymentLinkTextKey>;
