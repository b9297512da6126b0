import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@yadori/contract/locales';
import * as fontkit from 'fontkit';
import { shareFontWork } from './receipt-font-cache.ts';

/**
 * Noto Sans CJK (SIL OFL 1.1), shipped through npm by @embedpdf/fonts-{jp,kr,sc,tc}: a fresh machine
 * has no CJK fonts. Each region's font covers Latin, kana and its own ideographs; the receipt takes
 * the guest's region first and falls back character by character (a Korean receipt of a Japanese hotel
 * needs kana, a Chinese one simplified or traditional forms). pdfkit embeds only the glyphs used.
 */
const FONT_FILES = {
  jp: ['@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf'],
  kr: ['@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'],
  sc: ['@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'],
  tc: ['@embedpdf/fonts-tc', 'NotoSansHant-Regular.otf'],
} as const;

export type FontName = keyof typeof FONT_FILES;

const ORDER: Record<Locale, readonly FontName[]> = {
  ja: ['jp', 'tc', 'sc', 'kr'],
  en: ['jp', 'sc', 'tc', 'kr'],
  zh_Hans: ['sc', 'jp', 'tc', 'kr'],
  zh_Hant: ['tc', 'jp', 'sc', 'kr'],
  ko: ['kr', 'jp', 'tc', 'sc'],
};

const require = createRequire(import.meta.url);
const loaded = new Map<FontName, { bytes: Buffer; font: fontkit.Font }>();

/**
 * The font's bytes and a fontkit handle, read once per process (each file is about 4.5 MB); the handle
 * keeps its layouts and subsets between documents (receipt-font-cache.ts).
 */
export function loadFont(name: FontName): { bytes: Buffer; font: fontkit.Font } {
  let entry = loaded.get(name);
  if (!entry) {
    const [pkg, file] = FONT_FILES[name];
    // The packages export only their index (in dist/); the .otf files sit beside it in fonts/.
    const bytes = readFileSync(path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file));
    entry = { bytes, font: shareFontWork(fontkit.create(bytes) as fontkit.Font) };
    loaded.set(name, entry);
  }
  return entry;
}

/** A piece of text drawn with one font. */
export interface TextRun {
  font: FontName;
  text: string;
}

/**
 * Splits `text` into runs, each character in the first font of the locale's order that has it (the
 * first font when none does, which draws a blank box rather than failing).
 * @example splitRuns('Hanami 花見 하나미', 'ja') // [{font:'jp', text:'Hanami 花見 '}, {font:'kr', text:'하나미'}]
 */
export function splitRuns(text: string, locale: Locale): TextRun[] {
  const order = ORDER[locale];
  const runs: TextRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const isSpace = /\s/u.test(char);
    const last = runs.at(-1);
    // Spaces stay in the run they follow, so a line is not cut into many pieces.
    const font =
      (isSpace && last?.font) ||
      order.find((name) => loadFont(name).font.hasGlyphForCodePoint(code)) ||
      order[0]!;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
