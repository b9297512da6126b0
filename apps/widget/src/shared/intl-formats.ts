/**
 * Intl formatters, made once per language and options and then reused. Constructing one costs far
 * more than formatting with it (it loads locale data): a price calendar of two months built some 300
 * per render, which made the start page's long tasks on a phone.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  tag: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(tag, options)`, made once. */
export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', tag, options, () => new Intl.NumberFormat(tag, options));

/** `new Intl.DateTimeFormat(tag, options)`, made once. */
export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options));

/** `new Intl.ListFormat(tag, options)`, made once. */
export const listFormat = (tag: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  cached('list', tag, options, () => new Intl.ListFormat(tag, options));

const digitsByCurrency = new Map<string, number>();

/** The currency's minor-unit digits (0 for JPY and KRW, 2 for USD), read once per currency. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    // resolvedOptions() builds a new object each time: a results page formats some hundred amounts.
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}
