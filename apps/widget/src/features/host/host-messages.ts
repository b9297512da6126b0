import { isYadoriMessage, MESSAGE_SOURCE, type WidgetToHostMessage } from '@yadori/contract/host-messages';

type Outgoing = WidgetToHostMessage extends infer M ? (M extends unknown ? Omit<M, 'source'> : never) : never;

/** True when the widget runs inside another page's iframe. */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin top frame throws on access: that, too, means embedded.
    return true;
  }
}

/** Tells the host page's loader something (spec section 4). Does nothing when not embedded. */
export function postToHost(message: Outgoing, win: Window = window): void {
  if (!isEmbedded(win)) return;
  // The host is any hotel's site and the messages carry no secrets, so no target origin is pinned.
  win.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, '*');
}

/** The visual viewport over the frame, in frame px, as the loader measured it (see visible-band.ts). */
export interface HostView {
  top: number;
  height: number;
}

/** The loader's numbers, or null when they are not both finite (the height at least 1). */
export function readHostView(data: object): HostView | null {
  const { top, height } = data as { top?: unknown; height?: unknown };
  if (typeof top !== 'number' || typeof height !== 'number') return null;
  if (!Number.isFinite(top) || !Number.isFinite(height) || height < 1) return null;
  return { top, height };
}

export interface HostHandlers {
  logout(): void;
  refreshLogin(): void;
  /** Inline: the host's viewport over the frame (sane numbers only). */
  viewport?(view: HostView): void;
}

/** Listens for the host page's messages; only the parent frame is heard. Returns the unsubscribe. */
export function listenToHost(handlers: HostHandlers, win: Window = window): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || event.source === win) return;
    if (!isYadoriMessage(event.data)) return;
    if (event.data.type === 'logout') handlers.logout();
    else if (event.data.type === 'refresh-login') handlers.refreshLogin();
    else if (event.data.type === 'viewport') {
      const view = readHostView(event.data);
      if (view) handlers.viewport?.(view);
    }
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** Reports the document height to the host whenever it changes, so the iframe fits its content. */
export function reportHeight(win: Window = window): () => void {
  if (!isEmbedded(win) || typeof ResizeObserver !== 'function') return () => {};
  let last = -1;
  // The body's own box, not the document's scrollHeight: that never drops below the iframe's current
  // height, so the iframe could grow but never shrink.
  const body = win.document.body;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(body.getBoundingClientRect().height);
    if (height === 0 || height === last) return;
    last = height;
    postToHost({ type: 'resize', height }, win);
  });
  observer.observe(body);
  return () => observer.disconnect();
}
