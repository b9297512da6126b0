import {
  CHATBOT_EVENT_PREFIX,
  CHATBOT_MESSAGE_SOURCE,
  type ChatbotCommand,
  type ChatbotEventName,
  type ChatbotToConversationMessage,
  type WidgetToChatbotMessage,
} from '@yadori/contract/chatbot-messages';
import {
  type HostToWidgetMessage,
  MESSAGE_SOURCE,
  type WidgetToHostMessage,
} from '@yadori/contract/host-messages';
import { CHATBOT_TEXTS, chatbotWidgetUrl, localeOf, readChatbotConfig } from './chatbot-config.ts';

// `/chatbot.js` (decision 061, docs/chatbot-protocol.md): a launcher button on the hotel's page that
// opens a panel holding the widget in chatbot mode and, when the hotel has one, its own conversation
// page, which may open the widget on request. Written with closures and locals like the loader: the
// minifier shortens locals, not property names, and the script is held to a 2 KB gzip budget.

const LAUNCHER_CSS =
  'position:fixed;right:16px;bottom:16px;z-index:99999;padding:14px 20px;border:0;border-radius:99px;background:#1f2937;color:#fff;font:600 16px sans-serif';
const PANEL_CSS =
  'position:fixed;right:16px;bottom:80px;z-index:99999;width:min(400px,90vw);height:min(640px,80vh);display:none;flex-direction:column;background:#fff;box-shadow:0 0 24px #0006';
const BUTTON_CSS = 'padding:8px 14px;border:0;border-radius:99px;background:#fff;font:15px sans-serif';

type WidgetMessage = WidgetToHostMessage | WidgetToChatbotMessage;

/** Sets up the launcher and panel one chatbot script tag asks for. */
export function bootChatbot(script: HTMLScriptElement | null): void {
  if (!script) return;
  const config = readChatbotConfig(script);
  const { hotelCode, origin } = config;
  // The page's language, else the browser's.
  const [title, closeLabel, backLabel, bookingTitle] =
    CHATBOT_TEXTS[config.locale || localeOf(navigator.language) || 'en'];

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text = '') => {
    const node = document.createElement(tag);
    node.style.cssText = css;
    node.textContent = text;
    return node;
  };
  const launcher = element('button', LAUNCHER_CSS, title);
  const panel = element('div', PANEL_CSS);
  const bar = element('div', 'display:flex;padding:6px;background:#1f2937');
  const back = element('button', BUTTON_CSS, backLabel);
  const close = element('button', `${BUTTON_CSS};margin-left:auto`, closeLabel);
  panel.id = 'yadori-chatbot';
  // A non-modal dialog: the hotel's page stays usable beside it.
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', title);
  const expanded = (value: string) => launcher.setAttribute('aria-expanded', value);
  launcher.setAttribute('aria-controls', panel.id);
  expanded('false');
  bar.append(back, close);
  panel.append(bar);

  let widget: HTMLIFrameElement | undefined;
  let conversation: HTMLIFrameElement | undefined;
  let conversationOrigin = '';
  // Whether the panel shows the widget rather than the hotel's conversation page; and whether the widget
  // was asked for, so that a conversation page arriving later does not cover it.
  let showWidget = true;
  let asked = false;
  // Until the widget says `ready` it may not be listening yet, so host messages wait here.
  let ready = false;
  const queue: HostToWidgetMessage['type'][] = [];

  const emit = (name: ChatbotEventName) =>
    dispatchEvent(new CustomEvent(CHATBOT_EVENT_PREFIX + name, { detail: { hotelCode } }));
  const frame = (frameTitle: string, src: string) => {
    const node = element('iframe', 'flex:1;border:0');
    node.title = frameTitle;
    node.src = src;
    panel.append(node);
    return node;
  };
  let isOpen = false;
  const layout = () => {
    const onWidget = showWidget || !conversation;
    // `hidden` works on the frames and buttons: their styles set no display.
    widget!.hidden = !onWidget;
    if (conversation) conversation.hidden = onWidget;
    back.hidden = !(onWidget && conversation);
    // Focus follows what the panel shows (never left on a frame that was just hidden).
    if (isOpen) (onWidget ? widget : conversation)!.focus();
  };
  const open = () => {
    widget = widget || frame(bookingTitle, chatbotWidgetUrl(config)!);
    if (!isOpen) {
      isOpen = true;
      panel.style.display = 'flex';
      expanded('true');
      emit('open');
    }
    layout();
  };
  const hide = () => {
    if (!isOpen) return;
    isOpen = false;
    panel.style.display = 'none';
    expanded('false');
    launcher.focus();
    emit('close');
  };
  const remove = () => {
    launcher.remove();
    panel.remove();
    emit('hide');
  };
  const toConversation = () => {
    showWidget = false;
    open();
  };
  const openWidget = (path?: string, query?: Record<string, unknown>) => {
    const src = chatbotWidgetUrl(config, path, query);
    if (!src) return;
    asked = showWidget = true;
    if (widget) {
      ready = false;
      widget.src = src;
    }
    widget = widget || frame(bookingTitle, src);
    open();
  };
  const sendWidget = (type: HostToWidgetMessage['type']) => {
    if (ready) widget!.contentWindow!.postMessage({ source: MESSAGE_SOURCE, type }, origin);
    // A panel never opened has no widget: it reads the sign-in afresh when it opens.
    else if (widget) queue.push(type);
  };
  // To the conversation page (on its origin only) and the host page.
  const pass = (type: ChatbotToConversationMessage['type']) => {
    if (conversation)
      conversation.contentWindow!.postMessage({ source: CHATBOT_MESSAGE_SOURCE, type }, conversationOrigin);
    emit(type);
  };

  const fromWidget = (message: WidgetMessage, own: boolean) => {
    const { type } = message;
    // Any widget of ours on the page (the loader's too) may ask the chatbot to step aside (spec §2).
    if (type === 'hide-chatbot') remove();
    else if (type === 'hide-chatbot-sign-in') pass('hide-sign-in');
    else if (!own) {
      // The loader's widget signed the member in or out: the panel's widget reads its sign-in again.
      if (type === 'login' || type === 'logout') sendWidget('refresh-login');
    } else if (type === 'ready') {
      ready = true;
      queue.splice(0).forEach(sendWidget);
    } else if (type === 'chatbot-setting') {
      if (!message.enabled) return remove();
      const url = message.script_url;
      if (url && !conversation && /^https?:/.test(url)) {
        conversationOrigin = new URL(url).origin;
        conversation = frame(title, url);
        showWidget = asked;
        layout();
      }
    } else if (type === 'close') {
      if (conversation) toConversation();
      else hide();
    } else if (type === 'login' || type === 'logout' || type === 'chatbot-login') pass(type);
  };

  const command = (message: ChatbotCommand) => {
    const { type } = message;
    if (type === 'open') toConversation();
    else if (type === 'close') hide();
    else if (type === 'open-widget') openWidget(message.path, message.query);
    else if (type === 'logout' || type === 'refresh-login') sendWidget(type);
  };

  addEventListener('message', (event) => {
    const { data, source } = event;
    if (!data) return;
    // Both checks, always: the origin alone would trust another frame of that origin, the source alone a
    // frame that navigated elsewhere.
    if (data.source === MESSAGE_SOURCE && event.origin === origin)
      // biome-ignore lint/complexity/useOptionalChain: ?. is longer in ES2018 output; the script is held to 2 KB.
      fromWidget(data, source === (widget && widget.contentWindow));
    else if (
      data.source === CHATBOT_MESSAGE_SOURCE &&
      // biome-ignore lint/complexity/useOptionalChain: as above.
      ((source === (conversation && conversation.contentWindow) && event.origin === conversationOrigin) ||
        (source === window && event.origin === location.origin))
    )
      command(data);
  });

  launcher.onclick = () => (isOpen ? hide() : open());
  close.onclick = hide;
  back.onclick = toConversation;
  panel.onkeydown = (event) => event.key === 'Escape' && hide();
  const mount = () => document.body.append(launcher, panel);
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', mount);
  else mount();
}
