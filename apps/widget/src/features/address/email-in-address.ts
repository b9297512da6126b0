import type { Address } from './address.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** The confirmation page legitimately carries the guest's email (spec section 2). */
const EMAIL_ALLOWED_PATH = /^\/reservation\/confirmation\//;

/**
 * Removes email addresses from the query so they do not reach analytics or logs: the email text is
 * cut out of each value, and a value left empty drops its key. Returns the keys it touched.
 */
export function removeEmailsFromAddress(address: Address): { address: Address; cleanedKeys: string[] } {
  if (EMAIL_ALLOWED_PATH.test(address.path)) return { address, cleanedKeys: [] };
  const params = new URLSearchParams();
  const cleanedKeys = new Set<string>();
  for (const [key, value] of address.params) {
    const cleaned = value.replace(EMAIL, '');
    if (cleaned !== value) cleanedKeys.add(key);
    if (cleaned !== '' || value === '') params.append(key, cleaned);
  }
  if (cleanedKeys.size === 0) return { address, cleanedKeys: [] };
  return { address: { ...address, params }, cleanedKeys: [...cleanedKeys] };
}
