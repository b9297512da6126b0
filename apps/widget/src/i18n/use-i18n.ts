import { useSyncExternalStore } from 'react';
import { type I18nState, i18n } from './i18n.ts';

/** The current locale and `t()`; re-renders when the language changes. */
export function useI18n(): I18nState {
  return useSyncExternalStore(i18n.subscribe, i18n.get);
}
