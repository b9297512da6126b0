import type { MESSAGE_SOURCE } from './host-messages.ts';

/**
 * The chatbot's message protocol (decision 061, docs/chatbot-protocol.md). `/chatbot.js` on a hotel's
 * page holds a panel with the widget in chatbot mode (`iframe=triplabot`) and, when the hotel's
 * `chatbot_setting.script_url` is set, the hotel's own conversation page. Types only, and one constant:
 * the loader's chatbot script and the widget import them with no run-time cost.
 */

/** Messages to and from `/chatbot.js` that are not the widget's carry this source. */
export const CHATBOT_MESSAGE_SOURCE = 'yadori-chatbot';

/** The DOM events `/chatbot.js` dispatches on the host page's `window` start with this. */
export const CHATBOT_EVENT_PREFIX = 'yadori-chatbot:';

/**
 * Widget → `/chatbot.js` (beside the host messages of host-messages.ts): once its settings arrived,
 * the widget inside the chatbot's panel (`iframe=triplabot`) says whether the hotel's chatbot is on and
 * which conversation page it has. `enabled` false: the script takes its launcher off the page.
 */
export type WidgetToChatbotMessage = {
  source: typeof MESSAGE_SOURCE;
  type: 'chatbot-setting';
  enabled: boolean;
  script_url: string | null;
};

/**
 * The conversation page (from its frame, on `script_url`'s origin) or the host page itself (posted to
 * its own window, on its own origin) → `/chatbot.js`. Anything from another frame or origin is ignored.
 */
export type ChatbotCommand =
  /** Opens the panel on the conversation page (on the widget when the hotel has none). */
  | { source: typeof CHATBOT_MESSAGE_SOURCE; type: 'open' }
  | { source: typeof CHATBOT_MESSAGE_SOURCE; type: 'close' }
  /**
   * Opens the panel on the widget at `path` (a widget path such as `/booking/result`; default `/`)
   * with `query` (string values; `code`, `iframe` and `fromChatbot` are always the script's own). A
   * chatbot sign-in link (spec section 4 "chatbot session") is `path: '/chat-sign-in'` with
   * `query: { auth_auto_message_id, triplabot_user_id }`: the widget sends the pair with the member's
   * bearer once they have signed in.
   */
  | {
      source: typeof CHATBOT_MESSAGE_SOURCE;
      type: 'open-widget';
      path?: string;
      query?: Record<string, string>;
    }
  /** Passed on to the panel's widget as the host messages `logout` and `refresh-login`. */
  | { source: typeof CHATBOT_MESSAGE_SOURCE; type: 'logout' }
  | { source: typeof CHATBOT_MESSAGE_SOURCE; type: 'refresh-login' };

export type ChatbotCommandType = ChatbotCommand['type'];

/**
 * `/chatbot.js` → the conversation page (posted to `script_url`'s origin only): what the panel's widget
 * said (`login`, `logout`, `chatbot-login`), and `hide-sign-in` when a widget of the hotel elsewhere on
 * the page shows guest detail, confirmation or review (spec section 2 hide-chatbot-sign-in).
 */
export type ChatbotToConversationMessage = {
  source: typeof CHATBOT_MESSAGE_SOURCE;
  type: 'login' | 'logout' | 'chatbot-login' | 'hide-sign-in';
};

/**
 * The DOM events `/chatbot.js` dispatches on the host page's `window` (`yadori-chatbot:<name>`), each
 * with `detail.hotelCode`: the panel opened or closed; the panel's widget signed the member in or out
 * or stored the chatbot's session; `hide-sign-in` (a widget of ours elsewhere on the page shows guest
 * detail, confirmation or review: spec section 2 hide-chatbot-sign-in); `hide` (the payments page, or
 * the hotel's chatbot is off: the launcher and panel are gone for this page view).
 */
export type ChatbotEventName = 'open' | 'close' | ChatbotToConversationMessage['type'] | 'hide';
