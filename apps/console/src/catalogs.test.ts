/// <reference types="vite/client" />
import { LOCALES } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';

// Every console catalog (`*.texts.ts`): the five languages, the same words in each, none empty, and
// written for each language (not English copied into the others).
const modules = import.meta.glob<Record<string, unknown>>('./**/*.texts.ts', { eager: true });

type Tree = { [key: string]: string | ((...args: never[]) => string) | Tree };

/** Each leaf's path and what the leaf says (a function is called with sample arguments). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, i) => `«${i}»`) as never[];
      out.set(path, String((value as (...a: never[]) => unknown)(...args)));
    } else for (const [inner, text] of leaves(value, path)) out.set(inner, text);
  }
  return out;
}

const isCatalog = (value: unknown): value is Record<string, Tree> =>
  value !== null && typeof value === 'object' && 'en' in value && 'ja' in value;

const catalogs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => isCatalog(value))
    .map(([name, value]) => ({ name: `${file} ${name}`, catalog: value as Record<string, Tree> })),
);

describe('console catalogs', () => {
  it('are found', () => {
    expect(catalogs.length).toBeGreaterThan(1);
  });

  it.each(catalogs)('$name has the five languages with the same words, none empty', ({ catalog }) => {
    expect(Object.keys(catalog).sort()).toEqual([...LOCALES].sort());
    const english = leaves(catalog.en!);
    for (const locale of LOCALES) {
      const words = leaves(catalog[locale]!);
      expect([...words.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [path, text] of words) {
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        // A sentence's placeholders are the same in every language.
        const placeholders = (s: string) => (s.match(/«\d»/g) ?? []).sort();
        expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english.get(path)!));
      }
    }
  });

  it.each(catalogs)('$name is translated, not English copied', ({ catalog }) => {
    const english = leaves(catalog.en!);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const words = leaves(catalog[locale]!);
      const same = [...words].filter(([path, text]) => text === english.get(path) && /[a-z]{3}/i.test(text));
      // Names (Yadori, TOTP, codes) may stay as they are; sentences may not.
      expect(
        same.filter(([, text]) => text.includes(' ')).map(([path]) => path),
        locale,
      ).toEqual([]);
    }
  });
});
