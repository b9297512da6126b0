import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import type { ApiClient } from '../api/api-client.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Spinner } from '../shared/spinner.tsx';
import { getNavigationMode } from './navigation.ts';
import { Shell } from './shell.tsx';
import { useWidget, WidgetProvider } from './widget-context.tsx';
import type { WidgetStore } from './widget-store.ts';

function Body() {
  const { t } = useI18n();
  const initArrived = useWidget((state) => state.initArrived);
  if (!initArrived) {
    return (
      <main className="boot">
        <Spinner label={t('app.loading')} />
      </main>
    );
  }
  // The navigation mode is final once init has arrived (settings, or the address's own style).
  return (
    <Router hook={getNavigationMode() === 'hash' ? useHashLocation : useBrowserLocation}>
      <Shell />
    </Router>
  );
}

/** The widget: a spinner until start-up ends, then the routed shell. */
export function App({ store, api }: { store: WidgetStore; api?: ApiClient }) {
  return (
    <WidgetProvider store={store} api={api}>
      <Body />
    </WidgetProvider>
  );
}
