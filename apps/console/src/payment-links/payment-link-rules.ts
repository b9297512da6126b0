import type { Locale } from '@yadori/contract/locales';
import type { PaymentLinkPurpose, PaymentLinkState } from '@yadori/contract/payment-links.constants';
import { inputToMinor } from '../reservations/money-input.ts';
import type { PaymentLink, PaymentLinkCreateBody, PaymentLinkOperation } from './payment-links-api.ts';

/** What the account may do with links: make, send, cancel, complete (`reservations.handle`); refund (`payments.handle`). */
export interface LinkAbilities {
  handle: boolean;
  refund: boolean;
}

/**
 * The operations the link's state and the account allow now, in the order the buttons show them (the
 * API refuses the others: 409 3200 for the state, 403 for the ability).
 */
export function operationsFor(
  link: Pick<PaymentLink, 'status' | 'guest_email'>,
  may: LinkAbilities,
): PaymentLinkOperation[] {
  const operations: PaymentLinkOperation[] = [];
  if (link.status === 'unpaid' && may.handle) {
    if (link.guest_email !== null) operations.push('send');
    operations.push('cancel');
  }
  if (link.status === 'paid') {
    if (may.handle) operations.push('complete');
    if (may.refund) operations.push('refund');
  }
  return operations;
}

/** The badge's colour class of a state; the words are always beside it. */
export const STATE_CLASS: Record<PaymentLinkState, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-ok',
  completed: 'badge-ok',
  refunded: '',
  cancelled: 'badge-error',
};

/** An unpaid link whose guest's last attempt was declined (the guest may pay it again). */
export const lastAttemptDeclined = (link: Pick<PaymentLink, 'status' | 'last_error_code'>) =>
  link.status === 'unpaid' && link.last_error_code !== null;

/** The new-link form as typed. */
export interface LinkDraft {
  amount: string;
  purpose: PaymentLinkPurpose;
  description: string;
  reservationNumber: string;
  guestName: string;
  guestEmail: string;
  /** Empty: the stay's language, else the API's default. */
  locale: Locale | '';
  sendEmail: boolean;
}

export const emptyDraft = (reservationNumber = ''): LinkDraft => ({
  amount: '',
  purpose: reservationNumber ? 'balance' : 'other',
  description: '',
  reservationNumber,
  guestName: '',
  guestEmail: '',
  locale: '',
  sendEmail: true,
});

/**
 * The request a draft makes: empty fields left out (the API then takes them from the stay), the amount
 * in the currency's minor units. `null` when the amount is not one the currency can be asked for (the
 * form says so at the field; everything else is the API's to judge, at its fields).
 * @example createBody({ ...emptyDraft('AB12CD34'), amount: '12000' }, 'JPY') // { amount: 12000, purpose: 'balance', reservation_number: 'AB12CD34', send_email: true }
 */
export function createBody(draft: LinkDraft, currency: string): PaymentLinkCreateBody | null {
  const amount = inputToMinor(draft.amount, currency);
  if (amount === null || amount <= 0) return null;
  const given = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const description = given(draft.description);
  const reservation = given(draft.reservationNumber);
  const name = given(draft.guestName);
  const email = given(draft.guestEmail);
  return {
    amount,
    purpose: draft.purpose,
    ...(description === undefined ? {} : { description }),
    ...(reservation === undefined ? {} : { reservation_number: reservation.toUpperCase() }),
    ...(name === undefined ? {} : { guest_name: name }),
    ...(email === undefined ? {} : { guest_email: email }),
    ...(draft.locale === '' ? {} : { locale: draft.locale }),
    send_email: draft.sendEmail,
  };
}

/** The list's filters as the address keeps them (`page` aside), each the API's query parameter. */
export const LIST_FILTER_KEYS = ['status', 'q'] as const;

/**
 * The console's address of the list under `filters` at `page` (empty filters and page 1 left out); the
 * API's query is the same but for the path.
 */
export function listQuery(filters: URLSearchParams, page = 1): string {
  const query = new URLSearchParams();
  for (const key of LIST_FILTER_KEYS) {
    const value = filters.get(key)?.trim();
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** Pages of a list of `total` links, `perPage` a page (at least one). */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
