/** Where the widget keeps its route: in the path (history mode) or in the fragment (hash mode). */
export type NavigationMode = 'hash' | 'history';

/** A widget address independent of mode: route path, query, and a plain fragment (not a route). */
export interface Address {
  path: string;
  params: URLSearchParams;
  /** A non-route fragment such as `#main`, kept in history mode. */
  fragment: string;
  /** The route came from the fragment (`/#/booking/result`). */
  hashStyle: boolean;
}

/**
 * Reads `pathname + search + hash`. `//?` becomes `/?` (spec section 2); a route in the fragment
 * (`#/path?query`) wins over the path, and its query merges over the outer query.
 */
export function readAddress(relative: string): Address {
  const url = new URL(relative.replaceAll('//?', '/?'), 'http://widget.invalid');
  const params = new URLSearchParams(url.search);
  if (url.hash.startsWith('#/')) {
    const [hashPath = '/', hashQuery = ''] = url.hash.slice(1).split('?', 2);
    for (const [key, value] of new URLSearchParams(hashQuery)) params.set(key, value);
    return { path: hashPath.replaceAll('//', '/'), params, fragment: '', hashStyle: true };
  }
  return { path: url.pathname, params, fragment: url.hash, hashStyle: false };
}

/**
 * Writes an address the way `mode` keeps it. Hash mode puts the query before the fragment
 * (`/?code=x#/booking/result`), which is where the router's search hook reads it.
 */
export function formatAddress(address: Address, mode: NavigationMode): string {
  const query = address.params.toString();
  const search = query ? `?${query}` : '';
  if (mode === 'hash') return `/${search}#${address.path}`;
  return `${address.path}${search}${address.fragment}`;
}

/** The mode an address is already written in, so a rewrite before settings keeps its style. */
export const modeOf = (address: Address): NavigationMode => (address.hashStyle ? 'hash' : 'history');
