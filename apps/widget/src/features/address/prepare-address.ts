import { type Address, readAddress } from './address.ts';
import { removeEmailsFromAddress } from './email-in-address.ts';
import { decodeObfuscatedKeys } from './obfuscation.ts';
import { routePaymentNumber } from './payment-address.ts';
import { readStartQuery, type StartQuery, withoutSecretKeys } from './start-query.ts';

export interface PreparedAddress {
  address: Address;
  startQuery: StartQuery;
  /** Query keys whose email text was removed; the caller logs the incident. */
  cleanedEmailKeys: string[];
}

/**
 * First pass at start, before settings exist: fix `//?`, read the start keys, take credentials and
 * email addresses out of the address, and send `triplaPaymentNo` to its payments page (spec §2).
 */
export function prepareAddress(relative: string): PreparedAddress {
  const read = routePaymentNumber(readAddress(relative));
  const startQuery = readStartQuery(read.params);
  const { address, cleanedKeys } = removeEmailsFromAddress({
    ...read,
    params: withoutSecretKeys(read.params),
  });
  return { address, startQuery, cleanedEmailKeys: cleanedKeys };
}

/**
 * Second pass once settings arrived: decode obfuscated keys and append `code` when missing
 * (spec section 2). The caller writes the result in the hotel's navigation mode.
 */
export function settleAddress(
  address: Address,
  settings: { hotelCode: string; obfuscatedQueryKeys: Readonly<Record<string, string>> },
): Address {
  const params = decodeObfuscatedKeys(address.params, settings.obfuscatedQueryKeys);
  if (!params.get('code')) params.set('code', settings.hotelCode);
  return { ...address, params };
}
