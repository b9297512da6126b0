import { isNonRefundable } from '@yadori/contract/cancellation-policy.rules';
import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { formatMoney } from '../../lib/money.ts';
import { escapeHtml, type RenderedMail } from '../../platform/mail/mail-format.ts';
import { MAIL_TEXTS, type MailTexts } from './reservation-mail.texts.ts';

/** Everything a reservation mail says, loaded by reservation-confirmation-mail.ts. */
export interface ConfirmationFacts {
  /** The reservation as the guest sees it (room and extra names in the mail's language). */
  reservation: Reservation;
  hotel: { name: string; code: string; timeZone: string; phone?: string | null };
  checkinTime: string;
  /** The guest chose the check-in time (an answer), rather than the hotel's usual one. */
  arrivalAnswered?: boolean;
  /** The rooms' cancellation policies, each once (rooms of different plans may differ). */
  policies: {
    name: string | null;
    cancelBeforeAt: number | null;
    parts: { days_before: number; percentage_of_cost: number }[];
    noShowPercentageOfCost: number;
  }[];
  /** Answers to the additional questions, worded for display. */
  answers: { question: string; answer: string; room: number | null }[];
  confirmationUrl: string;
}

interface Section {
  heading: string | null;
  lines: string[];
  link?: { label: string; url: string };
}

/** `2026-05-01` as the mail's language writes a date, weekday included. */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The guest's name in the order of the language (spec section 9: English first last, others last first). */
export function guestName(guest: Reservation['guest'], locale: Locale): string {
  if (locale === 'ja' && guest.kanji_name) return guest.kanji_name;
  return locale === 'en'
    ? `${guest.first_name} ${guest.last_name}`
    : `${guest.last_name} ${guest.first_name}`;
}

function policyLines(policies: ConfirmationFacts['policies'], t: MailTexts, phone: string | null): string[] {
  if (policies.length === 0) return [t.noPolicy];
  const lines = policies.flatMap((policy) => [
    ...(policies.length > 1 && policy.name ? [`${policy.name}:`] : []),
    ...ruleLines(policy, t),
  ]);
  return [...lines, t.sameDayByPhone(phone)];
}

function ruleLines(policy: ConfirmationFacts['policies'][number], t: MailTexts): string[] {
  const rule = {
    cancel_before_at: policy.cancelBeforeAt,
    cancellation_policy_parts: policy.parts,
    no_show_percentage_of_cost: policy.noShowPercentageOfCost,
  };
  if (isNonRefundable(rule)) return [t.nonRefundable, t.noShow(policy.noShowPercentageOfCost)];
  const parts = [...policy.parts].sort((a, b) => b.days_before - a.days_before);
  const lines: string[] = [];
  const first = parts[0];
  if (first && first.days_before > 0) lines.push(t.freeUntil(first.days_before + 1));
  for (const part of parts) {
    if (part.percentage_of_cost === 0) continue;
    lines.push(
      part.days_before === 0
        ? t.chargeOnDay(part.percentage_of_cost, policy.cancelBeforeAt)
        : t.chargeFrom(part.days_before, part.percentage_of_cost),
    );
  }
  lines.push(t.noShow(policy.noShowPercentageOfCost));
  return lines;
}

function paymentLines(r: Reservation, t: MailTexts, money: (n: number) => string): string[] {
  const p = r.payment;
  const lines = [t.methods[p.method]];
  if (p.method === 'credit_card_deposit') {
    lines.push(
      t.deposit(p.deposit_percent, money(p.amount_due_now)),
      t.remainingAtHotel(money(p.remaining_amount)),
    );
  } else if (p.amount_due_now > 0) {
    lines.push(t.paidNow(money(p.amount_due_now)));
    if (p.remaining_amount > 0) lines.push(t.remaining(money(p.remaining_amount)));
  } else if (p.method !== 'bank_transfer') {
    lines.push(t.remainingAtHotel(money(p.remaining_amount)));
  }
  return lines;
}

function sections(facts: ConfirmationFacts, locale: Locale, forHotel: boolean): Section[] {
  const t = MAIL_TEXTS[locale];
  const r = facts.reservation;
  const money = (n: number) => formatMoney(n, r.currency, locale);
  const date = (d: string) => formatDate(d, locale);
  const stay =
    r.nights === 0
      ? t.dayUse(date(r.checkin_date))
      : t.stayLine(date(r.checkin_date), date(r.checkout_date), r.nights);
  const rooms = r.rooms.flatMap((room) => [
    t.roomLine(room.room_index + 1, room.room_type_name, room.room_plan_name),
    `  ${t.party(room.adults, room.children)}`,
    ...(room.guest
      ? [`  ${t.roomGuest(guestName({ ...r.guest, ...room.guest, kanji_name: undefined }, locale))}`]
      : []),
  ]);
  const totals = [
    `${money(r.total_price)} — ${t.taxIncluded(money(r.tax))}`,
    ...(r.accommodation_tax > 0 ? [t.accommodationTax(money(r.accommodation_tax))] : []),
    ...(r.discount > 0 ? [`${t.discount}: −${money(r.discount)}`] : []),
    ...(r.point_discount > 0 ? [`${t.pointDiscount}: −${money(r.point_discount)}`] : []),
  ];
  const list: Section[] = [
    { heading: t.number, lines: [r.number] },
    {
      heading: t.stay,
      lines: [stay, facts.arrivalAnswered ? t.arrival(facts.checkinTime) : t.checkinFrom(facts.checkinTime)],
    },
    { heading: t.rooms, lines: rooms },
  ];
  if (r.extras.length > 0) {
    list.push({
      heading: t.extras,
      lines: r.extras.map(
        (e) =>
          `${t.extraLine(e.name, e.quantity, e.service_date && date(e.service_date))} — ${money(e.total_price)}`,
      ),
    });
  }
  list.push({ heading: t.total, lines: totals }, { heading: t.payment, lines: paymentLines(r, t, money) });
  if (r.bank_transfer) {
    const b = r.bank_transfer;
    list.push({
      heading: t.bankTransfer,
      lines: [
        t.bankAccount(b.bank_name, b.branch_name, b.account_type, b.account_number, b.account_holder),
        t.transferBy(money(b.amount), date(b.deadline)),
        ...(b.instructions ? [b.instructions] : []),
      ],
    });
  }
  if (forHotel) {
    list.push({
      heading: t.guestDetails,
      lines: [guestName(r.guest, locale), `${t.phone}: ${r.guest.phone}`, `${t.email}: ${r.email}`],
    });
  }
  if (facts.answers.length > 0) {
    list.push({
      heading: t.answers,
      lines: facts.answers.map(
        (a) => `${a.question}${a.room === null ? '' : ` (${a.room + 1})`}: ${a.answer}`,
      ),
    });
  }
  list.push({ heading: t.cancellation, lines: policyLines(facts.policies, t, facts.hotel.phone ?? null) });
  if (!forHotel) {
    list.push({
      heading: null,
      lines: [t.calendarNote],
      link: { label: t.confirmationLink, url: facts.confirmationUrl },
    });
  }
  return list;
}

function toText(opening: string[], body: Section[], closing: string): string {
  const blocks = body.map((s) =>
    [s.heading ? `■ ${s.heading}` : null, ...s.lines, ...(s.link ? [`${s.link.label}: ${s.link.url}`] : [])]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return [...opening, ...blocks, closing].join('\n\n');
}

function toHtml(
  locale: Locale,
  subject: string,
  opening: string[],
  body: Section[],
  closing: string,
): string {
  const e = escapeHtml;
  const blocks = body
    .map((s) => {
      const heading = s.heading ? `<h2 style="font-size:16px;margin:20px 0 6px">${e(s.heading)}</h2>` : '';
      const lines = s.lines.map((l) => `<p style="margin:2px 0">${e(l)}</p>`).join('');
      const link = s.link
        ? `<p style="margin:12px 0"><a href="${e(s.link.url)}" style="color:#1a56db">${e(s.link.label)}</a></p>`
        : '';
      return heading + lines + link;
    })
    .join('\n');
  const paragraphs = (lines: string[]) =>
    lines.map((l) => `<p>${e(l).replaceAll('\n', '<br>')}</p>`).join('\n');
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#1f2937;max-width:640px;margin:0 auto;padding:16px">
${paragraphs(opening)}
${blocks}
${paragraphs([closing])}
</body></html>`;
}

/** The guest's confirmation in the language they booked in. */
export function renderGuestConfirmation(facts: ConfirmationFacts): RenderedMail {
  const locale = facts.reservation.locale;
  const t = MAIL_TEXTS[locale];
  const subject = t.guestSubject(facts.hotel.name, facts.reservation.number);
  const opening = [t.greeting(guestName(facts.reservation.guest, locale)), t.intro(facts.hotel.name)];
  const body = sections(facts, locale, false);
  const closing = t.closing(facts.hotel.name);
  return {
    subject,
    text: toText(opening, body, closing),
    html: toHtml(locale, subject, opening, body, closing),
  };
}

/** The hotel's notice of a new reservation, in `locale` (the hotel's language). */
export function renderHotelNotice(facts: ConfirmationFacts, locale: Locale): RenderedMail {
  const t = MAIL_TEXTS[locale];
  const r = facts.reservation;
  const subject = t.hotelSubject(r.number, guestName(r.guest, locale), r.checkin_date);
  const opening = [t.hotelIntro];
  const body = sections(facts, locale, true);
  return {
    subject,
    text: toText(opening, body, facts.hotel.name),
    html: toHtml(locale, subject, opening, body, facts.hotel.name),
  };
}
