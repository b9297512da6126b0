import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/api-client.ts';
import { logOut } from '../../app/member-sign-in.ts';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidgetStore } from '../../app/widget-context.tsx';
import type { WidgetStore } from '../../app/widget-store.ts';
import { hrefWith } from '../../shared/query-links.ts';
import { type AuthT, authScreen, StatusNote } from './auth-ui.tsx';

// One sign-out per visit of the page, whatever React's development double effects do.
let running: Promise<void> | null = null;
function logOutOnce(api: ApiClient, store: WidgetStore): Promise<void> {
  running ??= logOut(api, store).finally(() => {
    running = null;
  });
  return running;
}

function SignOutBody({ t }: { t: AuthT }) {
  const api = useApi();
  const store = useWidgetStore();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void logOutOnce(api, store).then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [api, store]);
  return (
    <>
      <StatusNote>
        <p>{done ? t('signOut.done') : t('signOut.signingOut')}</p>
      </StatusNote>
      {done ? (
        <p>
          <a href={hrefWith(SEARCH_PATH)}>{t('signOut.back')}</a>
        </p>
      ) : null}
    </>
  );
}

/** /sign-out (spec sections 2 and 4): the server ends the session, then the member is signed out here. */
export const SignOutScreen = authScreen('signOut.title', SignOutBody);
