import type { AdditionalAnswer } from '@yadori/contract/additional-questions.schema';
import { type Locale, storedLocale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { RenderedMail } from '../../platform/mail/mail-format.ts';
import {
  listQuestionsForHotel,
  type QuestionRecord,
} from '../additional-questions/additional-questions.service.ts';
import { listCancellationPolicies } from '../cancellation-policies/cancellation-policies.service.ts';
import { findHotelById, type HotelWithBrand, hotelNameIn } from '../hotels/hotels.service.ts';
import { MAIL_TEXTS } from './reservation-mail.texts.ts';
import { type ConfirmationFacts, renderGuestConfirmation, renderHotelNotice } from './reservation-mail.ts';
import { reservationView } from './reservation-view.ts';
import { findReservationById } from './reservations.repository.ts';
import { stayCalendar } from './stay-calendar.ts';

export const MAIL_KINDS = { reservationConfirmed: 'mail.reservation_confirmed' } as const;

const DEFAULT_CHECKIN = '15:00';
const DEFAULT_CHECKOUT = '11:00';

/**
 * Where hotel notices go. Hotels have no contact address in the schema yet, so each gets a fixed
 * reservations mailbox under the reserved `.example` domain (visible in the dev mail viewer).
 */
export const hotelNoticeAddress = (hotelCode: string) => `reservations@${hotelCode}.example`;

type MailAttachments = Parameters<MailService['deliver']>[1]['attachments'];

/** One side of a guest-and-hotel pair of mails: what it says, in its reader's locale. */
export interface MailSide {
  locale: Locale;
  mail: RenderedMail;
  attachments?: MailAttachments;
}

/**
 * The guest's mail and the hotel's notice of one event (booking, change, cancellation), each kept once
 * in the outbox under `kind:ref:guest` and `kind:ref:hotel`, so a job that runs again sends nothing
 * twice. The guest's goes first. With `resend` (staff sending the guest's mail again, decision 058)
 * only the guest's, kept once under `kind:ref:resend:<resend>:guest`. Returns the outbox ids.
 */
export async function deliverGuestAndHotelMails(
  db: Db,
  mail: MailService,
  sending: {
    kind: string;
    /** What the dedupe keys name: the reservation, or the change of an update. */
    ref: number;
    /** A key of its own for a mail sent again: the guest's alone, once per key. */
    resend?: string;
    reservationId: number;
    hotelCode: string;
    guest: MailSide & { email: string };
    hotel: MailSide;
  },
): Promise<number[]> {
  const sides = [
    ['guest', sending.guest.email, sending.guest],
    ['hotel', hotelNoticeAddress(sending.hotelCode), sending.hotel],
  ] as const;
  const ref = sending.resend === undefined ? sending.ref : `${sending.ref}:resend:${sending.resend}`;
  const ids: number[] = [];
  for (const [reader, toAddress, side] of sending.resend === undefined ? sides : sides.slice(0, 1)) {
    const row = await mail.deliver(db, {
      dedupeKey: `${sending.kind}:${ref}:${reader}`,
      kind: sending.kind,
      reservationId: sending.reservationId,
      locale: side.locale,
      toAddress,
      subject: side.mail.subject,
      textBody: side.mail.text,
      htmlBody: side.mail.html,
      attachments: side.attachments ?? [],
    });
    ids.push(row.id);
  }
  return ids;
}

/** Answers worded for the mail: times, men and women, text, option labels, file counts. */
function answerLines(
  answers: readonly AdditionalAnswer[],
  questions: ReadonlyMap<number, QuestionRecord>,
  locale: Locale,
): ConfirmationFacts['answers'] {
  const t = MAIL_TEXTS[locale];
  const lines: ConfirmationFacts['answers'] = [];
  for (const answer of answers) {
    const question = questions.get(answer.question_id);
    if (!question) continue;
    const name = question.translations.find((x) => x.locale === locale)?.name || question.name;
    const label = (value: string) =>
      question.options.find((o) => o.value === value)?.translations.find((x) => x.locale === locale)?.name ??
      value;
    const words = (part: Omit<AdditionalAnswer, 'question_id' | 'rooms'> & Record<string, unknown>) => {
      if (typeof part.checkin_time === 'string') return part.checkin_time;
      if (typeof part.checkout_time === 'string') return part.checkout_time;
      if (typeof part.men_count === 'number' || typeof part.women_count === 'number') {
        return t.menWomen(Number(part.men_count ?? 0), Number(part.women_count ?? 0));
      }
      if (part.options?.length) return part.options.map(label).join(', ');
      if (part.file_attachment_ids?.length) return t.files(part.file_attachment_ids.length);
      return part.text ?? '';
    };
    const whole = words(answer);
    if (whole) lines.push({ question: name, answer: whole, room: null });
    for (const room of answer.rooms ?? []) {
      const text = words(room);
      if (text) lines.push({ question: name, answer: text, room: room.room_index });
    }
  }
  return lines;
}

function roomTime(
  answers: readonly AdditionalAnswer[],
  key: 'checkin_time' | 'checkout_time',
): string | undefined {
  for (const answer of answers) {
    const time = answer.rooms?.find((r) => r[key])?.[key];
    if (time) return time;
  }
  return undefined;
}

/** Each room's own policy (the reservation carries them), each distinct one once; null when none do. */
function roomPolicies(reservation: Reservation): ConfirmationFacts['policies'] | null {
  const seen = new Map<string, ConfirmationFacts['policies'][number]>();
  for (const room of reservation.rooms) {
    const policy = room.cancellation_policy;
    if (!policy) continue;
    const entry = {
      name: policy.name || null,
      cancelBeforeAt: policy.cancel_before_at,
      parts: policy.cancellation_policy_parts,
      noShowPercentageOfCost: policy.no_show_percentage_of_cost,
    };
    seen.set(JSON.stringify(entry), entry);
  }
  return seen.size > 0 ? [...seen.values()] : null;
}

/** The page the mail links to: the widget's confirmation route with the bypass token, else the email. */
export function confirmationUrl(
  publicUrl: string,
  reservation: Pick<Reservation, 'number' | 'email' | 'locale'>,
  hotelCode: string,
  bypassToken?: string,
): string {
  const query = new URLSearchParams({ hotel_code: hotelCode, locale: reservation.locale });
  if (bypassToken) query.set('bypass_token', bypassToken);
  else query.set('email', reservation.email);
  return `${publicUrl}/reservation/confirmation/${encodeURIComponent(reservation.number)}?${query}`;
}

async function facts(
  db: Db,
  reservation: Reservation,
  hotel: HotelWithBrand,
  locale: Locale,
  url: string,
): Promise<ConfirmationFacts> {
  const [policies, questions] = await Promise.all([
    listCancellationPolicies(
      db,
      hotel.id,
      reservation.rooms.map((r) => r.room_plan_code),
    ),
    listQuestionsForHotel(db, { id: hotel.id, brandId: hotel.brand.id }),
  ]);
  return {
    reservation,
    hotel: {
      name: hotelNameIn(hotel, locale),
      code: hotel.code,
      timeZone: hotel.timeZone,
      phone: hotel.phone,
    },
    checkinTime: roomTime(reservation.answers, 'checkin_time') ?? DEFAULT_CHECKIN,
    arrivalAnswered: roomTime(reservation.answers, 'checkin_time') !== undefined,
    policies:
      roomPolicies(reservation) ??
      policies.slice(0, 1).map((p) => ({
        name: p.translations.find((x) => x.locale === locale)?.name || p.name,
        cancelBeforeAt: p.cancelBeforeAt,
        parts: p.parts,
        noShowPercentageOfCost: p.noShowPercentageOfCost,
      })),
    answers: answerLines(reservation.answers, new Map(questions.map((q) => [q.id, q])), locale),
    confirmationUrl: url,
  };
}

/**
 * Sends a confirmed reservation's mails: the guest's confirmation in their language and the hotel's
 * notice in the hotel's, each with the stay as an .ics file. Idempotent per reservation (outbox
 * dedupe keys), so the job may run it again; a reservation that is not confirmed gets nothing. With
 * `resend` (staff sending it again) the guest's mail alone, once per key.
 * Returns the outbox ids written (or found).
 * @example await sendReservationConfirmation(db, reservationId, mail);
 */
export async function sendReservationConfirmation(
  db: Db,
  reservationId: number,
  mail: MailService,
  options: { bypassToken?: string; now?: () => Date; resend?: string } = {},
): Promise<number[]> {
  const row = await findReservationById(db, reservationId);
  if (row?.status !== 'confirmed') return [];
  const guestView = await reservationView(db, reservationId, storedLocale(row.locale), options.now?.());
  if (guestView?.status !== 'done') return [];
  const hotel = await findHotelById(db, guestView.hotel_id);
  if (!hotel) return [];
  const hotelView =
    hotel.locale === guestView.locale
      ? guestView
      : ((await reservationView(db, reservationId, hotel.locale, options.now?.())) ?? guestView);
  const url = confirmationUrl(mail.publicUrl, guestView, hotel.code, options.bypassToken);
  const forGuest = await facts(db, guestView, hotel, guestView.locale, url);
  const forHotel = await facts(db, hotelView, hotel, hotel.locale, url);

  const calendar = (locale: Locale, f: ConfirmationFacts) => {
    const t = MAIL_TEXTS[locale];
    const ics = stayCalendar({
      uid: `reservation-${guestView.number}@yadori`,
      title: t.calendarTitle(f.hotel.name),
      description: `${t.number}: ${guestView.number}\n${url}`,
      location: f.hotel.name,
      checkin: guestView.checkin_date,
      checkout: guestView.checkout_date,
      checkinTime: f.checkinTime,
      checkoutTime: roomTime(guestView.answers, 'checkout_time') ?? DEFAULT_CHECKOUT,
      timeZone: hotel.timeZone,
      stamp: new Date(guestView.created_at),
    });
    return {
      filename: `reservation-${guestView.number}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(ics, 'utf8').toString('base64'),
    };
  };

  return deliverGuestAndHotelMails(db, mail, {
    kind: MAIL_KINDS.reservationConfirmed,
    ref: reservationId,
    resend: options.resend,
    reservationId,
    hotelCode: hotel.code,
    guest: {
      locale: guestView.locale,
      email: guestView.email,
      mail: renderGuestConfirmation(forGuest),
      attachments: [calendar(guestView.locale, forGuest)],
    },
    hotel: {
      locale: hotel.locale,
      mail: renderHotelNotice(forHotel, hotel.locale),
      attachments: [calendar(hotel.locale, forHotel)],
    },
  });
}
