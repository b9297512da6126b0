import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStartQuery } from '../features/address/start-query.ts';
import { searchDataFixture } from '../features/search-results/search-fixtures.ts';
import { fakeApi } from '../features/search-results/test-harness.tsx';
import { i18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { ja } from '../i18n/locales/ja.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalog } from '../i18n/pseudo-locale.ts';
import { hotelSettings, loginWidget } from '../test/fixtures.ts';
import { App } from './app.tsx';
import { setNavigationMode } from './navigation.ts';
import { preloadScreen } from './routes.ts';
import { createWidgetStore } from './widget-store.ts';

// The results screen searches on arrival; an empty answer keeps these shell tests about the shell.
const { api } = fakeApi([[/\/rooms$/, () => ({ data: searchDataFixture({ rooms: [] }) })]]);

function renderApp(query = 'code=hanami-tokyo') {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  render(<App store={store} api={api} />);
  return store;
}

/** Waits for the lazily loaded screen to show its heading (the first import of a chunk is slow in jsdom). */
const screenLoaded = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('App', () => {
  beforeEach(() => {
    setNavigationMode('history');
    history.replaceState(null, '', '/booking/result?code=hanami-tokyo');
    i18n.use('en', en);
  });
  afterEach(cleanup);

  it('shows a labelled spinner until init has arrived', () => {
    renderApp();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('draws a preloaded screen with the shell in one render, before the next frame', async () => {
    // Start-up preloads the screen of the address (no earlier test of this file loaded this one); init
    // then draws the shell and the screen in one go, not the shell and, after the first paint, the
    // screen in a render of its own. Outside act(), as in a browser: renders run in a microtask,
    // passive effects after a frame (none comes until the end).
    const frames: (() => void)[] = [];
    const nextFrame = options.requestAnimationFrame;
    options.requestAnimationFrame = (callback) => void frames.push(callback);
    try {
      await preloadScreen('/booking/result', true);
      const store = renderApp();
      store.update({ initArrived: true, settings: hotelSettings(), loginWidget });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(frames.length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { level: 1, name: 'Hanami Hotel Tokyo' })).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    } finally {
      options.requestAnimationFrame = nextFrame;
      act(() => {
        for (const frame of frames) frame();
      });
    }
  });

  it('renders the branded shell with landmarks, the hotel name and the results region', async () => {
    const store = renderApp();
    act(() => store.update({ initArrived: true, settings: hotelSettings(), loginWidget }));
    await screenLoaded();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('Hanami Hotels & Resorts');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Hanami Hotel Tokyo' })).toBeTruthy();
    expect(within(main).getByRole('region', { name: 'Search results' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    // The member sign-in and sign-up screens exist: a guest gets the menu with them.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in?code=hanami-tokyo',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/sign-up?code=hanami-tokyo',
    );
    expect(document.title).toBe('Search results | Hanami Hotel Tokyo');
    const root = document.querySelector<HTMLElement>('.yadori');
    expect(root?.style.getPropertyValue('--yadori-header-fg')).toBe('#ffffff');
  });

  it('redirects an empty path to search, keeping the query', async () => {
    history.replaceState(null, '', '/?code=hanami-tokyo&adults=2');
    const store = renderApp();
    act(() => store.update({ initArrived: true, settings: hotelSettings(), loginWidget }));
    await waitFor(() =>
      expect(`${location.pathname}${location.search}`).toBe('/booking/result?code=hanami-tokyo&adults=2'),
    );
  });

  it('routes from the fragment in hash mode, sending an empty route to search', async () => {
    setNavigationMode('hash');
    history.replaceState(null, '', '/?code=hanami-tokyo#/');
    const store = renderApp();
    act(() => store.update({ initArrived: true, settings: hotelSettings(), loginWidget }));
    await screenLoaded();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/?code=hanami-tokyo#/booking/result',
    );
    expect(screen.getByRole('region', { name: 'Search results' })).toBeTruthy();
  });

  it('shows the No hotel code screen without a language selector when the code is missing', async () => {
    history.replaceState(null, '', '/booking/result');
    const store = renderApp('');
    act(() => store.update({ initArrived: true }));
    await screenLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'No hotel code' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.title).toBe('Error');
  });

  it('shows the maintenance page at /503 without a language selector', async () => {
    history.replaceState(null, '', '/503?code=hanami-tokyo');
    const store = renderApp();
    act(() => store.update({ initArrived: true }));
    await screenLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Service temporarily unavailable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe(
      '/booking/result?code=hanami-tokyo',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('goes back to search in the app from /503 once start-up had succeeded', async () => {
    history.replaceState(null, '', '/503?code=hanami-tokyo');
    const store = renderApp();
    act(() => store.update({ initArrived: true, settings: hotelSettings(), loginWidget }));
    await screenLoaded();
    fireEvent.click(screen.getByRole('link', { name: 'Back to search' }));
    expect(await screen.findByRole('region', { name: 'Search results' })).toBeTruthy();
    expect(`${location.pathname}${location.search}`).toBe('/booking/result?code=hanami-tokyo');
  });

  it('hides the language selector inside the chatbot iframe', async () => {
    const store = renderApp('code=hanami-tokyo&iframe=triplabot');
    act(() => store.update({ initArrived: true, settings: hotelSettings(), loginWidget }));
    await screenLoaded();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('shows the hotel name in the chosen language', async () => {
    i18n.use('ja', ja);
    const store = renderApp();
    act(() => store.update({ initArrived: true, settings: hotelSettings(), loginWidget }));
    await screenLoaded();
    expect(screen.getByRole('heading', { level: 1, name: '花見ホテル東京' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '言語' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    const store = renderApp();
    act(() =>
      store.update({
        initArrived: true,
        settings: hotelSettings(),
        loginWidget,
        notices: [{ id: 1, kind: 'info', messageKey: 'session.signedOut' }],
      }),
    );
    await screenLoaded();
    // Hotel data and language names (translate="no") are not catalog text.
    const data = new Set(['Hanami Hotel Tokyo', 'Hanami Hotels & Resorts']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const untranslated: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      // Dates, counts and their signs (the search form's 2026/11/23, − 2 +) are data too.
      const figures = /^[\d\s/,.:+−×~-]+$/.test(text);
      if (!text || figures || data.has(text) || node.parentElement?.closest('[translate="no"]')) continue;
      if (!(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE))) untranslated.push(text);
    }
    expect(untranslated).toEqual([]);
  });
});
