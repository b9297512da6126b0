import type { BookingWidgetSettings, LoginWidget } from '@yadori/contract/settings.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { loginTokenKey, loginTokens } from '../api/login-token-store.ts';
import { readStartQuery } from '../features/address/start-query.ts';
import { createReloadGuard, type StartUpDeps, startUp } from './start-up.ts';
import { createWidgetStore } from './widget-store.ts';

const settings = { hotel_code: 'hanami-tokyo', hotel_brand_id: 1 } as BookingWidgetSettings;
const loginWidget = { is_active: true } as LoginWidget;
const whoami = (data: object) => ({ data: { signed_in: false, user: null, reset_code: null, ...data } });
const user = { id: 7, name: 'Aiko Sato' };

/** A fake API answering by path; each answer may be a value or an error to throw. */
function fakeApi(answers: Record<string, unknown>) {
  const log: string[] = [];
  const api: ApiClient = {
    ensureClientSession: vi.fn(async () => {
      log.push('client-session');
      return 's';
    }),
    get: vi.fn(async (path: string) => {
      log.push(`start ${path}`);
      await Promise.resolve();
      log.push(`end ${path}`);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      return answer;
    }) as ApiClient['get'],
    request: vi.fn() as ApiClient['request'],
  };
  return { api, log };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get: (k: string) => map.get(k) ?? null,
    set: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
  };
}

function deps(api: ApiClient, query = 'code=hanami-tokyo', overrides: Partial<StartUpDeps> = {}) {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  const full: StartUpDeps = {
    api,
    store,
    sessionStore: { get: () => 's', set: vi.fn(), clear: vi.fn() },
    reloadGuard: createReloadGuard(memoryStorage()),
    reload: vi.fn(),
    applySettings: vi.fn(async () => {}),
    ...overrides,
  };
  return full;
}

const paths = {
  settings: '/hotels/hanami-tokyo/settings/booking_widget',
  signIn: '/hotels/hanami-tokyo/settings/sign_in_button',
  whoami: '/hotels/hanami-tokyo/tripla_session/whoami',
};

describe('startUp', () => {
  afterEach(() => localStorage.clear());

  it('gets a client session, then settings and login widget in parallel, then identifies', async () => {
    const { api, log } = fakeApi({
      [paths.settings]: { data: settings },
      [paths.signIn]: { data: loginWidget },
      [paths.whoami]: whoami({}),
    });
    const d = deps(api);
    await startUp(d);
    expect(log).toEqual([
      'client-session',
      `start ${paths.settings}`,
      `start ${paths.signIn}`,
      `end ${paths.settings}`,
      `end ${paths.signIn}`,
      `start ${paths.whoami}`,
      `end ${paths.whoami}`,
    ]);
    expect(d.applySettings).toHaveBeenCalledWith(settings);
    expect(d.store.get()).toMatchObject({
      initArrived: true,
      settings,
      loginWidget,
      user: null,
      notices: [],
    });
  });

  it('marks init arrived only once the first screen’s code is in, so one render draws both', async () => {
    const { api, log } = fakeApi({
      [paths.settings]: { data: settings },
      [paths.signIn]: { data: loginWidget },
      [paths.whoami]: whoami({}),
    });
    let screenLoaded = () => {};
    const screenReady = new Promise<void>((resolve) => {
      screenLoaded = resolve;
    });
    const d = deps(api, 'code=hanami-tokyo', { screenReady });
    const done = startUp(d);
    await vi.waitFor(() => expect(log).toContain(`end ${paths.whoami}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(d.store.get()).toMatchObject({ initArrived: false, settings, user: null });
    screenLoaded();
    await done;
    expect(d.store.get().initArrived).toBe(true);
  });

  it('stores the address login token for the brand and signs the member in', async () => {
    const { api } = fakeApi({
      [paths.settings]: { data: settings },
      [paths.signIn]: { data: loginWidget },
      [paths.whoami]: whoami({ signed_in: true, user }),
    });
    const d = deps(api, 'code=hanami-tokyo&login_token=tok');
    await startUp(d);
    expect(loginTokens.read(1)).toEqual({ session: 'tok', refreshToken: null, expiresAt: null });
    expect(d.store.get().user).toEqual(user);
  });

  it.each([
    ['session_token_not_found', 'session.tokenNotFound'],
    ['brand_mismatch', 'session.brandMismatch'],
  ])('on reset code %s signs out locally with a message', async (resetCode, messageKey) => {
    localStorage.setItem(loginTokenKey(1), 'old');
    const { api } = fakeApi({
      [paths.settings]: { data: settings },
      [paths.signIn]: { data: loginWidget },
      [paths.whoami]: whoami({ reset_code: resetCode }),
    });
    const d = deps(api);
    await startUp(d);
    expect(localStorage.getItem(loginTokenKey(1))).toBeNull();
    expect(d.store.get().notices).toEqual([{ id: expect.any(Number), kind: 'info', messageKey }]);
  });

  it('clears a local token when there is no session, silently', async () => {
    localStorage.setItem(loginTokenKey(1), 'old');
    const { api } = fakeApi({
      [paths.settings]: { data: settings },
      [paths.signIn]: { data: loginWidget },
      [paths.whoami]: whoami({}),
    });
    const d = deps(api);
    await startUp(d);
    expect(localStorage.getItem(loginTokenKey(1))).toBeNull();
    expect(d.store.get().notices).toEqual([]);
  });

  it('marks init arrived without calls when the hotel code is missing', async () => {
    const { api, log } = fakeApi({});
    const d = deps(api, '');
    await startUp(d);
    expect(log).toEqual([]);
    expect(d.store.get().initArrived).toBe(true);
  });

  it('shows an init failure in the banner with its title and marks init arrived', async () => {
    const notFound = new ApiError({ title: 'NOT_FOUND', status: 404, message: 'Hotel not found' });
    const { api } = fakeApi({ [paths.settings]: notFound, [paths.signIn]: { data: loginWidget } });
    const d = deps(api);
    await startUp(d);
    expect(d.store.get().initArrived).toBe(true);
    expect(d.store.get().notices).toEqual([
      { id: expect.any(Number), kind: 'error', title: 'NOT_FOUND', message: 'Hotel not found' },
    ]);
  });

  it('adds no banner for an error a session rule already handled (503)', async () => {
    const maintenance = new ApiError({ title: 'SERVICE_UNAVAILABLE', status: 503 });
    maintenance.handled = true;
    const { api } = fakeApi({ [paths.settings]: maintenance, [paths.signIn]: { data: loginWidget } });
    const d = deps(api);
    await startUp(d);
    expect(d.store.get()).toMatchObject({ initArrived: true, notices: [] });
  });

  it('on an invalid client session clears it and reloads once, then shows the error', async () => {
    const invalid = () => new ApiError({ title: 'Invalid Client-Session', status: 401 });
    const guard = createReloadGuard(memoryStorage());
    const first = deps(fakeApi({ [paths.settings]: invalid(), [paths.signIn]: invalid() }).api, undefined, {
      reloadGuard: guard,
    });
    await startUp(first);
    expect(first.sessionStore.clear).toHaveBeenCalledOnce();
    expect(first.reload).toHaveBeenCalledOnce();
    expect(first.store.get().initArrived).toBe(false);

    // After the reload the same failure must not reload again.
    const second = deps(fakeApi({ [paths.settings]: invalid(), [paths.signIn]: invalid() }).api, undefined, {
      reloadGuard: guard,
    });
    await startUp(second);
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.store.get()).toMatchObject({
      initArrived: true,
      notices: [{ kind: 'error', title: 'Invalid Client-Session' }],
    });
  });
});
