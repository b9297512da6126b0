import {
  CARD_PAYMENT_METHODS,
  DEFAULT_BANK_TRANSFER_DAYS,
  type PaymentState,
} from '@yadori/contract/reservation.constants';
import { addDays } from '../../lib/hotel-time.ts';
import type { BookingBody, BookingQuote } from './reservation-quote.ts';
import { reservationErrors } from './reservations.errors.ts';

/** How much is charged online now and what is left, by payment method (deposit: the plan's percent). */
export function paymentAmounts(
  method: BookingBody['payment_method'],
  total: number,
  depositPercent: number,
): { amountDueNow: number; remainingAmount: number; depositPercent: number; state: PaymentState } {
  switch (method) {
    case 'credit_card':
    case 'credit_card_full':
      return { amountDueNow: total, remainingAmount: 0, depositPercent: 100, state: 'challenge_pending' };
    case 'credit_card_deposit': {
      const deposit = Math.min(total, Math.ceil((total * depositPercent) / 100));
      return {
        amountDueNow: deposit,
        remainingAmount: total - deposit,
        depositPercent,
        state: 'challenge_pending',
      };
    }
    case 'on_site_credit_card_required':
      return { amountDueNow: 0, remainingAmount: total, depositPercent: 100, state: 'challenge_pending' };
    case 'on_site':
      return { amountDueNow: 0, remainingAmount: total, depositPercent: 100, state: 'pay_at_hotel' };
    case 'deferred_payment':
      return { amountDueNow: 0, remainingAmount: total, depositPercent: 100, state: 'deferred' };
    case 'bank_transfer':
      return { amountDueNow: 0, remainingAmount: total, depositPercent: 100, state: 'awaiting_transfer' };
  }
}

/**
 * What the card is authorised for: the amount due now (the total or the deposit), or for
 * on_site_credit_card_required — nothing due now — what is left to pay, held as a guarantee. Points
 * already took their part off both (decision 040).
 */
export function authorisedAmount(row: { amountDueNow: number; remainingAmount: number }): number {
  return row.amountDueNow > 0 ? row.amountDueNow : row.amountDueNow + row.remainingAmount;
}

/**
 * Spec §5: when points leave nothing to pay, a card method cannot go on (no amount to authorise); the
 * guest pays on site or spends fewer points.
 */
export function checkSomethingToPayByCard(method: BookingBody['payment_method'], payable: number): void {
  if (payable <= 0 && isCard(method)) throw reservationErrors.nothingToPayByCard();
}

/** The spec's payment-method rules: one method for all rooms, and one the plans accept. */
export function checkPaymentMethod(body: BookingBody, quote: BookingQuote): void {
  if (body.rooms.length > 1 && quote.paymentMethodsDiffer) throw reservationErrors.paymentMethodsDiffer();
  if (!quote.commonPaymentMethods.includes(body.payment_method))
    throw reservationErrors.paymentMethodNotAllowed();
}

/** Methods that go through the payment provider now. */
export function isCard(method: BookingBody['payment_method']): boolean {
  return CARD_PAYMENT_METHODS.includes(method);
}

/** Bank transfers are due `days` after booking, and never later than the day before check-in. */
export function bankTransferDeadline(today: string, checkin: string, days: number): string {
  const wanted = addDays(today, days ?? DEFAULT_BANK_TRANSFER_DAYS);
  const latest = addDays(checkin, -1);
  const deadline = wanted < latest ? wanted : latest;
  return deadline < today ? today : deadline;
}
