import { normalizePhone, PHONE_PATTERN } from '@yadori/contract/phone';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import {
  DEFAULT_GUEST_FIELD_REQUIREMENTS,
  type GuestFieldRequirements,
} from '@yadori/contract/settings.schema';
import type { ErrorMessage } from '../../http/app-error.ts';
import { errors } from '../../http/app-error.ts';
import type { BookingBody } from './reservation-quote.ts';
import { reservationErrors } from './reservations.errors.ts';

/** A local part, an at sign and a domain with a dot (spec section 5: the email check). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec section 5: letters and digits; a hyphen is accepted as Japanese postcodes are written 100-0001. */
const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,14})$/;

type AskedGuest = Omit<ReservationGuest, 'email_confirmation'>;

type AskedField =
  | 'gender'
  | 'date_of_birth'
  | 'nationality'
  | 'occupation'
  | 'postcode'
  | 'prefecture'
  | 'city'
  | 'street';

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The guest as the hotel asks for it (spec sections 3 and 5, decision 020): a `required` detail
 * missing is a message per field; a `do_not_ask` one is dropped, never stored (an older embed or a
 * guest kept from another hotel may still send it). `address` covers postcode, prefecture, city and
 * street; building and country follow the address (dropped with it, never required).
 */
export function guestAsAsked<G extends AskedGuest>(
  guest: G,
  requirements: GuestFieldRequirements = DEFAULT_GUEST_FIELD_REQUIREMENTS,
): { guest: G; messages: ErrorMessage[] } {
  const kept: G = { ...guest };
  const messages: ErrorMessage[] = [];
  const missing = (field: AskedField, wire: string) =>
    messages.push({
      key: 'reservation.guestFieldRequired',
      params: { field: { key: `guestField.${field}` } },
      field: `guest.${wire}`,
    });
  for (const field of ['gender', 'date_of_birth', 'nationality', 'occupation'] as const) {
    const requirement = requirements[field];
    if (requirement === 'do_not_ask') delete kept[field];
    else if (requirement === 'required') {
      const value = guest[field];
      if (blank(value) || value === 'unanswered') missing(field, field);
    }
  }
  if (requirements.address === 'do_not_ask') delete kept.address;
  else if (requirements.address === 'required') {
    for (const field of ['postcode', 'prefecture', 'city', 'street'] as const)
      if (blank(guest.address?.[field])) missing(field, `address.${field}`);
  }
  return { guest: kept, messages };
}

/**
 * The guest rules every locale shares (spec section 5): terms accepted, email well formed and equal to
 * its confirmation, phone of digits and +, postcode of letters and digits, and the details the hotel
 * requires (`guestAsAsked`). The per-locale name scripts are the widget's (a hotel may take bookings
 * from its own staff in any script). Returns the guest to store: without what the hotel does not ask,
 * its phone half-width without spaces and dashes (a Japanese keyboard types ０９０-１２３４-５６７８).
 */
export function checkGuest<G extends AskedGuest & { email_confirmation?: string }>(
  body: { terms_accepted: boolean; guest: G },
  requirements?: GuestFieldRequirements,
): G {
  if (!body.terms_accepted) throw reservationErrors.termsNotAccepted();
  const { guest } = body;
  const asked = guestAsAsked(guest, requirements);
  const messages: ErrorMessage[] = [];
  if (!EMAIL.test(guest.email)) messages.push({ key: 'reservation.emailInvalid', field: 'guest.email' });
  else if (guest.email_confirmation !== undefined && guest.email_confirmation !== guest.email)
    messages.push({ key: 'reservation.emailMismatch', field: 'guest.email_confirmation' });
  const phone = normalizePhone(guest.phone);
  if (PHONE_PATTERN.test(phone)) asked.guest.phone = phone;
  else messages.push({ key: 'reservation.phoneInvalid', field: 'guest.phone' });
  const postcode = asked.guest.address?.postcode;
  if (postcode && !POSTCODE.test(postcode))
    messages.push({ key: 'reservation.postcodeInvalid', field: 'guest.address.postcode' });
  messages.push(...asked.messages);
  if (messages.length > 0) throw errors.badRequest(messages as [ErrorMessage, ...ErrorMessage[]]);
  return asked.guest;
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
