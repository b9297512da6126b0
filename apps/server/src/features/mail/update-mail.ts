import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import { daysBetween } from '../../lib/hotel-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { findHotelById } from '../hotels/hotels.service.ts';
import { registerJobHandler } from '../jobs/jobs.ts';
import { findReservationChange } from '../reservation-updates/reservation-updates.repository.ts';
import { reservationView } from '../reservations/reservation-view.ts';
import { createMailService, type MailService } from './mail.service.ts';
import { confirmationUrl, hotelNoticeAddress } from './reservation-confirmation.ts';
import { escapeHtml, formatDate, guestName, type RenderedMail } from './reservation-mails.ts';

/** The job a change of a stay or of its guests enqueues (payload `{ reservationId, changeId }`). */
export const UPDATE_MAIL_KIND = 'mail.reservation_updated';

interface UpdateTexts {
  subject(hotel: string, number: string): string;
  hotelSubject(number: string, name: string): string;
  greeting(name: string): string;
  intro: string;
  hotelIntro(name: string): string;
  guestsChanged: string;
  number: string;
  before: string;
  after: string;
  stay(checkin: string, checkout: string, nights: number): string;
  rooms(count: number): string;
  total: string;
  guest: string;
  link: string;
  footer: string;
}

const TEXTS: Record<Locale, UpdateTexts> = {
  en: {
    subject: (hotel, number) => `Your reservation at ${hotel} has been changed (${number})`,
    hotelSubject: (number, name) => `Reservation changed online: ${number} (${name})`,
    greeting: (name) => `Dear ${name},`,
    intro: 'Your reservation has been changed as follows.',
    hotelIntro: (name) => `${name} changed this reservation online.`,
    guestsChanged: 'The guest details have been updated.',
    number: 'Reservation number',
    before: 'Before',
    after: 'Now',
    stay: (a, b, n) => `${a} – ${b} (${n} ${n === 1 ? 'night' : 'nights'})`,
    rooms: (n) => `${n} ${n === 1 ? 'room' : 'rooms'}`,
    total: 'Total',
    guest: 'Guest',
    link: 'See your reservation',
    footer: 'If you did not make this change, please contact the hotel.',
  },
  ja: {
    subject: (hotel, number) => `【${hotel}】ご予約内容が変更されました（${number}）`,
    hotelSubject: (number, name) => `オンラインで予約が変更されました：${number}（${name}様）`,
    greeting: (name) => `${name} 様`,
    intro: 'ご予約内容を以下のとおり変更しました。',
    hotelIntro: (name) => `${name}様がこの予約をオンラインで変更しました。`,
    guestsChanged: '宿泊者情報が更新されました。',
    number: '予約番号',
    before: '変更前',
    after: '変更後',
    stay: (a, b, n) => `${a}〜${b}（${n}泊）`,
    rooms: (n) => `${n}室`,
    total: '合計',
    guest: '宿泊者',
    link: 'ご予約内容を確認する',
    footer: 'お心当たりのない変更の場合は、ホテルへお問い合わせください。',
  },
  zh_Hans: {
    subject: (hotel, number) => `您在${hotel}的预订已更改（${number}）`,
    hotelSubject: (number, name) => `预订已在线更改：${number}（${name}）`,
    greeting: (name) => `尊敬的${name}：`,
    intro: '您的预订已按以下内容更改。',
    hotelIntro: (name) => `${name}已在线更改此预订。`,
    guestsChanged: '住客信息已更新。',
    number: '预订号',
    before: '更改前',
    after: '更改后',
    stay: (a, b, n) => `${a} – ${b}（${n}晚）`,
    rooms: (n) => `${n}间客房`,
    total: '总额',
    guest: '住客',
    link: '查看您的预订',
    footer: '如果这不是您本人进行的更改，请联系酒店。',
  },
  zh_Hant: {
    subject: (hotel, number) => `您在${hotel}的訂房已變更（${number}）`,
    hotelSubject: (number, name) => `訂房已線上變更：${number}（${name}）`,
    greeting: (name) => `${name} 您好：`,
    intro: '您的訂房已依下列內容變更。',
    hotelIntro: (name) => `${name}已線上變更此訂房。`,
    guestsChanged: '住客資料已更新。',
    number: '訂房編號',
    before: '變更前',
    after: '變更後',
    stay: (a, b, n) => `${a} – ${b}（${n}晚）`,
    rooms: (n) => `${n}間客房`,
    total: '總額',
    guest: '住客',
    link: '查看您的訂房',
    footer: '如果這不是您本人進行的變更，請聯絡飯店。',
  },
  ko: {
    subject: (hotel, number) => `${hotel} 예약이 변경되었습니다 (${number})`,
    hotelSubject: (number, name) => `온라인으로 예약이 변경되었습니다: ${number} (${name})`,
    greeting: (name) => `${name} 님`,
    intro: '예약이 다음과 같이 변경되었습니다.',
    hotelIntro: (name) => `${name} 님이 이 예약을 온라인으로 변경했습니다.`,
    guestsChanged: '투숙객 정보가 변경되었습니다.',
    number: '예약 번호',
    before: '변경 전',
    after: '변경 후',
    stay: (a, b, n) => `${a} – ${b} (${n}박)`,
    rooms: (n) => `객실 ${n}개`,
    total: '총액',
    guest: '투숙객',
    link: '예약 확인하기',
    footer: '본인이 변경하지 않았다면 호텔에 문의해 주세요.',
  },
};

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
  const t = TEXTS[locale];
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
  const t = TEXTS[locale];
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
  const nameIn = (locale: Locale) =>
    hotel.nameTranslations.find((t) => t.locale === locale)?.name || hotel.name;
  const base = { kind: change.kind, before: change.before, after: change.after, url } as const;
  const forGuest = renderUpdateMail(
    { ...base, reservation: guestView, hotelName: nameIn(guestView.locale) },
    guestView.locale,
    'guest',
  );
  const forHotel = renderUpdateMail(
    { ...base, reservation: hotelView, hotelName: nameIn(hotel.locale) },
    hotel.locale,
    'hotel',
  );
  const sent = [
    await mail.deliver(db, {
      dedupeKey: `${UPDATE_MAIL_KIND}:${changeId}:guest`,
      kind: UPDATE_MAIL_KIND,
      reservationId: change.reservationId,
      locale: guestView.locale,
      toAddress: guestView.email,
      subject: forGuest.subject,
      textBody: forGuest.text,
      htmlBody: forGuest.html,
      attachments: [],
    }),
    await mail.deliver(db, {
      dedupeKey: `${UPDATE_MAIL_KIND}:${changeId}:hotel`,
      kind: UPDATE_MAIL_KIND,
      reservationId: change.reservationId,
      locale: hotel.locale,
      toAddress: hotelNoticeAddress(hotel.code),
      subject: forHotel.subject,
      textBody: forHotel.text,
      htmlBody: forHotel.html,
      attachments: [],
    }),
  ];
  return sent.map((m) => m.id);
}

registerJobHandler(UPDATE_MAIL_KIND, async (payload, ctx) => {
  const changeId = Number(payload.changeId);
  if (!Number.isSafeInteger(changeId)) {
    ctx.log.warn({ payload }, `${UPDATE_MAIL_KIND} without a change id`);
    return;
  }
  const mail =
    ctx.services.mail ??
    createMailService({ smtpUrl: undefined, from: 'Yadori <no-reply@yadori.localhost>', publicUrl: '' });
  const ids = await sendUpdateMails(ctx.db, changeId, mail);
  ctx.log.info({ changeId, outbox: ids }, 'reservation update mails written');
});
