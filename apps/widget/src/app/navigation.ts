import { navigate as navigateHistory } from 'wouter/use-browser-location';
import { navigate as navigateHash } from 'wouter/use-hash-location';
import {
  type Address,
  formatAddress,
  type NavigationMode,
  readAddress,
} from '../features/address/address.ts';

/** Where search lives; an empty path goes there too (spec section 2). */
export const SEARCH_PATH = '/booking/result';
export const MAINTENANCE_PATH = '/503';

let mode: NavigationMode = 'history';

export const getNavigationMode = (): NavigationMode => mode;
export function setNavigationMode(next: NavigationMode): void {
  mode = next;
}

/** The current address, whatever style it is written in. */
export function currentAddress(): Address {
  return readAddress(`${location.pathname}${location.search}${location.hash}`);
}

/** Rewrites the address bar without a new history entry (and tells the router). */
export function writeAddress(address: Address, as: NavigationMode = mode): void {
  const next = formatAddress(address, as);
  if (next !== `${location.pathname}${location.search}${location.hash}`)
    history.replaceState(history.state, '', next);
}

/** Goes to a route from anywhere (also outside React); the query is kept unless `to` has its own. */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  const target = to.includes('?') ? to : `${to}${location.search}`;
  if (mode === 'hash') navigateHash(target, options);
  else navigateHistory(target, options);
}

/** An href for a full page load of `path` with the current query (used where the app must restart). */
export function hrefFor(path: string): string {
  return formatAddress({ ...currentAddress(), path, fragment: '' }, mode);
}
