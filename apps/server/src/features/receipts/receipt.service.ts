import { ERROR_TITLES } from '@yadori/contract/errors';
import { isLocale, type Locale } from '@yadori/contract/locales';
import type { ReceiptQuery } from '@yadori/contract/receipt.schema';
import { type Zippable, zipSync } from 'fflate';
import type { Db } from '../../db/database.ts';
import { hotelToday, zonedInstant } from '../../lib/hotel-time.ts';
import { type HotelCatalog, type HotelWithBrand, hotelNameIn } from '../hotels/hotels.service.ts';
import { findGuestReservationWithParts } from '../reservations/reservation-read.service.ts';
import { ReservationError, reservationErrors } from '../reservations/reservations.errors.ts';
import { loadReservationDto } from '../reservations/reservations.service.ts';
import type { ReceiptHeader } from './receipt-document.ts';
import { defaultAddressee, type ReceiptPage, receiptPages } from './receipt-model.ts';

export interface ReceiptDeps {
  db: Db;
  now: () => Date;
  catalogOf: (hotelId: number) => Promise<HotelCatalog>;
  /** Draws one receipt as a PDF (on the render threads: receipt-render-pool.ts). */
  render: (header: ReceiptHeader, page: ReceiptPage) => Promise<Buffer>;
}

/** The file answered: one PDF, or a zip of one PDF per room. */
export interface ReceiptFile {
  contentType: 'application/pdf' | 'application/zip';
  fileName: string;
  body: Buffer;
}

export const receiptErrors = {
  /** Pending payment, or cancelled without a fee charged. */
  notAvailable: () =>
    new ReservationError(422, ERROR_TITLES.unprocessable, 'receipt_not_available', [
      { key: 'receipt.notAvailable' },
    ]),
};

/**
 * `GET /hotels/{hotelId}/reservations/{number}/receipt`: the receipt of a confirmed stay (one PDF
 * per room; several rooms come zipped) or of a charged cancellation fee, in the requested language
 * (else the reservation's), addressed to `name` (else the guest). The same 404 as the reservation
 * lookup for an unknown number, a wrong email or a wrong token.
 */
export async function issueReceipt(
  deps: ReceiptDeps,
  input: { hotel: HotelWithBrand; number: string; query: ReceiptQuery },
): Promise<ReceiptFile> {
  const { hotel, query } = input;
  // The row and its parts in one prepared statement, the hotel's time zone from the catalogue.
  const found = await findGuestReservationWithParts(deps.db, {
    hotelId: hotel.id,
    number: input.number,
    email: query.email,
    bypassToken: query.bypass_token,
  });
  if (!found) throw reservationErrors.notFound();
  const { row } = found;
  const locale: Locale = query.locale ?? (isLocale(row.locale) ? row.locale : hotel.locale);
  const now = deps.now();
  const reservation = await loadReservationDto(deps.db, row, await deps.catalogOf(hotel.id), locale, now, {
    parts: found.parts,
    timeZone: hotel.timeZone,
  });
  const pages = receiptPages(reservation, {
    cancellationFee: row.cancellationFee,
    capturedAmount: row.capturedAmount,
    refundedAmount: row.refundedAmount,
  });
  if (pages.length === 0) throw receiptErrors.notAvailable();

  const issuedOn = hotelToday(now, hotel.timeZone);
  const header: ReceiptHeader = {
    locale,
    hotelName: hotelNameIn(hotel, locale),
    reservationNumber: reservation.number,
    addressee: query.name || defaultAddressee(reservation.guest, locale),
    issuedOn,
    checkinDate: reservation.checkin_date,
    checkoutDate: reservation.checkout_date,
    nights: reservation.nights,
    currency: reservation.currency,
    paymentMethod: reservation.payment.method,
    card:
      reservation.payment.card_brand && reservation.payment.card_last4
        ? { brand: reservation.payment.card_brand, last4: reservation.payment.card_last4 }
        : null,
    now: zonedInstant(issuedOn, '00:00', hotel.timeZone),
  };
  // The rooms of one stay are drawn side by side when the pool has threads to spare.
  const pdfs = await Promise.all(pages.map(async (page) => ({ page, pdf: await deps.render(header, page) })));
  if (pdfs.length === 1) {
    return {
      contentType: 'application/pdf',
      fileName: `receipt-${pdfs[0]!.page.receiptNumber}.pdf`,
      body: pdfs[0]!.pdf,
    };
  }
  // PDFs are already compressed: stored, not deflated again.
  const files: Zippable = {};
  for (const { page, pdf } of pdfs)
    files[`receipt-${page.receiptNumber}.pdf`] = [new Uint8Array(pdf), { level: 0, mtime: now }];
  return {
    contentType: 'application/zip',
    fileName: `receipts-${reservation.number}.zip`,
    body: Buffer.from(zipSync(files)),
  };
}
