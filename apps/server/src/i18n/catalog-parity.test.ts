import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './translate.ts';

/**
 * Every server text catalog (decision 031): the shared messages (i18n/messages.<locale>.ts) and every
 * `*.texts.ts` under src, each a Record<Locale, texts> whose source is English. Each language has
 * exactly the source's keys, no empty text, the same `{placeholders}`, and a text written as a
 * function (plurals, word order) takes the same arguments and shows the same ones.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const textFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.texts.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

type Catalog = Record<Locale, unknown>;

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).sort().join() === [...LOCALES].sort().join();

const catalogsOf = new Map<string, [string, Catalog][]>();
for (const file of textFiles) {
  const module: Record<string, unknown> = await import(path.join(SRC, file));
  catalogsOf.set(
    file,
    Object.entries(module).filter((entry): entry is [string, Catalog] => isCatalog(entry[1])),
  );
}
const catalogs: [string, Catalog][] = [
  ['i18n/messages.<locale>.ts', CATALOGS],
  ...[...catalogsOf].flatMap(([file, found]) =>
    found.map(([name, catalog]): [string, Catalog] => [`${file} ${name}`, catalog]),
  ),
];

/** The texts of one language, flattened: nested groups (payment methods, reasons) as `a.b`. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, item] of Object.entries(value as object)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof item === 'object' && item !== null) for (const leaf of leaves(item, name)) out.set(...leaf);
    else out.set(name, item);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** A function text called with a distinct number per argument, and the arguments its result shows. */
function shown(text: (...args: number[]) => unknown): { result: unknown; args: number[] } {
  const args = Array.from({ length: text.length }, (_, i) => 7001 + i);
  const result = text(...args);
  return { result, args: args.filter((arg) => String(result).includes(String(arg))) };
}

describe('server text catalogs', () => {
  it('finds every *.texts.ts, each exporting a catalog of the five languages', () => {
    expect(textFiles.length).toBeGreaterThanOrEqual(4);
    for (const [file, found] of catalogsOf) expect(found.length, file).toBeGreaterThan(0);
  });

  describe.each(catalogs)('%s', (_name, catalog) => {
    const source = leaves(catalog.en);

    it.each(LOCALES)(
      '%s has exactly the keys of en, no empty text, the same placeholders and arguments',
      (locale) => {
        const texts = leaves(catalog[locale]);
        expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [key, en] of source) {
          const text = texts.get(key);
          const where = `${locale} ${key}`;
          expect(typeof text, where).toBe(typeof en);
          if (typeof en === 'string' && typeof text === 'string') {
            expect(text.trim(), where).not.toBe('');
            expect(placeholders(text), where).toEqual(placeholders(en));
          } else if (typeof en === 'function' && typeof text === 'function') {
            expect(text.length, where).toBe(en.length);
            const mine = shown(text as (...args: number[]) => unknown);
            expect(typeof mine.result, where).toBe('string');
            expect(String(mine.result).trim(), where).not.toBe('');
            expect(mine.args, where).toEqual(shown(en as (...args: number[]) => unknown).args);
          }
        }
      },
    );
  });
});
