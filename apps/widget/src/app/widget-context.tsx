import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../api/api-client.ts';
import { I18nProvider } from '../i18n/use-i18n.ts';
import { useStore } from '../lib/create-store.ts';
import type { WidgetState, WidgetStore } from './widget-store.ts';

const WidgetContext = createContext<WidgetStore | null>(null);
const ApiContext = createContext<ApiClient | null>(null);

export function WidgetProvider({
  store,
  api,
  children,
}: {
  store: WidgetStore;
  /** The client every screen calls the server through (session rules included). */
  api?: ApiClient;
  children: ReactNode;
}) {
  return (
    <WidgetContext.Provider value={store}>
      <ApiContext.Provider value={api ?? null}>
        <I18nProvider>{children}</I18nProvider>
      </ApiContext.Provider>
    </WidgetContext.Provider>
  );
}

/** The widget's API client; screens use it for every server call. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs a <WidgetProvider api={…}>');
  return api;
}

export function useWidgetStore(): WidgetStore {
  const store = useContext(WidgetContext);
  if (!store) throw new Error('useWidgetStore needs a <WidgetProvider>');
  return store;
}

/** A slice of the widget state; re-renders when it changes. */
export function useWidget<S>(selector: (state: WidgetState) => S): S {
  return useStore(useWidgetStore(), selector);
}
