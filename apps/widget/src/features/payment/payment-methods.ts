import type { PaymentMethod } from '@yadori/contract/search.constants';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { BookingRoom } from '../booking-state/booking-types.ts';

/** The order methods are offered in (spec section 3, enumerations). */
export const METHOD_ORDER: readonly PaymentMethod[] = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'on_site_credit_card_required',
  'on_site',
  'deferred_payment',
  'bank_transfer',
];

/** Methods that need the hosted card fields (a card token goes with the booking). */
export const CARD_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'on_site_credit_card_required',
]);

export const isCardMethod = (method: PaymentMethod): boolean => CARD_METHODS.has(method);

export const METHOD_LABEL: Readonly<Record<PaymentMethod, MessageKey>> = {
  on_site: 'payment.methodOnSite',
  credit_card: 'payment.methodCard',
  on_site_credit_card_required: 'payment.methodOnSiteCardRequired',
  deferred_payment: 'payment.methodDeferred',
  credit_card_full: 'payment.methodCardFull',
  credit_card_deposit: 'payment.methodCardDeposit',
  bank_transfer: 'payment.methodBankTransfer',
};

export type MethodChoice =
  | { kind: 'ok'; methods: readonly PaymentMethod[] }
  /** Spec section 8: rooms whose plans take different payment methods cannot be booked together. */
  | { kind: 'differ' }
  | { kind: 'none' };

const setKey = (methods: readonly PaymentMethod[]) => [...new Set(methods)].sort().join(',');

/**
 * The methods the guest may choose: each plan allows its own (spec "method choice per plan"); a
 * multi-room booking whose plans allow different methods cannot proceed (spec section 8).
 * @example methodChoice([room({ paymentMethods: ['on_site'] })]) // { kind: 'ok', methods: ['on_site'] }
 */
export function methodChoice(rooms: readonly Pick<BookingRoom, 'paymentMethods'>[]): MethodChoice {
  const first = rooms[0];
  if (!first) return { kind: 'none' };
  const key = setKey(first.paymentMethods);
  if (rooms.some((room) => setKey(room.paymentMethods) !== key)) return { kind: 'differ' };
  const methods = METHOD_ORDER.filter((m) => first.paymentMethods.includes(m));
  return methods.length > 0 ? { kind: 'ok', methods } : { kind: 'none' };
}

/** What is charged online now and what is left (to the hotel or by transfer), in minor units. */
export interface PaymentSplit {
  dueNow: number;
  remaining: number;
  depositPercent: number;
}

/**
 * How `total` is split for `method`: card methods charge it all now, the deposit method its
 * percent (rounded up, as the server does), the others nothing now.
 */
export function paymentSplit(method: PaymentMethod, total: number, depositPercent: number): PaymentSplit {
  if (method === 'credit_card' || method === 'credit_card_full')
    return { dueNow: total, remaining: 0, depositPercent: 100 };
  if (method === 'credit_card_deposit') {
    const percent = Math.min(100, Math.max(0, depositPercent));
    const dueNow = Math.min(total, Math.ceil((total * percent) / 100));
    return { dueNow, remaining: total - dueNow, depositPercent: percent };
  }
  return { dueNow: 0, remaining: total, depositPercent: 0 };
}

/** Spec sections 5 and 9: VISA and Mastercard are not usable online above 1,000,000 yen. */
export const ONLINE_CARD_LIMIT_JPY = 1_000_000;

export function overOnlineCardLimit(brand: string, amount: number, currency: string): boolean {
  return (brand === 'visa' || brand === 'master') && currency === 'JPY' && amount > ONLINE_CARD_LIMIT_JPY;
}
