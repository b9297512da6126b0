import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

export const MAIN_ID = 'yadori-main';

/**
 * Jumps keyboard users past the header. It moves focus itself: following `#…` would change the route
 * in hash navigation mode.
 */
export function SkipLink() {
  const { t } = useI18n();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('app.skipToContent')}
    </a>
  );
}
