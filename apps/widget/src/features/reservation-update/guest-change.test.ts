import { describe, expect, it } from 'vitest';
import { guestOf, guestsBody, roomGuestsOf } from './guest-change.ts';
import { twoRoomReservation } from './update-fixtures.ts';

const japanese = () =>
  twoRoomReservation({
    guest: {
      ...twoRoomReservation().guest,
      first_name: 'Hanako',
      last_name: 'Yamada',
      kana_first_name: 'はなこ',
      kana_last_name: 'やまだ',
      kanji_name: '山田 花子',
      address: { postcode: '1000001', prefecture: '東京都', city: '千代田区', street: '1-1', country: 'JP' },
    },
  });

describe('the guest-details change', () => {
  it('shows a Japanese page the kana and the kanji name, other pages the booked name', () => {
    expect(guestOf(japanese(), 'ja')).toMatchObject({
      firstName: 'はなこ',
      lastName: 'やまだ',
      kanjiLastName: '山田',
      kanjiFirstName: '花子',
      prefecture: '東京都',
      address: '1-1',
      emailConfirmation: 'hanako@example.com',
    });
    expect(guestOf(japanese(), 'en')).toMatchObject({ firstName: 'Hanako', lastName: 'Yamada' });
  });

  it('sends the booking form’s guest without the email confirmation, the booked email, and named rooms only', () => {
    const reservation = japanese();
    const guest = { ...guestOf(reservation, 'ja'), phone: '0312345678', email: 'someone@else.example' };
    const rooms = { ...roomGuestsOf(reservation), 1: { firstName: 'たろう', lastName: 'さとう' } };
    const body = guestsBody(4, reservation, guest, rooms, 'ja');
    expect(body.version).toBe(4);
    expect(body.guest).toMatchObject({
      first_name: 'はなこ',
      kana_first_name: 'はなこ',
      kanji_name: '山田 花子',
      email: 'hanako@example.com',
      phone: '0312345678',
      is_booking_for_someone_else: true,
    });
    expect(body.guest).not.toHaveProperty('email_confirmation');
    expect(body.rooms).toEqual([{ room_index: 1, first_name: 'たろう', last_name: 'さとう' }]);
    expect(
      guestsBody(4, reservation, guest, roomGuestsOf(reservation), 'ja').guest.is_booking_for_someone_else,
    ).toBe(false);
  });
});
