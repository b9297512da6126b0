import { CLIENT_SESSION_TTL_MS } from '@yadori/contract/client-session.constants';

export const CLIENT_SESSION_COOKIE = 'client_session';

export interface ClientSessionStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/**
 * The client session lives in a cookie for 0.75 day (spec section 9) and is reused across visits.
 * Inside a third-party iframe only `SameSite=None; Secure` cookies survive, which needs https.
 */
export function createCookieSessionStore(doc: Document = document): ClientSessionStore {
  const attributes = () => {
    const secure = doc.location?.protocol === 'https:';
    return `; path=/${secure ? '; SameSite=None; Secure' : '; SameSite=Lax'}`;
  };
  return {
    get() {
      for (const part of doc.cookie.split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name === CLIENT_SESSION_COOKIE) return decodeURIComponent(rest.join('=')) || null;
      }
      return null;
    },
    set(token) {
      const maxAge = Math.floor(CLIENT_SESSION_TTL_MS / 1000);
      doc.cookie = `${CLIENT_SESSION_COOKIE}=${encodeURIComponent(token)}; max-age=${maxAge}${attributes()}`;
    },
    clear() {
      doc.cookie = `${CLIENT_SESSION_COOKIE}=; max-age=0${attributes()}`;
    },
  };
}
