import type { AnalyticsEvent } from './analytics.constants.ts';
import type { MemberCompanion } from './membership.schema.ts';

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
  /**
   * After member sign-in with a chatbot sign-in link pending (spec section 4 "chatbot session sent"):
   * the chatbot's own session of the member is stored on the widget's origin
   * (`tripla_chatbot_session_{brand id}`), where the chatbot's iframe, on that origin, reads it. The
   * message carries no token.
   */
  | { source: typeof MESSAGE_SOURCE; type: 'chatbot-login' }
  /**
   * After member sign-in, and when a stored session is restored (spec section 4 "companion info sent to
   * the host if an access token exists and companion is supported and active"): the member's companions
   * (spec section 3), each null when the member has none. Sent only while the member has a session and
   * the hotel has an active companion tier (kids tier A). The loader's `yadori:companion-info` event says
   * it arrived; the companions are on this message, which the host reads from the widget's frame.
   */
  | {
      source: typeof MESSAGE_SOURCE;
      type: 'companion-info';
      adult_companion: MemberCompanion | null;
      kid_companion: MemberCompanion | null;
    }
  | { source: typeof MESSAGE_SOURCE; type: 'hide-chatbot-sign-in' }
  /**
   * The payments page (spec §2: `/payments/{paymentNumber}` hides the chatbot): the host page hides its
   * chatbot while the guest pays. Sent when the hotel's chatbot is on and the widget is not inside it;
   * the loader re-dispatches it as `yadori:hide-chatbot`.
   */
  | { source: typeof MESSAGE_SOURCE; type: 'hide-chatbot' }
  | { source: typeof MESSAGE_SOURCE; type: 'close' }
  | { source: typeof MESSAGE_SOURCE; type: 'ready' }
  /**
   * The hotel's booking_widget_type is `standalone`: the loader opens `url` (same origin as the widget)
   * in a new tab instead of its modal from now on.
   */
  | { source: typeof MESSAGE_SOURCE; type: 'standalone'; url: string }
  /**
   * A new step began (results after a search, guest details, payment, confirmation): the inline loader
   * scrolls the host page to the iframe's top (spec section 2: guest detail scrolls to top).
   */
  | { source: typeof MESSAGE_SOURCE; type: 'scroll-to' }
  /**
   * An analytics event (decision 061): a GA4 e-commerce event with no personal data, for the loader
   * to push into each of the host page's data layers the hotel named in `data_layers` (settings),
   * unless the host's Google Consent Mode state denies analytics_storage. Sent only when the hotel
   * named at least one.
   */
  | { source: typeof MESSAGE_SOURCE; type: 'analytics'; event: AnalyticsEvent; data_layers: string[] };

/** Host → widget. */
export type HostToWidgetMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'logout' }
  | { source: typeof MESSAGE_SOURCE; type: 'refresh-login' }
  /**
   * Inline mode only: the host's visual viewport over the iframe, in iframe px (0 = the iframe's top
   * edge). `top` is negative while the iframe starts lower on the screen, and `top + height` passes the
   * iframe's bottom when it ends on screen: the widget clamps it to its own height. Sent once the widget
   * is ready, then at most once per animation frame on the host's scroll and the visual viewport's
   * resize and scroll, while any of the iframe is on screen. A widget sized to its content places sheets,
   * dialogs and sticky bars inside it, since `position: fixed` inside the iframe means the whole iframe.
   */
  | { source: typeof MESSAGE_SOURCE; type: 'viewport'; top: number; height: number };

/** True for a message of our protocol with a string type. */
export function isYadoriMessage(data: unknown): data is { source: string; type: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === MESSAGE_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/**
 * Widget → widget: a federated sign-in an embedded widget opened in a popup came back there (the
 * provider's pages cannot be framed); the popup hands the result to the widget that opened it, posted
 * to its own origin only, then closes. `login_error` is the callback's reason when it failed.
 */
export type PopupSignInMessage = {
  source: typeof MESSAGE_SOURCE;
  type: 'member-sign-in';
  login_token: string | null;
  login_error: string | null;
};
