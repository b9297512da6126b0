import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { FIXED_SYMBOLS } from './format-money.ts';
import { currencyDigits, numberFormat } from './intl-formats.ts';

/**
 * A short price for a calendar day on a phone (¥88.6K, ¥8.9万, ₩52.8만); the full amount stays in
 * the day's accessible name.
 * @example formatCompactMoney(88600, 'JPY', 'en') // "¥88.6K"
 */
export function formatCompactMoney(minorUnits: number, currency: string, locale: Locale): string {
  const amount = minorUnits / 10 ** currencyDigits(currency);
  const tag = LOCALE_TAGS[locale];
  const symbol = FIXED_SYMBOLS[currency];
  if (symbol) {
    return `${symbol}${numberFormat(tag, { notation: 'compact', maximumSignificantDigits: 3 }).format(amount)}`;
  }
  return numberFormat(tag, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumSignificantDigits: 3,
  }).format(amount);
}
