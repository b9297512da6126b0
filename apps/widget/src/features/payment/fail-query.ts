/** /reservation/fail and its query keys (spec section 2): code, checkin, checkout, adults, error_code, error. */
export const FAIL_PATH = '/reservation/fail';

/** The fail page's query for a booking that ended with `errorCode` (the hotel code stays as it is). */
export function failQuery(
  stay: { checkin: string; checkout: string; adults: number },
  errorCode: number | string,
  error?: string,
): Record<string, string | null> {
  return {
    checkin: stay.checkin || null,
    checkout: stay.checkout || null,
    adults: stay.adults > 0 ? String(stay.adults) : null,
    error_code: String(errorCode),
    error: error ?? null,
    number: null,
    bypass_token: null,
  };
}

export interface FailDetails {
  checkin: string | null;
  checkout: string | null;
  adults: string | null;
  errorCode: string | null;
  error: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the fail page's query; values that are not what the key holds are dropped. */
export function readFailQuery(query: URLSearchParams): FailDetails {
  const date = (key: string) => {
    const value = query.get(key);
    return value && DATE.test(value) ? value : null;
  };
  const adults = query.get('adults');
  const errorCode = query.get('error_code');
  const error = query.get('error');
  return {
    checkin: date('checkin'),
    checkout: date('checkout'),
    adults: adults && /^\d{1,2}$/.test(adults) ? adults : null,
    errorCode: errorCode && /^[A-Za-z0-9_]{1,64}$/.test(errorCode) ? errorCode : null,
    error: error ? error.slice(0, 500) : null,
  };
}
