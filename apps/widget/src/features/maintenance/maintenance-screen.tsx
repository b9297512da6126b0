import type { MouseEvent } from 'react';
import { hrefFor, navigateTo, SEARCH_PATH } from '../../app/navigation.ts';
import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';

/** `/503`: the API answered 503. */
export function MaintenanceScreen() {
  const { t } = useI18n();
  const started = useWidget((state) => state.settings !== null);
  const href = hrefFor(SEARCH_PATH);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (started) {
      navigateTo(SEARCH_PATH);
      return;
    }
    // The 503 came during start-up: only a fresh load runs start-up again. (In hash mode following
    // the link would only change the fragment, so reload explicitly.)
    history.replaceState(null, '', href);
    location.reload();
  };
  return (
    <div className="message-screen">
      <h1 className="screen-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
      <a className="button" href={href} onClick={onClick}>
        {t('maintenance.back')}
      </a>
    </div>
  );
}
