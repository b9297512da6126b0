import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type ReceiptHeader, renderReceiptPdf } from './receipt-document.ts';
import type { ReceiptPage } from './receipt-model.ts';

const header = (brand: string): ReceiptHeader => ({
  locale: 'en',
  hotelName: 'Hanami Hotel Tokyo',
  reservationNumber: 'AB23CD45EF',
  addressee: 'Hanako Yamada',
  issuedOn: '2026-11-25',
  checkinDate: '2026-12-01',
  checkoutDate: '2026-12-02',
  nights: 1,
  currency: 'JPY',
  paymentMethod: 'credit_card',
  card: { brand, last4: '1111' },
  now: new Date('2026-11-25T00:00:00Z'),
});

const page: ReceiptPage = {
  kind: 'stay',
  receiptNumber: 'AB23CD45EF',
  roomIndex: 0,
  roomName: 'Double',
  total: 12000,
  charge: 12000,
  extras: 0,
  consumptionTax: 1090,
  accommodationTax: 0,
  points: 0,
  paid: 12000,
  remaining: 0,
};

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
