import type { Locale } from '@yadori/contract/locales';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-document.ts';
import { clearFontWorkCaches, fontWorkCache } from './receipt-font-cache.ts';
import { type FontName, loadFont } from './receipt-fonts.ts';
import { receiptHeader, stayPage } from './receipt-test-fixtures.ts';

// A Japanese hotel and a Korean guest: every receipt draws with two or more of the four fonts.
const header = (locale: Locale) =>
  receiptHeader({ locale, hotelName: '花見ホテル東京', addressee: '김하나' });

const page = stayPage({ roomName: 'スタンダードダブル', total: 12200, accommodationTax: 200, paid: 12200 });

const TITLES: Record<Locale, string> = {
  ja: '領収書',
  en: 'Receipt',
  zh_Hans: '收据',
  zh_Hant: '收據',
  ko: '영수증',
};
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
});
