import { LOCALES } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import type { Section } from '../i18n/section-catalog.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * The main catalog's parity checks for a feature's section: every language has exactly the keys of
 * English with the same placeholders, no text is empty, and no language but English is left in English.
 */
export function describeSectionParity(name: string, section: Section<string>): void {
  describe(`${name} texts`, () => {
    it.each(LOCALES)('%s has exactly the keys of en with the same placeholders', async (locale) => {
      const en = await section.load('en');
      const texts = await section.load(locale);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en))
        expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
    });
    it.each(LOCALES)('%s has no empty text', async (locale) => {
      const texts = await section.load(locale);
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    });
    it.each(LOCALES.filter((l) => l !== 'en'))('%s has no English left in it', async (locale) => {
      const en = await section.load('en');
      const texts = await section.load(locale);
      for (const [key, text] of Object.entries(texts)) {
        const words = text.replace(/\{\w+\}/g, '').replace(/[\s|｜.,!?:;()'"-]/g, '');
        if (words === '') continue;
        expect(text, `${locale} ${key} is the English text`).not.toBe(en[key]);
        expect(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(words), `${locale} ${key}: ${text}`).toBe(
          true,
        );
      }
    });
  });
}
