import { localStore } from '../lib/safe-storage.ts';

/** A member's login token is kept per brand, so signing in at one brand never leaks to another. */
export const loginTokenKey = (brandId: number) => `tripla_login_token_${brandId}`;

/**
 * What is kept of a sign-in (spec §3 storage: the login token with extra data): the bearer session,
 * the refresh token that renews it, and when the session ends (ISO), when the server said so.
 */
export interface StoredLogin {
  session: string;
  refreshToken: string | null;
  expiresAt: string | null;
}

function parse(raw: string | null): StoredLogin | null {
  if (!raw) return null;
  // Written by an older widget (or a token from the address): the session alone, as plain text.
  if (raw[0] !== '{') return { session: raw, refreshToken: null, expiresAt: null };
  try {
    const { session, refresh_token, expires_at } = JSON.parse(raw);
    return typeof session === 'string' && session
      ? { session, refreshToken: refresh_token ?? null, expiresAt: expires_at ?? null }
      : null;
  } catch {
    return null;
  }
}

export const loginTokens = {
  /** The bearer session of the brand, if any. */
  get: (brandId: number): string | null => parse(localStore.get(loginTokenKey(brandId)))?.session ?? null,
  /** The whole stored sign-in of the brand, if any. */
  read: (brandId: number): StoredLogin | null => parse(localStore.get(loginTokenKey(brandId))),
  /** A session alone (a login token from the address). */
  set: (brandId: number, token: string): void =>
    loginTokens.save(brandId, { session: token, refreshToken: null, expiresAt: null }),
  save: (brandId: number, login: StoredLogin): void =>
    localStore.set(
      loginTokenKey(brandId),
      JSON.stringify({
        session: login.session,
        refresh_token: login.refreshToken,
        expires_at: login.expiresAt,
      }),
    ),
  clear: (brandId: number): void => localStore.remove(loginTokenKey(brandId)),
};
