import { defineSection, type SectionTranslate } from '../../../i18n/section-catalog.ts';
import type { OrganizationAdminKey } from './texts/en.ts';

/** The organization admin page's texts: loaded per language with its chunk, never on the results page. */
export const organizationAdminTexts = defineSection<OrganizationAdminKey>({
  en: () => import('./texts/en.ts').then((m) => m.en),
  ja: () => import('./texts/ja.ts').then((m) => m.ja),
  zh_Hans: () => import('./texts/zh_Hans.ts').then((m) => m.zh_Hans),
  zh_Hant: () => import('./texts/zh_Hant.ts').then((m) => m.zh_Hant),
  ko: () => import('./texts/ko.ts').then((m) => m.ko),
});

export type { OrganizationAdminKey };
export type AdminT = SectionTranslate<OrganizationAdminKey>;
