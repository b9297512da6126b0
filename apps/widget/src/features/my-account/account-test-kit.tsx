import { render } from '@testing-library/react';
import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { ApiClient } from '../../api/api-client.ts';
import { WidgetProvider } from '../../app/widget-context.tsx';
import { createWidgetStore } from '../../app/widget-store.ts';
import { hotelSettings, loginWidget } from '../../test/fixtures.ts';
import { readStartQuery } from '../address/start-query.ts';

/** Renders `ui` in the widget's providers with `user` signed in from the start (as after identify). */
export function renderSignedIn(
  ui: ReactNode,
  {
    api,
    user,
    settings = hotelSettings(),
  }: { api: ApiClient; user: WhoamiUser | null; settings?: ReturnType<typeof hotelSettings> },
) {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(location.search)));
  store.update({ initArrived: true, settings, loginWidget, user });
  const result = render(
    <WidgetProvider store={store} api={api}>
      <Router>{ui}</Router>
    </WidgetProvider>,
  );
  return { store, ...result };
}
