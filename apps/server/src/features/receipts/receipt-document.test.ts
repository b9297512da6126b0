import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-document.ts';
import { receiptHeader, stayPage } from './receipt-test-fixtures.ts';

const header = (brand: string) => receiptHeader({ card: { brand, last4: '1111' } });

const page = stayPage();

async function textOf(brand: string): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(await renderReceiptPdf(header(brand), page)));
  return (await extractText(proxy, { mergePages: true })).text;
}

describe('receipt PDF', () => {
  it('names a known card brand and prints any other as stored, never an Object.prototype member', async () => {
    expect(await textOf('jcb')).toContain('JCB ending in 1111');
    const text = await textOf('toString');
    expect(text).toContain('toString ending in 1111');
    expect(text).not.toContain('native code');
    expect(text).not.toContain('Points used');
  }, 60_000);

  it("prints the member's points as a line of their own when some were used", async () => {
    const withPoints = { ...page, points: 3000, paid: 9000 };
    const proxy = await getDocumentProxy(new Uint8Array(await renderReceiptPdf(header('visa'), withPoints)));
    const text = (await extractText(proxy, { mergePages: true })).text;
    expect(text).toMatch(/Points used\s*-¥3,000/);
  }, 60_000);
});
