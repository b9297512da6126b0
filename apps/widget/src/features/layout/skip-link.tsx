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

/** The selection bar's Continue link: where SkipToSelection goes. */
export const CONTINUE_ID = 'yadori-continue';

/**
 * After a room is chosen, jumps from the room list to the selection bar's Continue (the next Tab after
 * "+"): without it reaching Continue takes one Tab per control of every room below (29 at Hanami
 * Tokyo). Shown while focused, like the skip link to the main content.
 */
export function SkipToSelection() {
  const { t } = useI18n();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONTINUE_ID)?.focus();
  };
  return (
    <a className="skip-link skip-link--inline" href={`#${CONTINUE_ID}`} onClick={onClick}>
      {t('results.skipToSelection')}
    </a>
  );
}
