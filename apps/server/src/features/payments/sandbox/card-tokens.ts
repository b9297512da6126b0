import type { Db } from '../../../db/database.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { CardBrand } from '../../../platform/payments/payment-provider.ts';
import {
  behaviourOf,
  brandRule,
  detectBrand,
  expiryAcceptable,
  HOLDER_PATTERN,
  luhnValid,
  normalizeCardNumber,
  parseExpiry,
} from './card-rules.ts';
import {
  deleteCardTokensExpiredBefore,
  deleteSecurityCodeTokensExpiredBefore,
  insertCardToken,
  insertSecurityCodeToken,
} from './sandbox.repository.ts';
import { sealCode } from './security-codes.ts';

/** The spec's card-issue keys (section 8), answered as the error title of the token endpoint. */
export type CardIssue = 'INVALID_PARAMETER_SYNTAX' | 'INVALID_EXPIRATION_YEAR' | 'Invalid_card_number';

export interface CardInput {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  holderName: string;
  /** The brand the guest picked, if the form asks; it must match the number. */
  brand?: string;
  /** The check-out date (YYYY-MM-DD): the card must be valid through it. */
  validThrough?: string;
}

export type CardIssueField = 'card_number' | 'expiry' | 'cvc' | 'holder_name' | 'brand';

export type TokenResult =
  | { ok: true; token: string; brand: CardBrand; last4: string; expiryMonth: number; expiryYear: number }
  | { ok: false; issue: CardIssue; field: CardIssueField };

/** How long a token can be used to book. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

/** Checks a card as the spec's card rules say; null when acceptable, else the first issue found. */
export function cardIssueOf(
  input: CardInput,
  today: Date,
): { issue: CardIssue; field: CardIssueField } | null {
  const digits = normalizeCardNumber(input.cardNumber);
  const brand = digits ? detectBrand(digits) : null;
  if (!digits || !brand || !brandRule(brand).lengths.includes(digits.length) || !luhnValid(digits)) {
    return { issue: 'Invalid_card_number', field: 'card_number' };
  }
  if (input.brand !== undefined && input.brand !== '' && input.brand !== brand) {
    return { issue: 'Invalid_card_number', field: 'brand' };
  }
  const expiry = parseExpiry(input.expiryMonth.trim(), input.expiryYear.trim());
  if (!expiry || !expiryAcceptable(expiry, today, input.validThrough)) {
    return { issue: 'INVALID_EXPIRATION_YEAR', field: 'expiry' };
  }
  if (!new RegExp(`^\\d{${brandRule(brand).cvcLength}}$`).test(input.cvc.trim())) {
    return { issue: 'INVALID_PARAMETER_SYNTAX', field: 'cvc' };
  }
  if (!HOLDER_PATTERN.test(input.holderName.trim()))
    return { issue: 'INVALID_PARAMETER_SYNTAX', field: 'holder_name' };
  return null;
}

/**
 * Validates the card and stores a token for it: brand, last four digits, expiry, holder and what the
 * sandbox will do with it. The number is dropped here and never stored or logged; the security code is
 * kept only sealed under the token (security-codes.ts), for the vault if the card is to be kept.
 * @example await createCardToken(db, { cardNumber: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '30', cvc: '123', holderName: 'TARO YAMADA' }, now)
 */
export async function createCardToken(db: Db, input: CardInput, now: Date): Promise<TokenResult> {
  const problem = cardIssueOf(input, now);
  if (problem) return { ok: false, ...problem };
  const digits = normalizeCardNumber(input.cardNumber) as string;
  const brand = detectBrand(digits) as CardBrand;
  const expiry = parseExpiry(input.expiryMonth.trim(), input.expiryYear.trim()) as {
    month: number;
    year: number;
  };
  const behaviour = behaviourOf(digits);
  const token = `tok_sandbox_${newToken()}`;
  const last4 = digits.slice(-4);
  await insertCardToken(db, {
    tokenHash: hashToken(token),
    brand,
    last4,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    holderName: input.holderName.trim().toUpperCase(),
    behaviour: behaviour.kind,
    declineCode: behaviour.kind === 'decline' ? behaviour.code : null,
    cvcSealed: sealCode(token, input.cvc.trim()),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  // Old tokens are useless; dropping them here keeps the table small without another job.
  await deleteCardTokensExpiredBefore(db, new Date(now.getTime() - TOKEN_TTL_MS));
  return { ok: true, token, brand, last4, expiryMonth: expiry.month, expiryYear: expiry.year };
}

export type SecurityCodeResult = { ok: true; token: string; brand: CardBrand } | { ok: false; field: 'cvc' };

/**
 * The hosted security-code field's token, to pay with a card of the vault: the code (3 digits, 4 for
 * American Express) sealed under the token; the gateway checks it against the card at payment.
 * @example await createSecurityCodeToken(db, { cvc: '123', brand: 'visa' }, now)
 */
export async function createSecurityCodeToken(
  db: Db,
  input: { cvc: string; brand: CardBrand },
  now: Date,
): Promise<SecurityCodeResult> {
  const code = input.cvc.trim();
  if (!new RegExp(`^\\d{${brandRule(input.brand).cvcLength}}$`).test(code))
    return { ok: false, field: 'cvc' };
  const token = `tok_sandbox_cvc_${newToken()}`;
  await insertSecurityCodeToken(db, {
    tokenHash: hashToken(token),
    brand: input.brand,
    cvcSealed: sealCode(token, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  await deleteSecurityCodeTokensExpiredBefore(db, new Date(now.getTime() - TOKEN_TTL_MS));
  return { ok: true, token, brand: input.brand };
}
