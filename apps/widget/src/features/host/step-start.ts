import { useEffect, useSyncExternalStore } from 'react';
import { postToHost } from './host-messages.ts';

/**
 * A booking step the guest moved to by an action of theirs: results after Search, guest details after
 * Continue, payment, the confirmation after booking. Page loads and the browser's Back start none:
 * the host page must not jump to the widget as it loads.
 */
export type Step = 'results' | 'guest-details' | 'payment' | 'confirmation';

let asked: Step | null = null;
// Each ask is new even for the step already on screen (Search again with the same criteria).
let asks = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The guest's action leads to `step`: the screen that shows it starts it once it is drawn. */
export function askForStep(step: Step): void {
  asked = step;
  asks += 1;
  for (const listener of listeners) listener();
}

/** The browser's Back or Forward: no step the guest asked for before it starts after it. */
export function forgetStep(): void {
  asked = null;
}

/** True once for the step the guest asked for (and forgets it). */
export function takeStep(step: Step): boolean {
  if (asked !== step) return false;
  asked = null;
  return true;
}

export interface StartOptions {
  /**
   * The step starts at the widget's top (spec section 2: guest detail scrolls to top): the host page
   * scrolls to the iframe (inline), the widget's own page to its top (standalone, modal). Without it
   * only the focus moves, and the browser brings the element on screen if it is not.
   */
  toTop: boolean;
}

/**
 * Starts a step: to the top if asked, and focus on `target` (the step's heading or error summary,
 * tabIndex -1), so keyboard and screen-reader users begin there instead of on the page's body.
 */
export function startStep(target: HTMLElement | null, { toTop }: StartOptions, win: Window = window): void {
  if (toTop) {
    postToHost({ type: 'scroll-to' }, win);
    win.scrollTo(0, 0);
  }
  target?.focus({ preventScroll: toTop });
}

/** The heading a screen begins with: the main region's first h1. */
export function mainHeading(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1');
}

/**
 * Starts `step` when the screen showing it is `ready` (drawn with its heading), if the guest's action
 * asked for it. `target` defaults to the main region's first h1.
 */
export function useStepStart(
  step: Step,
  ready: boolean,
  options: StartOptions & { target?: () => HTMLElement | null } = { toTop: true },
): void {
  const { toTop, target = mainHeading } = options;
  // Runs again on every ask, so a step asked for while its screen is already ready starts too.
  const askCount = useSyncExternalStore(subscribe, () => asks);
  useEffect(() => {
    if (ready && askCount > 0 && takeStep(step)) startStep(target(), { toTop });
  }, [ready, askCount, step, toTop, target]);
}
