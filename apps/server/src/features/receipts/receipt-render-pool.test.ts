import type { Locale } from '@yadori/contract/locales';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-document.ts';
import { createReceiptRenderPool } from './receipt-render-pool.ts';
import { receiptHeader, stayPage } from './receipt-test-fixtures.ts';

const header = (locale: Locale) =>
  receiptHeader({ locale, hotelName: '花見ホテル東京', card: { brand: 'jcb', last4: '1111' } });

const page = stayPage();

const pool = createReceiptRenderPool(2);
afterAll(() => pool.close());

describe('receipt render pool', () => {
  it('starts a second thread only when the first is busy', async () => {
    await pool.render(header('ja'), page);
    await pool.render(header('en'), page);
    expect(pool.running()).toBe(1);
    await Promise.all([pool.render(header('ja'), page), pool.render(header('en'), page)]);
    expect(pool.running()).toBe(2);
  }, 120_000);

  it('draws on its threads, in every locale and at once, the very bytes the main thread draws', async () => {
    const locales: Locale[] = ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'];
    const pooled = await Promise.all(locales.map((locale) => pool.render(header(locale), page)));
    for (const [i, locale] of locales.entries()) {
      const here = await renderReceiptPdf(header(locale), page);
      expect(pooled[i]!.equals(here), `${locale}: the pooled receipt differs`).toBe(true);
    }
  }, 120_000);

  it("refuses a receipt the thread cannot draw with the thread's error, and goes on drawing", async () => {
    // No font order for an unknown locale: the renderer throws on the thread.
    await expect(pool.render(header('xx' as Locale), page)).rejects.toThrow(/receipt rendering failed/);
    const pdf = await pool.render(header('en'), page);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('starts new threads after it was closed', async () => {
    await pool.close();
    expect(pool.running()).toBe(0);
    const pdf = await pool.render(header('ko'), page);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
