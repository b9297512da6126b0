import type { Locale } from '@yadori/contract/locales';
import type { ReceiptHeader } from './receipt-document.ts';
import type { ReceiptPage } from './receipt-model.ts';

/**
 * A one-night card receipt's header for the receipt tests; `now` is fixed, since pdfkit derives the
 * file's ID from the metadata: equal inputs give equal bytes, on any thread.
 */
export const receiptHeader = (overrides: Partial<ReceiptHeader> = {}): ReceiptHeader => ({
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
  card: { brand: 'visa', last4: '1111' },
  now: new Date('2026-11-25T00:00:00Z'),
  ...overrides,
});

/** The stay page of that receipt: one room, paid in full. */
export const stayPage = (overrides: Partial<ReceiptPage> = {}): ReceiptPage => ({
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
  ...overrides,
});

/** Each language's receipt title, as a receipt's text reads back. */
export const RECEIPT_TITLES: Record<Locale, string> = {
  ja: '領収書',
  en: 'Receipt',
  zh_Hans: '收据',
  zh_Hant: '收據',
  ko: '영수증',
};
