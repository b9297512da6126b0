/** The height of the bar stuck to the bottom of the screen, on the root, while one is shown. */
export const STICKY_BOTTOM_PROPERTY = '--yadori-sticky-bottom';

/**
 * The bar's ref callback: while it is in the page, the root's --yadori-sticky-bottom is its height
 * (kept up to date as it wraps; the observer reports the first size at once). Focusable elements take
 * it as their scroll-margin-bottom, so the browser scrolls a focused control clear of the bar instead of
 * under it (WCAG 2.4.11). A ref callback rather than a hook: the results page's code stays small.
 */
export function trackStickyBottom(bar: HTMLElement | null): (() => void) | undefined {
  // (Browsers all have ResizeObserver; jsdom in the screens' tests has none.)
  if (!bar || typeof ResizeObserver !== 'function') return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty(STICKY_BOTTOM_PROPERTY, `${bar.offsetHeight}px`);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty(STICKY_BOTTOM_PROPERTY);
  };
}
