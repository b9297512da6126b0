import { LOCALES } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog.ts';
import { en } from './locales/en.ts';
import { pseudoCatalog, pseudoLocalize } from './pseudo-locale.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it.each(LOCALES)('%s has exactly the keys of en with the same placeholders', async (locale) => {
    const catalog = await loadCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(catalog[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it.each(LOCALES)('%s has no empty text', async (locale) => {
    const catalog = await loadCatalog(locale);
    for (const [key, text] of Object.entries(catalog)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has no English left in it', async (locale) => {
    const catalog = await loadCatalog(locale);
    for (const [key, text] of Object.entries(catalog)) {
      const words = text.replace(/\{\w+\}/g, '').replace(/[\s|｜.,!?:;()'"-]/g, '');
      if (words === '') continue;
      // Every translated text carries CJK or Hangul characters; Latin-only text is untranslated.
      expect(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(words), `${locale} ${key}: ${text}`).toBe(true);
    }
  });
});

describe('pseudo-locale', () => {
  it('brackets and accents text but keeps placeholders', () => {
    expect(pseudoLocalize('{page} | {hotel} Error')).toBe('⟦{page} | {hotel} Érrór⟧');
    expect(pseudoCatalog(en)['header.close']).toBe('⟦Clósé⟧');
  });
});
