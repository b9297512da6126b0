import { LOCALES } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { describe, expect, it } from 'vitest';
import { renderUpdateMail, type UpdateMailFacts } from './update-mail.ts';

const reservation = {
  number: 'ABCDE23456',
  currency: 'JPY',
  guest: { first_name: 'Hanako', last_name: 'Yamada<b>', email: 'hanako@example.com', phone: '+81312345678' },
} as unknown as Reservation;

const facts: UpdateMailFacts = {
  kind: 'update',
  reservation,
  hotelName: 'Hanami Tokyo',
  before: { checkin_date: '2026-05-01', checkout_date: '2026-05-03', total_price: 30000, rooms: [{}, {}] },
  after: { checkin_date: '2026-05-08', checkout_date: '2026-05-09', total_price: 12000, rooms: [{}] },
  url: 'https://example.com/reservation/confirmation/ABCDE23456?email=hanako%40example.com&x=1',
};

describe('renderUpdateMail', () => {
  it.each(LOCALES)('says what changed, before and after, in %s', (locale) => {
    const guest = renderUpdateMail(facts, locale, 'guest');
    const hotel = renderUpdateMail(facts, locale, 'hotel');
    for (const mail of [guest, hotel]) {
      expect(mail.subject).toContain('ABCDE23456');
      expect(mail.text).toMatch(/30,000|30.000|3万/);
      expect(mail.text).toMatch(/12,000|12.000/);
      expect(mail.text).toContain(facts.url);
      expect(mail.html).not.toContain('Yamada<b>');
      expect(mail.html).toContain('&amp;x=1');
    }
    expect(guest.subject).not.toBe(hotel.subject);
  });

  it('speaks each language', () => {
    expect(renderUpdateMail(facts, 'ja', 'guest').text).toContain('変更前');
    expect(renderUpdateMail(facts, 'ko', 'guest').text).toContain('변경 후');
    expect(renderUpdateMail(facts, 'zh_Hans', 'guest').text).toContain('更改后');
    expect(renderUpdateMail(facts, 'zh_Hant', 'guest').text).toContain('變更後');
    expect(renderUpdateMail(facts, 'en', 'guest').text).toContain('1 night');
  });

  it('a change of guests names no stay', () => {
    const mail = renderUpdateMail({ ...facts, kind: 'guests' }, 'en', 'guest');
    expect(mail.text).toContain('guest details have been updated');
    expect(mail.text).not.toContain('Before');
  });
});
