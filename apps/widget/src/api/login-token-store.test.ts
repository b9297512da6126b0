import { afterEach, describe, expect, it } from 'vitest';
import { loginTokenKey, loginTokens } from './login-token-store.ts';

describe('loginTokens', () => {
  afterEach(() => localStorage.clear());

  it('keeps the session with its refresh token and end per brand, as JSON', () => {
    loginTokens.save(1, { session: 's1', refreshToken: 'r1', expiresAt: '2026-11-28T00:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(loginTokenKey(1)) ?? '')).toEqual({
      session: 's1',
      refresh_token: 'r1',
      expires_at: '2026-11-28T00:00:00.000Z',
    });
    expect(loginTokens.get(1)).toBe('s1');
    expect(loginTokens.get(2)).toBeNull();
    expect(loginTokens.read(1)).toEqual({
      session: 's1',
      refreshToken: 'r1',
      expiresAt: '2026-11-28T00:00:00.000Z',
    });
  });

  it('reads a plain token an older widget stored, and nothing from a damaged value', () => {
    localStorage.setItem(loginTokenKey(1), 'plain');
    expect(loginTokens.read(1)).toEqual({ session: 'plain', refreshToken: null, expiresAt: null });
    localStorage.setItem(loginTokenKey(1), '{"session":');
    expect(loginTokens.get(1)).toBeNull();
    localStorage.setItem(loginTokenKey(1), '{"session":""}');
    expect(loginTokens.get(1)).toBeNull();
  });

  it('clears one brand only', () => {
    loginTokens.set(1, 'a');
    loginTokens.set(2, 'b');
    loginTokens.clear(1);
    expect([loginTokens.get(1), loginTokens.get(2)]).toEqual([null, 'b']);
  });
});
