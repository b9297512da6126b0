import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from '../lib/create-store.ts';
import type { WidgetState, WidgetStore } from './widget-store.ts';

const WidgetContext = createContext<WidgetStore | null>(null);

export function WidgetProvider({ store, children }: { store: WidgetStore; children: ReactNode }) {
  return <WidgetContext.Provider value={store}>{children}</WidgetContext.Provider>;
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
