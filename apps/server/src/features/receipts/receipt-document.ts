import type { Locale } from '@yadori/contract/locales';
import { ownValue } from '@yadori/contract/own-value';
import PDFDocument from 'pdfkit';
import type { MessageKey } from '../../i18n/messages.en.ts';
import { type MessageParams, translate } from '../../i18n/translate.ts';
import { formatMoney } from '../../lib/money.ts';
import { reuseDeflatedSubsets } from './receipt-font-cache.ts';
import { type FontName, loadFont, splitRuns } from './receipt-fonts.ts';
import { displayDate, type ReceiptPage } from './receipt-model.ts';

/** What every receipt of one reservation shares. */
export interface ReceiptHeader {
  locale: Locale;
  hotelName: string;
  reservationNumber: string;
  addressee: string;
  /** Hotel-local date of issue, `YYYY-MM-DD`. */
  issuedOn: string;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  currency: string;
  paymentMethod: string;
  card: { brand: string; last4: string } | null;
  /**
   * Creation time written in the file's metadata: the start of the hotel-local issue day, so that the
   * same receipt asked for again that day is the same file (kept-receipts.ts).
   */
  now: Date;
}

/** Card brands as printed (the wire names are lower case). */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'VISA',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

type Doc = InstanceType<typeof PDFDocument>;

/** Writes `text` at the cursor (or at x, y), each run in a font that has its characters. */
function write(
  doc: Doc,
  text: string,
  locale: Locale,
  options: { x?: number; y?: number; size?: number; width?: number; align?: 'left' | 'right' | 'center' },
): void {
  const runs = splitRuns(text, locale);
  doc.fontSize(options.size ?? 10.5);
  runs.forEach((run, i) => {
    useFont(doc, run.font);
    const last = i === runs.length - 1;
    const layout = {
      width: options.width ?? CONTENT_WIDTH,
      align: options.align ?? 'left',
      continued: !last,
    };
    if (i === 0 && options.x !== undefined) doc.text(run.text, options.x, options.y, layout);
    else doc.text(run.text, layout);
  });
}

/** The fonts each open document has registered (pdfkit embeds a font once per document). */
const registered = new WeakMap<Doc, Set<FontName>>();

function useFont(doc: Doc, name: FontName): void {
  const names = registered.get(doc) ?? new Set<FontName>();
  registered.set(doc, names);
  if (!names.has(name)) {
    // pdfkit takes a parsed fontkit font as well as bytes: parsing a 4.5 MB CJK font for every
    // document would cost hundreds of milliseconds of CPU; the parsed one is shared.
    doc.registerFont(name, loadFont(name).font as unknown as Buffer);
    names.add(name);
  }
  doc.font(name);
}

/** One label/amount row of the details table. */
function row(doc: Doc, locale: Locale, label: string, value: string, bold = false): void {
  const y = doc.y;
  write(doc, label, locale, { x: MARGIN, y, width: CONTENT_WIDTH * 0.55, size: bold ? 12 : 10.5 });
  const after = doc.y;
  write(doc, value, locale, {
    x: MARGIN + CONTENT_WIDTH * 0.45,
    y,
    width: CONTENT_WIDTH * 0.55,
    align: 'right',
    size: bold ? 12 : 10.5,
  });
  doc.y = Math.max(after, doc.y) + 4;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
}

/**
 * One receipt as a PDF (A4): title, receipt number and issue date, the addressee, the amount, what it
 * is for, the breakdown (room or fee, extras, accommodation tax, total, consumption tax included,
 * paid, still to pay, payment method) and the hotel as issuer. Fonts are subset to the glyphs used.
 */
export async function renderReceiptPdf(header: ReceiptHeader, page: ReceiptPage): Promise<Buffer> {
  const { locale } = header;
  const t = (key: MessageKey, params: MessageParams = {}) => translate(locale, key, params);
  const money = (amount: number) => formatMoney(amount, header.currency, locale);
  const title = t(page.kind === 'stay' ? 'receipt.title' : 'receipt.cancellationTitle');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: pdfkit would parse Helvetica's metrics (~1 ms) for every document, and every
    // word here is drawn in a Noto font chosen by `write`.
    font: '',
    info: {
      Title: `${title} ${page.receiptNumber}`,
      Author: header.hotelName,
      Producer: 'Yadori',
      CreationDate: header.now,
    },
    lang: locale.replace('_', '-'),
  });
  reuseDeflatedSubsets(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  write(doc, title, locale, { x: MARGIN, y: MARGIN, size: 24, align: 'center' });
  doc.moveDown(0.8);
  write(doc, t('receipt.receiptNumber', { number: page.receiptNumber }), locale, { align: 'right' });
  write(doc, t('receipt.issuedOn', { date: displayDate(header.issuedOn) }), locale, { align: 'right' });
  doc.moveDown(1);
  write(doc, t('receipt.addressee', { name: header.addressee }), locale, { size: 16 });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + CONTENT_WIDTH * 0.6, doc.y + 2)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke();
  doc.moveDown(1.2);
  write(doc, `${t('receipt.amount')}  ${money(page.total)}`, locale, { size: 20, align: 'center' });
  doc.moveDown(0.6);
  write(
    doc,
    page.kind === 'stay'
      ? t('receipt.purposeStay', { hotel: header.hotelName })
      : t('receipt.purposeFee', { hotel: header.hotelName, number: header.reservationNumber }),
    locale,
    { align: 'center' },
  );
  write(doc, t('receipt.received'), locale, { align: 'center' });
  doc.moveDown(1.2);

  write(doc, t('receipt.details'), locale, { size: 13 });
  doc.moveDown(0.4);
  row(doc, locale, t('receipt.reservationNumber'), header.reservationNumber);
  row(
    doc,
    locale,
    t('receipt.stay'),
    t('receipt.stayDates', {
      checkin: displayDate(header.checkinDate),
      checkout: displayDate(header.checkoutDate),
      nights: header.nights,
    }),
  );
  if (page.kind === 'stay') {
    row(doc, locale, t('receipt.room', { index: (page.roomIndex ?? 0) + 1 }), page.roomName ?? '');
    row(doc, locale, t('receipt.roomCharge'), money(page.charge));
    if (page.extras > 0) row(doc, locale, t('receipt.extras'), money(page.extras));
    row(doc, locale, t('receipt.accommodationTax'), money(page.accommodationTax));
  } else {
    row(doc, locale, t('receipt.cancellationFee'), money(page.charge));
  }
  row(doc, locale, t('receipt.total'), money(page.total), true);
  row(doc, locale, t('receipt.consumptionTax'), money(page.consumptionTax));
  if (page.points > 0) row(doc, locale, t('receipt.points'), money(-page.points));
  row(doc, locale, t('receipt.paid'), money(page.paid));
  row(doc, locale, t('receipt.remaining'), money(page.remaining));
  const method = t(`receipt.method.${header.paymentMethod}` as MessageKey);
  row(
    doc,
    locale,
    t('receipt.paymentMethod'),
    header.card
      ? `${method} · ${t('receipt.card', {
          brand: ownValue(CARD_BRAND_NAMES, header.card.brand) ?? header.card.brand,
          last4: header.card.last4,
        })}`
      : method,
  );
  doc.moveDown(1.5);
  write(doc, t('receipt.issuer'), locale, { align: 'right', size: 9 });
  write(doc, header.hotelName, locale, { align: 'right', size: 13 });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
