import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { guestBody } from '../booking-state/booking-body.ts';
import { emptyGuest } from '../booking-state/booking-store.ts';
import type { Guest, RoomGuest } from '../booking-state/booking-types.ts';
import type { GuestsBody } from './update-api.ts';

/** The booked guest as the form's fields (the booking form's `Guest`). */
export function guestOf(reservation: Reservation, locale: string): Guest {
  const g = reservation.guest;
  const [kanjiLast = '', kanjiFirst = ''] = (g.kanji_name ?? '').split(/[\s\u3000]+/);
  const japanese = locale === 'ja';
  return {
    ...emptyGuest(),
    // A Japanese page asks the stay name in kana (or the alphabet): show the kana when there is one.
    firstName: japanese ? (g.kana_first_name ?? g.first_name) : g.first_name,
    lastName: japanese ? (g.kana_last_name ?? g.last_name) : g.last_name,
    kanjiFirstName: kanjiFirst,
    kanjiLastName: kanjiLast,
    email: g.email,
    emailConfirmation: g.email,
    phone: g.phone,
    gender: g.gender === 'male' || g.gender === 'female' || g.gender === 'other' ? g.gender : '',
    dateOfBirth: g.date_of_birth ?? '',
    nationality: g.nationality ?? '',
    occupation: g.occupation ?? '',
    country: g.address?.country ?? '',
    postcode: g.address?.postcode ?? '',
    prefecture: g.address?.prefecture ?? '',
    city: g.address?.city ?? '',
    address: g.address?.street ?? '',
    building: g.address?.building ?? '',
    promotionsOptIn: g.promotions_opt_in ?? false,
  };
}

export const roomGuestsOf = (reservation: Reservation): Record<number, RoomGuest> =>
  Object.fromEntries(
    reservation.rooms.map((room) => [
      room.room_index,
      { firstName: room.guest?.first_name ?? '', lastName: room.guest?.last_name ?? '' },
    ]),
  );

/**
 * `PUT …/guests` body: the guest as the booking sends it (same mapping as `POST /reservations`), minus
 * the email confirmation; the email itself stays as booked (it is the guest's proof). Room guests left
 * blank are the booker.
 */
export function guestsBody(
  version: number,
  reservation: Reservation,
  guest: Guest,
  rooms: Readonly<Record<number, RoomGuest>>,
  locale: Locale,
): GuestsBody {
  const { email_confirmation: _confirmation, ...wire } = guestBody(guest, { bookingDetails: null }, locale);
  const named = reservation.rooms
    .map((room) => ({ room_index: room.room_index, guest: rooms[room.room_index] }))
    .filter((r) => r.guest && r.guest.firstName.trim() !== '' && r.guest.lastName.trim() !== '')
    .map((r) => ({
      room_index: r.room_index,
      first_name: (r.guest as RoomGuest).firstName.trim(),
      last_name: (r.guest as RoomGuest).lastName.trim(),
    }));
  return {
    version,
    guest: {
      ...wire,
      email: reservation.email,
      is_booking_for_someone_else: named.some(
        (r) => r.first_name !== guest.firstName.trim() || r.last_name !== guest.lastName.trim(),
      ),
    },
    rooms: named,
  };
}
