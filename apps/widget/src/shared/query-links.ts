import { currentAddress, getNavigationMode, navigateTo } from '../app/navigation.ts';
import { formatAddress } from '../features/address/address.ts';

/** Query changes: a string sets the key, `null` removes it. */
export type QueryChanges = Readonly<Record<string, string | null>>;

/** The current query with `changes` applied. */
export function queryWith(
  changes: QueryChanges,
  base: URLSearchParams = currentAddress().params,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/** An href for `path` with the current query changed by `changes`, in the widget's address style. */
export function hrefWith(path: string, changes: QueryChanges = {}): string {
  // Read once: each offer of the results page draws such a link.
  const address = currentAddress();
  return formatAddress(
    { ...address, path, params: queryWith(changes, address.params), fragment: '' },
    getNavigationMode(),
  );
}

/** Goes to `path` with the current query changed by `changes` (a new history entry unless `replace`). */
export function goWith(path: string, changes: QueryChanges = {}, options: { replace?: boolean } = {}): void {
  const query = queryWith(changes).toString();
  navigateTo(`${path}?${query}`, options);
}
