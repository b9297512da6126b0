import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { checkGuest } from './reservation-guest.ts';

const guest = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  email_confirmation: 'hanako@example.com',
  phone: '+81312345678',
  promotions_opt_in: false,
  is_booking_for_someone_else: false,
};

const phoneOf = (phone: string) => checkGuest({ terms_accepted: true, guest: { ...guest, phone } }).phone;

describe('checkGuest: the phone (spec section 5, Japanese keyboards)', () => {
  it('converts full-width digits, ＋ and dashes to half-width and drops group separators', () => {
    expect(phoneOf('０９０-１２３４-５６７８')).toBe('09012345678');
    expect(phoneOf('＋８１　９０ー１２３４－５６７８')).toBe('+819012345678');
    expect(phoneOf('03 1234 5678')).toBe('0312345678');
  });

  it('still refuses what is not digits and +, naming the field', () => {
    for (const phone of ['03-abc', '０３ーあいう', '+', '81+3']) {
      let thrown: unknown;
      try {
        phoneOf(phone);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, phone).toBeInstanceOf(AppError);
      expect(
        (thrown as AppError).messages.map((m) => m.field),
        phone,
      ).toEqual(['guest.phone']);
    }
  });
});
