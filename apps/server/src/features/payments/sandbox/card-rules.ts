import type { CardBrand, DeclineCode } from '../../../platform/payments/payment-provider.ts';

/**
 * Card checks of the sandbox gateway (spec §5 "Card"): Luhn, brand from the number's prefix, expiry
 * valid through check-out, holder in half-width Roman letters. Also the table of test card numbers.
 * Shared by the token endpoint and (as inline script source) the hosted fields page.
 */

/** True when `digits` passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: number[];
  cvcLength: number;
}

// Prefix ranges of the five brands the spec names; also matched while the number is being typed.
const BRAND_RULES: BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'jcb', prefix: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'diners', prefix: /^3(0[0-59]|[689])/, lengths: [14, 15, 16, 17, 18, 19], cvcLength: 3 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
  {
    brand: 'master',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    cvcLength: 3,
  },
];

/**
 * The brand of a (possibly partly typed) card number, or null.
 * @example detectBrand('4111') // 'visa'
 */
export function detectBrand(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]/g, '');
  return BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? null;
}

/** The prefix rules as plain data, for the fields page's own brand detection while typing. */
export function brandRulesForBrowser(): { brand: CardBrand; prefix: string; cvcLength: number }[] {
  return BRAND_RULES.map((rule) => ({
    brand: rule.brand,
    prefix: rule.prefix.source,
    cvcLength: rule.cvcLength,
  }));
}

/** How a brand is written for guests. */
export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'VISA',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

export function brandRule(brand: CardBrand): BrandRule {
  return BRAND_RULES.find((rule) => rule.brand === brand) as BrandRule;
}

/** Card number as typed → digits only, or null when it holds anything but digits, spaces and hyphens. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{1,19}$/.test(digits) ? digits : null;
}

/** Half-width Roman letters, spaces, dots, hyphens and apostrophes, as a card carries the name. */
export const HOLDER_PATTERN = /^[A-Za-z][A-Za-z .'-]{0,48}[A-Za-z.]$/;

/** The card's expiry as a year and month; two-digit years are 20YY. Null when not a real month. */
export function parseExpiry(month: string, year: string): { month: number; year: number } | null {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12) return null;
  return { month: m, year: y };
}

/**
 * True when a card expiring at the end of `expiry` is still valid on `today` and, if given, on
 * `validThrough` (the check-out date, YYYY-MM-DD), and does not claim to last beyond 20 years.
 */
export function expiryAcceptable(
  expiry: { month: number; year: number },
  today: Date,
  validThrough?: string,
): boolean {
  const expiryIndex = expiry.year * 12 + (expiry.month - 1);
  const todayIndex = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (expiryIndex < todayIndex || expiry.year > today.getUTCFullYear() + 20) return false;
  if (validThrough) {
    const [y, m] = validThrough.split('-').map(Number) as [number, number];
    if (expiryIndex < y * 12 + (m - 1)) return false;
  }
  return true;
}

/** What the sandbox does with a card when it is charged. */
export type CardBehaviour =
  | { kind: 'approve' }
  | { kind: 'challenge' }
  | { kind: 'decline'; code: DeclineCode };

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: CardBehaviour;
  /** One line for the docs and the sandbox fields page (English; the codes are the spec's). */
  note: string;
}

/** `head` + one free digit + `tail`, the free digit chosen so the whole number passes Luhn. */
function withLuhnDigit(head: string, tail: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const candidate = `${head}${d}${tail}`;
    if (luhnValid(candidate)) return candidate;
  }
  throw new Error('unreachable: one digit always completes a Luhn number');
}

const DECLINE_CODES: DeclineCode[] = [
  3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3011, 3202, 3203, 3204, 3205,
];

const DECLINE_NOTES: Record<DeclineCode, string> = {
  3001: 'timeout, payment not processed',
  3002: 'payment failed',
  3003: 'card unavailable',
  3004: 'card number to be confirmed',
  3005: 'expiry to be checked',
  3006: '3-D Secure failed',
  3007: 'card not accepted',
  3008: '3-D Secure cancelled',
  3009: '3-D Secure suspended (repeated requests)',
  3011: 'timeout, payment not processed',
  3200: 'payment not updatable',
  3201: 'payment not capturable',
  3202: 'point balance unavailable',
  3203: 'processing error, retry later',
  3204: 'payment failed, use another card',
  3205: 'card unavailable',
};

/**
 * The sandbox's test cards: approved ones per brand, 3-D Secure ones (the challenge page decides),
 * and one VISA per decline code whose last four digits are the code. Any other valid number is approved.
 */
export const TEST_CARDS: TestCard[] = [
  { number: '4111111111111111', brand: 'visa', behaviour: { kind: 'approve' }, note: 'approved' },
  { number: '5555555555554444', brand: 'master', behaviour: { kind: 'approve' }, note: 'approved' },
  { number: '378282246310005', brand: 'amex', behaviour: { kind: 'approve' }, note: 'approved' },
  { number: '3530111333300000', brand: 'jcb', behaviour: { kind: 'approve' }, note: 'approved' },
  { number: '36227206271667', brand: 'diners', behaviour: { kind: 'approve' }, note: 'approved' },
  ...(
    [
      ['visa', '400000'],
      ['master', '520000'],
      ['jcb', '353000'],
    ] as const
  ).map(([brand, head]) => ({
    number: withLuhnDigit(`${head}00`, '0000003'),
    brand,
    behaviour: { kind: 'challenge' } as CardBehaviour,
    note: '3-D Secure: the challenge page decides (complete / fail 3006 / cancel 3008)',
  })),
  ...DECLINE_CODES.map((code) => ({
    number: withLuhnDigit('40000000', `000${code}`),
    brand: 'visa' as const,
    behaviour: { kind: 'decline', code } as CardBehaviour,
    note: `declined ${code} (${DECLINE_NOTES[code]})`,
  })),
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.behaviour]));

/** The behaviour of a (valid) card number: a test card's, else approved. */
export function behaviourOf(number: string): CardBehaviour {
  return BY_NUMBER.get(number) ?? { kind: 'approve' };
}

/** VISA and Mastercard are not usable online above 1,000,000 yen (spec §5, §9). */
export const ONLINE_LIMIT_JPY = 1_000_000;

/** True when the spec's online limit refuses this charge. */
export function overOnlineLimit(brand: CardBrand, amount: number, currency: string): boolean {
  return (
    (brand === 'visa' || brand === 'master') && currency.toUpperCase() === 'JPY' && amount > ONLINE_LIMIT_JPY
  );
}
