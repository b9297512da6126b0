import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import { daysBetween } from '../../lib/hotel-time.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { escapeHtml, type RenderedMail } from '../../platform/mail/mail-format.ts';
import { findHotelById, hotelNameIn } from '../hotels/hotels.service.ts';
import {
  confirmationUrl,
  deliverGuestAndHotelMails,
  formatDate,
  guestName,
  reservationView,
} from '../reservations/reservations.service.ts';
import { findReservationChange } from './reservation-updates.repository.ts';
import { UPDATE_MAIL_TEXTS } from './update-mail.texts.ts';

/** The job a change of a stay or of its guests enqueues (payload `{ reservationId, changeId }`). */
export const UPDATE_MAIL_KIND = 'mail.reservation_updated';

/** A stay as the history row keeps it (`reservation_changes.before/after` of kind update). */
interface StaySummary {
  checkin_date?: string;
  checkout_date?: string;
  total_price?: number;
  rooms?: unknown[];
}

export interface UpdateMailFacts {
  kind: 'update' | 'guests';
  reservation: Reservation;
  hotelName: string;
  before: StaySummary;
  after: StaySummary;
  url: string;
}

function stayLines(s: StaySummary, currency: string, locale: Locale): string[] {
  const t = UPDATE_MAIL_TEXTS[locale];
  if (!s.checkin_date || !s.checkout_date) return [];
  const nights = daysBetween(s.checkin_date, s.checkout_date);
  return [
    t.stay(formatDate(s.checkin_date, locale), formatDate(s.checkout_date, locale), nights),
    t.rooms(s.rooms?.length ?? 0),
    `${t.total}: ${formatMoney(s.total_price ?? 0, currency, locale)}`,
  ];
}

/** The guest's mail (`audience: 'guest'`) or the hotel's notice, in `locale`. */
export function renderUpdateMail(
  facts: UpdateMailFacts,
  locale: Locale,
  audience: 'guest' | 'hotel',
): RenderedMail {
  const t = UPDATE_MAIL_TEXTS[locale];
  const r = facts.reservation;
  const name = guestName(r.guest, locale);
  const subject =
    audience === 'guest' ? t.subject(facts.hotelName, r.number) : t.hotelSubject(r.number, name);
  const sections: { heading: string | null; lines: string[] }[] = [
    {
      heading: null,
      lines:
        audience === 'guest'
          ? [t.greeting(name), facts.kind === 'update' ? t.intro : t.guestsChanged]
          : [t.hotelIntro(name), ...(facts.kind === 'guests' ? [t.guestsChanged] : [])],
    },
    { heading: null, lines: [`${t.number}: ${r.number}`, `${t.guest}: ${name}`] },
  ];
  if (facts.kind === 'update') {
    sections.push({ heading: t.before, lines: stayLines(facts.before, r.currency, locale) });
    sections.push({ heading: t.after, lines: stayLines(facts.after, r.currency, locale) });
  }
  if (audience === 'guest') sections.push({ heading: null, lines: [t.footer] });
  const text = [
    ...sections.map((s) => [s.heading ? `■ ${s.heading}` : null, ...s.lines].filter(Boolean).join('\n')),
    `${t.link}: ${facts.url}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body>`,
    ...sections.map(
      (s) =>
        `${s.heading ? `<h2>${escapeHtml(s.heading)}</h2>` : ''}<p>${s.lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    `<p><a href="${escapeHtml(facts.url)}">${escapeHtml(t.link)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/**
 * Sends the mails of one change (guest in their language, hotel in its own). Idempotent per change
 * (outbox dedupe keys), so the job may run again. The link carries the email, never the new token
 * (it would sit unhashed in the jobs table).
 */
export async function sendUpdateMails(db: Db, changeId: number, mail: MailService): Promise<number[]> {
  const change = await findReservationChange(db, changeId);
  if (!change || (change.kind !== 'update' && change.kind !== 'guests')) return [];
  const row = await reservationView(db, change.reservationId, 'en');
  if (!row) return [];
  const hotel = await findHotelById(db, row.hotel_id);
  if (!hotel) return [];
  const guestView = (await reservationView(db, change.reservationId, row.locale)) ?? row;
  const hotelView = (await reservationView(db, change.reservationId, hotel.locale)) ?? row;
  const url = confirmationUrl(mail.publicUrl, guestView, hotel.code);
  const base = { kind: change.kind, before: change.before, after: change.after, url } as const;
  return deliverGuestAndHotelMails(db, mail, {
    kind: UPDATE_MAIL_KIND,
    ref: changeId,
    reservationId: change.reservationId,
    hotelCode: hotel.code,
    guest: {
      locale: guestView.locale,
      email: guestView.email,
      mail: renderUpdateMail(
        { ...base, reservation: guestView, hotelName: hotelNameIn(hotel, guestView.locale) },
        guestView.locale,
        'guest',
      ),
    },
    hotel: {
      locale: hotel.locale,
      mail: renderUpdateMail(
        { ...base, reservation: hotelView, hotelName: hotelNameIn(hotel, hotel.locale) },
        hotel.locale,
        'hotel',
      ),
    },
  });
}
