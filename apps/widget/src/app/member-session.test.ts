import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { loginTokens } from '../api/login-token-store.ts';
import { readStartQuery } from '../features/address/start-query.ts';
import { en as authEn } from '../features/member-auth/texts/en.ts';
import { fakeApi } from '../features/search-results/test-harness.tsx';
import { i18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../test/fixtures.ts';
import { memberFixture, whoamiFixture } from '../test/member-fixtures.ts';
import { logOut, type MemberGrant, signInMember, signInWithCustomAuth } from './member-sign-in.ts';

import { setNavigationMode } from './navigation.ts';
import { startWidgetFor } from './start-up-test-kit.ts';
import { createWidgetStore } from './widget-store.ts';

const profile = memberFixture();
const grant = (session: string): { data: MemberGrant } => ({
  data: {
    session,
    refresh_token: `${session}-refresh`,
    token_type: 'Bearer',
    expires_at: '2026-11-28T12:00:00.000Z',
    user: profile,
  },
});
const whoamiUser = whoamiFixture(profile);

const settings = hotelSettings();
const paths = {
  settings: '/hotels/hanami-tokyo/settings/booking_widget',
  signInButton: '/hotels/hanami-tokyo/settings/sign_in_button',
  whoami: '/hotels/hanami-tokyo/tripla_session/whoami',
};
const signedIn = () => ({ data: { signed_in: true, user: whoamiUser, reset_code: null } });

function storeFor(query = 'code=hanami-tokyo') {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  store.update({ settings, loginWidget });
  return store;
}

function start(api: ReturnType<typeof fakeApi>['api'], query: string, now?: Date) {
  return startWidgetFor(api, query, now);
}

type Route = [string, () => unknown];
const basics = (whoami: () => unknown = signedIn): Route[] => [
  [paths.settings, () => ({ data: settings })],
  [paths.signInButton, () => ({ data: loginWidget })],
  [paths.whoami, whoami],
];

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => localStorage.clear());

describe('signInMember and logOut', () => {
  it('stores the session with its refresh token for the brand and sets the member', () => {
    const store = storeFor();
    void signInMember(fakeApi([]).api, store, grant('s1').data);
    expect(loginTokens.read(1)).toEqual({
      session: 's1',
      refreshToken: 's1-refresh',
      expiresAt: '2026-11-28T12:00:00.000Z',
    });
    expect(store.get().user).toEqual(whoamiUser);
  });

  it('calls sign_out, and signs out here even when the server refuses', async () => {
    const store = storeFor();
    const { api, calls } = fakeApi([
      ['/hotels/1/memberships/sign_out', () => new ApiError({ title: 'INTERNAL_ERROR', status: 500 })],
    ]);
    await signInMember(api, store, grant('s1').data);
    await logOut(api, store);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /hotels/1/memberships/sign_out']);
    expect(store.get().user).toBeNull();
    expect(loginTokens.read(1)).toBeNull();
  });
});

describe('token flows at start-up (spec section 4)', () => {
  it('signs out, then exchanges a refresh_token of the address (with the hotel code), and drops it', async () => {
    history.replaceState(null, '', '/booking/result?code=hanami-tokyo&refresh_token=r0');
    loginTokens.save(1, { session: 'old', refreshToken: null, expiresAt: null });
    const { api, calls } = fakeApi([...basics(), ['/hotels/1/memberships/tokens', () => grant('s2')]]);
    const { store, done } = start(api, 'code=hanami-tokyo&refresh_token=r0');
    await done;
    const exchange = calls.find((c) => c.path === '/hotels/1/memberships/tokens');
    expect(exchange?.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r0',
      hotel_code: 'hanami-tokyo',
    });
    expect(loginTokens.get(1)).toBe('s2');
    expect(store.get().user).toEqual(whoamiUser);
    expect(location.search).toBe('?code=hanami-tokyo');
  });

  it('shows the global error when the exchange is refused, signed out', async () => {
    history.replaceState(null, '', '/booking/result?code=hanami-tokyo&refresh_token=r0');
    const { api } = fakeApi([
      ...basics(() => ({ data: { signed_in: false, user: null, reset_code: null } })),
      ['/hotels/1/memberships/tokens', () => new ApiError({ title: 'UNAUTHORIZED', status: 401 })],
    ]);
    const { store, done } = start(api, 'code=hanami-tokyo&refresh_token=r0');
    await done;
    expect(store.get().user).toBeNull();
    expect(store.get().notices).toEqual([
      { id: expect.any(Number), kind: 'error', title: authEn['session.refreshFailed'] },
    ]);
  });

  it('renews a stored session past its end with its refresh token before identify', async () => {
    history.replaceState(null, '', '/booking/result?code=hanami-tokyo');
    loginTokens.save(1, { session: 'old', refreshToken: 'r1', expiresAt: '2026-11-27T11:59:59.000Z' });
    const { api, calls } = fakeApi([...basics(), ['/hotels/1/memberships/tokens', () => grant('s3')]]);
    await start(api, 'code=hanami-tokyo').done;
    expect(calls.map((c) => c.path)).toEqual([
      paths.settings,
      paths.signInButton,
      '/hotels/1/memberships/tokens',
      paths.whoami,
    ]);
    expect(calls[2]?.body).toMatchObject({ refresh_token: 'r1' });
    expect(loginTokens.read(1)?.session).toBe('s3');
  });

  it('keeps a session that has not ended as it is', async () => {
    loginTokens.save(1, { session: 'live', refreshToken: 'r1', expiresAt: '2026-11-27T12:00:01.000Z' });
    const { api, calls } = fakeApi([...basics()]);
    await start(api, 'code=hanami-tokyo').done;
    expect(calls.map((c) => c.path)).toEqual([paths.settings, paths.signInButton, paths.whoami]);
    expect(loginTokens.get(1)).toBe('live');
  });

  it('stores a login_token of the address with the refresh_token beside it', async () => {
    const { api } = fakeApi([...basics()]);
    await start(api, 'code=hanami-tokyo&login_token=t1&refresh_token=r1').done;
    expect(loginTokens.read(1)).toEqual({ session: 't1', refreshToken: 'r1', expiresAt: null });
  });

  it('signs in with an otid, and says the loyalty programme failure (3502) when refused', async () => {
    const { api, calls } = fakeApi([
      ...basics(() => ({ data: { signed_in: false, user: null, reset_code: null } })),
      [
        '/hotels/1/memberships/creansmaerd/sign_in',
        () =>
          new ApiError({
            title: 'BAD_GATEWAY',
            status: 502,
            errors: [{ title: 'BAD_GATEWAY', status: 502, code: 3502, details: { code: 3502, base: [] } }],
          }),
      ],
    ]);
    const { store, done } = start(api, 'code=hanami-tokyo&otid=o-1');
    await done;
    expect(calls.find((c) => c.path.endsWith('creansmaerd/sign_in'))?.body).toEqual({ otid: 'o-1' });
    expect(store.get().notices).toEqual([
      { id: expect.any(Number), kind: 'error', title: authEn['loyalty.points'] },
    ]);
  });
});

describe('brand custom auth', () => {
  it('signs in with the brand token, or warns with the custom-auth text', async () => {
    const store = storeFor();
    const ok = fakeApi([['/hotels/1/memberships/brand_custom_auth/sign_in', () => grant('s4')]]);
    await signInWithCustomAuth(ok.api, store, 'jwt');
    expect(ok.calls[0]?.body).toEqual({ token: 'jwt' });
    expect(loginTokens.get(1)).toBe('s4');

    const refused = fakeApi([
      [
        '/hotels/1/memberships/brand_custom_auth/sign_in',
        () => new ApiError({ title: 'BRAND_CUSTOM_AUTH_FAILED', status: 401 }),
      ],
    ]);
    const other = storeFor();
    await signInWithCustomAuth(refused.api, other, 'bad');
    expect(other.get().notices).toEqual([
      { id: expect.any(Number), kind: 'error', title: authEn['customAuth.failed'] },
    ]);
  });
});
