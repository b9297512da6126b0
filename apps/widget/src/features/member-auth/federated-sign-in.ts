import { isYadoriMessage, type PopupSignInMessage } from '@yadori/contract/host-messages';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { loginTokens } from '../../api/login-token-store.ts';
import { sendChatbotSession } from '../../app/chatbot-session.ts';
import { identify } from '../../app/member-session.ts';
import { POPUP_SIGN_IN_FLAG } from '../../app/member-sign-in.ts';
import { currentAddress, getNavigationMode, navigateTo } from '../../app/navigation.ts';
import { returnPage } from '../../app/return-path.ts';
import type { WidgetStore } from '../../app/widget-store.ts';
import { formatAddress } from '../address/address.ts';
import { isEmbedded, postToHost } from '../host/host-messages.ts';

export type FederatedProvider = 'open_id' | 'line' | 'facebook';

/** The absolute widget address of `target` (a path, with its own query after `?` or the current one). */
export function widgetAddress(target: string, changes: Readonly<Record<string, string>> = {}): string {
  const [path = target, query] = target.split('?', 2);
  const current = currentAddress();
  const params = new URLSearchParams(query ?? current.params);
  for (const [key, value] of Object.entries(changes)) params.set(key, value);
  const relative = formatAddress({ ...current, path, params, fragment: '' }, getNavigationMode());
  return new URL(relative, location.href).href;
}

/** The outcome of a popup sign-in, once its window reports back. */
export type PopupOutcome = 'signed-in' | 'failed';

/**
 * Federated sign-in (OpenID Connect, LINE, Facebook; decision 038). The provider's pages refuse to be
 * framed, so:
 * - standalone (the widget is the top window): POST `{provider}/sign_in` with `return_url` = the
 *   widget address the member returns to, then go to the answer's `authorization_url`; the callback
 *   sends the browser back with `login_token`, which start-up reads, stores and removes.
 * - embedded (the loader's iframe, the chatbot's iframe): the provider opens in a popup, opened at the
 *   click (popup blockers allow only that); its return address carries `sign_in_popup=1`, and the
 *   widget page there hands `login_token` to this widget by postMessage on our origin and closes.
 *   The loader needs no change, and the session never passes through the host page.
 * Resolves `started` when the browser is on its way (standalone) or the popup reported (`onPopup`).
 */
export async function startFederatedSignIn(input: {
  api: ApiClient;
  store: WidgetStore;
  provider: FederatedProvider;
  onPopup: (outcome: PopupOutcome) => void;
}): Promise<void> {
  const { api, store, provider } = input;
  const settings = store.get().settings;
  if (!settings) throw new Error('sign-in needs the settings');
  const embedded = isEmbedded();
  const popup = embedded ? window.open('about:blank', 'yadori-sign-in', 'popup,width=480,height=720') : null;
  if (embedded && !popup) throw new Error('the sign-in window was blocked');
  try {
    const returnUrl = embedded
      ? widgetAddress(currentAddress().path, { [POPUP_SIGN_IN_FLAG]: '1' })
      : widgetAddress(returnPage());
    const inChatbot = store.get().startQuery.inChatbotIframe;
    const answer = await call(api, 'POST /book/hotels/:hotelId/memberships/:provider/sign_in', {
      params: { hotelId: settings.hotel_id, provider },
      body: {
        return_url: returnUrl,
        ...(provider === 'line' && inChatbot ? { app_type: 'chatbot' as const } : {}),
      },
    });
    const target = answer.data.authorization_url;
    if (!popup) {
      window.location.assign(target);
      return;
    }
    awaitPopup(popup, async (message) => {
      if (!message.login_token) {
        input.onPopup('failed');
        return;
      }
      loginTokens.set(settings.hotel_brand_id, message.login_token);
      await identify(api, store);
      if (!store.get().user) {
        input.onPopup('failed');
        return;
      }
      postToHost({ type: 'login' });
      void sendChatbotSession(api, store);
      input.onPopup('signed-in');
      navigateTo(returnPage());
    });
    popup.location.href = target;
  } catch (error) {
    popup?.close();
    throw error;
  }
}

function awaitPopup(popup: Window, done: (message: PopupSignInMessage) => void): void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== popup) return;
    if (!isYadoriMessage(event.data) || event.data.type !== 'member-sign-in') return;
    removeEventListener('message', onMessage);
    done(event.data as PopupSignInMessage);
  };
  addEventListener('message', onMessage);
}
