import { LOCALES, type Locale } from '@yadori/contract/locales';
import { PAYMENT_LINK_PURPOSES } from '@yadori/contract/payment-links.constants';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { PAYMENT_LINK_MAIL_TEXTS } from './payment-link-mails.texts.ts';
import { type PaymentLinkMailFacts, renderPaymentLinkMail } from './payment-link-mails.ts';

// The payment request and the receipt of a payment link (decision 060), in each of the five languages.
const HOTELS: Record<Locale, string> = {
  ja: '花見ホテル東京',
  en: 'Hanami Hotel Tokyo',
  zh_Hans: '花见酒店东京',
  zh_Hant: '花見飯店東京',
  ko: '하나미 호텔 도쿄',
};
const NUMBER = 'PL7K3M9Q2R5T8VWXYZ0123';
const PAGE = `https://book.example/payments/${NUMBER}?code=hanami-tokyo`;

const request = (locale: Locale, overrides: Partial<PaymentLinkMailFacts> = {}): PaymentLinkMailFacts => ({
  kind: 'request',
  locale,
  hotel: HOTELS[locale],
  guestName: 'Yamada Hanako',
  amount: 12_000,
  currency: 'JPY',
  purpose: 'deposit',
  description: 'Two nights from 1 May',
  reservationNumber: 'R4K8Z2QX',
  paymentNumber: NUMBER,
  pageUrl: `${PAGE}&locale=${locale}`,
  ...overrides,
});

const receipt = (locale: Locale, overrides: Partial<PaymentLinkMailFacts> = {}): PaymentLinkMailFacts =>
  request(locale, {
    kind: 'receipt',
    // 2026-05-01 09:30 in Tokyo.
    paid: {
      at: new Date('2026-05-01T00:30:00Z'),
      timeZone: 'Asia/Tokyo',
      method: 'credit_card',
      cardBrand: 'visa',
      cardLast4: '4242',
    },
    ...overrides,
  });

describe('payment-link mails', () => {
  it.each(LOCALES)(
    'asks for the payment in %s: the hotel, the amount, what for, the stay and the page',
    (locale) => {
      const t = PAYMENT_LINK_MAIL_TEXTS[locale];
      const mail = renderPaymentLinkMail(request(locale));
      const amount = formatMoney(12_000, 'JPY', locale);
      expect(mail.subject).toContain(HOTELS[locale]);
      expect(mail.subject).toContain(amount);
      for (const part of [
        t.greeting('Yamada Hanako'),
        t.requestIntro(HOTELS[locale], amount),
        `${t.purposes.deposit} — Two nights from 1 May`,
        `■ ${t.reservationNumber}\nR4K8Z2QX`,
        `■ ${t.paymentNumber}\n${NUMBER}`,
        `${t.payAction}: ${PAGE}&locale=${locale}`,
        t.closing(HOTELS[locale]),
      ])
        expect(mail.text, part).toContain(part);
      expect(mail.html).toContain(`<html lang=`);
      expect(mail.html).toContain(`href="${PAGE}&amp;locale=${locale}"`);
      // A request says nothing of how it was paid.
      expect(mail.text).not.toContain(t.paidWith);
    },
  );

  it.each(LOCALES)(
    'confirms the payment in %s: how much, when, by what, to which hotel, its number',
    (locale) => {
      const t = PAYMENT_LINK_MAIL_TEXTS[locale];
      const mail = renderPaymentLinkMail(receipt(locale));
      const amount = formatMoney(12_000, 'JPY', locale);
      expect(mail.subject).toContain(HOTELS[locale]);
      expect(mail.subject).toContain(amount);
      for (const part of [
        t.receiptIntro(HOTELS[locale]),
        `■ ${t.amountPaid}\n${amount}`,
        `■ ${t.paidWith}\n${t.card('VISA', '4242')}`,
        `■ ${t.paymentNumber}\n${NUMBER}`,
      ])
        expect(mail.text, part).toContain(part);
      // When, in the hotel's time: 1 May 2026 at 9:30.
      expect(mail.text).toMatch(/2026/);
      expect(mail.text).toMatch(/9:30/);
      // No button to pay again.
      expect(mail.text).not.toContain(t.payAction);
      expect(mail.text).not.toContain(PAGE);
    },
  );

  it('names PayPal, and a card without its last digits, as the guest paid', () => {
    const paypal = renderPaymentLinkMail(
      receipt('en', {
        paid: { at: new Date(), timeZone: 'Asia/Tokyo', method: 'paypal', cardBrand: null, cardLast4: null },
      }),
    );
    expect(paypal.text).toContain('■ Paid with\nPayPal');
    const card = renderPaymentLinkMail(
      receipt('ja', {
        paid: {
          at: new Date(),
          timeZone: 'Asia/Tokyo',
          method: 'credit_card',
          cardBrand: 'master',
          cardLast4: '0004',
        },
      }),
    );
    expect(card.text).toContain('Mastercardカード（末尾 0004）');
  });

  it('speaks each language, not English, and has a word for every purpose in each', () => {
    for (const locale of LOCALES) {
      const t = PAYMENT_LINK_MAIL_TEXTS[locale];
      for (const purpose of PAYMENT_LINK_PURPOSES)
        expect(t.purposes[purpose], `${locale} ${purpose}`).toBeTruthy();
      if (locale === 'en') continue;
      const text = renderPaymentLinkMail(request(locale)).text + renderPaymentLinkMail(receipt(locale)).text;
      for (const english of [
        'Payment number',
        'Amount',
        'Dear',
        'Reservation number',
        'Paid with',
        'payment page',
      ])
        expect(text, `${locale}: ${english}`).not.toContain(english);
    }
    // Each language its own words.
    const intros = LOCALES.map((locale) => PAYMENT_LINK_MAIL_TEXTS[locale].requestIntro('H', '¥1'));
    expect(new Set(intros).size).toBe(LOCALES.length);
  });

  it('greets a guest without a name, and leaves out a stay and a description it does not have', () => {
    const mail = renderPaymentLinkMail(
      request('en', { guestName: null, reservationNumber: null, description: null, purpose: 'no_show_fee' }),
    );
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail.text).not.toContain('Reservation number');
    expect(mail.text).toContain('■ For\nNo-show fee\n');
  });

  it('escapes what staff typed in the HTML part', () => {
    const mail = renderPaymentLinkMail(request('en', { description: '<script>alert(1)</script> & more' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    // The plain text keeps it as typed.
    expect(mail.text).toContain('<script>alert(1)</script> & more');
  });

  it('writes amounts of other currencies in their own minor units', () => {
    const mail = renderPaymentLinkMail(request('en', { amount: 12_345, currency: 'USD' }));
    expect(mail.subject).toContain('$123.45');
  });
});
