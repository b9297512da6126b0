import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_COOKIE, createCookieSessionStore } from './client-session-store.ts';

describe('cookie client session store', () => {
  const store = createCookieSessionStore();
  afterEach(() => store.clear());

  it('stores, reuses and clears the client session cookie', () => {
    expect(store.get()).toBeNull();
    store.set('abc=123');
    expect(document.cookie).toContain(`${CLIENT_SESSION_COOKIE}=`);
    expect(store.get()).toBe('abc=123');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
