/**
 * Money typed in a form: the person types the currency's usual units (yen, dollars and cents), the
 * API takes integer minor units (decision 058, like every amount of the contract).
 */

/** Digits after the decimal point of `currency` (0 for JPY, 2 for USD). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0
  );
}

/** Minor units as the input shows them, e.g. 1250 USD cents → "12.50", 3000 JPY → "3000". */
export function minorToInput(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * What the person typed as minor units; null when it is not an amount (empty, negative, letters, or
 * finer than the currency's smallest unit).
 * @example inputToMinor('12.5', 'USD') === 1250
 */
export function inputToMinor(value: string, currency: string): number | null {
  const text = value.trim();
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:[.]\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return null;
  return Math.round(Number(text) * 10 ** digits);
}

/** The input's `step`: the currency's smallest unit. */
export function inputStep(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
}
