import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { currencyDigits, numberFormat } from './intl-formats.ts';

/** Spec section 1 fixes these symbols whatever the guest's language (Intl would print ￥ or $ for them). */
export const FIXED_SYMBOLS: Readonly<Record<string, string>> = { JPY: '¥', KRW: '₩', TWD: 'NT$' };

/**
 * Formats an amount in integer minor units (DESIGN §4) in the hotel currency. Whole amounts show no
 * decimals (NT$3,200, not NT$3,200.00).
 * @example formatMoney(12000, 'JPY', 'en') // "¥12,000"
 */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const digits = currencyDigits(currency);
  const amount = minorUnits / 10 ** digits;
  const tag = LOCALE_TAGS[locale];
  const symbol = FIXED_SYMBOLS[currency];
  if (symbol) {
    const number = numberFormat(tag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(Math.abs(amount));
    return `${amount < 0 ? '-' : ''}${symbol}${number}`;
  }
  return numberFormat(tag, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}
