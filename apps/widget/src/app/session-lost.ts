import { logoutLocally } from './member-session.ts';
import { navigateTo, SEARCH_PATH } from './navigation.ts';
import { REGISTERED_PATHS } from './route-paths.ts';
import { addNotice, type WidgetStore } from './widget-store.ts';

/** The chatbot's sign-in (spec section 2's chat variant). */
export const CHAT_SIGN_IN_PATH = '/chat-sign-in';

/**
 * A 401 (spec section 4): the member is signed out here, "You have already signed out" shows, and the
 * app goes to search, or to sign-in inside the chatbot's iframe (`iframe=triplabot`), where the chatbot
 * expects its member back. Nobody was signed in (a refused sign-in, a refresh token exchanged after
 * signing out): there is nothing to sign out of, and the screen says what went wrong.
 */
export function endLostSession(store: WidgetStore, loginToken: string | null): void {
  if (loginToken === null && store.get().user === null) return;
  logoutLocally(store);
  addNotice(store, { kind: 'info', messageKey: 'session.signedOut' });
  const chatSignIn = store.get().startQuery.inChatbotIframe && REGISTERED_PATHS.has(CHAT_SIGN_IN_PATH);
  navigateTo(chatSignIn ? CHAT_SIGN_IN_PATH : SEARCH_PATH);
}
