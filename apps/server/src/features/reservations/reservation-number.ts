import { randomInt } from 'node:crypto';
import {
  RESERVATION_NUMBER_ALPHABET,
  RESERVATION_NUMBER_LENGTH,
} from '@yadori/contract/reservation.constants';

/**
 * A new reservation number: 10 random characters of a 31-letter alphabet without look-alikes
 * (≈ 8 × 10^14 numbers, so neither a sequence nor guessable). Uniqueness is the database's
 * (UNIQUE constraint); the booking retries on the rare collision.
 * @example newReservationNumber() // 'K7Q2MX9RTA'
 */
export function newReservationNumber(): string {
  let number = '';
  for (let i = 0; i < RESERVATION_NUMBER_LENGTH; i += 1)
    number += RESERVATION_NUMBER_ALPHABET[randomInt(RESERVATION_NUMBER_ALPHABET.length)];
  return number;
}
