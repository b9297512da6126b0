import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { describe, expect, it } from 'vitest';
import { type ConfirmationFacts, renderGuestConfirmation, renderHotelNotice } from './reservation-mail.ts';

function reservation(locale: Locale, overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 7,
    number: 'K7Q2M9X4',
    hotel_id: 1,
    status: 'done',
    cancel_reason: null,
    email: 'guest@example.com',
    checkin_date: '2026-05-01',
    checkout_date: '2026-05-03',
    nights: 2,
    currency: 'JPY',
    locale,
    guest: {
      first_name: 'Hanako',
      last_name: 'Yamada',
      email: 'guest@example.com',
      phone: '+81312345678',
      promotions_opt_in: false,
      is_booking_for_someone_else: false,
    },
    rooms: [
      {
        room_index: 0,
        room_type_code: 'STD-DBL',
        room_type_name: 'Standard Double',
        room_plan_code: 'STD-DBL-ROOM-ONLY',
        room_plan_name: 'Room only',
        hotel_plan_code: 'ROOM-ONLY',
        adults: 2,
        children: 1,
        kids_tiers: ['B'],
        kids_age_range: [],
        adult_companion: 0,
        kid_tier_A_companion: 0,
        guest: { first_name: 'Ken', last_name: 'Sato' },
        total_price: 30_000,
        tax: 2727,
        accommodation_tax: 400,
        price_before_discounts: 30_000,
        discounts: [],
        code_discount: 0,
        nightly_prices: [],
      },
    ],
    extras: [
      {
        extra_id: 3,
        name: 'Breakfast',
        room_index: null,
        service_date: '2026-05-02',
        quantity: 2,
        unit_price: 2800,
        total_price: 5600,
        tax: 509,
        answer: null,
      },
    ],
    answers: [],
    rooms_total: 30_000,
    extras_total: 5600,
    total_price: 35_600,
    tax: 3236,
    accommodation_tax: 400,
    discount: 0,
    promo_code: null,
    coupon_code: null,
    payment: {
      method: 'credit_card_deposit',
      state: 'authorized',
      deposit_percent: 30,
      amount_due_now: 10_680,
      remaining_amount: 24_920,
      card_brand: 'visa',
      card_last4: '1111',
    },
    bank_transfer: null,
    three_d_secure: null,
    created_at: '2026-04-01T00:00:00.000Z',
    ...overrides,
  } as Reservation;
}

function facts(locale: Locale, overrides: Partial<Reservation> = {}): ConfirmationFacts {
  return {
    reservation: reservation(locale, overrides),
    hotel: { name: 'Hanami Tokyo', code: 'hanami-tokyo', timeZone: 'Asia/Tokyo' },
    checkinTime: '16:00',
    arrivalAnswered: true,
    policies: [
      {
        name: 'Standard',
        cancelBeforeAt: 18,
        parts: [
          { days_before: 0, percentage_of_cost: 80 },
          { days_before: 7, percentage_of_cost: 20 },
        ],
        noShowPercentageOfCost: 100,
      },
    ],
    answers: [{ question: 'Purpose', answer: 'Business <urgent>', room: null }],
    confirmationUrl:
      'https://book.example/reservation/confirmation/K7Q2M9X4?hotel_code=hanami-tokyo&email=guest%40example.com',
  };
}

describe('renderGuestConfirmation', () => {
  it.each(LOCALES)('writes every part of the stay in %s without leftover placeholders', (locale) => {
    const mail = renderGuestConfirmation(facts(locale));
    expect(mail.subject).toContain('K7Q2M9X4');
    for (const text of [mail.text, mail.html]) {
      expect(text).not.toMatch(/undefined|NaN|\[object|\{\w+\}/);
    }
    expect(mail.text).toContain('Standard Double');
    expect(mail.text).toContain('K7Q2M9X4');
    expect(mail.text).toContain('16:00');
    expect(mail.html).toContain(
      `lang="${locale === 'zh_Hans' ? 'zh-Hans' : locale === 'zh_Hant' ? 'zh-Hant' : locale}"`,
    );
    expect(mail.html).toContain(
      'href="https://book.example/reservation/confirmation/K7Q2M9X4?hotel_code=hanami-tokyo&amp;email=guest%40example.com"',
    );
  });

  it('reads naturally in English: stay, party, extras, total with tax, deposit and what is left to pay', () => {
    const text = renderGuestConfirmation(facts('en')).text;
    expect(text).toContain('Dear Hanako Yamada,');
    expect(text).toContain('Friday, May 1, 2026 to Sunday, May 3, 2026 (2 nights)');
    expect(text).toContain('Room 1: Standard Double — Room only');
    expect(text).toContain('Expected arrival: 16:00');
    expect(text).toContain('2 adults, 1 child');
    expect(text).toContain('Guest: Ken Sato');
    expect(text).toContain('Breakfast × 2 (Saturday, May 2, 2026) — ¥5,600');
    expect(text).toContain('¥35,600 — tax included (¥3,236)');
    expect(text).toContain('including accommodation tax of ¥400');
    expect(text).toContain('Deposit of 30% charged to your card: ¥10,680');
    expect(text).toContain('To pay at the hotel: ¥24,920');
    expect(text).toContain('Free of charge until 8 days before check-in.');
    expect(text).toContain('On the day of arrival, until 18:00: 80% of the price.');
    expect(text).toContain('No-show: 100% of the price.');
    expect(text).not.toContain('Standard:');
  });

  it('gives bank transfer details with the deadline, in Japanese', () => {
    const text = renderGuestConfirmation(
      facts('ja', {
        payment: {
          method: 'bank_transfer',
          state: 'awaiting_transfer' as Reservation['payment']['state'],
          deposit_percent: 100,
          amount_due_now: 0,
          remaining_amount: 35_600,
          card_brand: null,
          card_last4: null,
          captured_amount: 0,
          refunded_amount: 0,
        },
        bank_transfer: {
          bank_name: 'みずほ銀行',
          branch_name: '銀座',
          account_type: '普通',
          account_number: '1234567',
          account_holder: 'カ）ハナミホテル',
          amount: 35_600,
          deadline: '2026-04-08',
          instructions: 'お振込人名の前に予約番号をご入力ください。',
        },
      }),
    ).text;
    expect(text).toContain('Yamada Hanako 様');
    expect(text).toContain('銀行振込');
    expect(text).toContain('みずほ銀行 銀座 普通 1234567 口座名義 カ）ハナミホテル');
    expect(text).toContain('2026年4月8日水曜日までに ￥35,600 をお振り込みください。');
    expect(text).toContain('お振込人名の前に予約番号をご入力ください。');
  });
});

describe('renderGuestConfirmation: a non-refundable policy (decision 028)', () => {
  const nonRefundable = (locale: Locale): ConfirmationFacts => ({
    ...facts(locale),
    policies: [
      {
        name: 'Best rate',
        cancelBeforeAt: null,
        parts: [{ days_before: 365, percentage_of_cost: 100 }],
        noShowPercentageOfCost: 100,
      },
    ],
  });

  it('says non-refundable, not "free until 366 days before"', () => {
    const text = renderGuestConfirmation(nonRefundable('en')).text;
    expect(text).toContain('Non-refundable: cancelling at any time after booking costs 100% of the price.');
    expect(text).not.toContain('366');
    expect(text).not.toContain('From 365 days');
  });

  it.each([
    ['ja', '返金不可'],
    ['zh_Hans', '不可退款'],
    ['zh_Hant', '不可退款'],
    ['ko', '환불 불가'],
  ] as const)('in %s too', (locale, word) => {
    const text = renderGuestConfirmation(nonRefundable(locale)).text;
    expect(text).toContain(word);
    expect(text).not.toContain('366');
  });
});

describe("renderGuestConfirmation: the hotel's phone for same-day cancellation (decision 028)", () => {
  it.each([
    ['en', 'please call the hotel at +81 3-5555-0101.'],
    ['ja', '施設へお電話ください（電話番号 +81 3-5555-0101）。'],
    ['zh_Hans', '请致电酒店（电话：+81 3-5555-0101）。'],
    ['zh_Hant', '請致電飯店（電話：+81 3-5555-0101）。'],
    ['ko', '호텔로 전화해 주세요 (전화번호: +81 3-5555-0101).'],
  ] as const)('gives the number in %s', (locale, sentence) => {
    const withPhone = facts(locale);
    const mail = renderGuestConfirmation({
      ...withPhone,
      hotel: { ...withPhone.hotel, phone: '+81 3-5555-0101' },
    });
    expect(mail.text).toContain(sentence);
  });

  it('keeps the sentence whole without a number', () => {
    expect(renderGuestConfirmation(facts('en')).text).toContain(
      'cannot be made online; please call the hotel.',
    );
  });
});

describe('renderHotelNotice', () => {
  it("lists the guest's contact and answers, escaped in HTML", () => {
    const mail = renderHotelNotice(facts('ko'), 'ja');
    expect(mail.subject).toBe('新規予約 K7Q2M9X4：Yamada Hanako 様（2026-05-01 チェックイン）');
    expect(mail.text).toContain('電話番号: +81312345678');
    expect(mail.text).toContain('Purpose: Business <urgent>');
    expect(mail.html).toContain('Purpose: Business &lt;urgent&gt;');
    expect(mail.html).not.toContain('<urgent>');
  });
});
