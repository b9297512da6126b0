import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';

/**
 * An amount in integer minor units of `currency`, written the way the guest's language writes money
 * (the contract's locale tags; JPY and KRW have no minor unit). The one server money format: answers,
 * error messages, mails, receipts and the sandbox pages use it.
 * @example formatMoney(1250, 'USD', 'en') // '$12.50'
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 0;
  return format.format(amount / 10 ** digits);
}
