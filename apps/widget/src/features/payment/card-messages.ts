import { ownValue } from '@yadori/contract/own-value';
import type { MessageKey } from '../../i18n/catalog.ts';

/**
 * Spec section 8: the guest's message for each card decline code and card-issue key. Codes that
 * share a message share a key (3001/3011 timeout, 3003/3205 card unavailable, 3202/3502 points).
 */
const BY_CODE: Readonly<Record<string, MessageKey>> = {
  '3001': 'payment.error3001',
  '3011': 'payment.error3001',
  '3002': 'payment.error3002',
  '3003': 'payment.error3003',
  '3205': 'payment.error3003',
  '3004': 'payment.error3004',
  '3005': 'payment.error3005',
  '3006': 'payment.error3006',
  '3007': 'payment.error3007',
  '3008': 'payment.error3008',
  '3009': 'payment.error3009',
  '3202': 'payment.error3202',
  '3502': 'payment.error3202',
  '3203': 'payment.error3203',
  '3204': 'payment.error3204',
  // Card-issue keys of the hosted fields (spec section 8).
  INVALID_PARAMETER_SYNTAX: 'payment.cardCheckInput',
  Others: 'payment.cardCheckInput',
  INVALID_EXPIRATION_YEAR: 'payment.error3005',
  Invalid_card_number: 'payment.error3004',
  // The 1,000,000 yen limit of VISA and Mastercard (spec sections 5 and 9).
  online_limit: 'payment.overLimit',
};

/**
 * The message of a card code or card-issue key, or null when the spec has none for it. The code may
 * come from the address (`/reservation/fail?error_code=constructor`): only the table's own keys count.
 */
export function cardMessageKey(code: number | string | undefined | null): MessageKey | null {
  if (code === undefined || code === null) return null;
  return ownValue(BY_CODE, String(code)) ?? null;
}

/** The numeric card codes of spec section 8 (a 402 from the booking or the 3-D Secure call). */
export const CARD_CODES: readonly number[] = [
  3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3011, 3202, 3203, 3204, 3205,
];

/** The codes that end a 3-D Secure challenge (the pending page shows them). */
export const THREE_D_SECURE_CODES: readonly number[] = [3006, 3008, 3009];
