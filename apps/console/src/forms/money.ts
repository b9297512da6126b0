/**
 * Money in a form: the API speaks integer minor units (yen, cents); people type major units. The
 * number of decimals is the currency's own, as Intl knows it.
 */

/** Decimals of `currency` (JPY 0, USD 2). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0
  );
}

/** The `step` of a number input for `currency` ("1", "0.01"). */
export function moneyStep(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
}

/** What was typed (major units) in minor units; undefined when empty, NaN when not a number. */
export function toMinorUnits(typed: string, currency: string): number | undefined {
  if (typed.trim() === '') return undefined;
  const value = Number(typed);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 10 ** currencyDigits(currency));
}
