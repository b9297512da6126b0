import { type HostToWidgetMessage, MESSAGE_SOURCE } from '@yadori/contract/host-messages';
import { readConfig, textsFor, widgetUrl } from './config.ts';
import { acceptMessage, frameHeight, pushAnalytics, standaloneUrl } from './messages.ts';
import { createModal, type Modal } from './modal.ts';

// Written with closures and plain locals rather than classes and property chains: the minifier can
// shorten locals but not property names, and the loader has a 2 KB gzip budget.

type HostMessageType = HostToWidgetMessage['type'];

/** One script tag's widget, as the page-wide api sees it. */
export interface Instance {
  readonly inline: boolean;
  open(opener: Element | null): void;
  /** Closes the modal; true when it was open. */
  close(): boolean;
  send(type: HostMessageType): void;
  receive(event: MessageEvent): void;
}

/** `window.Yadori`: what a host page can call. */
export interface YadoriApi {
  /** Opens the modal (or the standalone tab) of the first widget that is not inline. */
  open(): void;
  close(): void;
  /** Tells every widget on the page that the host signed the member out. */
  logout(): void;
  /** Asks every widget to re-read its sign-in state. */
  refreshLogin(): void;
  /** The widgets of every embed.js tag on the page (shared: each tag runs the script once). */
  readonly instances: Instance[];
}

declare global {
  interface Window {
    Yadori?: YadoriApi;
  }
}

function pick(api: YadoriApi): Instance | undefined {
  return api.instances.find((instance) => !instance.inline);
}

function createApi(): YadoriApi {
  const instances: Instance[] = [];
  const each = (run: (instance: Instance) => void) => () => instances.forEach(run);
  const api: YadoriApi = {
    instances,
    open: () => {
      const instance = pick(api);
      if (instance) instance.open(document.activeElement);
    },
    close: each((instance) => instance.close()),
    logout: each((instance) => instance.send('logout')),
    refreshLogin: each((instance) => instance.send('refresh-login')),
  };
  addEventListener('message', (event) =>
    instances.forEach((instance) => {
      instance.receive(event);
    }),
  );
  addEventListener('click', (event) => {
    // An element (document and window, targets of synthetic clicks only, have no closest()).
    const target = event.target as Partial<Element>;
    // biome-ignore lint/complexity/useOptionalChain: ?. is longer in ES2018 output; the loader is held to 2 KB.
    const opener = target.closest && target.closest('[data-yadori-open]');
    const instance = opener && pick(api);
    if (instance) {
      event.preventDefault();
      instance.open(opener);
    }
  });
  return api;
}

/** Sets up the widget one loader script tag asks for. */
export function boot(script: HTMLScriptElement | null): void {
  if (!script) return;
  const config = readConfig(script);
  const { hotelCode, mode, origin } = config;
  const inline = mode === 'inline';
  const [bookNow, closeLabel, title] = textsFor(
    document.documentElement.lang || config.locale || navigator.language,
  );

  let frame: HTMLIFrameElement | undefined;
  let modal: Modal | undefined;
  // Until the widget says `ready` it may not be listening yet, so host messages wait here.
  let ready = false;
  const queue: HostMessageType[] = [];
  // From `data-booking-widget-type` or the widget's `standalone` message: open actions use a new tab.
  let standalone = config.bookingWidgetType === 'standalone' ? widgetUrl(config, 'standalone', location) : '';

  const createFrame = () => {
    frame = document.createElement('iframe');
    frame.title = title;
    frame.src = widgetUrl(config, mode, location);
    return frame;
  };
  // biome-ignore lint/complexity/useOptionalChain: ?. is longer in ES2018 output; the loader is held to 2 KB.
  const frameWindow = () => frame && frame.contentWindow;
  // Only once the frame exists: after `ready`, or from the inline frame's tracking.
  const post = (message: object) =>
    frameWindow()!.postMessage({ source: MESSAGE_SOURCE, ...message }, origin);
  const send = (type: HostMessageType) => {
    if (ready) post({ type });
    else queue.push(type);
  };
  // The inline iframe is as tall as the widget, so `position: fixed` in it means the whole frame: the
  // widget is told which part of it is on screen (the visual viewport, which pinch-zoom and a phone's
  // keyboard shrink), at most once per animation frame and only while some of it is on screen.
  let pending = 0;
  const track = () => {
    if (!pending)
      pending = requestAnimationFrame(() => {
        pending = 0;
        const view = visualViewport!;
        const box = frame!.getBoundingClientRect();
        const top = view.offsetTop - box.top;
        // Before `ready` nothing listens; `ready` measures again.
        if (top < box.height && top + view.height > 0) post({ type: 'viewport', top, height: view.height });
      });
  };
  /** True when the modal was open. */
  const close = () => (modal ? modal.hide() : false);
  const openTab = (url: string) => window.open(url, '_blank', 'noopener');

  const instance: Instance = {
    inline,
    send,
    close,
    open(opener) {
      if (standalone) return void openTab(standalone);
      modal = modal || createModal(createFrame(), title, closeLabel);
      modal.show(opener);
    },
    receive(event) {
      const message = acceptMessage(event, origin, frameWindow());
      if (!message) return;
      const { type } = message;
      if (type === 'resize') {
        const height = frameHeight(message.height);
        // The frame's top stays where it is, and the widget clamps the viewport to its own height: no
        // new measurement is needed (a host page that scrolls as it shrinks fires scroll).
        if (inline && height !== null) frame!.style.height = `${height}px`;
      } else if (type === 'scroll-to') {
        // A new step starts at the widget's top (spec section 2: guest detail scrolls to top).
        // (The modal's frame is fixed on screen: nothing to scroll.)
        frame!.scrollIntoView();
      } else if (type === 'close') close();
      else if (type === 'analytics') pushAnalytics(message);
      else if (type === 'standalone') {
        const url = standaloneUrl(message.url, origin);
        if (!url) return;
        standalone = url;
        // Still inside the click's user activation when the widget answers quickly; else the next click.
        if (close()) openTab(url);
      } else {
        if (type === 'ready') {
          ready = true;
          queue.splice(0).forEach(send);
          if (inline) track();
        }
        dispatchEvent(new CustomEvent(`yadori:${type}`, { detail: { hotelCode } }));
      }
    },
  };

  const mount = () => {
    if (inline) {
      createFrame().style.cssText = 'display:block;width:100%;height:480px;border:0';
      const target = config.target && document.querySelector(config.target);
      if (target) target.append(frame!);
      else script.after(frame!);
      // Capturing: a scrolling element of the host page moves the frame too. The visual viewport's
      // resize covers the window's; every browser with <dialog> has it.
      addEventListener('scroll', track, true);
      visualViewport!.addEventListener('resize', track);
      visualViewport!.addEventListener('scroll', track);
    } else if (mode === 'button') {
      const button = document.createElement('button');
      button.textContent = config.label || bookNow;
      button.style.cssText =
        'position:fixed;right:16px;bottom:16px;z-index:99999;padding:14px 24px;border:0;border-radius:99px;background:#1f2937;color:#fff;font:600 16px sans-serif';
      button.onclick = () => instance.open(button);
      document.body.append(button);
    }
  };

  // biome-ignore lint/suspicious/noAssignInExpressions: the shorter form; the loader is held to 2 KB.
  (window.Yadori ||= createApi()).instances.push(instance);
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', mount);
  else mount();
}
