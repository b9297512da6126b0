import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { ApiClient, RequestOptions } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { WidgetProvider } from '../../app/widget-context.tsx';
import { createWidgetStore } from '../../app/widget-store.ts';
import { hotelSettings, loginWidget } from '../../test/fixtures.ts';
import { readStartQuery } from '../address/start-query.ts';

/** One recorded call of the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  query: Readonly<Record<string, unknown>>;
  locale: string | undefined;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

type Handler = (call: FakeCall) => unknown | Promise<unknown>;

/**
 * A fake `ApiClient` for component tests: each path (a string or a pattern) answers with a handler's
 * value, or throws it when it is an Error. Unknown paths fail the test with a 404.
 */
export function fakeApi(
  routes: ReadonlyArray<[string | RegExp, Handler]>,
  getLocale: () => string = () => 'en',
) {
  const calls: FakeCall[] = [];
  const request = async <T,>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
    const call: FakeCall = {
      method,
      path,
      query: options.query ?? {},
      locale: getLocale(),
      body: options.body,
      headers: options.headers,
    };
    calls.push(call);
    const route = routes.find(([match]) => (typeof match === 'string' ? match === path : match.test(path)));
    if (!route) throw new ApiError({ title: 'NOT_FOUND', status: 404, message: `no fake for ${path}` });
    const value = await route[1](call);
    if (value instanceof Error) throw value;
    return value as T;
  };
  const api: ApiClient = {
    request,
    get: (path, query) => request('GET', path, query ? { query } : {}),
    ensureClientSession: async () => 'test-session',
  };
  return { api, calls };
}

/** Renders `ui` inside the widget's providers with Hanami Tokyo's settings (or `settings`). */
export function renderWithWidget(
  ui: ReactNode,
  {
    api,
    settings = hotelSettings(),
    query = 'code=hanami-tokyo',
  }: {
    api: ApiClient;
    settings?: ReturnType<typeof hotelSettings>;
    query?: string;
  },
) {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  store.update({ initArrived: true, settings, loginWidget });
  const result = render(
    <WidgetProvider store={store} api={api}>
      <Router>{ui}</Router>
    </WidgetProvider>,
  );
  return { store, ...result };
}
