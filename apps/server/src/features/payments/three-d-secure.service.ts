import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import type { DeclineCode, PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { findHotelScopeById } from '../cancellation-policies/cancellation-policies.service.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { clientCanSeeHotel } from '../hotels/hotels.service.ts';
import { keepMemberCard } from '../member-cards/member-cards.service.ts';
import {
  cancelPendingReservation,
  confirmPendingReservation,
  findReservationForPayment,
  reservationView,
} from '../reservations/reservations.service.ts';
import { paymentDeclined, paymentErrors } from './payments.errors.ts';

const CHALLENGE_CODES: DeclineCode[] = [3006, 3008, 3009];

/**
 * `POST …/reservations/{number}/three_d_secure`: asks the gateway how the challenge ended, then confirms
 * the held reservation or cancels it (nights given back once, whoever comes first: this call, a retry,
 * or the 15-minute expiry job). Answers the reservation, or throws the 402 with the decline code.
 */
export async function completeThreeDSecure(
  deps: { db: Db; provider: PaymentProvider; now: () => Date },
  request: {
    session: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;
    hotelId: number;
    number: string;
    bypassToken: string;
    locale: Locale;
  },
): Promise<Reservation> {
  const { db, provider, now } = deps;
  const hotel = await findHotelScopeById(db, request.hotelId);
  if (!hotel || !clientCanSeeHotel(request.session, hotel)) throw paymentErrors.reservationNotFound();
  const reservation = await findReservationForPayment(db, {
    hotelId: request.hotelId,
    number: request.number,
    bypassToken: request.bypassToken,
  });
  if (!reservation?.paymentId) throw paymentErrors.reservationNotFound();
  const paymentId = reservation.paymentId;

  const outcome = await provider.completeChallenge(paymentId);
  if (outcome.status === 'pending') throw paymentErrors.challengePending();

  if (outcome.status === 'declined') {
    const reason = CHALLENGE_CODES.includes(outcome.code) ? 'challenge_failed' : 'payment_declined';
    await cancelPendingReservation(db, reservation.id, reason, now());
    throw paymentDeclined(outcome.code);
  }

  // The card the member asked to keep passed 3-D Secure: the gateway keeps it, and so do we (also
  // when the hold ran out meanwhile: the card is good, only this booking timed out).
  if (outcome.storedCard && reservation.memberId !== null) {
    await keepMemberCard(db, {
      owner: { memberId: reservation.memberId, brandId: hotel.brand.id },
      gateway: provider.name,
      card: outcome.storedCard,
      now: now(),
    });
  }
  // Authorised: confirm, unless the hold ran out first (then the authorisation is dropped: 3001 timeout).
  if (reservation.status === 'pending_payment') await confirmPendingReservation(db, reservation.id, now());
  const view = await reservationView(db, reservation.id, request.locale, now());
  if (view?.status === 'done') return view;
  await provider.void(paymentId);
  throw paymentDeclined(3001);
}
