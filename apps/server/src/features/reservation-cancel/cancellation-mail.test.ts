import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { describe, expect, it } from 'vitest';
import { renderGuestCancellation, renderHotelCancellation } from './cancellation-mail.ts';

function cancelled(locale: Locale, overrides: Partial<Reservation> = {}): Reservation {
  return {
    number: 'K7Q2M9X4',
    status: 'cancelled',
    cancel_reason: 'guest',
    email: 'guest@example.com',
    checkin_date: '2026-05-01',
    checkout_date: '2026-05-03',
    nights: 2,
    currency: 'JPY',
    locale,
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'guest@example.com', phone: '+81312345678' },
    payment: {
      method: 'credit_card',
      state: 'captured',
      deposit_percent: 100,
      amount_due_now: 30_000,
      remaining_amount: 0,
      card_brand: 'visa',
      card_last4: '1111',
      captured_amount: 6000,
      refunded_amount: 0,
    },
    cancellation_fee: 6000,
    cancellation_fee_displayed: 6000,
    reason: 'other',
    details: '<b>Flight</b> & "visa" trouble',
    ...overrides,
  } as Reservation;
}

const LINK =
  'https://book.example/reservation/confirmation/K7Q2M9X4?hotel_code=hanami-tokyo&email=guest%40example.com';

describe('cancellation mails', () => {
  it.each(LOCALES)('tells the guest in %s: number, stay, fee charged to the card, link', (locale) => {
    const mail = renderGuestCancellation(cancelled(locale), 'Hanami Tokyo', LINK);
    for (const text of [mail.subject, mail.text, mail.html]) {
      expect(text).not.toMatch(/undefined|NaN|null|\[object/);
    }
    expect(mail.subject).toContain('K7Q2M9X4');
    expect(mail.text).toContain('6,000');
    expect(mail.html).toContain('hotel_code=hanami-tokyo&amp;email=guest%40example.com');
    // The guest's own words are for the hotel, not repeated to the guest.
    expect(mail.text).not.toContain('Flight');
  });

  it('reads naturally in English and says the rest of the hold is released', () => {
    const text = renderGuestCancellation(cancelled('en'), 'Hanami Tokyo', LINK).text;
    expect(text).toContain('Dear Hanako Yamada,');
    expect(text).toContain('Cancellation fee: ¥6,000');
    expect(text).toContain('the rest of the hold is released');
  });

  it('says there is no fee and the hold is released when the card was voided', () => {
    const text = renderGuestCancellation(
      cancelled('ja', {
        cancellation_fee: 0,
        payment: { ...cancelled('ja').payment, state: 'voided', captured_amount: 0 },
      }),
      '花見ホテル東京',
      LINK,
    ).text;
    expect(text).toContain('キャンセル料はかかりません');
    expect(text).toContain('与信は解除しました');
  });

  it.each(LOCALES)('gives the hotel the reason and the guest’s words in %s, escaped in HTML', (locale) => {
    const mail = renderHotelCancellation(cancelled('en'), 'Hanami Tokyo', locale);
    expect(mail.text).toContain('<b>Flight</b> & "visa" trouble');
    expect(mail.html).toContain('&lt;b&gt;Flight&lt;/b&gt; &amp; &quot;visa&quot; trouble');
    expect(mail.html).not.toContain('<b>Flight');
    expect(mail.text).toContain('guest@example.com');
  });
});
