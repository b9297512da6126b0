import { deflateSync, inflateSync } from 'node:zlib';
import type { Locale } from '@yadori/contract/locales';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-document.ts';
import { clearFontWorkCaches, fontWorkCache, subsetDeflations } from './receipt-font-cache.ts';
import { type FontName, loadFont } from './receipt-fonts.ts';
import { RECEIPT_TITLES, receiptHeader, stayPage } from './receipt-test-fixtures.ts';

// A Japanese hotel and a Korean guest: every receipt draws with two or more of the four fonts.
const header = (locale: Locale) =>
  receiptHeader({ locale, hotelName: '花見ホテル東京', addressee: '김하나' });

const page = stayPage({ roomName: 'スタンダードダブル', total: 12200, accommodationTax: 200, paid: 12200 });

const TITLES = RECEIPT_TITLES;
const LOCALES = Object.keys(TITLES) as Locale[];
const FONTS: FontName[] = ['jp', 'kr', 'sc', 'tc'];
const fonts = () => FONTS.map((name) => loadFont(name).font);
const encoded = () =>
  FONTS.reduce((sum, name) => sum + fontWorkCache(loadFont(name).font)!.subsetsEncoded, 0);

async function textOf(pdf: Buffer): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe('fonts shared between receipts', () => {
  it('draws each locale from warm caches exactly as from cold ones, whatever was drawn before', async () => {
    // Warm: all five locales one after the other, twice, so every receipt finds the fonts, layouts
    // and subsets the others left behind.
    const warm = new Map<Locale, Buffer>();
    for (const locale of LOCALES) await renderReceiptPdf(header(locale), page);
    const before = encoded();
    for (const locale of LOCALES) warm.set(locale, await renderReceiptPdf(header(locale), page));
    // The second round encoded no subset: each came from the cache.
    expect(encoded()).toBe(before);

    for (const locale of LOCALES) {
      // Cold: nothing kept from any other receipt.
      clearFontWorkCaches(fonts());
      const cold = await renderReceiptPdf(header(locale), page);
      expect(warm.get(locale)!.equals(cold), `${locale}: warm and cold receipts differ`).toBe(true);
      const text = await textOf(cold);
      expect(text).toContain(TITLES[locale]);
      expect(text).toContain('花見ホテル東京');
      expect(text).toContain('김하나');
    }
  }, 120_000);

  it('encodes a new subset when the glyphs differ, and reuses it when they do not', async () => {
    const jp = fontWorkCache(loadFont('jp').font)!;
    await renderReceiptPdf(header('ja'), page);
    const first = jp.subsetsEncoded;
    await renderReceiptPdf(header('ja'), { ...page, roomName: '和室' });
    expect(jp.subsetsEncoded).toBe(first + 1);
    await renderReceiptPdf(header('ja'), { ...page, roomName: '和室' });
    expect(jp.subsetsEncoded).toBe(first + 1);
    expect(await textOf(await renderReceiptPdf(header('ja'), { ...page, roomName: '和室' }))).toContain(
      '和室',
    );
  }, 60_000);

  it('writes a cached subset as the stream pdfkit would deflate from it, deflating it once', async () => {
    await renderReceiptPdf(header('ja'), page);
    const deflations = subsetDeflations.count;
    const pdf = await renderReceiptPdf(header('ja'), page);
    expect(subsetDeflations.count).toBe(deflations);

    // Each CFF font program: FlateDecode of a CFF table (version 1), exactly deflateSync of it — what
    // pdfkit writes when it deflates the stream itself.
    const programs = [...pdf.toString('latin1').matchAll(/<<([^>]*\/CIDFontType0C[^>]*)>>\nstream\n/g)];
    expect(programs.length).toBeGreaterThanOrEqual(2);
    for (const program of programs) {
      expect(program[1]).toContain('/Filter /FlateDecode');
      const length = Number(/\/Length (\d+)/.exec(program[1]!)![1]);
      const start = program.index! + program[0].length;
      const stream = pdf.subarray(start, start + length);
      expect(pdf.subarray(start + length, start + length + 10).toString('latin1')).toBe('\nendstream');
      const cff = inflateSync(stream);
      expect([cff[0], cff[1]]).toEqual([1, 0]);
      expect(deflateSync(cff).equals(stream)).toBe(true);
    }
    expect(await textOf(pdf)).toContain('花見ホテル東京');
  }, 60_000);
});
