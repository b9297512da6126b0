// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootChatbot } from './chatbot.ts';

const ORIGIN = 'https://book.example';
const CONVERSATION = 'https://chat.hanami.example/talk';

// Each boot listens on the window for good (a page boots once); a test's listeners go with it.
const listeners: [string, EventListenerOrEventListenerObject][] = [];
beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

/** Boots the script for Hanami Tokyo as its tag would, on a page in `lang`. */
function attach(lang = 'en'): void {
  document.documentElement.lang = lang;
  const script = document.createElement('script');
  script.src = `${ORIGIN}/chatbot.js`;
  script.dataset.hotelCode = 'hanami-tokyo';
  document.body.append(script);
  bootChatbot(script);
}

const launcher = () => document.querySelector<HTMLButtonElement>('button[aria-controls]');
const panel = () => document.getElementById('yadori-chatbot');
const frames = () => [...(panel()?.querySelectorAll('iframe') ?? [])];
const shown = () => frames().filter((frame) => !frame.hidden);
function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((element) => element.textContent === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

function post(data: object, origin: string, source: Window | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}
const fromWidget = (frame: HTMLIFrameElement, data: object, origin = ORIGIN) =>
  post({ source: 'yadori', ...data }, origin, frame.contentWindow);
const command = (frame: HTMLIFrameElement | null, data: object, origin = new URL(CONVERSATION).origin) =>
  post({ source: 'yadori-chatbot', ...data }, origin, frame ? frame.contentWindow : window);

/** Records the `yadori-chatbot:*` events the page receives. */
function listen(...names: string[]): string[] {
  const heard: string[] = [];
  for (const name of names) addEventListener(`yadori-chatbot:${name}`, () => heard.push(name));
  return heard;
}

/** Opens the panel, and the widget says it is ready and the hotel has a conversation page. */
function openWithConversation() {
  attach();
  launcher()!.click();
  const widget = frames()[0]!;
  fromWidget(widget, { type: 'ready' });
  fromWidget(widget, { type: 'chatbot-setting', enabled: true, script_url: CONVERSATION });
  return { widget, conversation: frames()[1]! };
}

describe('the launcher', () => {
  it('opens and closes the panel with the widget in chatbot mode, focus going in and back', () => {
    const heard = listen('open', 'close');
    attach();
    const button = launcher()!;
    expect(button.textContent).toBe('Chat with us');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel()!.style.display).toBe('none');
    expect(frames()).toHaveLength(0);

    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel()!.getAttribute('role')).toBe('dialog');
    expect(panel()!.getAttribute('aria-label')).toBe('Chat with us');
    expect(panel()!.style.display).toBe('flex');
    const [widget] = frames();
    expect(widget!.title).toBe('Hotel booking');
    const url = new URL(widget!.src);
    expect(url.origin).toBe(ORIGIN);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'hanami-tokyo',
      iframe: 'triplabot',
      fromChatbot: 'true',
      locale: 'en',
    });
    expect(document.activeElement).toBe(widget);

    button.click();
    expect(panel()!.style.display).toBe('none');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(heard).toEqual(['open', 'close']);
  });

  it('closes on Escape and on its Close button, the widget kept for the next opening', () => {
    attach();
    launcher()!.click();
    button('Close').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel()!.style.display).toBe('none');
    expect(document.activeElement).toBe(launcher());
    launcher()!.click();
    button('Close').click();
    expect(panel()!.style.display).toBe('none');
    expect(frames()).toHaveLength(1);
  });

  it('speaks the page’s language, and asks the widget for it', () => {
    attach('zh-TW');
    expect(launcher()!.textContent).toBe('線上諮詢');
    launcher()!.click();
    expect(button('關閉')).toBeTruthy();
    expect(new URL(frames()[0]!.src).searchParams.get('locale')).toBe('zh_Hant');
  });
});

describe('the hotel’s conversation page', () => {
  it('replaces the widget when the widget says the hotel has one, and opens the widget on request', () => {
    const { widget, conversation } = openWithConversation();
    expect(conversation.src).toBe(CONVERSATION);
    expect(conversation.title).toBe('Chat with us');
    expect(shown()).toEqual([conversation]);
    expect(button('Back to chat').hidden).toBe(true);
    expect(document.activeElement).toBe(conversation);

    command(conversation, { type: 'open-widget', path: '/booking/result', query: { checkin: '2026-12-10' } });
    expect(shown()).toEqual([widget]);
    const url = new URL(widget.src);
    expect(url.pathname).toBe('/booking/result');
    expect(url.searchParams.get('checkin')).toBe('2026-12-10');
    expect(url.searchParams.get('iframe')).toBe('triplabot');
    expect(document.activeElement).toBe(widget);

    button('Back to chat').click();
    expect(shown()).toEqual([conversation]);
    // The widget's own close (the chat sign-in's header) goes back to the conversation too.
    command(conversation, { type: 'open-widget' });
    fromWidget(widget, { type: 'close' });
    expect(shown()).toEqual([conversation]);
    expect(panel()!.style.display).toBe('flex');
  });

  it('keeps the widget a guest asked for before the setting came', () => {
    attach();
    command(
      null,
      { type: 'open-widget', path: '/chat-sign-in', query: { auth_auto_message_id: 'm-1' } },
      location.origin,
    );
    const widget = frames()[0]!;
    expect(new URL(widget.src).pathname).toBe('/chat-sign-in');
    fromWidget(widget, { type: 'chatbot-setting', enabled: true, script_url: CONVERSATION });
    expect(shown()).toEqual([widget]);
    expect(button('Back to chat').hidden).toBe(false);
  });

  it('passes the widget’s sign-in news to the conversation page, on its origin only, and to the host', () => {
    const heard = listen('login', 'logout', 'chatbot-login');
    const { widget, conversation } = openWithConversation();
    const told = vi.spyOn(conversation.contentWindow!, 'postMessage');
    fromWidget(widget, { type: 'login' });
    fromWidget(widget, { type: 'chatbot-login' });
    fromWidget(widget, { type: 'logout' });
    expect(heard).toEqual(['login', 'chatbot-login', 'logout']);
    expect(told.mock.calls).toEqual([
      [{ source: 'yadori-chatbot', type: 'login' }, 'https://chat.hanami.example'],
      [{ source: 'yadori-chatbot', type: 'chatbot-login' }, 'https://chat.hanami.example'],
      [{ source: 'yadori-chatbot', type: 'logout' }, 'https://chat.hanami.example'],
    ]);
  });
});

describe('origin checks', () => {
  it('ignores commands from another origin, another frame or another protocol', () => {
    const { widget, conversation } = openWithConversation();
    const other = document.body.appendChild(document.createElement('iframe'));
    command(conversation, { type: 'open-widget' }, 'https://evil.example');
    command(other, { type: 'open-widget' });
    command(null, { type: 'open-widget' }, 'https://evil.example');
    post({ source: 'yadori', type: 'open-widget' }, new URL(CONVERSATION).origin, conversation.contentWindow);
    expect(shown()).toEqual([conversation]);
    // Nor are the widget's messages taken from anywhere but the widget's origin.
    const heard = listen('login');
    fromWidget(widget, { type: 'login' }, 'https://evil.example');
    expect(heard).toEqual([]);
  });

  it('refuses a path off the widget’s pages', () => {
    attach();
    command(null, { type: 'open-widget', path: '//evil.example/x' }, location.origin);
    expect(frames()).toHaveLength(0);
  });
});

describe('the widget’s messages', () => {
  it('takes the launcher away when the hotel’s chatbot is off', () => {
    const heard = listen('hide');
    attach();
    launcher()!.click();
    fromWidget(frames()[0]!, { type: 'chatbot-setting', enabled: false, script_url: null });
    expect(launcher()).toBeNull();
    expect(panel()).toBeNull();
    expect(heard).toEqual(['hide']);
  });

  it('steps aside for any widget of ours on the page: its sign-in on guest detail, all of it on payments', () => {
    const heard = listen('hide', 'hide-sign-in');
    const { conversation } = openWithConversation();
    const told = vi.spyOn(conversation.contentWindow!, 'postMessage');
    // The loader's widget, not the panel's.
    const booking = document.body.appendChild(document.createElement('iframe'));
    fromWidget(booking, { type: 'hide-chatbot-sign-in' });
    expect(told).toHaveBeenCalledWith(
      { source: 'yadori-chatbot', type: 'hide-sign-in' },
      'https://chat.hanami.example',
    );
    expect(launcher()).not.toBeNull();
    fromWidget(booking, { type: 'hide-chatbot' });
    expect(launcher()).toBeNull();
    expect(heard).toEqual(['hide-sign-in', 'hide']);
  });

  it('has the panel’s widget read its sign-in again when the loader’s widget signs in or out', () => {
    const { widget } = openWithConversation();
    const sent = vi.spyOn(widget.contentWindow!, 'postMessage');
    const heard = listen('login');
    const booking = document.body.appendChild(document.createElement('iframe'));
    fromWidget(booking, { type: 'login' });
    expect(heard).toEqual([]);
    expect(sent).toHaveBeenCalledWith({ source: 'yadori', type: 'refresh-login' }, ORIGIN);
  });

  it('holds the host’s messages for the widget until it is ready', () => {
    attach();
    launcher()!.click();
    const widget = frames()[0]!;
    const sent = vi.spyOn(widget.contentWindow!, 'postMessage');
    command(null, { type: 'logout' }, location.origin);
    expect(sent).not.toHaveBeenCalled();
    fromWidget(widget, { type: 'ready' });
    expect(sent).toHaveBeenCalledWith({ source: 'yadori', type: 'logout' }, ORIGIN);
  });
});
