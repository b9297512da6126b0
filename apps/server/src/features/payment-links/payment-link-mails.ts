import { LOCALE_TAGS, type Locale, storedLocale } from '@yadori/contract/locales';
import type { PaymentLinkMethod, PaymentLinkPurpose } from '@yadori/contract/payment-links.constants';
import type { Db } from '../../db/database.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { escapeHtml, type RenderedMail } from '../../platform/mail/mail-format.ts';
import { findHotelById, hotelNameIn } from '../hotels/hotels.service.ts';
import { PAYMENT_LINK_MAIL_TEXTS } from './payment-link-mails.texts.ts';
import { paymentPageUrl } from './payment-link-urls.ts';
import { findPaymentLinkById, markRequestMailed } from './payment-links-admin.repository.ts';

/** The two mails of a payment link (decision 060), by outbox kind. */
export const PAYMENT_LINK_MAIL_KINDS = {
  request: 'mail.payment_link_request',
  receipt: 'mail.payment_link_receipt',
} as const;
export type PaymentLinkMailKind = keyof typeof PAYMENT_LINK_MAIL_KINDS;

/** Everything a payment-link mail says, in the link's language. */
export interface PaymentLinkMailFacts {
  kind: PaymentLinkMailKind;
  locale: Locale;
  /** The hotel's name in the mail's language. */
  hotel: string;
  guestName: string | null;
  amount: number;
  currency: string;
  purpose: PaymentLinkPurpose;
  description: string | null;
  reservationNumber: string | null;
  paymentNumber: string;
  /** The payments page (the request's button). */
  pageUrl: string;
  /** The receipt's: when (in the hotel's time zone) and by what the guest paid. */
  paid?: {
    at: Date;
    timeZone: string;
    method: PaymentLinkMethod;
    cardBrand: string | null;
    cardLast4: string | null;
  };
}

/** Card brands as printed (the wire names are lower case). */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'VISA',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

interface Row {
  label: string;
  value: string;
}

/** `at` as the mail's language writes a date and time, in the hotel's time zone. */
function formatDateTime(at: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

function rowsOf(f: PaymentLinkMailFacts, money: string): Row[] {
  const t = PAYMENT_LINK_MAIL_TEXTS[f.locale];
  const purpose = f.description ? `${t.purposes[f.purpose]} — ${f.description}` : t.purposes[f.purpose];
  const rows: Row[] = [{ label: f.kind === 'receipt' ? t.amountPaid : t.amount, value: money }];
  if (f.kind === 'receipt' && f.paid) {
    const brand = f.paid.cardBrand ? (CARD_BRAND_NAMES[f.paid.cardBrand] ?? f.paid.cardBrand) : null;
    rows.push(
      { label: t.paidAt, value: formatDateTime(f.paid.at, f.paid.timeZone, f.locale) },
      {
        label: t.paidWith,
        value: f.paid.method === 'paypal' || !brand ? t.paypal : t.card(brand, f.paid.cardLast4),
      },
    );
  }
  rows.push({ label: t.purpose, value: purpose });
  if (f.reservationNumber) rows.push({ label: t.reservationNumber, value: f.reservationNumber });
  rows.push({ label: t.paymentNumber, value: f.paymentNumber });
  return rows;
}

/** A payment request or receipt as plain text and HTML (the layout of the other guest mails). */
export function renderPaymentLinkMail(f: PaymentLinkMailFacts): RenderedMail {
  const t = PAYMENT_LINK_MAIL_TEXTS[f.locale];
  const money = formatMoney(f.amount, f.currency, f.locale);
  const request = f.kind === 'request';
  const subject = request ? t.requestSubject(f.hotel, money) : t.receiptSubject(f.hotel, money);
  const greeting = t.greeting(f.guestName);
  const intro = request ? t.requestIntro(f.hotel, money) : t.receiptIntro(f.hotel);
  const after = request ? t.requestAfter : t.receiptAfter;
  const closing = t.closing(f.hotel);
  const rows = rowsOf(f, money);
  const text = [
    greeting,
    intro,
    rows.map((row) => `■ ${row.label}\n${row.value}`).join('\n\n'),
    ...(request ? [`${t.payAction}: ${f.pageUrl}`] : []),
    after,
    closing,
  ].join('\n\n');
  const e = escapeHtml;
  const p = (line: string) => `<p>${e(line).replaceAll('\n', '<br>')}</p>`;
  const table = rows
    .map(
      (row) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${e(row.label)}</h2><p style="margin:2px 0">${e(row.value)}</p>`,
    )
    .join('\n');
  const button = request
    ? `<p style="margin:20px 0"><a href="${e(f.pageUrl)}" style="display:inline-block;background:#1a56db;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${e(t.payAction)}</a></p>\n<p style="font-size:13px;color:#4b5563;word-break:break-all">${e(f.pageUrl)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[f.locale]}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#1f2937;max-width:640px;margin:0 auto;padding:16px">
${p(greeting)}
${p(intro)}
${table}
${button}
${p(after)}
${p(closing)}
</body></html>`;
  return { subject, text, html };
}

/**
 * Writes one payment-link mail to the outbox (and sends it with SMTP), once per `dedupe`, to the
 * link's guest in the link's language. A request goes only while the link is unpaid (a link paid or
 * withdrawn before the job ran asks for nothing) and stamps the link's `mail_sent_at`; a receipt only
 * once the link was paid. No e-mail address, no mail. Answers the outbox id, or null when none was due.
 */
export async function sendPaymentLinkMail(
  db: Db,
  job: { paymentLinkId: number; kind: PaymentLinkMailKind; dedupe: string },
  mail: MailService,
  now: Date,
): Promise<number | null> {
  const link = await findPaymentLinkById(db, job.paymentLinkId);
  if (!link?.guestEmail) return null;
  if (job.kind === 'request' && link.status !== 'unpaid') return null;
  if (job.kind === 'receipt' && (!link.paidAt || !link.paidMethod)) return null;
  const hotel = await findHotelById(db, link.hotelId);
  if (!hotel) return null;
  const locale = storedLocale(link.locale, 'ja');
  const rendered = renderPaymentLinkMail({
    kind: job.kind,
    locale,
    hotel: hotelNameIn(hotel, locale),
    guestName: link.guestName,
    amount: link.amount,
    currency: link.currency,
    purpose: link.purpose,
    description: link.description,
    reservationNumber: link.reservationNumber,
    paymentNumber: link.number,
    pageUrl: paymentPageUrl(mail.publicUrl, hotel.code, link.number, locale),
    ...(link.paidAt && link.paidMethod
      ? {
          paid: {
            at: link.paidAt,
            timeZone: hotel.timeZone,
            method: link.paidMethod,
            cardBrand: link.cardBrand,
            cardLast4: link.cardLast4,
          },
        }
      : {}),
  });
  const kind = PAYMENT_LINK_MAIL_KINDS[job.kind];
  const row = await mail.deliver(db, {
    dedupeKey: `${kind}:${link.id}:${job.dedupe}`,
    kind,
    reservationId: link.reservationId,
    locale,
    toAddress: link.guestEmail,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    attachments: [],
  });
  if (job.kind === 'request') await markRequestMailed(db, link.id, row.sentAt ?? now);
  return row.id;
}
