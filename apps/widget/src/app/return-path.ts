import { SEARCH_PATH } from './navigation.ts';

let lastPage: string | null = null;

/** The shell remembers the last page a guest saw that was not a sign-in or sign-up screen. */
export function rememberReturnPage(path: string, search: string): void {
  lastPage = `${path}?${search}`;
}

/**
 * Where a member goes after signing in (spec section 4): where they came from (path and query), else
 * search (`navigateTo` then keeps the current query).
 */
export function returnPage(): string {
  return lastPage ?? SEARCH_PATH;
}
