import { describe, expect, it, vi } from 'vitest';
import { listenToHost, postToHost } from './host-messages.ts';

/** A window whose parent is another object, as inside an iframe. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win = {
    parent,
    top: parent,
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.push(fn),
    removeEventListener: vi.fn(),
  } as unknown as Window & { self: Window };
  (win as { self: Window }).self = win;
  const dispatch = (data: unknown, source: unknown) => {
    for (const fn of listeners) fn({ data, source } as MessageEvent);
  };
  return { win, parent, dispatch };
}

describe('host messages', () => {
  it('posts yadori messages to the parent when embedded', () => {
    const { win, parent } = framedWindow();
    postToHost({ type: 'resize', height: 640 }, win);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'yadori', type: 'resize', height: 640 }, '*');
  });

  it('posts nothing when not embedded', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    postToHost({ type: 'ready' });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('hears logout and refresh-login from the parent only', () => {
    const { win, parent, dispatch } = framedWindow();
    const handlers = { logout: vi.fn(), refreshLogin: vi.fn() };
    listenToHost(handlers, win);
    dispatch({ source: 'yadori', type: 'logout' }, parent);
    dispatch({ source: 'yadori', type: 'refresh-login' }, parent);
    dispatch({ source: 'yadori', type: 'logout' }, {});
    dispatch({ source: 'other', type: 'logout' }, parent);
    expect(handlers.logout).toHaveBeenCalledOnce();
    expect(handlers.refreshLogin).toHaveBeenCalledOnce();
  });
});
