import { embedOriginSchema } from '@yadori/contract/hotel-settings.schema';
import { FEDERATED_RETURN_KEYS, type FederatedSignInError } from '@yadori/contract/membership.schema';

/**
 * True when `url` is a place a sign-in may send the browser back to: an http(s) address whose origin
 * is this server's own (the widget's pages) or one of the hotel's `embed_origins` (its own sites, the
 * same list that may frame the widget; `https://*.example.com` covers the subdomains of example.com).
 * Anything else would make the callback an open redirect that hands a session to a stranger.
 * @example isAllowedReturnUrl('https://book.example.com/?code=x', 'https://book.example.com', []) // true
 */
export function isAllowedReturnUrl(url: string, publicUrl: string, embedOrigins: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  // Credentials in an address are a phishing trick, never a widget address.
  if (target.username || target.password) return false;
  if (target.origin === new URL(publicUrl).origin) return true;
  return embedOrigins.some(
    (origin) => embedOriginSchema.safeParse(origin).success && matches(target, origin),
  );
}

function matches(target: URL, allowed: string): boolean {
  const wildcard = allowed.includes('://*.');
  const pattern = new URL(allowed.replace('://*.', '://'));
  if (pattern.protocol !== target.protocol || pattern.port !== target.port) return false;
  if (!wildcard) return pattern.hostname === target.hostname;
  return target.hostname.endsWith(`.${pattern.hostname}`);
}

/**
 * The return address with the session appended as login_token (spec §2/§4: the widget reads and
 * removes it). The refresh token is not put in an address, where it could outlive the visit in a
 * history or a log: the session alone comes back, and the member signs in again when it ends.
 */
export function returnWithSession(returnUrl: string, session: string): string {
  const url = new URL(returnUrl);
  url.searchParams.delete(FEDERATED_RETURN_KEYS.error);
  url.searchParams.set(FEDERATED_RETURN_KEYS.loginToken, session);
  return url.href;
}

/** The return address with the reason a sign-in failed, and no session. */
export function returnWithError(returnUrl: string, error: FederatedSignInError): string {
  const url = new URL(returnUrl);
  url.searchParams.delete(FEDERATED_RETURN_KEYS.loginToken);
  url.searchParams.set(FEDERATED_RETURN_KEYS.error, error);
  return url.href;
}
