/** Query keys that only make sense inside the host page's iframe. */
const EMBED_ONLY_KEYS = ['closeable', 'parentUrl', 'parentPathname'] as const;

/**
 * The address a standalone hotel opens in a new tab: the widget's own address without the keys that
 * describe the embedding page (a new tab is not closeable and has no parent page).
 * @example standaloneAddress('https://w.example/booking/result?code=a&closeable=1') // '…?code=a'
 */
export function standaloneAddress(href: string): string {
  const url = new URL(href);
  for (const key of EMBED_ONLY_KEYS) url.searchParams.delete(key);
  return url.href;
}
