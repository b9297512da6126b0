import { type RefObject, useEffect } from 'react';

/** The height of the bar stuck to the bottom of the screen, on the root, while one is shown. */
export const STICKY_BOTTOM_PROPERTY = '--yadori-sticky-bottom';

/**
 * While the element in `ref` is shown (`shown`), the root's --yadori-sticky-bottom is its height, kept
 * up to date as it wraps. Focusable elements take it as their scroll-margin-bottom, so the browser
 * scrolls a focused control clear of the bar instead of under it (WCAG 2.4.11).
 */
export function useStickyBottom(
  ref: RefObject<HTMLElement | null>,
  shown: boolean,
  root?: HTMLElement,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const target = root ?? document.documentElement;
    const write = () => {
      target.style.setProperty(
        STICKY_BOTTOM_PROPERTY,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    };
    write();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(write) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      target.style.removeProperty(STICKY_BOTTOM_PROPERTY);
    };
  }, [ref, shown, root]);
}
