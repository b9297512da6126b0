import type { MemberCompanion } from '@yadori/contract/membership.schema';
import type { KidsTier } from '@yadori/contract/settings.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginTokens } from '../api/login-token-store.ts';
import { readStartQuery } from '../features/address/start-query.ts';
import { fakeApi } from '../features/search-results/test-harness.tsx';
import { i18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../test/fixtures.ts';
import { memberFixture, whoamiFixture } from '../test/member-fixtures.ts';
import { companionsWanted } from './companion-rules.ts';
import { identify } from './member-session.ts';
import { logOut, type MemberGrant, signInMember } from './member-sign-in.ts';
import { setNavigationMode } from './navigation.ts';
import { createWidgetStore } from './widget-store.ts';

// Spec section 4: "companion info sent to the host if an access token exists and companion is
// supported and active", after a sign-in and when a stored session is restored; logout forgets them.

const tier = (overrides: Partial<KidsTier>): KidsTier => ({
  code: 'A',
  min_age: 0,
  max_age: 5,
  is_companion: true,
  is_active: true,
  translations_attributes: [{ locale: 'en', name: 'Infant (sharing a bed)' }],
  ...overrides,
});
const companionHotel = {
  ...hotelSettings(),
  kids_tiers: [tier({}), tier({ code: 'B', is_companion: false })],
};
const names = (name: string) => [{ locale: 'en' as const, name }];
const ADULT: MemberCompanion = { code: 'SPOUSE', translations_attributes: names('Spouse') };
const KID: MemberCompanion = { code: 'A', translations_attributes: names('Infant (sharing a bed)') };
const member = memberFixture({ adult_companion: ADULT, kid_companion: KID });
const grant = (session: string): MemberGrant => ({
  session,
  refresh_token: `${session}-refresh`,
  token_type: 'Bearer',
  expires_at: '2026-11-28T12:00:00.000Z',
  user: member,
});

function storeFor(settings = companionHotel) {
  const store = createWidgetStore(readStartQuery(new URLSearchParams('code=hanami-tokyo')));
  store.update({ settings, loginWidget });
  return store;
}

/** The widget in a host page's frame: what it posted to the host. */
function embedded() {
  const posted = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  return () => posted.mock.calls.map(([message]) => message as Record<string, unknown>);
}

const companionInfo = {
  source: 'yadori',
  type: 'companion-info',
  adult_companion: ADULT,
  kid_companion: KID,
};

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('companionsWanted', () => {
  it('needs an access token and an active companion tier', () => {
    expect(companionsWanted(companionHotel, 'token')).toBe(true);
    expect(companionsWanted(companionHotel, null)).toBe(false);
    expect(companionsWanted(null, 'token')).toBe(false);
  });

  it('is false when the hotel does not support companions, or its companion tier is inactive', () => {
    // Not supported: no tier is the companion tier (or there are no tiers at all).
    expect(companionsWanted({ kids_tiers: [tier({ is_companion: false })] }, 'token')).toBe(false);
    expect(companionsWanted({ kids_tiers: [] }, 'token')).toBe(false);
    // Supported but not active.
    expect(companionsWanted({ kids_tiers: [tier({ is_active: false })] }, 'token')).toBe(false);
  });
});

describe('after member sign-in', () => {
  it('tells the host the companions after "login", and keeps them as told', async () => {
    const told = embedded();
    const store = storeFor();
    const { api } = fakeApi([]);
    await signInMember(api, store, grant('member-session-1'));
    expect(told()).toEqual([{ source: 'yadori', type: 'login' }, companionInfo]);
    expect(store.get().companions).toEqual({ adult_companion: ADULT, kid_companion: KID });
  });

  it('sends a member without companions as none', async () => {
    const told = embedded();
    const store = storeFor();
    const { api } = fakeApi([]);
    await signInMember(api, store, { ...grant('s'), user: memberFixture() });
    expect(told()[1]).toEqual({ ...companionInfo, adult_companion: null, kid_companion: null });
  });

  it('sends nothing at a hotel whose companion tier is missing or inactive', async () => {
    for (const kids_tiers of [[], [tier({ is_active: false })]]) {
      const told = embedded();
      const store = storeFor({ ...companionHotel, kids_tiers });
      await signInMember(fakeApi([]).api, store, grant('member-session-1'));
      expect(told().map((m) => m.type)).toEqual(['login']);
      expect(store.get().companions).toBeNull();
      vi.restoreAllMocks();
    }
  });

  it('forgets the companions on logout', async () => {
    embedded();
    const store = storeFor();
    const { api } = fakeApi([['/hotels/1/memberships/sign_out', () => ({ data: { message: 'ok' } })]]);
    await signInMember(api, store, grant('member-session-1'));
    expect(store.get().companions).not.toBeNull();
    await logOut(api, store);
    expect(store.get().companions).toBeNull();
    expect(store.get().user).toBeNull();
  });
});

describe('a restored session', () => {
  const signedIn = () => ({ data: { signed_in: true, user: whoamiFixture(member), reset_code: null } });

  it('reads the profile and tells the host the companions, once per sign-in', async () => {
    const told = embedded();
    loginTokens.save(1, { session: 'live', refreshToken: 'r1', expiresAt: null });
    const store = storeFor();
    const { api, calls } = fakeApi([
      ['/hotels/hanami-tokyo/tripla_session/whoami', signedIn],
      ['/user/me', () => ({ data: member })],
    ]);
    await identify(api, store);
    await vi.waitFor(() => expect(told()).toEqual([companionInfo]));
    expect(store.get().companions).toEqual({ adult_companion: ADULT, kid_companion: KID });
    // The host's refresh-login identifies again: already told, nothing is read or sent twice.
    await identify(api, store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((c) => c.path === '/user/me')).toHaveLength(1);
    expect(told()).toHaveLength(1);
  });

  it('reads nothing outside a host page, or at a hotel without an active companion tier', async () => {
    const cases: [typeof companionHotel, boolean][] = [
      [companionHotel, false],
      [{ ...companionHotel, kids_tiers: [tier({ is_active: false })] }, true],
    ];
    for (const [settings, inFrame] of cases) {
      const told = inFrame ? embedded() : () => [];
      loginTokens.save(1, { session: 'live', refreshToken: 'r1', expiresAt: null });
      const store = storeFor(settings);
      const { api, calls } = fakeApi([
        ['/hotels/hanami-tokyo/tripla_session/whoami', signedIn],
        ['/user/me', () => ({ data: member })],
      ]);
      await identify(api, store);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.get().user?.id).toBe(member.id);
      expect(calls.map((c) => c.path)).toEqual(['/hotels/hanami-tokyo/tripla_session/whoami']);
      expect(told()).toEqual([]);
      vi.restoreAllMocks();
    }
  });

  it('stays signed in and tells nothing when the profile cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const told = embedded();
    loginTokens.save(1, { session: 'live', refreshToken: 'r1', expiresAt: null });
    const store = storeFor();
    const { api } = fakeApi([['/hotels/hanami-tokyo/tripla_session/whoami', signedIn]]);
    await identify(api, store);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.get().user?.id).toBe(member.id);
    expect(store.get().companions).toBeNull();
    expect(told()).toEqual([]);
  });
});
