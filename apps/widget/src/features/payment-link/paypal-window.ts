import { isPayPalResult, type PayPalResult } from './payment-link-addresses.ts';

/** The marker of `/iframe-token`'s message to the payments page that opened PayPal. */
export const IFRAME_TOKEN_SOURCE = 'yadori-iframe-token';
const WINDOW_NAME = 'yadori-paypal';
/** How often the payments page looks whether the guest closed the PayPal window. */
export const POPUP_CLOSED_POLL_MS = 500;

/** What `/iframe-token` tells the page that opened PayPal (posted to the widget's own origin only). */
export interface IframeTokenMessage {
  source: typeof IFRAME_TOKEN_SOURCE;
  payment: string;
  result: PayPalResult;
  /** PayPal's order token, as PayPal put it on the return address (null when missing). */
  token: string | null;
}

/**
 * Opens the window PayPal's approval page will load in. Call it in the click's own handler, before
 * anything is awaited: popup blockers allow a window only there. Null when the browser blocked it
 * (the page then goes to PayPal itself).
 */
export function openPayPalWindow(win: Window = window): Window | null {
  try {
    return win.open('', WINDOW_NAME, 'popup,width=480,height=720');
  } catch {
    return null;
  }
}

/** The message of `/iframe-token` in `popup` for `paymentNumber`, or null for any other message. */
export function readIframeTokenMessage(
  event: MessageEvent,
  popup: Window,
  paymentNumber: string,
  win: Window = window,
): IframeTokenMessage | null {
  if (event.origin !== win.location.origin || event.source !== popup) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { source, payment, result, token } = data as Record<string, unknown>;
  if (source !== IFRAME_TOKEN_SOURCE || payment !== paymentNumber || !isPayPalResult(result)) return null;
  return { source, payment, result, token: typeof token === 'string' ? token : null };
}

/**
 * Waits for PayPal's outcome in `popup`: `result` once `/iframe-token` posts it (which ends the watch),
 * and `closed` when the window is found closed. A result may still arrive after that (the window posts,
 * then closes itself, and the two may be seen in either order), so only `result` or the returned
 * function end the watch.
 */
export function watchPayPalWindow(
  popup: Window,
  paymentNumber: string,
  handlers: { result(result: PayPalResult): void; closed(): void },
  win: Window = window,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = readIframeTokenMessage(event, popup, paymentNumber, win);
    if (!message) return;
    stop();
    handlers.result(message.result);
  };
  let timer: ReturnType<typeof setInterval> | undefined = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    timer = undefined;
    handlers.closed();
  }, POPUP_CLOSED_POLL_MS);
  function stop() {
    win.removeEventListener('message', onMessage);
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }
  win.addEventListener('message', onMessage);
  return stop;
}
