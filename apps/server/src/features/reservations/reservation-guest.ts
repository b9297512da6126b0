import type { ErrorMessage } from '../../http/app-error.ts';
import { errors } from '../../http/app-error.ts';
import type { BookingBody } from './reservation-quote.ts';
import { reservationErrors } from './reservations.errors.ts';

/** A local part, an at sign and a domain with a dot (spec section 5: the email check). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec section 5: only numbers and + (half-width). */
const PHONE = /^\+?[0-9]{2,20}$/;
/** Spec section 5: letters and digits; a hyphen is accepted as Japanese postcodes are written 100-0001. */
const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,14})$/;

/**
 * The guest rules every locale shares (spec section 5): terms accepted, email well formed and equal to
 * its confirmation, phone of digits and +, postcode of letters and digits. The per-locale name
 * scripts are the widget's (a hotel may take bookings from its own staff in any script).
 */
export function checkGuest(body: BookingBody): void {
  if (!body.terms_accepted) throw reservationErrors.termsNotAccepted();
  const { guest } = body;
  const messages: ErrorMessage[] = [];
  if (!EMAIL.test(guest.email)) messages.push({ key: 'reservation.emailInvalid', field: 'guest.email' });
  else if (guest.email_confirmation !== undefined && guest.email_confirmation !== guest.email)
    messages.push({ key: 'reservation.emailMismatch', field: 'guest.email_confirmation' });
  if (!PHONE.test(guest.phone.replace(/[\s-]/g, '')))
    messages.push({ key: 'reservation.phoneInvalid', field: 'guest.phone' });
  const postcode = guest.address?.postcode;
  if (postcode && !POSTCODE.test(postcode))
    messages.push({ key: 'reservation.postcodeInvalid', field: 'guest.address.postcode' });
  if (messages.length > 0) throw errors.badRequest(messages as [ErrorMessage, ...ErrorMessage[]]);
}

/** Per-room answers and extras must name a room of the booking. */
export function checkRoomIndexes(body: BookingBody): void {
  const count = body.rooms.length;
  body.answers.forEach((answer, i) => {
    answer.rooms?.forEach((room, j) => {
      if (room.room_index >= count)
        throw reservationErrors.roomIndexInvalid(
          `answers[${i}].rooms[${j}].room_index`,
          room.room_index,
          count,
        );
    });
  });
}
