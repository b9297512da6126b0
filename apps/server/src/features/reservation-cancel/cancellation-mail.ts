import { LOCALE_TAGS, type Locale, storedLocale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { escapeHtml, type RenderedMail } from '../../platform/mail/mail-format.ts';
import { findHotelById, hotelNameIn } from '../hotels/hotels.service.ts';
import {
  confirmationUrl,
  deliverGuestAndHotelMails,
  findReservationById,
  formatDate,
  guestName,
  reservationView,
} from '../reservations/reservations.service.ts';
import { CANCELLATION_MAIL_TEXTS } from './cancellation-mail.texts.ts';

/** The job a guest's cancellation enqueues in its transaction: the guest's and the hotel's mail. */
export const CANCELLATION_MAIL_JOB = 'mail.reservation_cancelled';

/** The lines of a cancellation mail in `locale`: stay, fee and what happened to the card. */
function factLines(r: Reservation, locale: Locale, forHotel: boolean): [string, string][] {
  const t = CANCELLATION_MAIL_TEXTS[locale];
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  const fee = r.cancellation_fee ?? 0;
  const lines: [string, string][] = [
    [t.number, r.number],
    [t.stay, t.stayLine(formatDate(r.checkin_date, locale), formatDate(r.checkout_date, locale), r.nights)],
  ];
  if (forHotel) lines.push([t.guest, `${guestName(r.guest, locale)} <${r.email}>`]);
  lines.push([t.fee, fee > 0 ? money(fee) : t.noFee]);
  if (r.payment.state === 'captured' && r.payment.captured_amount > 0)
    lines.push(['', t.cardCharged(money(r.payment.captured_amount))]);
  if (r.payment.state === 'voided') lines.push(['', t.cardReleased]);
  if (forHotel && r.reason) lines.push([t.reason, t.reasons[r.reason]]);
  if (forHotel && r.details) lines.push([t.details, r.details]);
  return lines;
}

function render(
  locale: Locale,
  subject: string,
  opening: string[],
  lines: [string, string][],
  link: string | null,
  closing: string,
): RenderedMail {
  const t = CANCELLATION_MAIL_TEXTS[locale];
  const e = escapeHtml;
  const line = ([label, value]: [string, string]) => (label ? `${label}: ${value}` : value);
  const text = [
    ...opening,
    '',
    ...lines.map(line),
    ...(link ? ['', `${t.viewLink}: ${link}`] : []),
    '',
    closing,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#1f2937;max-width:640px;margin:0 auto;padding:16px">
${opening.map((p) => `<p>${e(p)}</p>`).join('\n')}
${lines.map((l) => `<p style="margin:2px 0">${e(line(l))}</p>`).join('\n')}
${link ? `<p style="margin:12px 0"><a href="${e(link)}" style="color:#1a56db">${e(t.viewLink)}</a></p>` : ''}
<p>${e(closing).replaceAll('\n', '<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

/** The guest's cancellation notice in the language they booked in. */
export function renderGuestCancellation(r: Reservation, hotel: string, link: string): RenderedMail {
  const t = CANCELLATION_MAIL_TEXTS[r.locale];
  return render(
    r.locale,
    t.guestSubject(hotel, r.number),
    [t.greeting(guestName(r.guest, r.locale)), t.intro(hotel)],
    factLines(r, r.locale, false),
    link,
    t.closing(hotel),
  );
}

/** The hotel's notice of a guest's cancellation, in the hotel's language, with reason and details. */
export function renderHotelCancellation(r: Reservation, hotel: string, locale: Locale): RenderedMail {
  const t = CANCELLATION_MAIL_TEXTS[locale];
  return render(
    locale,
    t.hotelSubject(r.number, guestName(r.guest, locale), r.checkin_date),
    [r.cancel_reason === 'hotel' ? t.hotelIntroByStaff : t.hotelIntro],
    factLines(r, locale, true),
    null,
    hotel,
  );
}

/**
 * Sends the mails of a reservation the guest or the hotel's staff cancelled (guest and hotel).
 * Idempotent per reservation (outbox dedupe keys), so the job may run it again; anything else (a
 * declined card, an expired hold) gets nothing. `resend` (staff sending it again, decision 058): the
 * guest's mail only, kept once under that key. Returns the outbox ids.
 */
export async function sendCancellationMails(
  db: Db,
  reservationId: number,
  mail: MailService,
  now?: Date,
  options: { resend?: string } = {},
): Promise<number[]> {
  const row = await findReservationById(db, reservationId);
  if (row?.status !== 'cancelled' || (row.cancelReason !== 'guest' && row.cancelReason !== 'hotel'))
    return [];
  const guestView = await reservationView(db, reservationId, storedLocale(row.locale), now);
  const hotel = await findHotelById(db, row.hotelId);
  if (!guestView || !hotel) return [];
  const hotelView =
    hotel.locale === guestView.locale
      ? guestView
      : ((await reservationView(db, reservationId, hotel.locale, now)) ?? guestView);
  return deliverGuestAndHotelMails(db, mail, {
    kind: CANCELLATION_MAIL_JOB,
    ref: reservationId,
    resend: options.resend,
    reservationId,
    hotelCode: hotel.code,
    guest: {
      locale: guestView.locale,
      email: guestView.email,
      mail: renderGuestCancellation(
        guestView,
        hotelNameIn(hotel, guestView.locale),
        confirmationUrl(mail.publicUrl, guestView, hotel.code),
      ),
    },
    hotel: {
      locale: hotel.locale,
      mail: renderHotelCancellation(hotelView, hotelNameIn(hotel, hotel.locale), hotel.locale),
    },
  });
}
