// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot } from './loader.ts';

const ORIGIN = 'https://book.example';

beforeAll(() => {
  // jsdom has no modal dialogs, no visual viewport and no scrolling; every browser the loader targets
  // has them. The dialog does what browsers do: focus its first button when shown, fire close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector('button')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  Object.defineProperty(window, 'visualViewport', {
    configurable: true,
    value: Object.assign(new EventTarget(), { offsetTop: 0, height: 800 }),
  });
});

afterEach(() => {
  // Empty the shared registry so the page-wide listeners of earlier tests find nothing.
  window.Yadori?.instances.splice(0);
  window.Yadori = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

function embed(data: Record<string, string>, parent: Element = document.body): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${ORIGIN}/embed.js`;
  for (const [key, value] of Object.entries(data)) script.setAttribute(`data-${key}`, value);
  parent.append(script);
  boot(script);
  return script;
}

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

function fromWidget(frame: HTMLIFrameElement, data: object, origin = ORIGIN): void {
  window.dispatchEvent(
    new MessageEvent('message', { data: { source: 'yadori', ...data }, origin, source: frame.contentWindow }),
  );
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((element) => element.textContent === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

describe('inline mode', () => {
  it('puts a titled, full-width iframe right after the script tag', () => {
    const script = embed({ 'hotel-code': 'hanami-tokyo', locale: 'en' });
    const frame = frames()[0]!;
    expect(script.nextElementSibling).toBe(frame);
    expect(frame.title).toBe('Hotel booking');
    expect(frame.style.width).toBe('100%');
    const url = new URL(frame.src);
    expect(url.origin).toBe(ORIGIN);
    expect(url.searchParams.get('code')).toBe('hanami-tokyo');
    expect(url.searchParams.get('parentUrl')).toBe(location.href);
    expect(url.searchParams.get('parentPathname')).toBe(location.pathname);
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.has('closeable')).toBe(false);
  });

  it('mounts into data-target when given', () => {
    const target = document.createElement('section');
    target.id = 'booking';
    document.body.append(target);
    embed({ 'hotel-code': 'hanami-tokyo', target: '#booking' });
    expect(target.querySelector('iframe')).not.toBeNull();
  });

  it('follows the widget’s height, and only from our iframe on the widget origin', () => {
    embed({ 'hotel-code': 'hanami-tokyo' });
    const frame = frames()[0]!;
    fromWidget(frame, { type: 'resize', height: 1234.5 });
    expect(frame.style.height).toBe('1234.5px');
    fromWidget(frame, { type: 'resize', height: 99 }, 'https://evil.example');
    expect(frame.style.height).toBe('1234.5px');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'yadori', type: 'resize', height: 99 },
        origin: ORIGIN,
        source: window,
      }),
    );
    expect(frame.style.height).toBe('1234.5px');
  });

  it('re-dispatches login, chatbot-login, logout and hide-chatbot-sign-in as yadori:* events on the host window', () => {
    embed({ 'hotel-code': 'hanami-tokyo' });
    const seen: string[] = [];
    const types = ['login', 'chatbot-login', 'logout', 'hide-chatbot-sign-in'];
    for (const name of types.map((type) => `yadori:${type}`)) {
      window.addEventListener(name, (event) =>
        seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
      );
    }
    for (const type of types) fromWidget(frames()[0]!, { type });
    // The detail names the hotel only: nothing of the widget's message (no token) reaches the page.
    expect(seen).toEqual([
      'yadori:login {"hotelCode":"hanami-tokyo"}',
      'yadori:chatbot-login {"hotelCode":"hanami-tokyo"}',
      'yadori:logout {"hotelCode":"hanami-tokyo"}',
      'yadori:hide-chatbot-sign-in {"hotelCode":"hanami-tokyo"}',
    ]);
  });

  it('holds host messages until the widget is ready, then posts them to the widget origin', () => {
    embed({ 'hotel-code': 'hanami-tokyo' });
    const frame = frames()[0]!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    window.Yadori!.logout();
    expect(post).not.toHaveBeenCalled();
    fromWidget(frame, { type: 'ready' });
    expect(post).toHaveBeenCalledWith({ source: 'yadori', type: 'logout' }, ORIGIN);
    window.Yadori!.refreshLogin();
    expect(post).toHaveBeenLastCalledWith({ source: 'yadori', type: 'refresh-login' }, ORIGIN);
  });
});

describe('analytics', () => {
  const event = {
    event: 'view_item_list',
    page_locale: 'ja',
    ecommerce: { currency: 'JPY', value: 0, items: [], item_list_id: 'search_results' },
  };
  const host = window as unknown as Record<string, unknown>;
  afterEach(() => {
    delete host.dataLayer;
  });

  it('pushes our frame’s events into the host’s data layers, and dispatches nothing', () => {
    embed({ 'hotel-code': 'hanami-tokyo' });
    const dispatched = vi.fn();
    window.addEventListener('yadori:analytics', dispatched);
    fromWidget(
      frames()[0]!,
      { type: 'analytics', event, data_layers: ['dataLayer'] },
      'https://evil.example',
    );
    expect(host.dataLayer).toBeUndefined();
    fromWidget(frames()[0]!, { type: 'analytics', event, data_layers: ['dataLayer'] });
    expect(host.dataLayer).toEqual([{ ecommerce: null }, event]);
    expect(dispatched).not.toHaveBeenCalled();
  });
});

describe('inline mode: where the guest is looking', () => {
  /** Animation frames run when the test says so. (Earlier tests' detached frames still listen.) */
  function frameClock() {
    const callbacks: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => callbacks.push(callback));
    return {
      run: () => {
        for (const callback of callbacks.splice(0)) callback(0);
      },
    };
  }

  /** The frame's box on the host page, as getBoundingClientRect reports it. */
  function place(frame: HTMLIFrameElement, top: number, height: number): void {
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 390, height));
  }

  function viewport(offsetTop: number, height: number): void {
    Object.assign(window.visualViewport!, { offsetTop, height });
  }

  function viewportsPosted(post: { mock: { calls: unknown[][] } }): unknown[] {
    return post.mock.calls
      .map(([data]) => data)
      .filter((data) => (data as { type: string }).type === 'viewport');
  }

  afterEach(() => viewport(0, 800));

  it('sends the visual viewport over the frame once the widget is ready, in frame px', () => {
    const clock = frameClock();
    embed({ 'hotel-code': 'hanami-tokyo' });
    const frame = frames()[0]!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    place(frame, 300, 5000);
    fromWidget(frame, { type: 'ready' });
    clock.run();
    expect(post).toHaveBeenLastCalledWith(
      { source: 'yadori', type: 'viewport', top: -300, height: 800 },
      ORIGIN,
    );
  });

  it('measures at most once per animation frame, on the host’s scroll and the visual viewport’s resize and scroll', () => {
    const clock = frameClock();
    embed({ 'hotel-code': 'hanami-tokyo' });
    const frame = frames()[0]!;
    fromWidget(frame, { type: 'ready' });
    clock.run();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    place(frame, -2000, 5000);
    viewport(10, 600);
    // A scrolling element of the host page counts too (scroll does not bubble: the loader captures it).
    document.body.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    window.visualViewport!.dispatchEvent(new Event('resize'));
    window.visualViewport!.dispatchEvent(new Event('scroll'));
    expect(post).not.toHaveBeenCalled();
    clock.run();
    // Four events, one frame, one message.
    expect(viewportsPosted(post)).toEqual([{ source: 'yadori', type: 'viewport', top: 2010, height: 600 }]);
    window.dispatchEvent(new Event('scroll'));
    clock.run();
    expect(viewportsPosted(post)).toHaveLength(2);
  });

  it('sends nothing while the frame is off screen', () => {
    const clock = frameClock();
    embed({ 'hotel-code': 'hanami-tokyo' });
    const frame = frames()[0]!;
    fromWidget(frame, { type: 'ready' });
    clock.run();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    for (const top of [800, 900, -5000, -6000]) {
      place(frame, top, 5000);
      window.dispatchEvent(new Event('scroll'));
      clock.run();
    }
    expect(viewportsPosted(post)).toEqual([]);
    // One pixel row of it on screen, at either end.
    place(frame, 799, 5000);
    window.dispatchEvent(new Event('scroll'));
    clock.run();
    place(frame, -4999, 5000);
    window.dispatchEvent(new Event('scroll'));
    clock.run();
    expect(viewportsPosted(post)).toEqual([
      { source: 'yadori', type: 'viewport', top: -799, height: 800 },
      { source: 'yadori', type: 'viewport', top: 4999, height: 800 },
    ]);
  });

  it('scrolls the host to the widget’s top when the widget starts a step, and only for our frame', () => {
    embed({ 'hotel-code': 'hanami-tokyo' });
    const frame = frames()[0]!;
    const scroll = vi.spyOn(frame, 'scrollIntoView');
    fromWidget(frame, { type: 'scroll-to' }, 'https://evil.example');
    expect(scroll).not.toHaveBeenCalled();
    fromWidget(frame, { type: 'scroll-to' });
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('leaves the modal’s frame, which is on screen whole, without viewports', () => {
    const clock = frameClock();
    embed({ 'hotel-code': 'hanami-tokyo', mode: 'modal' });
    window.Yadori!.open();
    const frame = frames()[0]!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromWidget(frame, { type: 'ready' });
    window.dispatchEvent(new Event('scroll'));
    clock.run();
    expect(viewportsPosted(post)).toEqual([]);
  });
});

describe('modal mode', () => {
  function setUp(): HTMLElement {
    embed({ 'hotel-code': 'hanami-tokyo', mode: 'modal' });
    const opener = document.createElement('button');
    opener.textContent = 'Reserve';
    opener.setAttribute('data-yadori-open', '');
    document.body.append(opener);
    opener.focus();
    return opener;
  }

  it('creates no iframe until asked', () => {
    setUp();
    expect(frames()).toHaveLength(0);
  });

  it('opens a modal dialog with a closeable widget from a data-yadori-open element', () => {
    setUp().click();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe(frames()[0]!.title);
    expect(new URL(frames()[0]!.src).searchParams.get('closeable')).toBe('1');
    expect(document.activeElement).toBe(button('Close'));
  });

  // Escape is the browser's own (the dialog's cancel): e2e/loader.spec.ts presses it in Chromium.
  it('closes on the widget’s close message and on the close button, focus back on the opener', () => {
    const opener = setUp();
    opener.click();
    fromWidget(frames()[0]!, { type: 'close' });
    expect(document.querySelector('dialog')!.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.click();
    expect(frames()).toHaveLength(1);
    button('Close').click();
    expect(document.querySelector('dialog')!.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('opens from window.Yadori.open()', () => {
    setUp();
    window.Yadori!.open();
    expect(document.querySelector('dialog')!.open).toBe(true);
  });

  it('switches to a new tab when the widget says the hotel is standalone', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const opener = setUp();
    opener.click();
    fromWidget(frames()[0]!, { type: 'standalone', url: 'https://evil.example/' });
    expect(open).not.toHaveBeenCalled();
    fromWidget(frames()[0]!, { type: 'standalone', url: `${ORIGIN}/?code=hanami-tokyo` });
    expect(document.querySelector('dialog')!.open).toBe(false);
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/?code=hanami-tokyo`, '_blank', 'noopener');
    opener.click();
    expect(open).toHaveBeenCalledTimes(2);
    expect(document.querySelector('dialog')!.open).toBe(false);
  });
});

describe('button mode', () => {
  it('shows a floating button labelled in the page language', () => {
    document.documentElement.lang = 'ja';
    embed({ 'hotel-code': 'hanami-tokyo', mode: 'button' });
    const floating = button('今すぐ予約');
    expect(floating.style.position).toBe('fixed');
    floating.click();
    expect(document.querySelector('dialog')!.open).toBe(true);
    expect(button('閉じる')).toBe(document.activeElement);
  });

  it('takes its label from data-label', () => {
    embed({ 'hotel-code': 'hanami-tokyo', mode: 'button', label: 'Reserve a room' });
    expect(button('Reserve a room')).toBeTruthy();
  });

  it('opens the standalone page in a new tab when data-booking-widget-type is standalone', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    embed({
      'hotel-code': 'yamabuki-ryokan',
      mode: 'button',
      'booking-widget-type': 'standalone',
      locale: 'ja',
    });
    // No page lang: the label follows data-locale.
    button('今すぐ予約').click();
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/?code=yamabuki-ryokan&locale=ja`, '_blank', 'noopener');
    expect(document.querySelector('dialog')).toBeNull();
  });
});
