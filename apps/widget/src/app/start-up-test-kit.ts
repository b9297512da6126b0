import { vi } from 'vitest';
import type { ApiClient } from '../api/api-client.ts';
import { readStartQuery } from '../features/address/start-query.ts';
import { createReloadGuard, startUp } from './start-up.ts';
import { createWidgetStore } from './widget-store.ts';

/**
 * Starts the widget for a test as the address `query` would, on `api`, with a stored client session,
 * an in-memory reload guard and a fixed clock: answers the store and start-up's promise.
 */
export function startWidgetFor(api: ApiClient, query: string, now = new Date('2026-11-27T12:00:00Z')) {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  const storage = new Map<string, string>();
  const done = startUp({
    api,
    store,
    sessionStore: { get: () => 's', set: vi.fn(), clear: vi.fn() },
    reloadGuard: createReloadGuard({
      get: (k) => storage.get(k) ?? null,
      set: (k, v) => void storage.set(k, v),
      remove: (k) => void storage.delete(k),
    }),
    reload: vi.fn(),
    applySettings: async () => {},
    now: () => now,
  });
  return { store, done };
}
