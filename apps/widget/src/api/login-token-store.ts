import { localStore } from '../lib/safe-storage.ts';

/** A member's login token is kept per brand, so signing in at one brand never leaks to another. */
export const loginTokenKey = (brandId: number) => `tripla_login_token_${brandId}`;

export const loginTokens = {
  get: (brandId: number): string | null => localStore.get(loginTokenKey(brandId)),
  set: (brandId: number, token: string): void => localStore.set(loginTokenKey(brandId), token),
  clear: (brandId: number): void => localStore.remove(loginTokenKey(brandId)),
};
