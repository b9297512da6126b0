/**
 * postMessage protocol between the widget iframe and the host page's loader (spec section 4).
 * Every message is `{ source: 'yadori', type, ...payload }`; anything else is ignored.
 */
export const MESSAGE_SOURCE = 'yadori';

/** Widget → host. */
export type WidgetToHostMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'resize'; height: number }
  | { source: typeof MESSAGE_SOURCE; type: 'login' }
  | { source: typeof MESSAGE_SOURCE; type: 'logout' }
  | { source: typeof MESSAGE_SOURCE; type: 'hide-chatbot-sign-in' }
  | { source: typeof MESSAGE_SOURCE; type: 'close' }
  | { source: typeof MESSAGE_SOURCE; type: 'ready' }
  /**
   * The hotel's booking_widget_type is `standalone`: the loader opens `url` (same origin as the widget)
   * in a new tab instead of its modal from now on.
   */
  | { source: typeof MESSAGE_SOURCE; type: 'standalone'; url: string };

/** Host → widget. */
export type HostToWidgetMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'logout' }
  | { source: typeof MESSAGE_SOURCE; type: 'refresh-login' };

/** True for a message of our protocol with a string type. */
export function isYadoriMessage(data: unknown): data is { source: string; type: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === MESSAGE_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}
