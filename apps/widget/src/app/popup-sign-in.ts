import { MESSAGE_SOURCE, type PopupSignInMessage } from '@yadori/contract/host-messages';

/** The return address of a federated sign-in started in an embedded widget carries this flag. */
export const POPUP_SIGN_IN_FLAG = 'sign_in_popup';

/**
 * In the popup of a federated sign-in (decision 037): hands the callback's result to the widget that
 * opened it — posted to our own origin only — and closes. False when this is no such popup, or its
 * opener is gone (a provider's opener policy can sever it): the popup then goes on as a widget page of
 * its own, signed in there.
 */
export function handOverPopupSignIn(params: URLSearchParams, loginToken: string | null): boolean {
  if (params.get(POPUP_SIGN_IN_FLAG) !== '1') return false;
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  const message: PopupSignInMessage = {
    source: MESSAGE_SOURCE,
    type: 'member-sign-in',
    login_token: loginToken,
    login_error: params.get('login_error'),
  };
  try {
    opener.postMessage(message, location.origin);
  } catch {
    return false;
  }
  window.close();
  return true;
}
