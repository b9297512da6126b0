import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginTokens } from '../api/login-token-store.ts';
import { readStartQuery } from '../features/address/start-query.ts';
import { ConfirmationScreen } from '../features/confirmation/confirmation-screen.tsx';
import { GuestDetailScreen } from '../features/guest-detail/guest-detail-screen.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';
import { reservationFixture } from '../features/payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../features/search-results/test-harness.tsx';
import { i18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../test/fixtures.ts';
import { whoamiFixture } from '../test/member-fixtures.ts';
import { tellChatbotScript } from './chatbot-frame.ts';
import { currentAddress, setNavigationMode } from './navigation.ts';
import { CHAT_SIGN_IN_PATH, endLostSession } from './session-lost.ts';
import { WidgetProvider } from './widget-context.tsx';
import { createWidgetStore } from './widget-store.ts';

// The widget inside the chatbot's iframe (`iframe=triplabot`) and beside it: spec section 2's header
// and menu rules and hide-chatbot-sign-in, section 4's 401, and the setting told to /chatbot.js.

const CHATBOT = 'code=hanami-tokyo&iframe=triplabot&fromChatbot=true';
const chatbotOn = hotelSettings({ chatbot_setting: { enabled: true, script_url: null } });

/** Runs as a frame whose parent records what the widget posts. */
function embedded() {
  const posted = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  return () => posted.mock.calls.map(([message]) => (message as { type: string }).type);
}

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the header inside the chatbot’s iframe', () => {
  function header(query: string) {
    const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
    store.update({ settings: hotelSettings(), loginWidget, user: whoamiFixture(), initArrived: true });
    render(
      <WidgetProvider store={store}>
        <SiteHeader hideLanguageSelector={false} />
      </WidgetProvider>,
    );
  }

  it('has no language selector, no login menu and no member name', () => {
    header(CHATBOT);
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByTestId('header-member')).toBeNull();
  });

  it('has all three outside it', () => {
    header('code=hanami-tokyo&fromChatbot=true');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByTestId('header-member')).toBeTruthy();
  });
});

describe('hide-chatbot-sign-in (spec section 2)', () => {
  const reservation = () =>
    fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })]]);

  it('is sent on guest detail and confirmation when the chatbot is on and the widget is not inside it', async () => {
    const told = embedded();
    history.replaceState(null, '', '/reservation/guest-detail?code=hanami-tokyo');
    renderWithWidget(<GuestDetailScreen />, { api: fakeApi([]).api, settings: chatbotOn });
    await waitFor(() => expect(told()).toContain('hide-chatbot-sign-in'));
    cleanup();

    const before = told().length;
    history.replaceState(null, '', '/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&bypass_token=b-1');
    renderWithWidget(<ConfirmationScreen />, { api: reservation().api, settings: chatbotOn });
    await waitFor(() => expect(told().slice(before)).toContain('hide-chatbot-sign-in'));
  });

  it('is not sent inside the chatbot’s iframe, nor with the chatbot off', async () => {
    const told = embedded();
    history.replaceState(null, '', `/reservation/guest-detail?${CHATBOT}`);
    renderWithWidget(<GuestDetailScreen />, { api: fakeApi([]).api, settings: chatbotOn, query: CHATBOT });
    cleanup();
    history.replaceState(null, '', '/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&bypass_token=b-1');
    renderWithWidget(<ConfirmationScreen />, { api: reservation().api });
    await screen.findAllByText(reservationFixture().number);
    expect(told()).not.toContain('hide-chatbot-sign-in');
  });
});

describe('a lost session (spec section 4: 401)', () => {
  function signedIn(query: string) {
    history.replaceState(null, '', `/booking/result?${query}`);
    const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
    store.update({ settings: hotelSettings(), loginWidget, user: whoamiFixture() });
    loginTokens.save(1, { session: 'gone', refreshToken: null, expiresAt: null });
    return store;
  }

  it('goes to the chat sign-in inside the chatbot’s iframe', () => {
    const store = signedIn(CHATBOT);
    endLostSession(store, 'gone');
    expect(currentAddress().path).toBe(CHAT_SIGN_IN_PATH);
    expect(store.get().user).toBeNull();
    expect(loginTokens.get(1)).toBeNull();
    expect(store.get().notices).toMatchObject([{ kind: 'info', messageKey: 'session.signedOut' }]);
  });

  it('goes to search anywhere else', () => {
    const store = signedIn('code=hanami-tokyo&fromChatbot=true');
    history.replaceState(null, '', '/my-account?code=hanami-tokyo');
    endLostSession(store, 'gone');
    expect(currentAddress().path).toBe('/booking/result');
  });

  it('leaves a visitor who was not signed in where they are', () => {
    history.replaceState(null, '', `/sign-in?${CHATBOT}`);
    const store = createWidgetStore(readStartQuery(new URLSearchParams(CHATBOT)));
    endLostSession(store, null);
    expect(currentAddress().path).toBe('/sign-in');
    expect(store.get().notices).toEqual([]);
  });
});

describe('tellChatbotScript', () => {
  it('tells the chatbot script on the parent page the hotel’s chatbot setting', () => {
    const parent = { postMessage: vi.fn() };
    const win = { self: {}, top: {}, parent } as unknown as Window;
    tellChatbotScript({ enabled: true, script_url: 'https://chat.hanami.example/talk' }, win);
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        source: 'yadori',
        type: 'chatbot-setting',
        enabled: true,
        script_url: 'https://chat.hanami.example/talk',
      },
      '*',
    );
  });

  it('says nothing on a page of its own', () => {
    const parent = { postMessage: vi.fn() };
    const self = {};
    tellChatbotScript({ enabled: true, script_url: null }, { self, top: self, parent } as unknown as Window);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
