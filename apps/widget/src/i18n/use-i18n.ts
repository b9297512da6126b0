import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type I18nState, i18n } from './i18n.ts';

const I18nContext = createContext<I18nState | null>(null);

/**
 * The language for the tree below (the widget's providers hold it): one subscription to language
 * changes for the whole widget. A subscription in each component that shows a text cost the results
 * page a store hook, a layout effect and a passive effect per price, fact and button (some hundred),
 * in the long task that draws the rooms.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(i18n.subscribe, i18n.get);
  return createElement(I18nContext.Provider, { value: state }, children);
}

/**
 * The current locale and `t()`; re-renders when the language changes. Outside an `I18nProvider` (a
 * component rendered alone in a test) it reads the current language once.
 */
export function useI18n(): I18nState {
  return useContext(I18nContext) ?? i18n.get();
}
