/** The /search form's fields as typed. */
export interface LookupInput {
  number: string;
  email: string;
}

export type LookupField = keyof LookupInput;
export type LookupFieldError = 'required' | 'numberFormat' | 'email';
export type LookupErrors = Partial<Record<LookupField, LookupFieldError>>;

// Reservation numbers are letters and digits (the server's path rule); guests often paste them with
// spaces or dashes from a mail, which are dropped rather than refused.
const NUMBER = /^[0-9A-Za-z]{1,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The number as the server expects it: spaces and dashes removed, upper case. */
export function normalizeNumber(value: string): string {
  return value.replace(/[\s\-‐－ー]/g, '').toUpperCase();
}

/** Field errors of the form, in field order (empty when it may be sent). */
export function lookupErrors(input: LookupInput): LookupErrors {
  const errors: LookupErrors = {};
  const number = normalizeNumber(input.number);
  if (!number) errors.number = 'required';
  else if (!NUMBER.test(number)) errors.number = 'numberFormat';
  const email = input.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email)) errors.email = 'email';
  return errors;
}
